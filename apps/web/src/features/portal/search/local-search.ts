import Fuse from 'fuse.js';
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  planQuery,
  withoutMarkdownSyntax,
  type QueryPlan,
  type SearchResult,
} from '@trust/shared';
import { correctLocally, PageVocabulary } from './local-spelling';

/** What local search looks through (visitor spec section 3): trust items and updates. */
export interface LocalRecord {
  result: SearchResult;
  name: string;
  explanation: string;
  href: string;
  labels: string;
  subject: string;
  message: string;
  origin: string;
}

type Field = Exclude<keyof LocalRecord, 'result'>;

/** How much a match in each field counts: a title above its text, the text above its labels. */
const FIELD_WEIGHTS: Record<Field, number> = {
  name: 1,
  subject: 1,
  explanation: 0.6,
  message: 0.6,
  labels: 0.4,
  origin: 0.3,
  href: 0.2,
};
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

/**
 * Typed words of this many letters or more also match with typos ('encrypton'), at most about one
 * in every five letters. Shorter ones and synonyms must appear as written: one letter off, 'soc'
 * would be 'doc' and 'rest' 'test'.
 */
const FUZZY_FROM = 6;
const FUZZY_THRESHOLD = 0.22;
/** A match with typos counts below the same match without. */
const FUZZY_WEIGHT = 0.9;
/** A synonym the visitor did not type counts a little below the words they did. */
const SYNONYM_WEIGHT = 0.8;
/** Phrases whose matches are remembered while the dialog is open: typing re-asks the same ones. */
const REMEMBERED_PHRASES = 500;

/** Lower case without accents: 'Résumé' is found by 'resume' (Hangul's syllables composed back). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();

/** Scripts written without spaces between words: a phrase in them may start anywhere. */
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

const WORD_CHAR = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;
const ENDS_IN_DIGIT = /\p{N}$/u;

/**
 * Where `phrase` starts a word of `text` (both folded). Words run on ('encrypt' finds
 * 'encryption'), but a number is whole ('SOC 2' does not find '2026') unless it is still being
 * typed (`open`: '270' finds '27001').
 */
function* wordStarts(text: string, phrase: string, open = false): Generator<number> {
  const anywhere = UNSPACED.test(phrase);
  const wholeNumber = !open && ENDS_IN_DIGIT.test(phrase);
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    if (!anywhere && at > 0 && WORD_CHAR.test(text[at - 1]!)) continue;
    if (wholeNumber && DIGIT.test(text[at + phrase.length] ?? '')) continue;
    yield at;
  }
}
const startsWord = (text: string, phrase: string, open = false) =>
  !wordStarts(text, phrase, open).next().done;

/**
 * `text` with the words `phrases` found in it marked as the server marks its snippets, or null
 * where none is; `open`, the word being typed. Text whose folding changes its length (a few
 * capitals, such as 'İ') is left unmarked.
 */
export function marked(text: string, phrases: Iterable<string>, open: string | null = null): string | null {
  const folds = [folded(text), text.toLowerCase()].find((f) => f.length === text.length);
  if (!folds) return null;
  const ends = new Int32Array(text.length);
  for (const phrase of phrases)
    for (const at of wordStarts(folds, phrase, phrase === open))
      ends[at] = Math.max(ends[at]!, at + phrase.length);
  let out = '';
  let from = 0;
  for (let at = 0; at < text.length; at++) {
    if (!ends[at]) continue;
    let end = ends[at]!;
    for (let next = at + 1; next < end; next++) end = Math.max(end, ends[next]!);
    out += `${text.slice(from, at)}${HIGHLIGHT_START}${text.slice(at, end)}${HIGHLIGHT_END}`;
    from = end;
    at = end - 1;
  }
  return from === 0 ? null : out + text.slice(from);
}

/** A result with the words found marked in its title and text, as the server's come. */
function withMarks(result: SearchResult, phrases: string[], open: string | null): SearchResult {
  const { description, explanation } = result.metadata as { description?: string; explanation?: string };
  const title = marked(result.title, phrases, open);
  // An update's description is plain already; an item's explanation is Markdown.
  const text = description ?? (explanation === undefined ? undefined : withoutMarkdownSyntax(explanation));
  const snippet = text === undefined ? null : marked(text, phrases, open);
  return {
    ...result,
    metadata: title ? { ...result.metadata, highlightedTitle: title } : result.metadata,
    ...(snippet ? { content: [{ value: snippet }] } : {}),
  };
}

/** What a search found, best first, and whether some of it covers every idea of the question. */
export interface FoundResults {
  results: SearchResult[];
  answered: boolean;
}

/** What a phrase matches, by record index. */
interface PhraseMatches {
  /** 0 (not at all) to 1 (in the title as written). */
  strengths: Map<number, number>;
  /** The words a typo of the phrase stands for ('encryption' for 'encrypton'): marked as it is. */
  typos: Map<number, string[]>;
}

/** The whole word(s) of `text` around a fuzzy match's longest run of matched letters. */
function wordsAround(text: string, runs: readonly (readonly [number, number])[]): string | null {
  const longest = [...runs].sort((a, b) => b[1] - b[0] - (a[1] - a[0]))[0];
  if (!longest) return null;
  let [start, end] = longest;
  while (start > 0 && WORD_CHAR.test(text[start - 1]!)) start--;
  while (end + 1 < text.length && WORD_CHAR.test(text[end + 1]!)) end++;
  return text.slice(start, end + 1);
}

/**
 * Searches `records` the way people ask: a question is split into its ideas as the server's
 * search splits it (stop words dropped, security vocabulary read as one idea with its synonyms,
 * so 'SSO' finds 'Single Sign-On'); each idea is looked for in every field, with typos forgiven
 * by fuse.js for longer words, and a word that finds nothing read as the nearest word the page or
 * the synonym vocabulary holds (see `correctLocally`); the records that cover most ideas come
 * first, then the closest.
 * A term with no word in it (emoji, one letter) is matched whole by fuse.js.
 */
export function localSearch(records: LocalRecord[]): (term: string) => FoundResults {
  const texts = records.map((record) => FIELDS.map((field) => folded(record[field])));
  const fuzzyByField = FIELDS.map(
    (field) =>
      new Fuse(texts, {
        keys: [{ name: field, getFn: (text) => text[FIELDS.indexOf(field)]! }],
        threshold: FUZZY_THRESHOLD,
        ignoreLocation: true,
        ignoreFieldNorm: true,
        minMatchCharLength: 2,
        includeScore: true,
        includeMatches: true,
      }),
  );
  const whole = new Fuse(records, {
    keys: FIELDS.map((field) => ({ name: field, weight: FIELD_WEIGHTS[field] })),
    threshold: 0.35,
    ignoreLocation: true,
  });
  const remembered = new Map<string, PhraseMatches>();
  const vocabulary = new PageVocabulary(texts);
  const corrections = new Map<string, string | null>();

  const matchesOf = (phrase: string, typed: boolean, open: boolean): PhraseMatches => {
    const key = `${typed ? 't' : 's'}${open ? 'o' : 'w'}${phrase}`;
    const known = remembered.get(key);
    if (known) return known;
    const { strengths, typos }: PhraseMatches = { strengths: new Map(), typos: new Map() };
    const weight = typed ? 1 : SYNONYM_WEIGHT;
    const offer = (record: number, strength: number) =>
      strengths.set(record, Math.max(strengths.get(record) ?? 0, strength * weight));
    texts.forEach((fields, record) =>
      fields.forEach((text, field) => {
        if (startsWord(text, phrase, open)) offer(record, FIELD_WEIGHTS[FIELDS[field]!]);
      }),
    );
    if (typed && phrase.length >= FUZZY_FROM)
      fuzzyByField.forEach((fuse, field) => {
        for (const hit of fuse.search(phrase)) {
          offer(hit.refIndex, FIELD_WEIGHTS[FIELDS[field]!] * FUZZY_WEIGHT * (1 - (hit.score ?? 0)));
          // A word's typo only: the letters a phrase of several words matched are seldom its words.
          const text = texts[hit.refIndex]![field]!;
          if (phrase.includes(' ') || startsWord(text, phrase)) continue;
          const word = wordsAround(text, hit.matches?.[0]?.indices ?? []);
          if (word) typos.set(hit.refIndex, [...(typos.get(hit.refIndex) ?? []), word]);
        }
      });
    if (remembered.size >= REMEMBERED_PHRASES) remembered.clear();
    remembered.set(key, { strengths, typos });
    return { strengths, typos };
  };

  return (typed: string) => {
    if (corrections.size >= REMEMBERED_PHRASES) corrections.clear();
    const term = correctLocally(
      vocabulary,
      typed,
      (word) => matchesOf(word, true, false).strengths.size === 0,
      corrections,
    );
    const plan = planQuery(term);
    if (plan.concepts.length === 0) {
      const results = whole.search(term.trim()).map((hit) => hit.item.result);
      return { results, answered: results.length > 0 };
    }
    const asTyped = folded(term);
    const open = plan.prefix && folded(plan.prefix.word);
    const concepts = plan.concepts.map((_, concept) => alternatives(plan, concept));
    const covered = new Int32Array(records.length);
    const strength = new Float64Array(records.length);
    const typos = new Map<number, string[]>();
    for (const [concept, phrases] of concepts.entries()) {
      const best = new Map<number, number>();
      // Another spelling of what was typed ('penetration test' for 'pentest') is the asker's own words.
      const spelled = new Set(plan.concepts[concept]!.spellings?.map(folded));
      for (const phrase of phrases) {
        const typed = spelled.has(phrase) || startsWord(asTyped, phrase);
        const found = matchesOf(phrase, typed, phrase === open);
        for (const [record, s] of found.strengths) best.set(record, Math.max(best.get(record) ?? 0, s));
        for (const [record, words] of found.typos)
          typos.set(record, [...(typos.get(record) ?? []), ...words]);
      }
      for (const [record, s] of best) {
        covered[record]! += 1;
        strength[record]! += s;
      }
    }
    const phrases = concepts.flatMap((alternative) => [...alternative]);
    const results = records
      .map((record, i) => ({ record, i }))
      .filter(({ i }) => covered[i]! > 0)
      .sort((a, b) => covered[b.i]! - covered[a.i]! || strength[b.i]! - strength[a.i]! || a.i - b.i)
      .map(({ record, i }) => withMarks(record.result, [...phrases, ...(typos.get(i) ?? [])], open));
    return { results, answered: covered.some((n) => n === plan.concepts.length) };
  };
}

/** The phrases any of which matches a concept, folded: its synonyms, and the word being typed. */
function alternatives(plan: QueryPlan, concept: number): Set<string> {
  const phrases = new Set(plan.concepts[concept]!.phrases.map(folded));
  if (plan.prefix?.concept === concept) phrases.add(folded(plan.prefix.word));
  return phrases;
}
