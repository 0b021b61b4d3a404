import { HIGHLIGHT_END, HIGHLIGHT_START } from '@trust/shared';
import type { CompiledPlan } from './query-plan.js';
import { forEachWord } from './word-spans.js';
import { lexemesOf } from './local-tsquery.js';
import { rulesOf, wordsInPhrases, type MarkRules, type TextWord } from './phrase-marks.js';

/** A fragment's length in words at most, and how many fragments a snippet joins at most. */
const MAX_WORDS = 28;
const MAX_FRAGMENTS = 2;
const FRAGMENT_DELIMITER = ' … ';
const ELLIPSIS = '…';

/** How a word is read: its lexemes by position (see `lexemesOf`) and the forms it is found by. */
interface Reading {
  lexemes: (string | null)[] | null;
  /** Its lexemes, or for a word not read as the database does, it and its parts lowercased. */
  forms: readonly string[];
}

/** A word of a text. */
interface Word extends TextWord, Reading {}

/**
 * Words read lately: a trust centre's texts share most of their words. A plain map, emptied
 * when full, as phrase-marks' own: it is read for most words of every snippet.
 */
const MAX_WORDS_KNOWN = 20_000;
const readings = new Map<string, Reading>();

function readingOf(word: string): Reading {
  let reading = readings.get(word);
  if (!reading) {
    if (readings.size >= MAX_WORDS_KNOWN) readings.clear();
    const lexemes = lexemesOf(word);
    // Another script, digits with hyphens or dots: the database keeps such a word (and each part
    // of a hyphenated one) about as written, lowercased.
    const lower = lexemes ? '' : word.toLowerCase();
    const forms = lexemes
      ? lexemes.filter((lexeme): lexeme is string => lexeme !== null)
      : [...new Set([lower, ...lower.split('-')])];
    readings.set(word, (reading = { lexemes, forms }));
  }
  return reading;
}

/** A word no lexeme of the question begins like: one position, found by nothing. */
const UNREAD: Reading = { lexemes: [null], forms: [] };

/**
 * What everything the question may find a word by begins with: the first two characters
 * (ASCII letters lowercased), or the one of a single character. A lexeme begins as its word
 * does (stemming only changes a word's end), so a word beginning otherwise needs no reading:
 * most of a text's words.
 */
interface Openings {
  pairs: Set<number>;
  singles: Set<number>;
}
const openingsOfRules = new WeakMap<MarkRules, Openings>();

const lower = (c: number) => (c >= 65 && c <= 90 ? c | 0x20 : c);
const pairAt = (text: string, at: number) =>
  lower(text.charCodeAt(at)) * 65_536 + lower(text.charCodeAt(at + 1));

function openingsOf(rules: MarkRules): Openings {
  let openings = openingsOfRules.get(rules);
  if (!openings) {
    const phrased = [...rules.phrases.values()].flat(2).map((p) => p.lexeme);
    const found = [...rules.alone, ...rules.prefixes, ...phrased];
    openings = {
      pairs: new Set(found.filter((f) => f.length > 1).map((f) => pairAt(f, 0))),
      singles: new Set(found.filter((f) => f.length === 1).map((f) => lower(f.charCodeAt(0)))),
    };
    openingsOfRules.set(rules, openings);
  }
  return openings;
}

function wordsOf(text: string, rules: MarkRules): Word[] {
  const { pairs, singles } = openingsOf(rules);
  const words: Word[] = [];
  forEachWord(text, (start, end, simple) => {
    // A hyphenated word or one of another script is read whatever it begins with: its parts, or
    // its case, may begin otherwise.
    const found =
      !simple ||
      singles.has(lower(text.charCodeAt(start))) ||
      (end - start > 1 && pairs.has(pairAt(text, start)));
    const { lexemes, forms } = found ? readingOf(text.slice(start, end)) : UNREAD;
    words.push({ start, end, lexemes, forms });
  });
  return words;
}

/**
 * Which words the question finds, as ts_headline marks them but for phrases: a word asked alone
 * or being typed is marked wherever it stands, a word only some phrase holds only where that
 * phrase stands in full ('key management' marks no 'managed' elsewhere in the text).
 */
function markedWords(words: readonly Word[], rules: MarkRules): boolean[] {
  const inPhrase = rules.phrases.size > 0 ? wordsInPhrases(words, rules.phrases) : null;
  const marks = new Array<boolean>(words.length);
  for (let i = 0; i < words.length; i++)
    marks[i] = inPhrase?.has(i) || words[i]!.forms.some((form) => foundBy(rules, form));
  return marks;
}

/**
 * Whether the question finds a word by this form. Named functions live at the top level: tsx's
 * keepNames names a nested one on every call, which cost a tenth of a search in one hot loop.
 */
const foundBy = (rules: MarkRules, form: string) =>
  rules.alone.has(form) || rules.prefixes.some((prefix) => form.startsWith(prefix));

/** Words `from` to `to` (inclusive) of the text, the marked ones marked. */
function marked(text: string, words: readonly Word[], marks: readonly boolean[], from: number, to: number) {
  let out = '';
  let at = words[from]!.start;
  for (let i = from; i <= to; i++) {
    if (!marks[i]) continue;
    const { start, end } = words[i]!;
    out += `${text.slice(at, start)}${HIGHLIGHT_START}${text.slice(start, end)}${HIGHLIGHT_END}`;
    at = end;
  }
  return out + text.slice(at, words[to]!.end);
}

/** The text whole, the words the question finds marked: a knowledge-base question shown as a title. */
export function markedText(text: string, plan: CompiledPlan): string {
  const rules = rulesOf(plan);
  const words = wordsOf(text, rules);
  const marks = markedWords(words, rules);
  if (!marks.includes(true)) return text;
  const first = words[0]!;
  const last = words.at(-1)!;
  return text.slice(0, first.start) + marked(text, words, marks, 0, words.length - 1) + text.slice(last.end);
}

/** Word ranges of a snippet, inclusive, in text order. */
type Fragment = [from: number, to: number];

/**
 * Up to MAX_FRAGMENTS ranges of MAX_WORDS words: the one holding the most different marked words
 * first (then the most marks, then the earliest), centred on them, then the best of the rest.
 */
function fragmentsOf(words: readonly Word[], marks: readonly boolean[]): Fragment[] {
  const n = words.length;
  if (n <= MAX_WORDS) return [[0, n - 1]];
  const markedAt: number[] = [];
  for (let i = 0; i < n; i++) if (marks[i]) markedAt.push(i);
  // Nothing marked (the question matched another field): the text's beginning.
  if (markedAt.length === 0) return [[0, MAX_WORDS - 1]];
  const chosen: Fragment[] = [];
  while (chosen.length < MAX_FRAGMENTS) {
    let best: { first: number; last: number; score: number } | null = null;
    for (let a = 0; a < markedAt.length; a++) {
      const first = markedAt[a]!;
      if (within(chosen, first)) continue;
      const seen = new Set<string>();
      let last = first;
      let count = 0;
      for (let b = a; b < markedAt.length && markedAt[b]! - first < MAX_WORDS; b++) {
        const at = markedAt[b]!;
        if (within(chosen, at)) break;
        last = at;
        count++;
        seen.add(words[at]!.forms[0] ?? String(at));
      }
      const score = seen.size * 1000 + count;
      if (!best || score > best.score) best = { first, last, score };
    }
    if (!best) break;
    chosen.push(centred(best.first, best.last, n, chosen));
  }
  chosen.sort((a, b) => a[0] - b[0]);
  // Fragments that meet read as one.
  const joined: Fragment[] = [];
  for (const fragment of chosen) {
    const previous = joined.at(-1);
    if (previous && fragment[0] <= previous[1] + 1) previous[1] = Math.max(previous[1], fragment[1]);
    else joined.push([...fragment]);
  }
  return joined;
}

const within = (fragments: readonly Fragment[], i: number) =>
  fragments.some(([from, to]) => i >= from && i <= to);

/** MAX_WORDS words around words `first` to `last`, within the text and clear of fragments chosen. */
function centred(first: number, last: number, n: number, chosen: readonly Fragment[]): Fragment {
  const lowest = Math.max(0, ...chosen.filter(([, to]) => to < first).map(([, to]) => to + 1));
  const highest = Math.min(n - 1, ...chosen.filter(([from]) => from > last).map(([from]) => from - 1));
  let from = Math.max(lowest, first - Math.floor((MAX_WORDS - (last - first + 1)) / 2));
  const to = Math.min(highest, from + MAX_WORDS - 1);
  from = Math.max(lowest, Math.min(from, to - MAX_WORDS + 1));
  return [from, to];
}

/**
 * A snippet of `text` for a search result, cut here rather than by ts_headline (whose parsing of
 * every chosen row's text was most of the database's work per search): up to two fragments of
 * about 28 words around the words the question finds, those words marked, joined by an ellipsis,
 * with an ellipsis where the text goes on before or after them. A short text comes whole; a text
 * where nothing is marked, by its beginning.
 */
export function snippetOf(text: string, plan: CompiledPlan): string {
  const rules = rulesOf(plan);
  const words = wordsOf(text, rules);
  if (words.length === 0) return text.trim();
  const marks = markedWords(words, rules);
  const fragments = fragmentsOf(words, marks);
  const last = words.length - 1;
  const pieces = fragments.map(([from, to]) => {
    // The text's own opening and closing (quotes, brackets, a full stop) come with its first and last words.
    const before = from === 0 ? text.slice(0, words[0]!.start).trimStart() : '';
    const after = to === last ? text.slice(words[last]!.end).trimEnd() : '';
    return before + marked(text, words, marks, from, to) + after;
  });
  const opening = fragments[0]![0] > 0 ? `${ELLIPSIS} ` : '';
  const closing = fragments.at(-1)![1] < last ? ` ${ELLIPSIS}` : '';
  return opening + pieces.join(FRAGMENT_DELIMITER) + closing;
}
