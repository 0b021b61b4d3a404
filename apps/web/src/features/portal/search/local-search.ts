import Fuse from 'fuse.js';
import { planQuery, type QueryPlan, type SearchResult } from '@trust/shared';

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

/** Lower case without accents: 'Résumé' is found by 'resume'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Scripts written without spaces between words: a phrase in them may start anywhere. */
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** Where `phrase` starts a word of `text` (both folded). */
function startsWord(text: string, phrase: string): boolean {
  const anywhere = UNSPACED.test(phrase);
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1))
    if (anywhere || at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!)) return true;
  return false;
}

/** What local search found, best first, and whether some of it covers every idea of the question. */
export interface LocalResults {
  results: SearchResult[];
  answered: boolean;
}

/** How well each record matches a phrase, by its index: 0 (not at all) to 1 (in its title as written). */
type Strengths = Map<number, number>;

/**
 * Searches `records` the way people ask: a question is split into its ideas as the server's
 * search splits it (stop words dropped, security vocabulary read as one idea with its synonyms,
 * so 'SSO' finds 'Single Sign-On'); each idea is looked for in every field, with typos forgiven
 * by fuse.js for longer words; the records that cover most ideas come first, then the closest.
 * A term with no word in it (emoji, one letter) is matched whole by fuse.js.
 */
export function localSearch(records: LocalRecord[]): (term: string) => LocalResults {
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
      }),
  );
  const whole = new Fuse(records, {
    keys: FIELDS.map((field) => ({ name: field, weight: FIELD_WEIGHTS[field] })),
    threshold: 0.35,
    ignoreLocation: true,
  });
  const remembered = new Map<string, Strengths>();

  const strengthsOf = (phrase: string, typed: boolean): Strengths => {
    const key = `${typed ? 't' : 's'}${phrase}`;
    let found = remembered.get(key);
    if (found) return found;
    found = new Map();
    const weight = typed ? 1 : SYNONYM_WEIGHT;
    const offer = (record: number, strength: number) =>
      found!.set(record, Math.max(found!.get(record) ?? 0, strength * weight));
    texts.forEach((fields, record) =>
      fields.forEach((text, field) => {
        if (startsWord(text, phrase)) offer(record, FIELD_WEIGHTS[FIELDS[field]!]);
      }),
    );
    if (typed && phrase.length >= FUZZY_FROM)
      fuzzyByField.forEach((fuse, field) => {
        for (const hit of fuse.search(phrase))
          offer(hit.refIndex, FIELD_WEIGHTS[FIELDS[field]!] * FUZZY_WEIGHT * (1 - (hit.score ?? 0)));
      });
    if (remembered.size >= REMEMBERED_PHRASES) remembered.clear();
    remembered.set(key, found);
    return found;
  };

  return (term: string) => {
    const plan = planQuery(term);
    if (plan.concepts.length === 0) {
      const results = whole.search(term.trim()).map((hit) => hit.item.result);
      return { results, answered: results.length > 0 };
    }
    const asTyped = folded(term);
    const covered = new Int32Array(records.length);
    const strength = new Float64Array(records.length);
    plan.concepts.forEach((_, concept) => {
      const best = new Map<number, number>();
      for (const phrase of alternatives(plan, concept))
        for (const [record, s] of strengthsOf(phrase, startsWord(asTyped, phrase)))
          best.set(record, Math.max(best.get(record) ?? 0, s));
      for (const [record, s] of best) {
        covered[record]! += 1;
        strength[record]! += s;
      }
    });
    const results = records
      .map((record, i) => ({ record, i }))
      .filter(({ i }) => covered[i]! > 0)
      .sort((a, b) => covered[b.i]! - covered[a.i]! || strength[b.i]! - strength[a.i]! || a.i - b.i)
      .map(({ record }) => record.result);
    return { results, answered: covered.some((n) => n === plan.concepts.length) };
  };
}

/** The phrases any of which matches a concept, folded: its synonyms, and the word being typed. */
function alternatives(plan: QueryPlan, concept: number): Set<string> {
  const phrases = new Set(plan.concepts[concept]!.phrases.map(folded));
  if (plan.prefix?.concept === concept) phrases.add(folded(plan.prefix.word));
  return phrases;
}
