import {
  planQuery,
  kbBulkChangeSchema,
  kbEntryInputSchema,
  kbImportSchema,
  askedByLabel,
  askedFinding,
  askedModeLabel,
  askedRatings,
  type AnswerCorrection,
  type AskedQuestion,
  type AskedQuestions,
  type AskedQuestionsExportQuery,
  type KbBulkChange,
  type KbSimilar,
  type KbSimilarQuery,
  type TermReading,
  type AskedQuestionsQuery,
  type KbEntryInput,
  type KbEntryValues,
  type KbImport,
  type StaffKbList,
  type StaffKbListParams,
} from '@trust/shared';
import Papa from 'papaparse';
import type { AppContext, OrgScope } from '../../context.js';
import { transactional } from '../../db/transactions.js';
import { notFound } from '../../plugins/errors.js';
import { recordChange, recordEvent, type Actor } from '../audit/audit-log.js';
import type { SearchLog } from './search-log.js';
import * as kb from './kb-queries.js';
import { countEntries, listEntries, similarCandidates, type StaffKbFilter } from './kb-staff-queries.js';
import { KbConflicts, type Conflict } from './kb-conflicts.js';
import { questionKey } from './question-key.js';
import { compilePlan } from './compile-plan.js';
import type { CompiledPlan } from './query-plan.js';
import { correctTerm } from './spelling.js';
import { tidyMarks } from './phrase-marks.js';
import { askedWords, questionFocus } from './question-likeness.js';
import type { TermIndexCache } from './term-index/cache.js';

/** An asking's question key (one written by a process older than keys is keyed here). */
const keyOf = (asked: { term: string; questionKey: string | null }) =>
  asked.questionKey ?? questionKey(asked.term);

/** Questions a change of many entries names in the activity log. */
const AUDITED_QUESTIONS = 10;
/** Questions (or askings) a CSV export of 'Questions asked' holds at most. */
const EXPORT_LIMIT = 10_000;
/** Entries shown as maybe answering a question already, of the best matches read. */
const SIMILAR_SHOWN = 3;
const SIMILAR_CANDIDATES = 10;
/** The share of an entry's question about what was asked that makes it similar (see `questionFocus`). */
const SIMILAR_FOCUS = 0.5;

/** The ids a list is narrowed to: one entry, the flagged ones, both (the one if flagged), or any. */
function narrowedIds(id: string | undefined, flagged: string[] | undefined): string[] | undefined {
  if (id === undefined) return flagged;
  return !flagged || flagged.includes(id) ? [id] : [];
}

/** Staff curating the knowledge base in /app, and closing the gaps visitors' questions show. */
export class KnowledgeBaseAdmin {
  private readonly conflicts: KbConflicts;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: SearchLog,
    private readonly termIndexes: TermIndexCache | null = null,
  ) {
    this.conflicts = new KbConflicts(ctx);
    transactional(this as KnowledgeBaseAdmin, ctx.transact, [
      'create',
      'update',
      'remove',
      'bulk',
      'import',
      'answerQuestion',
      'correctAnswer',
      'dismissQuestion',
    ]);
  }

  async list(scope: OrgScope, query: StaffKbListParams): Promise<StaffKbList> {
    const { db } = this.ctx;
    const review = await this.conflicts.of(scope);
    const conflictsOf = new Map<string, Conflict[]>();
    for (const c of review.conflicts) {
      const held = conflictsOf.get(c.id);
      if (held) held.push(c);
      else conflictsOf.set(c.id, [c]);
    }
    const flaggedIds = [...conflictsOf.keys()];
    const search = query.q ? { text: query.q, plan: await this.planOf(scope, query.q, 'typing') } : undefined;
    // Staff opening the list are about to search it: its typos are read with the term index.
    if (!search) void this.termIndexes?.get(scope.orgId);
    const filter: StaffKbFilter = {
      search,
      access: query.access,
      productId: query.productId,
      ids: narrowedIds(query.id, query.flagged ? flaggedIds : undefined),
    };
    const [rows, total] = await Promise.all([
      listEntries(db, scope, filter, { offset: query.page * query.pageSize, limit: query.pageSize }),
      countEntries(db, scope, filter),
    ]);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        question: row.question,
        answer: row.answer,
        comment: row.comment,
        accessLevel: row.accessLevel,
        productIds: row.productIds,
        favorite: row.favoritePublic,
        sourceType: row.sourceType,
        sourceName: row.sourceName,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.customerModifiedAt.toISOString(),
        conflictsWith: (conflictsOf.get(row.id) ?? []).map((c) => ({
          id: c.otherId,
          question: c.otherQuestion,
        })),
        ...(search && row.questionHighlight !== null && row.answerHighlight !== null
          ? {
              highlight: {
                question: tidyMarks(row.questionHighlight, search.plan),
                answer: tidyMarks(row.answerHighlight, search.plan),
              },
            }
          : {}),
      })),
      total,
      readAs: search && search.plan.term !== search.text ? search.plan.term : null,
      flaggedTotal: flaggedIds.length,
      reviewPending: review.pending,
    };
  }

  async create(scope: OrgScope, actor: Actor, input: KbEntryInput) {
    const entry = kbEntryInputSchema.parse(input);
    await this.checkProducts(scope, entry.productIds);
    const [row] = await kb.insertEntries(this.ctx.db, scope, [entry]);
    await recordChange(this.ctx, scope, actor, {
      action: 'kb.create',
      target: `kb:${row!.id}`,
      before: null,
      after: entry,
    });
    return { id: row!.id };
  }

  async update(scope: OrgScope, actor: Actor, id: string, input: KbEntryInput) {
    const entry = kbEntryInputSchema.parse(input);
    const before = await kb.findEntry(this.ctx.db, scope, id);
    if (!before) throw notFound();
    await this.checkProducts(scope, entry.productIds);
    await kb.updateEntry(this.ctx.db, scope, id, entry);
    await recordChange(this.ctx, scope, actor, {
      action: 'kb.update',
      target: `kb:${id}`,
      before: {
        question: before.question,
        answer: before.answer,
        comment: before.comment,
        accessLevel: before.accessLevel,
        productIds: before.productIds,
        favorite: before.favoritePublic,
      } satisfies KbEntryValues,
      after: entry,
    });
  }

  async remove(scope: OrgScope, actor: Actor, id: string) {
    const removed = await kb.deleteEntry(this.ctx.db, scope, id);
    if (!removed) throw notFound();
    await recordChange(this.ctx, scope, actor, {
      action: 'kb.delete',
      target: `kb:${id}`,
      before: removed,
      after: null,
    });
  }

  /**
   * Entries chosen on the list, given one access level or deleted together: all of them, or none
   * when one is another organisation's or gone. The activity log keeps one event, with the first
   * questions.
   */
  async bulk(scope: OrgScope, actor: Actor, body: KbBulkChange) {
    const { change, ...parsed } = kbBulkChangeSchema.parse(body);
    const ids = [...new Set(parsed.ids)];
    const found = await kb.lockEntries(this.ctx.db, scope, ids);
    if (found.length !== ids.length) throw notFound();
    if (change.kind === 'delete') await kb.deleteEntries(this.ctx.db, scope, ids);
    else await kb.setAccessLevel(this.ctx.db, scope, ids, change.accessLevel);
    const questions = found.slice(0, AUDITED_QUESTIONS).map((entry) => entry.question);
    await recordChange(this.ctx, scope, actor, {
      action: change.kind === 'delete' ? 'kb.bulk_delete' : 'kb.bulk_access',
      target: `kb:${ids.length}`,
      before: null,
      after: {
        count: ids.length,
        ...(change.kind === 'access' ? { accessLevel: change.accessLevel } : {}),
        questions,
      },
    });
    return { changed: ids.length };
  }

  /** CSV rows parsed in the browser: every row is valid and written, or nothing is. */
  async import(scope: OrgScope, actor: Actor, body: KbImport) {
    const { rows } = kbImportSchema.parse(body);
    await this.checkProducts(scope, [...new Set(rows.flatMap((r) => r.productIds))]);
    const created = await kb.insertEntries(this.ctx.db, scope, rows);
    await recordChange(this.ctx, scope, actor, {
      action: 'kb.import',
      target: `kb:${created.length}`,
      before: null,
      after: { rows: created.length },
    });
    return { created: created.length };
  }

  /**
   * Entries that may already answer a question staff are writing: those whose own question
   * matches at least half its ideas or is at least half about what it asks ('Can customers turn on
   * 2FA for their workspace?' and 'Do you support multi-factor authentication?'). An answer that
   * merely mentions customers and workspaces is no similar question.
   */
  async similar(scope: OrgScope, query: KbSimilarQuery): Promise<KbSimilar> {
    const plan = await this.planOf(scope, query.question, 'asked');
    const concepts = plan.concepts.length;
    if (concepts === 0) return { entries: [] };
    const asked = askedWords(plan.term, plan);
    const candidates = await similarCandidates(this.ctx.db, scope, plan, query.except, SIMILAR_CANDIDATES);
    const similar = candidates.filter(
      (c) => c.questionHits * 2 >= concepts || questionFocus(asked, c.question) >= SIMILAR_FOCUS,
    );
    return {
      entries: similar.slice(0, SIMILAR_SHOWN).map(({ questionHits: _hits, ...entry }) => ({
        ...entry,
        highlightedQuestion: tidyMarks(entry.highlightedQuestion, plan),
      })),
    };
  }

  /**
   * A search of the list, or a question being written, read as visitors' search reads it: a word
   * no entry holds corrected to the nearest that one does (with the term index, which knows the
   * entries' words), and synonyms ('MFA' finds 'multi-factor'). Staff see every entry, so every
   * entry's words count, and right after a change those of the index from before it do (a list
   * searched again after saving an entry is still corrected while the index is rebuilt).
   */
  private async planOf(scope: OrgScope, q: string, reading: TermReading): Promise<CompiledPlan> {
    const index = await this.termIndexes?.latest(scope.orgId);
    const term = index ? await correctTerm(this.ctx.db, index.kbVocabulary(), q, reading) : q;
    return compilePlan(this.ctx.db, planQuery(term, reading));
  }

  /** Every asking, or with `grouped` one row per question (see `listGroupedQuestions`). */
  async questions(scope: OrgScope, query: AskedQuestionsQuery): Promise<AskedQuestions> {
    await this.log.flush();
    const { db } = this.ctx;
    await kb.keyUnkeyedQuestions(db, scope);
    const page = { offset: query.page * query.pageSize, limit: query.pageSize };
    const [rows, counts] = await Promise.all(
      query.grouped
        ? [
            kb.listGroupedQuestions(db, scope, page, query.dismissed),
            kb.countGroupedQuestions(db, scope, query.dismissed),
          ]
        : [
            kb.listAskedQuestions(db, scope, page, query.dismissed).then((asked) =>
              asked.map((r) => ({
                ...r,
                timesAsked: 1,
                otherWordings: [],
                askedBy: [r.viewerKind],
                markedHelpful: r.helpful === true ? 1 : 0,
                markedUnhelpful: r.helpful === false ? 1 : 0,
                latestHelpful: r.helpful,
              })),
            ),
            kb.countAskedQuestions(db, scope, query.dismissed),
          ],
    );
    return {
      questions: rows.map((r) => ({
        id: r.id,
        term: r.term,
        mode: r.mode,
        viewerKind: r.viewerKind,
        answered: r.answered,
        resultCount: r.resultCount,
        sources: r.sources,
        productId: r.productId,
        kbEntryId: r.kbEntryId,
        createdAt: new Date(r.createdAt).toISOString(),
        dismissedAt: r.dismissedAt && new Date(r.dismissedAt).toISOString(),
        timesAsked: r.timesAsked,
        otherWordings: r.otherWordings,
        askedBy: r.askedBy,
        markedHelpful: r.markedHelpful,
        markedUnhelpful: r.markedUnhelpful,
        latestHelpful: r.latestHelpful,
      })),
      ...counts,
    };
  }

  /** 'Questions asked' as CSV, in the page's order and words: the first `EXPORT_LIMIT` of the view. */
  async questionsCsv(scope: OrgScope, query: AskedQuestionsExportQuery): Promise<string> {
    const { questions } = await this.questions(scope, { ...query, page: 0, pageSize: EXPORT_LIMIT });
    const columns: [string, (q: AskedQuestion) => string | number][] = [
      ['Question', (q) => q.term],
      ['Also asked as', (q) => q.otherWordings.join('\n')],
      ['Mode', askedModeLabel],
      ['Asked by', askedByLabel],
      ['Times asked', (q) => q.timesAsked],
      ['Found', askedFinding],
      ['Ratings', (q) => askedRatings(q) ?? ''],
      ['Sources', (q) => q.sources.map((s) => s.title).join('\n')],
      [query.grouped ? 'Last asked' : 'Asked', (q) => q.createdAt],
      ['Knowledge base', (q) => (q.kbEntryId ? 'In knowledge base' : '')],
    ];
    // Headers even when there is nothing to export.
    return Papa.unparse(
      {
        fields: columns.map(([name]) => name),
        data: questions.map((q) => columns.map(([, value]) => value(q))),
      },
      { escapeFormulae: true },
    );
  }

  /** Turns a visitor's question into an entry; the question (and its repeats) then link to it. */
  async answerQuestion(scope: OrgScope, actor: Actor, questionId: string, input: KbEntryInput) {
    await kb.keyUnkeyedQuestions(this.ctx.db, scope);
    const asked = await kb.findAskedQuestion(this.ctx.db, scope, questionId);
    if (!asked) throw notFound();
    const { id } = await this.create(scope, actor, input);
    await kb.linkQuestionToEntry(this.ctx.db, scope, keyOf(asked), id);
    return { id };
  }

  /** Corrects the entry that answered a question; the question (and its repeats) then link to it. */
  async correctAnswer(scope: OrgScope, actor: Actor, questionId: string, correction: AnswerCorrection) {
    await kb.keyUnkeyedQuestions(this.ctx.db, scope);
    const asked = await kb.findAskedQuestion(this.ctx.db, scope, questionId);
    if (!asked) throw notFound();
    await this.update(scope, actor, correction.entryId, correction.entry);
    await kb.linkQuestionToEntry(this.ctx.db, scope, keyOf(asked), correction.entryId);
  }

  /**
   * Dismisses a question staff will not answer (every open asking of the same words), or restores
   * the dismissed ones. Asked again later, it shows anew.
   */
  async dismissQuestion(scope: OrgScope, actor: Actor, questionId: string, dismissed: boolean) {
    await kb.keyUnkeyedQuestions(this.ctx.db, scope);
    const asked = await kb.findAskedQuestion(this.ctx.db, scope, questionId);
    if (!asked) throw notFound();
    const askings = await kb.setQuestionDismissed(this.ctx.db, scope, keyOf(asked), dismissed);
    await recordEvent(this.ctx, scope, actor, {
      action: dismissed ? 'kb.question_dismiss' : 'kb.question_restore',
      target: `question:${asked.id}`,
      before: null,
      after: { term: asked.term, askings },
    });
  }

  /** Product ids must be this organisation's: otherwise 404, as for any foreign id. */
  private async checkProducts(scope: OrgScope, productIds: string[]) {
    if (productIds.length === 0) return;
    const own = await kb.ownProductIds(this.ctx.db, scope);
    if (productIds.some((id) => !own.has(id))) throw notFound();
  }
}
