import type {
  AnswerFeedback,
  AnswerRequest,
  LocalSearchLog,
  KbHit,
  KbQuery,
  KbQueryResponse,
  SearchRequest,
  SearchResult,
  SearchResultType,
} from '@trust/shared';
import { KB_LIMITS, planQuery, SEARCH_LIMITS, SEARCH_MESSAGES, type TermReading } from '@trust/shared';
import { AppError } from '../../plugins/errors.js';
import type { AppContext } from '../../context.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { ChatModel } from '../../platform/ai.js';
import type { Viewer } from '../access/item-access.js';
import type { PortalService } from '../portal/service.js';
import { extractiveAnswer, modelAnswer, type Answer, type Passage } from './answerer.js';
import * as q from './queries.js';
import { compilePlan } from './compile-plan.js';
import { planKey, type CompiledPlan } from './query-plan.js';
import {
  byScore,
  fileResult,
  itemResult,
  kbResult,
  kbSearchResult,
  scoreOf,
  shown,
  updateResult,
  type Scored,
} from './results.js';
import { SearchResultCache, type Computed } from './result-cache.js';
import { searchScopeOf, type SearchScope } from './search-scope.js';
import type { SearchLog } from './search-log.js';
import { queryKnowledgeBase, type KbRow } from './kb-queries.js';
import type { TermIndexCache } from './term-index/cache.js';
import { answerChoice, searchChoice } from './term-index/candidates.js';
import { answerChosen, searchChosen } from './chosen-queries.js';
import { tidyMarks } from './phrase-marks.js';
import { correctTerm } from './spelling.js';

/** Candidates fetched per source before merging; results kept per type. */
const PER_SOURCE = 12;
const PER_TYPE = 10;
/** Fewer every-concept matches than this and matches of some concepts are shown too. */
const ENOUGH_MATCHES = 5;
/** Passages weigh a little below curated knowledge-base answers of the same score. */
const PASSAGE_WEIGHT = 0.9;
const ANSWER_CANDIDATES = 10;
/** A questionnaire's drafter re-ranks a wider pool by how alike the questions are. */
const DRAFT_CANDIDATES = 25;

/**
 * Server search and Ask AI answers over one product of one organisation, for one viewer: the
 * viewer's rights come from the portal view they would get, and every query filters by them.
 */
export class SearchService {
  private readonly model: ChatModel | null;
  private readonly results: SearchResultCache;

  constructor(
    private readonly ctx: AppContext,
    private readonly portal: PortalService,
    private readonly termIndexes: TermIndexCache | null,
    private readonly log: SearchLog,
  ) {
    this.model = ctx.config.llm ? new ChatModel(ctx.config.llm) : null;
    this.results = new SearchResultCache(ctx.events);
  }

  private async scopeFor(tenant: ResolvedTenant, productId: string, viewer: Viewer): Promise<SearchScope> {
    const { data: view } = await this.portal.view(tenant, productId, viewer);
    return searchScopeOf(view, viewer);
  }

  /** `typingKey`: the searcher's sign-in session (see `SearchLog`). */
  async search(
    tenant: ResolvedTenant,
    viewer: Viewer,
    request: SearchRequest,
    typingKey: string | null = null,
  ): Promise<SearchResult[]> {
    const productId = request.query.filters.products[0]!;
    const scope = await this.scopeFor(tenant, productId, viewer);
    const plan = await this.planOf(scope, request.query.term, 'typing');
    const { matches, answered } = await this.results.get(scope, 'search', planKey(plan), async () => ({
      value: await this.findMatches(scope, plan),
      cacheable: true,
    }));
    this.log.record(
      scope,
      viewer,
      {
        term: request.query.term.trim(),
        readAs: plan.term,
        mode: 'search',
        answered,
        sources: matches.slice(0, 5),
        resultCount: matches.length,
      },
      typingKey,
    );
    return matches;
  }

  /**
   * The term as search reads it: its typos corrected to words the viewer could find (see
   * `correctTerm`; with the term index, which knows the words).
   */
  private async readTerm(scope: SearchScope, term: string, reading: TermReading): Promise<string> {
    const index = await this.termIndexes?.get(scope.orgId);
    return index ? correctTerm(this.ctx.db, index.vocabulary(scope), term, reading) : term;
  }

  private async planOf(scope: SearchScope, term: string, reading: TermReading): Promise<CompiledPlan> {
    return compilePlan(this.ctx.db, planQuery(await this.readTerm(scope, term, reading), reading));
  }

  private async findMatches(scope: SearchScope, plan: CompiledPlan) {
    const index = await this.termIndexes?.get(scope.orgId);
    const found = index
      ? await searchChosen(this.ctx.db, scope, searchChoice(index, scope, plan, PER_SOURCE))
      : await q.searchCandidates(this.ctx.db, scope, plan, PER_SOURCE);
    const candidates = [
      ...found.kb.map((c) => ({ whole: c.whole, scored: kbSearchResult(plan, c) })),
      ...found.items.map((c) => ({ whole: c.whole, scored: itemResult(plan, scope, c) })),
      ...found.files.map((c) => ({ whole: c.whole, scored: fileResult(plan, scope, c) })),
      ...found.updates.map((c) => ({ whole: c.whole, scored: updateResult(plan, c) })),
    ].filter((c): c is { whole: boolean; scored: Scored } => c.scored !== null);
    // What matched every idea of the question (or, for a typo, a close question) answers it; matches
    // of some words only are shown when there are few whole ones, but leave the question open for staff.
    const whole = candidates.filter((c) => c.whole);
    let answered = whole.length > 0;
    let scored = (whole.length >= ENOUGH_MATCHES ? whole : candidates).map((c) => c.scored);
    if (scored.length === 0) {
      scored = (await q.kbFuzzyCandidates(this.ctx, scope, plan, PER_SOURCE)).map((c) =>
        kbSearchResult(plan, c),
      );
      answered = scored.length > 0;
    }
    const matches = capPerType(scored.sort(byScore)).slice(0, SEARCH_LIMITS.serverMatches).map(shown);
    return { matches, answered };
  }

  /** `session`: the asker's sign-in session, the only one that may rate the answer (see `rateAnswer`). */
  async answer(
    tenant: ResolvedTenant,
    viewer: Viewer,
    request: AnswerRequest,
    session: string | null,
  ): Promise<Answer & { askingId: string }> {
    const scope = await this.scopeFor(tenant, request.query.filters.product, viewer);
    if (scope.aiAccess !== 'Full') throw new AppError(403, 'ai_unavailable', SEARCH_MESSAGES.aiUnavailable);
    const plan = await this.planOf(scope, request.query.term, 'asked');
    const answer = await this.results.get(scope, 'answer', planKey(plan), () => this.compose(scope, plan));
    const askingId = this.log.record(
      scope,
      viewer,
      {
        term: request.query.term.trim(),
        readAs: plan.term,
        mode: 'ai',
        answered: answer.answer !== null,
        sources: answer.sources,
        resultCount: answer.sources.length,
      },
      session,
    );
    return { ...answer, askingId };
  }

  /** The asker says whether an answer helped; 404 unless the asking is this session's. */
  async rateAnswer(tenant: ResolvedTenant, feedback: AnswerFeedback, session: string | null): Promise<void> {
    const rated =
      session !== null && (await this.log.rate(tenant.id, feedback.askingId, session, feedback.helpful));
    if (!rated) throw new AppError(404, 'not_found', SEARCH_MESSAGES.feedbackGone);
  }

  /**
   * The model's answer when one is configured and it answers with valid citations; otherwise the
   * extractive one. A fallback after a model failure is not remembered, so the next asker gets
   * the model again.
   */
  private async compose(scope: SearchScope, plan: CompiledPlan): Promise<Computed<Answer>> {
    const passages = await this.passages(scope, plan);
    const fromModel = this.model && (await modelAnswer(this.model, plan.term, passages));
    if (fromModel) return { value: fromModel, cacheable: true };
    return { value: extractiveAnswer(plan, passages), cacheable: this.model === null };
  }

  /**
   * Remembers a search a visitor's browser ran on its own index. Server searches log themselves,
   * and staff searching their own page in Main mode are not visitors' questions.
   */
  async logLocal(
    tenant: ResolvedTenant,
    viewer: Viewer,
    body: LocalSearchLog,
    typingKey: string | null = null,
  ): Promise<void> {
    const scope = await this.scopeFor(tenant, body.query.filters.products[0]!, viewer);
    if (viewer.mode !== 'Public') return;
    this.log.record(
      scope,
      viewer,
      {
        term: body.query.term,
        readAs: await this.readTerm(scope, body.query.term, 'typing'),
        mode: 'search',
        answered: body.answered ?? body.resultCount > 0,
        sources: [],
        resultCount: body.resultCount,
      },
      typingKey,
    );
  }

  /** The knowledge-base dialog's table: the work of the spec's hosted search client, under the same rights. */
  async knowledgeBase(tenant: ResolvedTenant, viewer: Viewer, body: KbQuery): Promise<KbQueryResponse> {
    const scope = await this.scopeFor(tenant, body.productId, viewer);
    const plan = body.query ? await this.planOf(scope, body.query, 'typing') : null;
    let found = await queryKnowledgeBase(this.ctx.db, scope, body, plan);
    // As search does: where no entry holds every idea of the query, those holding some, the most
    // first ('данные encryption' finds the entries on encryption). Not where the filters alone
    // emptied the table: the facets count what the query matched before them.
    if (plan && plan.ts.concepts.length > 1 && found.facets.length === 0 && !body.objectID)
      found = await queryKnowledgeBase(this.ctx.db, scope, body, plan, 'some');
    const { rows, total, facets } = found;
    const reachable = Math.min(total, KB_LIMITS.maxTotal);
    const counts = (facet: string) =>
      Object.fromEntries(
        facets
          .filter((f) => f.facet === facet)
          .slice(0, KB_LIMITS.maxFacetValues)
          .map((f) => [f.value, f.n]),
      );
    return {
      hits: rows.map((row) => toHit(row, plan)),
      nbHits: reachable,
      page: body.page,
      nbPages: Math.ceil(reachable / body.hitsPerPage),
      hitsPerPage: body.hitsPerPage,
      facets: {
        access_level: counts('access_level'),
        product_ids: counts('product_ids'),
        source_type: counts('source_type'),
      },
    };
  }

  /**
   * What a questionnaire answer for this viewer may quote, best first: staff draft for an account
   * with what that account may see.
   */
  async draftPassages(tenant: ResolvedTenant, productId: string, viewer: Viewer, question: string) {
    const scope = await this.scopeFor(tenant, productId, viewer);
    const plan = await this.planOf(scope, question.slice(0, SEARCH_LIMITS.maxTermLength), 'asked');
    return this.passages(scope, plan, DRAFT_CANDIDATES);
  }

  /** What an answer may quote, best first: knowledge-base answers and passages of open documents. */
  private async passages(
    scope: SearchScope,
    plan: CompiledPlan,
    limit = ANSWER_CANDIDATES,
  ): Promise<Passage[]> {
    const index = await this.termIndexes?.get(scope.orgId);
    const found = index
      ? await answerChosen(this.ctx.db, scope, answerChoice(index, scope, plan, limit))
      : await q.answerCandidates(this.ctx.db, scope, plan, limit);
    const documentPassages = found.passages;
    // As search does: a question in a script without spaces (CJK) or one the index cannot read
    // finds entries that hold most of its characters or questions close to it, to cite at least.
    const kb =
      found.kb.length + documentPassages.length > 0
        ? found.kb
        : await q.kbFuzzyCandidates(this.ctx, scope, plan, limit);
    const fromKb = kb.map((c): Passage => {
      const { score, result } = kbResult(plan, c);
      return { text: c.answer, question: c.question, score, source: result };
    });
    const fromDocuments = documentPassages.flatMap((c): Passage[] => {
      const found = fileResult(plan, scope, { ...c, passageId: c.id, passage: c.text });
      if (!found) return [];
      const source = { ...found.result, content: [{ value: c.text }] };
      return [{ text: c.text, question: null, score: scoreOf(plan, c) * PASSAGE_WEIGHT, source }];
    });
    return [...fromKb, ...fromDocuments].sort((a, b) => b.score - a.score);
  }
}

function toHit(row: KbRow, plan: CompiledPlan | null): KbHit {
  const marked = (text: string | null) => (plan ? tidyMarks(text, plan) : text);
  return {
    objectID: row.id,
    source_type: row.sourceType,
    source_subtype: row.sourceSubtype,
    source_name: row.sourceName,
    favorite_public: row.favoritePublic,
    content: row.question,
    answer: row.answer,
    comment: row.comment,
    access_level: row.accessLevel,
    product_ids: row.productIds,
    date_timestamp: new Date(row.createdAt).getTime(),
    customer_modified_timestamp: new Date(row.customerModifiedAt).getTime(),
    ...(row.questionHighlight !== null
      ? {
          _highlightResult: {
            content: marked(row.questionHighlight)!,
            answer: marked(row.answerHighlight) ?? row.answer,
          },
        }
      : {}),
  };
}

function capPerType(scored: Scored[]): Scored[] {
  const counts = new Map<SearchResultType, number>();
  return scored.filter((s) => {
    const n = counts.get(s.result.type) ?? 0;
    counts.set(s.result.type, n + 1);
    return n < PER_TYPE;
  });
}
