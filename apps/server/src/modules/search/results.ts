import { trustItemResult, withoutMarkdownSyntax, type QueryPlan, type SearchResult } from '@trust/shared';
import type { FileCandidate, ItemCandidate, KbCandidate, Ranked } from './queries.js';
import type { UpdateCandidate } from './statement-parts.js';
import type { SearchScope } from './search-scope.js';
import { markedText, snippetOf } from './snippets.js';
import type { CompiledPlan } from './query-plan.js';
import { askedWords, questionFocus, type AskedWords } from './question-likeness.js';

/**
 * The weight of an entry's question being about what was asked, against search's 0..1 score: on
 * bench/search's 207 paraphrases, 0.03 to 0.1 each raise the MRR of both halves (0.837 to 0.851 at
 * 0.05; among the fixture's 50,000 entries 0.715 to 0.745).
 */
const FOCUS_WEIGHT = 0.05;

/**
 * One 0..1 score for any candidate: mostly how many of the question's concepts it covers, then
 * how densely (ts_rank_cd, normalised). Without concepts (a quoted phrase of stop words, a fuzzy
 * match) the rank alone.
 */
export function scoreOf(plan: QueryPlan, candidate: Ranked): number {
  const n = plan.concepts.length;
  const rank = Number(candidate.rank);
  return n === 0 ? rank : (0.7 * Number(candidate.hits)) / n + 0.3 * rank;
}

/** Knowledge-base entries also weigh a question that covers the concepts above an answer that does. */
export function kbScoreOf(plan: QueryPlan, candidate: KbCandidate): number {
  const n = plan.concepts.length;
  if (n === 0) return Number(candidate.rank);
  return (
    (0.45 * Number(candidate.hits)) / n +
    (0.35 * Number(candidate.questionHits)) / n +
    0.2 * Number(candidate.rank)
  );
}

export interface Scored {
  score: number;
  /** As a source, without snippets. */
  result: SearchResult;
  /** As a search result, its snippet cut: only for the results a search keeps (see `shown`). */
  withSnippet?: () => SearchResult;
}

/** The result as a search shows it: with its snippet. */
export const shown = (scored: Scored): SearchResult => scored.withSnippet?.() ?? scored.result;

/**
 * An entry as a source, as written (Ask AI's sources and questionnaire drafts are shown by
 * title); as a search result, its question marked and its answer cut to a snippet.
 */
export function kbResult(plan: CompiledPlan, c: KbCandidate): Scored {
  const result: SearchResult = {
    id: c.id,
    type: 'KnowledgeBase',
    source: 'semantic',
    title: c.question,
    subtitle: null,
    icon: 'faq',
    locked: false,
    metadata: { answer: c.answer, comment: c.comment, highlightedTitle: c.question },
    content: [{ value: c.answer }],
  };
  return {
    score: kbScoreOf(plan, c),
    result,
    withSnippet: () => ({
      ...result,
      metadata: { ...result.metadata, highlightedTitle: markedText(c.question, plan) },
      content: [{ value: snippetOf(c.answer, plan) }],
    }),
  };
}

const askedOf = new WeakMap<QueryPlan, AskedWords>();

/**
 * An entry as a search result: ranked also by how much of its question is about what was asked
 * ('SOC 2' finds 'Do you have a SOC 2 report?' before 'Were there any exceptions in your latest
 * SOC 2 report?'). Ask AI weighs that in its own way (see `extractiveAnswer`).
 */
export function kbSearchResult(plan: CompiledPlan, c: KbCandidate): Scored {
  let asked = askedOf.get(plan);
  if (!asked) askedOf.set(plan, (asked = askedWords(plan.term, plan)));
  const scored = kbResult(plan, c);
  return { ...scored, score: scored.score + FOCUS_WEIGHT * questionFocus(asked, c.question) };
}

export function itemResult(plan: CompiledPlan, scope: SearchScope, c: ItemCandidate): Scored | null {
  const place = scope.itemByUid.get(c.uid);
  if (!place) return null;
  const { item, card } = place;
  const result = trustItemResult(item, card, 'semantic');
  const { explanation } = c;
  return {
    score: scoreOf(plan, c),
    result,
    withSnippet: () =>
      explanation ? { ...result, content: [{ value: markdownSnippet(plan, explanation) }] } : result,
  };
}

export function fileResult(plan: CompiledPlan, scope: SearchScope, c: FileCandidate): Scored | null {
  const place = scope.fileById.get(c.fileId);
  if (!place) return null;
  const { file, item, card } = place;
  const result: SearchResult = {
    id: file.fileId,
    type: 'Documents',
    source: 'semantic',
    title: item.title,
    subtitle: file.originalName,
    icon: 'document',
    locked: file.locked,
    metadata: {
      fileId: file.fileId,
      fileName: file.originalName,
      mimeType: file.contentType,
      itemUid: item.itemUid,
      cardId: card.id,
      viewOnly: file.viewOnly,
    },
    content: [{ value: '' }],
  };
  const { passage } = c;
  return {
    score: scoreOf(plan, c),
    result,
    // A locked file is found by its name only: never a word of its text.
    withSnippet: () =>
      file.locked || !passage ? result : { ...result, content: [{ value: snippetOf(passage, plan) }] },
  };
}

export function updateResult(plan: CompiledPlan, c: UpdateCandidate): Scored {
  const createdAt = new Date(c.createdAt).toISOString();
  const result: SearchResult = {
    id: c.id,
    type: 'TrustCenterUpdates',
    source: 'semantic',
    title: c.subject,
    subtitle: null,
    icon: 'update',
    locked: false,
    metadata: { description: c.message, topicId: c.topicId, createdAt },
  };
  return {
    score: scoreOf(plan, c),
    result,
    withSnippet: () => ({ ...result, content: [{ value: markdownSnippet(plan, c.message) }] }),
  };
}

/** A snippet of staff's Markdown (an item's explanation, an update's message), read as plain text. */
const markdownSnippet = (plan: CompiledPlan, markdown: string) =>
  withoutMarkdownSyntax(snippetOf(markdown, plan));

/** Best first; ties keep their source order. */
export const byScore = (a: Scored, b: Scored) => b.score - a.score;
