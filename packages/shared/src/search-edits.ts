import { ENGLISH_STOP_WORDS, QUESTION_VERBS } from './search-stop-words.js';
import { singular } from './search-concepts.js';
import { SYNONYM_GROUPS } from './search-synonyms.js';

/**
 * Typo tolerance, as hosted search engines have it: a word of at least five letters may be one
 * edit away from the word meant, one of eight or more two. An edit inserts, deletes or changes a
 * letter or swaps two neighbours ('pentset', 'retension', 'encyrption'). A four-letter word is
 * only corrected for a swap ('gpdr'): changing one of its letters mostly makes another real word
 * ('best' and 'test').
 */
export function allowedEdits(length: number): number {
  return length > MAX_TYPO_LENGTH ? 0 : length >= 8 ? 2 : length >= 4 ? 1 : 0;
}
/** Longer words are no typos of a word people search for, and each would cost thousands of edits to try. */
const MAX_TYPO_LENGTH = 24;

/**
 * Words of one term looked into at most: a question has no more ideas than this (see `planQuery`),
 * and a term of a hundred made-up words would otherwise cost a hundred searches of a vocabulary.
 */
export const MAX_CORRECTED_WORDS = 16;

/** The words of the synonym phrases: security vocabulary any organisation's askers use. */
export const SYNONYM_WORDS: readonly string[] = [
  ...new Set(SYNONYM_GROUPS.flat().flatMap((phrase) => phrase.toLowerCase().match(/[a-z]+/g) ?? [])),
];
const SYNONYM_WORD_SET: ReadonlySet<string> = new Set(SYNONYM_WORDS);

export const isSynonymWord = (word: string) => SYNONYM_WORD_SET.has(word);

/** A word that is never corrected, whatever the content: short ones, stop words and the synonym vocabulary. */
export function isNeverCorrected(word: string): boolean {
  return (
    allowedEdits(word.length) === 0 ||
    ENGLISH_STOP_WORDS.has(word) ||
    QUESTION_VERBS.has(word) ||
    SYNONYM_WORD_SET.has(word) ||
    SYNONYM_WORD_SET.has(singular(word))
  );
}

/** A word correction may look at: plain Latin letters (digits, other scripts and hyphens are kept as typed). */
export const isCorrectable = (token: string) => /^[a-z]+$/i.test(token);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The words one edit from `word`: a letter left out, swapped, changed or added; only swaps for four letters. */
export function oneEditFrom(word: string): Set<string> {
  const edits = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++)
    edits.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  if (word.length <= 4) return edits;
  for (let i = 0; i <= word.length; i++) {
    if (i < word.length) edits.add(word.slice(0, i) + word.slice(i + 1));
    for (const letter of LETTERS) {
      if (i < word.length) edits.add(word.slice(0, i) + letter + word.slice(i + 1));
      edits.add(word.slice(0, i) + letter + word.slice(i));
    }
  }
  edits.delete(word);
  return edits;
}

/** Two words the same but for two neighbouring letters swapped. */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

const MAX_LENGTH = 64;
const distanceRows = [
  new Int32Array(MAX_LENGTH + 1),
  new Int32Array(MAX_LENGTH + 1),
  new Int32Array(MAX_LENGTH + 1),
];

/**
 * The optimal string alignment distance between `a` and `b` (insertions, deletions, changes and
 * swaps of neighbours), or `max + 1` as soon as it must exceed `max`. Thousands of words are
 * compared per unknown word, so it reuses three rows rather than allocate a matrix.
 */
function distanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length > MAX_LENGTH || b.length > MAX_LENGTH) return max + 1;
  let [beforePrevious, previous, current] = distanceRows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * The edits from `word` to `candidate` when they are few enough for a typo of a word that long
 * (see `allowedEdits`; in four letters, a swap only), or null.
 */
export function typoEdits(word: string, candidate: string): number | null {
  const allowed = allowedEdits(word.length);
  const edits = distanceWithin(word, candidate, allowed);
  if (edits > allowed || (word.length === 4 && !isSwap(word, candidate))) return null;
  return edits;
}

/** A word a typo may be read as. */
export interface Correction {
  word: string;
  edits: number;
  /** 0 for a word of the synonym vocabulary; higher for words less sure to be meant (see the callers). */
  kind: number;
  /** How much of what the asker may find holds it: the more, the likelier it was meant. */
  held: number;
}

const better = (a: Correction, b: Correction) =>
  a.edits !== b.edits
    ? a.edits < b.edits
    : a.kind !== b.kind
      ? a.kind < b.kind
      : a.held !== b.held
        ? a.held > b.held
        : a.word < b.word;

/** The best of the corrections' words (fewest edits, lowest kind, most held), or null. */
export const bestCorrection = (corrections: readonly Correction[]): string | null =>
  corrections.reduce<Correction | null>((best, c) => (!best || better(c, best) ? c : best), null)?.word ??
  null;
