import type { QueryPlan } from '@trust/shared';
import type { Passage } from './answerer.js';

/**
 * Words that carry no meaning in a question: function words, and the boilerplate standards wrap
 * around every questionnaire question ('established, documented, approved, communicated and
 * maintained').
 */
const FILLER = new Set(
  (
    'a an and any are as at be been by can could do does for from get has have how in is it its of on or our ' +
    'the their there this to us we what when where which who will with within would you your yours ' +
    'please describe provide confirm list share explain organisation organization company vendor service ' +
    'established documented approved communicated applied evaluated maintained defined implemented ' +
    'performed place procedures processes process policies policy formal ensure ensured relevant'
  ).split(' '),
);

export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Content words cut to a short stem: 'encrypted' and 'encryption' meet, as do 'audits' and 'audited'. */
export const contentStems = (text: string) =>
  new Set(
    wordsOf(text)
      .filter((w) => !FILLER.has(w))
      .map((w) => (w.length > 5 ? w.slice(0, 5) : w.replace(/s$/, ''))),
  );

function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const shared = [...a].filter((w) => b.has(w)).length;
  return (2 * shared) / (a.size + b.size);
}

/** A question as likeness reads it: its content stems, and those of every phrase its ideas stand for. */
export interface AskedWords {
  words: Set<string>;
  /** With synonyms: 'Is 2FA required?' also holds 'multi', 'facto' and 'authe'. */
  ideas: Set<string>;
}

export function askedWords(question: string, plan?: Pick<QueryPlan, 'concepts'>): AskedWords {
  const words = contentStems(question);
  const ideas = new Set(words);
  for (const concept of plan?.concepts ?? [])
    for (const phrase of concept.phrases) for (const stem of contentStems(phrase)) ideas.add(stem);
  return { words, ideas };
}

/** The share of `stems` among `ideas` (0..1). */
const coverage = (stems: Set<string>, ideas: Set<string>) =>
  stems.size ? [...stems].filter((w) => ideas.has(w)).length / stems.size : 0;

/** How much of an entry's question is about what was asked, synonyms counted (0..1). */
export const questionFocus = (asked: AskedWords, entryQuestion: string) =>
  coverage(contentStems(entryQuestion), asked.ideas);

export interface Likeness {
  /** How alike the asked question and a knowledge-base entry's question are (Dice, 0..1); null for a document. */
  question: number | null;
  /** How much of the entry's question is about what was asked, synonyms counted (0..1); null for a document. */
  questionCover: number | null;
  /** How much of the asked question the passage's own text holds (0..1). */
  answerCover: number;
}

/**
 * How alike a passage is to a question asked, by content words. Search ranks by the question's
 * ideas; these tell apart entries it ties, as two entries about encryption keys.
 */
export function likeness(asked: AskedWords, passage: Passage): Likeness {
  const text = contentStems(passage.text);
  const { words, ideas } = asked;
  const answerCover = coverage(words, text);
  if (!passage.question) return { question: null, questionCover: null, answerCover };
  const question = contentStems(passage.question);
  return { question: dice(words, question), questionCover: coverage(question, ideas), answerCover };
}
