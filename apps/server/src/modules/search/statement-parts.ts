import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { kbEntries, updates, updateTopics } from '../../db/schema/index.js';
import { executePrepared, type ShapedStatements } from '../../db/shaped-statements.js';
import { coverage, matchQuery, type TsPlan } from './query-plan.js';
import type { Ranked } from './queries.js';
import type { SearchScope } from './search-scope.js';

/** ts_rank_cd, normalised to 0..1: how densely a row holds the plan's words, weighted. */
export const closeRank = (vector: SQL) => sql`ts_rank_cd(${vector}, q.any_q, 32)`;

/** A text[] literal of a few values (access levels, audiences): `column = any(literal::text[])`. */
export const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
export const oneOf = (column: SQL, literal: unknown) => sql`${column} = any(${literal}::text[])`;

/**
 * What a viewer is shown of one kind (items or files) as a jsonb object, id to 1 (open) or 0
 * (locked), bound once per query as a column of `q` (see `listed` and `open`). A large trust centre
 * shows thousands of documents: as `= any(array)` the planner estimated every id against the
 * column's statistics (4 to 6 ms of planning per query for 2,000 documents, more than the query
 * then took to run), and each use of the list parsed it again. `?` finds a key by binary search.
 */
export function accessMap(open: readonly string[], locked: readonly string[]): string {
  let text = accessMaps.get(open);
  if (text === undefined) {
    const entries = [...locked.map((id) => [id, 0]), ...open.map((id) => [id, 1])];
    accessMaps.set(open, (text = JSON.stringify(Object.fromEntries(entries))));
  }
  return text;
}
/** Made once per scope: a scope's id lists live as long as its cached portal view. */
const accessMaps = new WeakMap<readonly string[], string>();

/** The row's id is in the map of `q` (shown to the viewer, open or locked). */
export const listed = (name: 'items' | 'files', id: SQL) => sql`q.${sql.raw(name)} ? ${id}::text`;
/** The row's id is open to the viewer in the map of `q`. */
export const open = (name: 'items' | 'files', id: SQL) => sql`(q.${sql.raw(name)} ->> ${id}::text) = '1'`;

/**
 * The scope's values in the statements below, which are built once per shape (see
 * ShapedStatements): builders see these placeholders, never a scope, so none can be frozen in.
 */
export const S = {
  orgId: sql.placeholder('orgId'),
  productId: sql.placeholder('productId'),
  kbLevels: sql.placeholder('kbLevels'),
  audiences: sql.placeholder('audiences'),
};
export const itemsMap = sql`${sql.placeholder('items')}::jsonb as items`;
export const filesMap = sql`${sql.placeholder('files')}::jsonb as files`;

export const scopeValues = (scope: SearchScope) => ({
  orgId: scope.orgId,
  productId: scope.productId,
  kbLevels: textArray(scope.kbLevels),
  audiences: textArray(scope.updateAudiences),
  files: accessMap(scope.openFileIds, scope.lockedFileIds),
});

/** `vector` matches the plan at either stage (the every-concept one may be websearch syntax only). */
export const matchesEither = (plan: TsPlan, vector: SQL) =>
  sql`(${vector} @@ ${matchQuery(plan, 'all')} or ${vector} @@ ${matchQuery(plan, 'any')})`;

export const rightsOverKb = (orgId: unknown, productId: unknown, kbLevels: unknown) =>
  sql`${kbEntries.orgId} = ${orgId}
    and ${oneOf(sql`${kbEntries.accessLevel}`, kbLevels)}
    and (jsonb_array_length(${kbEntries.productIds}) = 0 or ${kbEntries.productIds} ? ${productId})`;

export const kbRights = (scope: Pick<SearchScope, 'orgId' | 'productId' | 'kbLevels'>) =>
  rightsOverKb(scope.orgId, scope.productId, textArray(scope.kbLevels));

/** One statement of several sources (CTE bodies over `q`), each row tagged with its source. */
export function combined(q: SQL, sources: Record<string, SQL>): SQL {
  const names = Object.keys(sources);
  const ctes = names.map((name) => sql`${sql.raw(`src_${name}`)} as (${sources[name]})`);
  const selects = names.map(
    (name) =>
      sql`select ${sql.raw(`'${name}'`)} as source, to_jsonb(${sql.raw(`src_${name}`)}.*) as row from ${sql.raw(`src_${name}`)}`,
  );
  return sql`with ${q}, ${sql.join(ctes, sql`, `)} ${sql.join(selects, sql` union all `)}`;
}

/**
 * Runs a combined statement and answers each source's rows by name (ranks arrive as JSON numbers).
 * `prepared`: it is run as a named prepared statement, which PostgreSQL may keep one plan for;
 * only for statements whose best plan does not hang on the question's lexemes.
 */
export async function rowsBySource<K extends string, Shape>(
  db: Db,
  names: readonly K[],
  statements: ShapedStatements<Shape>,
  shape: Shape,
  values: Record<string, unknown>,
  prepared = false,
) {
  const result = prepared
    ? await executePrepared(db, statements.prepared(shape, values))
    : await db.execute(statements.bind(shape, values));
  const rows = Object.fromEntries(names.map((name) => [name, [] as unknown[]])) as Record<K, unknown[]>;
  for (const { source, row } of rowsOf(result) as { source: K; row: unknown }[]) rows[source].push(row);
  return rows;
}

export interface UpdateCandidate extends Ranked {
  id: string;
  topicId: string;
  subject: string;
  message: string;
  createdAt: string;
}

/** Published updates of visible topics of the product, in the audiences the scope may read. */
export function updateMatches(plan: TsPlan, main: boolean, limit: number): SQL {
  const v = sql`(${updateTopics.searchVector} || ${updates.searchVector})`;
  return sql`select ${updates.id} as id, ${updates.topicId} as "topicId", ${updateTopics.subject} as subject,
      ${updates.message} as message, ${updates.createdAt} as "createdAt",
      ${closeRank(v)} as rank, ${coverage(plan, v)} as hits, ${v} @@ ${matchQuery(plan, 'all')} as whole
    from ${updates} join ${updateTopics} on ${updateTopics.id} = ${updates.topicId}, q
    where ${updates.orgId} = ${S.orgId} and ${updateTopics.orgId} = ${S.orgId}
      and ${main ? sql`true` : sql`not ${updateTopics.hidden}`}
      and ${oneOf(sql`${updates.spAudience}`, S.audiences)}
      and (jsonb_array_length(${updateTopics.productIds}) = 0 or ${updateTopics.productIds} ? ${S.productId})
      and ${matchesEither(plan, v)}
    order by whole desc, hits desc, rank desc
    limit ${limit}`;
}
