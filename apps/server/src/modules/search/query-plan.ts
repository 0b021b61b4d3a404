import { sql, type SQL } from 'drizzle-orm';
import type { QueryPlan } from '@trust/shared';

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
  /**
   * The term's words or the spellings of its synonym phrases (see `Concept.spellings`): what
   * ranking counts as the asker's own words, above the other synonyms.
   */
  asked: T;
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
      asked: sql.placeholder('askedQ'),
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
