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
   * Search as you type: the last word, still being typed, also matches as a prefix. `concept` is
   * the concept that word belongs to (null for a stop word).
   */
  prefix: { word: string; concept: number | null } | null;
}

/** Questions rarely carry more ideas than this; more only slows ranking down. */
const MAX_CONCEPTS = 16;
const MAX_PHRASE_WORDS = 5;
const WORD = /[\p{L}\p{N}]+(?:[-'./][\p{L}\p{N}]+)*/gu;

const words = (text: string) => text.toLowerCase().match(WORD) ?? [];

/** Every phrase of every group, by its words joined with spaces. */
const GROUP_OF_PHRASE = new Map<string, number>();
SYNONYM_GROUPS.forEach((group, index) => {
  for (const phrase of group) GROUP_OF_PHRASE.set(words(phrase).join(' '), index);
});

/**
 * Splits a question into concepts: the longest synonym phrase at each position becomes one
 * concept with its whole group; any other word that is not a stop word is a concept of its own.
 */
export function planQuery(term: string): QueryPlan {
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
      const group = GROUP_OF_PHRASE.get(tokens.slice(i, i + n).join(' '));
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
  const prefix = last && last.length >= 2 && !endsInPhrase ? { word: last, concept: lastConcept } : null;
  return { term: term.trim(), concepts, prefix };
}

const phraseQuery = (phrase: string) => sql`phraseto_tsquery('english', ${phrase})`;
const anyOf = (queries: SQL[]) => sql.join(queries, sql` || `);

/** The tsquery of one concept: any of its phrases. */
export const conceptQuery = (concept: Concept): SQL => sql`(${anyOf(concept.phrases.map(phraseQuery))})`;

/**
 * A CTE `q` with what ranking and snippets read, computed once: any_q (some concept), typed_q
 * (see below) and c0..cN (each concept, for counting coverage), and any `extra` columns. Filters
 * use `matchQuery` instead.
 */
export function planCte(plan: QueryPlan, ...extra: SQL[]): SQL {
  const concepts = plan.concepts.map(conceptQuery);
  const columns = [...concepts.map((c, i) => sql`${c} as ${sql.raw(`c${i}`)}`), ...extra];
  return sql`q as (select ${matchQuery(plan, 'any')} as any_q, ${matchQuery(plan, 'typed')} as typed_q${columns.length ? sql`, ${sql.join(columns, sql`, `)}` : sql``})`;
}

/**
 * The tsquery a row must match. all: every concept (or the term as websearch syntax); any: some
 * concept; typed: every concept, the one being typed also as a prefix (what a search-as-you-type
 * box matches). Written out in the WHERE clause rather than read from the `q` CTE, so the planner
 * sees the query's lexemes and estimates how many rows it finds: through the CTE it guessed, and
 * intersected the full-text index with the whole organisation's rows.
 */
export function matchQuery(plan: QueryPlan, stage: 'all' | 'any' | 'typed'): SQL {
  const concepts = plan.concepts.map(conceptQuery);
  if (stage === 'typed') return typedQuery(plan, concepts);
  const web = sql`websearch_to_tsquery('english', ${plan.term})`;
  if (!concepts.length) return web;
  return stage === 'all' ? sql`(${web} || (${sql.join(concepts, sql` && `)}))` : sql`(${anyOf(concepts)})`;
}

function typedQuery(plan: QueryPlan, concepts: SQL[]): SQL {
  if (!plan.prefix) return concepts.length ? sql`(${sql.join(concepts, sql` && `)})` : sql`''::tsquery`;
  const prefix = sql`to_tsquery('simple', ${`'${plan.prefix.word}':*`})`;
  const { concept } = plan.prefix;
  const parts = concepts.map((c, i) => (i === concept ? sql`(${c} || ${prefix})` : c));
  if (concept === null) parts.push(prefix);
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** How many of the plan's concepts `vector` matches (an SQL integer expression over `q`). */
export function coverage(plan: QueryPlan, vector: SQL): SQL {
  if (plan.concepts.length === 0) return sql`0`;
  return sql.join(
    plan.concepts.map((_, i) => sql`(${vector} @@ q.${sql.raw(`c${i}`)})::int`),
    sql` + `,
  );
}
