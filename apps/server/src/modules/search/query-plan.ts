import { sql, type SQL } from 'drizzle-orm';
import { SYNONYM_GROUPS } from './synonyms.js';
import { ENGLISH_STOP_WORDS } from './stop-words.js';

/** One idea of the question: any of its phrases counts as a match (a word, or a synonym group). */
export interface Concept {
  phrases: string[];
}

export interface QueryPlan {
  /** The term as typed, trimmed. */
  term: string;
  concepts: Concept[];
  /**
   * Search as you type: the last word, still being typed, also matches as a prefix, as an
   * alternative of `concept`, the concept the word belongs to. A stop word being typed ('so' on
   * the way to 'SOC') is a concept of its own only when the term has no other.
   */
  prefix: { word: string; concept: number } | null;
}

/**
 * How a term is read: as typed into a search box (its last word may be unfinished) or as a question
 * asked in full (Ask AI, a questionnaire's question).
 */
export type TermReading = 'typing' | 'asked';

/** Questions rarely carry more ideas than this; more only slows ranking down. */
const MAX_CONCEPTS = 16;
const MAX_PHRASE_WORDS = 5;
export const WORD = /[\p{L}\p{N}]+(?:[-'./][\p{L}\p{N}]+)*/gu;

const words = (text: string) => text.toLowerCase().match(WORD) ?? [];

/**
 * A word as synonym phrases are looked up by: an English plural as its singular ('pen tests' is
 * 'pen test', 'third parties' 'third party'). Words of three letters and those ending in ss, us
 * or is ('sso', 'access', 'status', 'analysis') are kept as they are.
 */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || /(?:ss|us|is)$/.test(word)) return word;
  return word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.slice(0, -1);
}
const phraseKey = (tokens: string[]) => tokens.map(singular).join(' ');

/** Every phrase of every group, by its words made singular and joined with spaces. */
const GROUP_OF_PHRASE = new Map<string, number>();
SYNONYM_GROUPS.forEach((group, index) => {
  for (const phrase of group) GROUP_OF_PHRASE.set(phraseKey(words(phrase)), index);
});

/**
 * Splits a question into concepts: the longest synonym phrase at each position becomes one
 * concept with its whole group; any other word that is not a stop word is a concept of its own.
 */
export function planQuery(term: string, reading: TermReading = 'typing'): QueryPlan {
  const tokens = words(term);
  const concepts: Concept[] = [];
  const indexOf = new Map<string, number>();
  let lastConcept: number | null = null;
  // A last word that completes a phrase of several words ('penetration test') was not being typed:
  // as a bare prefix ('test:*') it would match every entry with the word.
  let endsInPhrase = false;
  const add = (key: string, phrases: string[]) => {
    if (!indexOf.has(key) && concepts.length < MAX_CONCEPTS) {
      indexOf.set(key, concepts.length);
      concepts.push({ phrases });
    }
    lastConcept = indexOf.get(key) ?? null;
  };
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, tokens.length - i); n >= 1; n--) {
      const group = GROUP_OF_PHRASE.get(phraseKey(tokens.slice(i, i + n)));
      if (group !== undefined) {
        add(`g${group}`, [...SYNONYM_GROUPS[group]!]);
        matched = n;
        break;
      }
    }
    if (matched) {
      i += matched;
      endsInPhrase = matched > 1;
      continue;
    }
    const token = tokens[i]!;
    lastConcept = null;
    endsInPhrase = false;
    if (!ENGLISH_STOP_WORDS.has(token)) add(`w${token}`, [token]);
    i += 1;
  }
  const last = /[\p{L}\p{N}]+$/u.exec(term.toLowerCase())?.[0];
  let prefix: QueryPlan['prefix'] = null;
  if (reading === 'typing' && last && last.length >= 2 && !endsInPhrase) {
    if (lastConcept === null && concepts.length === 0) add(`p${last}`, []);
    if (lastConcept !== null) prefix = { word: last, concept: lastConcept };
  }
  return { term: term.trim(), concepts, prefix };
}

/** What tells two plans apart: the term, and whether its last word is still being typed. */
export const planKey = (plan: QueryPlan) => `${plan.prefix ? 'typing' : 'asked'}|${plan.term}`;

/**
 * The plan's tsqueries as PostgreSQL prints them (see compile-plan.ts), or placeholders for them in
 * a statement built once per shape (see `placeholderPlan`).
 */
export interface PlanTsQueries<T = string> {
  /** Some concept: the fallback stage, and what ranking and snippets weigh. */
  any: T;
  /** Every concept, or the term as websearch syntax: the first stage. */
  all: T;
  /** Every concept, without the term as websearch syntax: what the knowledge-base table matches. */
  typed: T;
  /** The term as websearch syntax alone: `all` is this or every concept. */
  web: T;
  /** Each concept on its own, for counting how many a row covers. */
  concepts: T[];
}

export interface CompiledPlan extends QueryPlan {
  ts: PlanTsQueries;
}

/** What statements over a plan are built from: its tsqueries, as values or placeholders. */
export interface TsPlan {
  ts: PlanTsQueries<unknown>;
}

/** A plan of `concepts` concepts whose tsqueries are placeholders, filled by `tsValues`. */
export function placeholderPlan(concepts: number): TsPlan {
  return {
    ts: {
      any: sql.placeholder('anyQ'),
      all: sql.placeholder('allQ'),
      typed: sql.placeholder('typedQ'),
      web: sql.placeholder('webQ'),
      concepts: Array.from({ length: concepts }, (_, i) => sql.placeholder(`c${i}`)),
    },
  };
}

export function tsValues(plan: CompiledPlan): Record<string, string> {
  const values: Record<string, string> = { anyQ: plan.ts.any, allQ: plan.ts.all, typedQ: plan.ts.typed };
  plan.ts.concepts.forEach((c, i) => (values[`c${i}`] = c));
  return values;
}

/**
 * A CTE `q` with what ranking and snippets read: any_q, typed_q and c0..cN (each concept, for
 * counting coverage), and any `extra` columns. Filters use `matchQuery` instead.
 */
export function planCte(plan: TsPlan, ...extra: SQL[]): SQL {
  const concepts = plan.ts.concepts.map((c, i) => sql`${c}::tsquery as ${sql.raw(`c${i}`)}`);
  const columns = [...concepts, ...extra];
  return sql`q as (select ${plan.ts.any}::tsquery as any_q, ${plan.ts.typed}::tsquery as typed_q${columns.length ? sql`, ${sql.join(columns, sql`, `)}` : sql``})`;
}

/**
 * The tsquery a row must match at a stage. A constant in the WHERE clause rather than a column of
 * the `q` CTE, so the planner sees the query's lexemes and estimates how many rows it finds:
 * through the CTE it guessed, and intersected the full-text index with the whole organisation's rows.
 */
export const matchQuery = (plan: TsPlan, stage: 'all' | 'any' | 'typed'): SQL =>
  sql`${plan.ts[stage]}::tsquery`;

/** How many of the plan's concepts `vector` matches (an SQL integer expression over `q`). */
export function coverage(plan: TsPlan, vector: SQL): SQL {
  if (plan.ts.concepts.length === 0) return sql`0`;
  return sql.join(
    plan.ts.concepts.map((_, i) => sql`(${vector} @@ q.${sql.raw(`c${i}`)})::int`),
    sql` + `,
  );
}
