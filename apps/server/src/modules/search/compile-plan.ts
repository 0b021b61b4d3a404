import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { localPhraseQuery, localPrefixQuery, stemsLikeDatabase } from './local-tsquery.js';
import { ENGLISH_STOP_WORDS, WORD, type Concept, type QueryPlan } from '@trust/shared';
import { planKey, type CompiledPlan, type PlanTsQueries } from './query-plan.js';

/**
 * A piece of a question the database's text search turns into a tsquery: a phrase or a word
 * (`phraseto_tsquery('english', …)`), the word being typed as a prefix (`to_tsquery('simple', …)`),
 * or a whole term in websearch syntax (`websearch_to_tsquery('english', …)`).
 */
interface Piece {
  kind: 'phrase' | 'prefix' | 'web';
  text: string;
}

/**
 * Tsqueries of pieces met lately: stemming and stop words are the same for every question and
 * every organisation, and questions share most of their words and all of the synonym phrases.
 */
const stemmed = new LRUCache<string, string>({ max: 50_000 });
/** Plans of questions asked lately, by their term. */
const compiled = new LRUCache<string, PlanTsQueries>({ max: 10_000 });

/** For benchmarks: questions and words met from now on are compiled as if never met. */
export function forgetCompiledPlans() {
  compiled.clear();
  stemmed.clear();
}

const keyOf = (piece: Piece) => `${piece.kind}|${piece.text}`;

/**
 * The plan's tsqueries. The database stems each phrase and word once (in one round trip for all a
 * question brings that it has not met), and they are joined here as the SQL operators `||` and
 * `&&` join them. A question of words met before costs no round trip; before, every new
 * question sent a statement of dozens of `phraseto_tsquery` calls (one per synonym), which took
 * the database longer to parse than to run.
 */
export async function compilePlan(db: Db, plan: QueryPlan): Promise<CompiledPlan> {
  const key = planKey(plan);
  let ts = compiled.get(key);
  if (!ts) {
    const tokens = plainWords(plan.term);
    const web: Piece[] = tokens
      ? tokens.map((text) => ({ kind: 'phrase', text }))
      : [{ kind: 'web', text: plan.term }];
    const asPhrase = (text: string): Piece => ({ kind: 'phrase', text });
    const phrases = plan.concepts.map((c) => textPhrases(c).map(asPhrase));
    const spellings = plan.concepts.flatMap((c) => (c.spellings ?? []).map(asPhrase));
    const prefix: Piece | null = plan.prefix && { kind: 'prefix', text: typedWord(plan.prefix.word) };
    const texts = await stem(db, [...web, ...phrases.flat(), ...(prefix ? [prefix] : [])]);
    const tsquery = (piece: Piece) => texts.get(keyOf(piece))!;
    // The word being typed is one more alternative of its concept.
    const concepts = phrases.map((pieces, i) =>
      or([...pieces, ...(prefix && i === plan.prefix!.concept ? [prefix] : [])].map(tsquery)),
    );
    ts = joined(and(web.map(tsquery)), concepts, or([...web, ...spellings].map(tsquery)));
    compiled.set(key, ts);
  }
  return { ...plan, ts };
}

/**
 * Each plain word's lexeme as the database's `english` configuration makes it (null for a stop
 * word, or a word it splits into several), through the same cache and round trip as plans.
 */
export async function wordLexemes(db: Db, words: string[]): Promise<Map<string, string | null>> {
  const pieces = words.map((text): Piece => ({ kind: 'phrase', text }));
  const texts = await stem(db, pieces);
  return new Map(
    pieces.map((piece) => [piece.text, /^'([^']+)'$/.exec(texts.get(keyOf(piece)) ?? '')?.[1] ?? null]),
  );
}

/**
 * The phrases of a concept that find texts. A synonym phrase of several words of which the text
 * search keeps one ('sign in' is 'sign', 'log in' is 'log', 'our data' is 'data') would, as
 * that word alone, find texts about anything ('Do employees sign NDAs?' for 'authentication'): it
 * only tells its group in a question, and finds texts only when it is what was asked.
 */
export function textPhrases(concept: Concept): string[] {
  return concept.phrases.filter((phrase) => concept.spellings?.includes(phrase) || !leavesOneWord(phrase));
}

function leavesOneWord(phrase: string): boolean {
  const words = phrase.split(' ');
  return words.length > 1 && words.filter((word) => !ENGLISH_STOP_WORDS.has(word)).length === 1;
}

/**
 * The word being typed, for `to_tsquery('simple', …)`: as a prefix ('encryp' finds 'encrypt'), or
 * past the stem its word will have ('penetra', on its way to 'penetration', stemmed 'penetr'): its
 * beginnings, down to half its length and at least four letters.
 */
export function typedWord(word: string): string {
  const letters = Array.from(word);
  const beginnings: string[] = [];
  for (let n = letters.length - 1; n >= Math.max(4, Math.ceil(letters.length / 2)); n--)
    beginnings.push(`'${letters.slice(0, n).join('')}'`);
  return [`'${word}':*`, ...beginnings].join(' | ');
}

/**
 * The term's words, where its websearch query is just every one of them (each as a phrase of its
 * own parts, as `phraseto_tsquery` makes it): no quotes, no `or`, no `-` before a word, nothing
 * but spaces and sentence punctuation between them. Otherwise null, and the database reads it.
 */
function plainWords(term: string): string[] | null {
  const tokens = term.match(WORD) ?? [];
  if (tokens.some((token) => token.toLowerCase() === 'or')) return null;
  return /^[\s,;?!.]*$/u.test(term.replace(WORD, ' ')) ? tokens : null;
}

/** A piece's tsquery written here, where it is plain words and this database stems as we do. */
function localTsQuery(piece: Piece): string | null {
  if (piece.kind === 'phrase') return localPhraseQuery(piece.text);
  return piece.kind === 'prefix' ? localPrefixQuery(piece.text) : null;
}

/**
 * The pieces' tsqueries, by `keyOf`: remembered, written here, or asked for in one round trip. Most
 * questions are plain English words and cost none.
 */
async function stem(db: Db, pieces: Piece[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const unmet: Piece[] = [];
  const local = await stemsLikeDatabase(db);
  for (const piece of pieces) {
    const key = keyOf(piece);
    if (texts.has(key)) continue;
    const text = stemmed.get(key) ?? (local ? localTsQuery(piece) : null) ?? undefined;
    if (text === undefined) unmet.push(piece);
    texts.set(key, text ?? '');
  }
  if (unmet.length === 0) return texts;
  const rows = await queryRows<{ i: number; q: string }>(
    db,
    sql`select p.i, (case p.kind
        when 'phrase' then phraseto_tsquery('english', p.text)
        when 'prefix' then to_tsquery('simple', p.text)
        else websearch_to_tsquery('english', p.text) end)::text as q
      from json_to_recordset(${JSON.stringify(unmet.map((p, i) => ({ i, ...p })))}::json) as p(i int, kind text, text text)`,
  );
  for (const { i, q } of rows) {
    const key = keyOf(unmet[i]!);
    stemmed.set(key, q);
    texts.set(key, q);
  }
  return texts;
}

/** The tsqueries joined by `op`, as `a || b` and `a && b` join them: an empty one adds nothing. */
function join(queries: string[], op: '|' | '&'): string {
  const kept = queries.filter((q) => q !== '');
  return kept.length <= 1 ? (kept[0] ?? '') : kept.map((q) => `( ${q} )`).join(` ${op} `);
}
const or = (queries: string[]) => join(queries, '|');
const and = (queries: string[]) => join(queries, '&');

/** The plan's stages from its pieces' tsqueries (see `PlanTsQueries`). */
function joined(web: string, concepts: string[], asked: string): PlanTsQueries {
  if (concepts.length === 0) return { any: web, all: web, typed: '', web, asked, concepts };
  return { any: or(concepts), all: or([web, and(concepts)]), typed: and(concepts), web, asked, concepts };
}
