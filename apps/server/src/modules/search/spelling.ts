import { stem } from 'porter2';
import {
  allowedEdits,
  bestCorrection,
  type Correction,
  isCorrectable,
  isNeverCorrected,
  isSynonymWord,
  MAX_CORRECTED_WORDS,
  oneEditFrom,
  SYNONYM_WORDS,
  typoEdits,
  WORD,
  type TermReading,
} from '@trust/shared';
import type { Db } from '../../db/client.js';
import { wordLexemes } from './compile-plan.js';
import { isEnglishWord } from './english-words.js';
import type { ViewerVocabulary } from './term-index/vocabulary.js';

const SYNONYM_STEMS = new Set(SYNONYM_WORDS.map((word) => stem(word)));

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
    isCorrectable(token)
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
    if (isNeverCorrected(word)) byWord.set(key, null);
    else if (unsettled.size < MAX_CORRECTED_WORDS) unsettled.set(key, word);
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

/**
 * A correction's kind (see `Correction`): a synonym word, another English word, anything else.
 * Its `held` is the rows the viewer may find holding it, counted up to `ENOUGH_ROWS`.
 */
const KIND = { synonym: 0, english: 1, other: 2 };
const ENOUGH_ROWS = 1000;

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
  const oneEdit: Correction[] = [];
  for (const edited of oneEditFrom(word)) {
    if (isSynonymWord(edited)) oneEdit.push({ word: edited, edits: 1, kind: KIND.synonym, held: 0 });
    else {
      const held = rows(stem(edited));
      if (held > 0)
        oneEdit.push({
          word: edited,
          edits: 1,
          kind: isEnglishWord(edited) ? KIND.english : KIND.other,
          held,
        });
    }
  }
  if (oneEdit.length > 0) return bestCorrection(oneEdit);
  const further: Correction[] = [];
  for (const synonym of SYNONYM_WORDS) {
    const edits = typoEdits(word, synonym);
    if (edits !== null) further.push({ word: synonym, edits, kind: KIND.synonym, held: 0 });
  }
  const stemEdits = allowedEdits(stemmed.length);
  for (let length = stemmed.length - stemEdits; length <= stemmed.length + stemEdits; length++)
    for (const lexeme of vocabulary.ofLength(length)) {
      const edits = typoEdits(stemmed, lexeme);
      if (edits !== null && rows(lexeme) > 0 && /^[a-z]+$/.test(lexeme) && stem(lexeme) === lexeme)
        further.push({ word: lexeme, edits, kind: KIND.other, held: rows(lexeme) });
    }
  return bestCorrection(further);
}
