import { stem } from 'porter2';
import {
  ENGLISH_STOP_WORDS,
  QUESTION_VERBS,
  singular,
  SYNONYM_GROUPS,
  WORD,
  type TermReading,
} from '@trust/shared';
import type { Db } from '../../db/client.js';
import { wordLexemes } from './compile-plan.js';
import { isEnglishWord } from './english-words.js';
import type { ViewerVocabulary } from './term-index/vocabulary.js';

/**
 * Typo tolerance, as hosted search engines have it: a word of at least five letters may be one
 * edit away from the word meant, one of eight or more two. An edit inserts, deletes or changes a
 * letter or swaps two neighbours ('pentset', 'retension', 'encyrption'). A four-letter word is
 * only corrected for a swap ('gpdr'): changing one of its letters mostly makes another real word
 * ('best' and 'test').
 */
function allowedEdits(length: number): number {
  return length > MAX_WORD ? 0 : length >= 8 ? 2 : length >= 4 ? 1 : 0;
}
/** Longer words are no typos of a word people search for, and each would cost thousands of edits to try. */
const MAX_WORD = 24;

/** The words of the synonym phrases: security vocabulary any organisation's askers use. */
const SYNONYM_WORDS = [
  ...new Set(SYNONYM_GROUPS.flat().flatMap((phrase) => phrase.toLowerCase().match(/[a-z]+/g) ?? [])),
];
const SYNONYM_WORD_SET = new Set(SYNONYM_WORDS);
const SYNONYM_STEMS = new Set(SYNONYM_WORDS.map((word) => stem(word)));

/**
 * Words of one term looked into at most: a question has no more ideas than this (see `planQuery`),
 * and a term of a hundred made-up words would otherwise cost a hundred searches of the vocabulary.
 */
const MAX_CORRECTED = 16;

/** Corrections worked out per viewer vocabulary, by word (a vocabulary lives as long as its index). */
const MAX_REMEMBERED = 5000;
const remembered = new WeakMap<ViewerVocabulary, Map<string, string | null>>();

/**
 * The term with each word that nothing the viewer may find holds (neither their content nor the
 * synonym vocabulary) replaced by the nearest word that something does, within the edits allowed.
 * Everything else is kept as typed: words with digits or other scripts, hyphenated words, quotes
 * and operators. A word still being typed (the last, while typing) is corrected only when no word
 * begins with it. Words are stemmed by the database, as its index holds them.
 */
export async function correctTerm(
  db: Db,
  vocabulary: ViewerVocabulary,
  term: string,
  reading: TermReading,
): Promise<string> {
  const typing = reading === 'typing' && /[\p{L}\p{N}]$/u.test(term);
  const keyOf = (token: string, offset: number) =>
    /^[a-z]+$/i.test(token)
      ? `${typing && offset + token.length === term.length ? '*' : ''}${token.toLowerCase()}`
      : null;
  let byWord = remembered.get(vocabulary);
  if (!byWord || byWord.size >= MAX_REMEMBERED) remembered.set(vocabulary, (byWord = new Map()));
  /** Words not settled yet, by their key. */
  const unsettled = new Map<string, string>();
  for (const match of term.matchAll(WORD)) {
    const key = keyOf(match[0], match.index);
    if (key === null || byWord.has(key)) continue;
    const word = match[0].toLowerCase();
    if (isCommon(word)) byWord.set(key, null);
    else if (unsettled.size < MAX_CORRECTED) unsettled.set(key, word);
  }
  if (unsettled.size > 0) {
    const lexemes = await wordLexemes(db, [...unsettled.values()]);
    for (const [key, word] of unsettled) {
      const lexeme = lexemes.get(word) ?? null;
      // An English word is no typo, even where no content holds it ('frequently' is not 'request');
      // the list is read only once a word unknown to the content needs it.
      const kept =
        lexeme === null || isKnown(vocabulary, word, lexeme, key.startsWith('*')) || isEnglishWord(word);
      byWord.set(key, kept ? null : nearest(vocabulary, word, lexeme));
    }
  }
  return term.replace(WORD, (token: string, offset: number) => {
    const key = keyOf(token, offset);
    return (key !== null && byWord.get(key)) || token;
  });
}

/** Words never corrected, whatever the content: short ones, stop words and the synonym vocabulary. */
function isCommon(word: string): boolean {
  return (
    allowedEdits(word.length) === 0 ||
    ENGLISH_STOP_WORDS.has(word) ||
    QUESTION_VERBS.has(word) ||
    SYNONYM_WORD_SET.has(word) ||
    SYNONYM_WORD_SET.has(singular(word))
  );
}

function isKnown(vocabulary: ViewerVocabulary, word: string, lexeme: string, beingTyped: boolean): boolean {
  if (SYNONYM_STEMS.has(lexeme) || vocabulary.holds(lexeme)) return true;
  if (!beingTyped) return false;
  // As search-as-you-type matches the word: a prefix, or a beginning down to half of it ('penetra'
  // finds 'penetr'), see `typedWord`.
  if (SYNONYM_WORDS.some((synonym) => synonym.startsWith(word)) || vocabulary.holdsPrefix(word)) return true;
  for (let n = word.length - 1; n >= Math.max(4, Math.ceil(word.length / 2)); n--)
    if (vocabulary.holds(word.slice(0, n))) return true;
  return false;
}

interface Candidate {
  word: string;
  edits: number;
  /** 0 for a word of the synonym vocabulary, 1 for another English word, 2 for anything else. */
  kind: number;
  /** Rows the viewer may find holding it (counted up to `ENOUGH_ROWS`). */
  rows: number;
}

const ENOUGH_ROWS = 1000;

const better = (a: Candidate, b: Candidate) =>
  a.edits !== b.edits
    ? a.edits < b.edits
    : a.kind !== b.kind
      ? a.kind < b.kind
      : a.rows !== b.rows
        ? a.rows > b.rows
        : a.word < b.word;

/** The best of the candidates' words, or null. */
const bestOf = (candidates: Candidate[]) =>
  candidates.reduce<Candidate | null>((best, c) => (!best || better(c, best) ? c : best), null)?.word ?? null;

/**
 * The nearest word to `word` that the synonym vocabulary or the viewer's content holds, or null.
 * First the words one edit away, stemmed as the index's words are (Porter2, as PostgreSQL's
 * `english` configuration): 'excepions' is one letter from 'exceptions' (held as 'except'),
 * though its own stem ('excepion') is three from that. Then, for what that misses, synonym words
 * and lexemes within the edits the word's length allows of it and its stem (`stemmed`); a lexeme
 * is written as a word that stems to itself, so the term's plan finds it again.
 */
function nearest(vocabulary: ViewerVocabulary, word: string, stemmed: string): string | null {
  const rowsOf = new Map<string, number>();
  const rows = (lexeme: string) => {
    let found = rowsOf.get(lexeme);
    if (found === undefined) rowsOf.set(lexeme, (found = vocabulary.rows(lexeme, ENOUGH_ROWS)));
    return found;
  };
  const oneEdit: Candidate[] = [];
  for (const edited of oneEditFrom(word)) {
    if (SYNONYM_WORD_SET.has(edited)) oneEdit.push({ word: edited, edits: 1, kind: 0, rows: 0 });
    else {
      const held = rows(stem(edited));
      if (held > 0) oneEdit.push({ word: edited, edits: 1, kind: isEnglishWord(edited) ? 1 : 2, rows: held });
    }
  }
  if (oneEdit.length > 0) return bestOf(oneEdit);
  const further: Candidate[] = [];
  const wordEdits = allowedEdits(word.length);
  for (const synonym of SYNONYM_WORDS) {
    const edits = distanceWithin(word, synonym, wordEdits);
    if (edits <= wordEdits && (word.length > 4 || isSwap(word, synonym)))
      further.push({ word: synonym, edits, kind: 0, rows: 0 });
  }
  const stemEdits = stemmed.length >= 5 ? allowedEdits(stemmed.length) : stemmed.length === 4 ? 1 : 0;
  for (let length = stemmed.length - stemEdits; length <= stemmed.length + stemEdits; length++)
    for (const lexeme of vocabulary.ofLength(length)) {
      const edits = distanceWithin(stemmed, lexeme, stemEdits);
      if (edits > stemEdits || (stemmed.length === 4 && !isSwap(stemmed, lexeme))) continue;
      if (rows(lexeme) > 0 && /^[a-z]+$/.test(lexeme) && stem(lexeme) === lexeme)
        further.push({ word: lexeme, edits, kind: 2, rows: rows(lexeme) });
    }
  return bestOf(further);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The words one edit from `word`: a letter left out, swapped, changed or added; only swaps for four letters. */
function oneEditFrom(word: string): Set<string> {
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
 * swaps of neighbours), or `max + 1` as soon as it must exceed `max`. Thousands of lexemes are
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
