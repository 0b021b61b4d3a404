import type { ConfidenceTier, QuestionnaireSource } from '@trust/shared';
import type { Passage } from '../search/answerer.js';
import { askedWords, likeness, wordsOf, type AskedWords } from '../search/question-likeness.js';

export interface Draft {
  draft: string | null;
  tier: ConfidenceTier;
  sources: QuestionnaireSource[];
}

/** Word overlap at which two questions count as the same question reworded only in form. */
const SAME_QUESTION = 0.85;
/** Below this, the best passage is too weak to offer even as a draft to review. */
const MIN_DRAFT = 0.25;
/** A close match scores at least this, and leads the next different answer by the margin. */
const CLOSE_MATCH = 0.6;
const CLOSE_MARGIN = 0.08;
const MAX_SOURCES = 3;

function sameQuestion(a: string, b: string): boolean {
  const left = new Set(wordsOf(a));
  const right = new Set(wordsOf(b));
  const shared = [...left].filter((w) => right.has(w)).length;
  return shared / Math.max(1, new Set([...left, ...right]).size) >= SAME_QUESTION;
}

/**
 * How well a passage answers a questionnaire's question: the search score, plus how alike the
 * asked question and a knowledge-base entry's question are, plus how much of the question the
 * answer itself covers. Curated answers come before document passages of equal weight.
 */
function relevance(asked: AskedWords, passage: Passage): number {
  const { question, answerCover } = likeness(asked, passage);
  return 0.5 * passage.score + 0.6 * (question ?? 0) + 0.2 * answerCover;
}

const sourceOf = (passage: Passage): QuestionnaireSource => ({
  type: passage.source.type === 'KnowledgeBase' ? 'kb' : 'document',
  id: passage.source.id,
  title: passage.source.title,
});

function distinctSources(passages: Passage[]): QuestionnaireSource[] {
  const seen = new Set<string>();
  return passages
    .map(sourceOf)
    .filter((s) => !seen.has(`${s.type}:${s.id}`) && seen.add(`${s.type}:${s.id}`))
    .slice(0, MAX_SOURCES);
}

/**
 * A drafted answer and how far to trust it: 'exact' when an approved knowledge-base answer belongs
 * to the same question; 'close' when one answer clearly leads; otherwise the best answer, if any
 * is near, for staff to review.
 */
export function draftAnswer(question: string, passages: Passage[]): Draft {
  const asked = askedWords(question);
  const ranked = passages
    .map((passage) => ({ passage, relevance: relevance(asked, passage) }))
    .sort((a, b) => b.relevance - a.relevance);
  const [best] = ranked;
  if (!best || best.relevance < MIN_DRAFT) return { draft: null, tier: 'needs_review', sources: [] };
  const text = best.passage.text.trim();
  const agreeing = ranked.filter((r) => r.passage.text.trim() === text).map((r) => r.passage);
  if (best.passage.question && sameQuestion(question, best.passage.question))
    return { draft: best.passage.text, tier: 'exact', sources: distinctSources(agreeing) };
  const rival = ranked.find((r) => r.passage.text.trim() !== text);
  const clear = best.relevance >= CLOSE_MATCH && (!rival || best.relevance - rival.relevance >= CLOSE_MARGIN);
  return {
    draft: best.passage.text,
    tier: clear ? 'close' : 'needs_review',
    sources: distinctSources(clear ? agreeing : ranked.map((r) => r.passage)),
  };
}
