import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { documentPassages, files, items, kbEntries, updates, updateTopics } from '../../db/schema/index.js';
import { coverage, matchQuery, planCte, type QueryPlan } from './query-plan.js';
import type { SearchScope } from './search-scope.js';

/** Matched words in snippets: the shared highlight tags; fragments joined by an ellipsis. */
const HEADLINE_OPTIONS =
  'StartSel=<mark>, StopSel=</mark>, MaxWords=28, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';
const headline = (text: SQL) => sql`ts_headline('english', ${text}, q.any_q, ${HEADLINE_OPTIONS})`;

/** `column = any(values)` for a few text values (access levels, audiences). False for none. */
const oneOf = (column: SQL, values: readonly string[]) => {
  if (values.length === 0) return sql`false`;
  const literal = `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return sql`${column} = any(${literal}::text[])`;
};

/**
 * What a viewer is shown of one kind (items or files) as a jsonb object, id to 1 (open) or 0
 * (locked), bound once per query as a column of `q` (see `listed` and `open`). A large trust centre
 * shows thousands of documents: as `= any(array)` the planner estimated every id against the
 * column's statistics (4 to 6 ms of planning per query for 2,000 documents, more than the query
 * then took to run), and each use of the list parsed it again. `?` finds a key by binary search.
 */
function accessMap(name: 'items' | 'files', open: readonly string[], locked: readonly string[]): SQL {
  let text = accessMaps.get(open);
  if (text === undefined) {
    const entries = [...locked.map((id) => [id, 0]), ...open.map((id) => [id, 1])];
    accessMaps.set(open, (text = JSON.stringify(Object.fromEntries(entries))));
  }
  return sql`${text}::jsonb as ${sql.raw(name)}`;
}
/** Made once per scope: a scope's id lists live as long as its cached portal view. */
const accessMaps = new WeakMap<readonly string[], string>();

/** The row's id is in the map of `q` (shown to the viewer, open or locked). */
const listed = (name: 'items' | 'files', id: SQL) => sql`q.${sql.raw(name)} ? ${id}::text`;
/** The row's id is open to the viewer in the map of `q`. */
const open = (name: 'items' | 'files', id: SQL) => sql`(q.${sql.raw(name)} ->> ${id}::text) = '1'`;

const itemMap = (scope: SearchScope) => accessMap('items', scope.openItemUids, scope.lockedItemUids);
const fileMap = (scope: SearchScope) => accessMap('files', scope.openFileIds, scope.lockedFileIds);

/**
 * Matches ranked per query at most: a term found in tens of thousands of rows would otherwise be
 * ranked row by row. Past this many the query is too unspecific for the order among them to
 * matter, and the all-terms stage of a longer question rarely gets near it.
 */
const RANKING_POOL = 300;

/** all: every concept must match (the first try); any: some concept (the fallback). */
export type MatchStage = 'all' | 'any';

/** What every candidate carries for ranking: ts_rank_cd normalised to 0..1 and concepts matched. */
export interface Ranked {
  rank: number;
  hits: number;
}

export const kbRights = (scope: Pick<SearchScope, 'orgId' | 'productId' | 'kbLevels'>) =>
  sql`${kbEntries.orgId} = ${scope.orgId}
    and ${oneOf(sql`${kbEntries.accessLevel}`, scope.kbLevels)}
    and (jsonb_array_length(${kbEntries.productIds}) = 0 or ${kbEntries.productIds} ? ${scope.productId})`;

export interface KbCandidate extends Ranked {
  id: string;
  question: string;
  answer: string;
  comment: string | null;
  questionHits: number;
  questionSnippet: string;
  answerSnippet: string;
}

/** Knowledge-base entries the scope may see that match the plan, best first. */
export function kbCandidates(db: Db, scope: SearchScope, plan: QueryPlan, stage: MatchStage, limit: number) {
  const v = sql`${kbEntries.searchVector}`;
  return queryRows<KbCandidate>(
    db,
    sql`with ${planCte(plan)},
      pool as (
        select ${kbEntries.id} as id, ${kbEntries.question} as question, ${kbEntries.answer} as answer,
          ${kbEntries.comment} as comment, ${v} as v
        from ${kbEntries}, q
        where ${kbRights(scope)} and ${v} @@ ${matchQuery(plan, stage)}
        limit ${RANKING_POOL}
      ),
      hit as (
        select id, question, answer, comment, v, ts_rank_cd(pool.v, q.any_q, 32) as rank,
          ${coverage(plan, sql`pool.v`)} as hits
        from pool, q
        order by hits desc, rank desc
        limit ${limit}
      )
      select hit.id, hit.question, hit.answer, hit.comment, hit.rank, hit.hits,
        ${coverage(plan, sql`ts_filter(hit.v, '{a}')`)} as "questionHits",
        ${headline(sql`hit.question`)} as "questionSnippet", ${headline(sql`hit.answer`)} as "answerSnippet"
      from hit, q
      order by hit.hits desc, hit.rank desc`,
  );
}

/** Typos and scripts the english parser does not split (CJK): near or contained questions. */
export function kbFuzzyCandidates(db: Db, scope: SearchScope, term: string, limit: number) {
  return queryRows<KbCandidate>(
    db,
    sql`select ${kbEntries.id} as id, ${kbEntries.question} as question, ${kbEntries.answer} as answer,
        ${kbEntries.comment} as comment,
        word_similarity(${term}, ${kbEntries.question}) as rank, 0 as hits, 0 as "questionHits",
        ${kbEntries.question} as "questionSnippet", ${kbEntries.answer} as "answerSnippet"
      from ${kbEntries}
      where ${kbRights(scope)}
        and (strpos(lower(${kbEntries.question}), lower(${term})) > 0
          or strpos(lower(${kbEntries.answer}), lower(${term})) > 0
          or word_similarity(${term}, ${kbEntries.question}) > 0.45)
      order by rank desc
      limit ${limit}`,
  );
}

export interface ItemCandidate extends Ranked {
  uid: string;
  title: string;
  snippet: string | null;
}

/** Trust items: open ones by title and explanation, locked ones by title only (no snippet). */
export function itemCandidates(
  db: Db,
  scope: SearchScope,
  plan: QueryPlan,
  stage: MatchStage,
  limit: number,
) {
  const isOpen = open('items', sql`${items.uid}`);
  const v = sql`(case when ${isOpen} then ${items.searchVector} else ${items.titleVector} end)`;
  return queryRows<ItemCandidate>(
    db,
    sql`with ${planCte(plan, itemMap(scope))}
      select ${items.uid} as uid, ${items.title} as title,
        ts_rank_cd(${v}, q.any_q, 32) as rank, ${coverage(plan, v)} as hits,
        case when ${isOpen} and ${items.explanation} is not null then ${headline(sql`${items.explanation}`)} end as snippet
      from ${items}, q
      where ${items.orgId} = ${scope.orgId}
        and ${listed('items', sql`${items.uid}`)}
        and ${v} @@ ${matchQuery(plan, stage)}
      order by hits desc, rank desc
      limit ${limit}`,
  );
}

export interface FileCandidate extends Ranked {
  fileId: string;
  snippet: string | null;
  passageId: string | null;
  passage: string | null;
}

/**
 * Documents: every listed file by its name and type; open files also by their text, with the
 * best passage as the snippet. Locked files never reach the passage table.
 */
export function fileCandidates(
  db: Db,
  scope: SearchScope,
  plan: QueryPlan,
  stage: MatchStage,
  limit: number,
) {
  const nv = sql`${files.nameVector}`;
  const pv = sql`${documentPassages.searchVector}`;
  return queryRows<FileCandidate>(
    db,
    sql`with ${planCte(plan, fileMap(scope))},
      by_name as (
        select ${files.id} as "fileId", ts_rank_cd(${nv}, q.any_q, 32) as rank, ${coverage(plan, nv)} as hits,
          null::text as snippet, null::uuid as "passageId", null::text as passage
        from ${files}, q
        where ${files.orgId} = ${scope.orgId} and ${listed('files', sql`${files.id}`)}
          and ${nv} @@ ${matchQuery(plan, stage)}
      ),
      passage_pool as (
        select ${documentPassages.fileId} as "fileId", ${documentPassages.id} as "passageId",
          ${documentPassages.text} as passage, ${pv} as v
        from ${documentPassages}, q
        where ${documentPassages.orgId} = ${scope.orgId}
          and ${open('files', sql`${documentPassages.fileId}`)}
          and ${pv} @@ ${matchQuery(plan, stage)}
        limit ${RANKING_POOL}
      ),
      by_text as (
        select distinct on ("fileId") "fileId", ts_rank_cd(v, q.any_q, 32) as rank,
          ${coverage(plan, sql`v`)} as hits, passage, "passageId"
        from passage_pool, q
        order by "fileId", hits desc, rank desc
      ),
      best as (
        select "fileId", rank, hits, null::text as snippet, "passageId", passage from by_text
        union all select * from by_name
      ),
      top as (
        select distinct on ("fileId") * from best order by "fileId", hits desc, rank desc
      )
      select top."fileId", top.rank, top.hits, top."passageId", top.passage,
        case when top.passage is not null then ${headline(sql`top.passage`)} end as snippet
      from top, q
      order by top.hits desc, top.rank desc
      limit ${limit}`,
  );
}

export interface PassageCandidate extends Ranked {
  id: string;
  fileId: string;
  text: string;
}

/** Passages of open files that match: what an extractive answer may quote. */
export function passageCandidates(db: Db, scope: SearchScope, plan: QueryPlan, limit: number) {
  const pv = sql`${documentPassages.searchVector}`;
  return queryRows<PassageCandidate>(
    db,
    sql`with ${planCte(plan, fileMap(scope))},
      pool as (
        select ${documentPassages.id} as id, ${documentPassages.fileId} as "fileId",
          ${documentPassages.text} as text, ${pv} as v
        from ${documentPassages}, q
        where ${documentPassages.orgId} = ${scope.orgId}
          and ${open('files', sql`${documentPassages.fileId}`)}
          and ${pv} @@ ${matchQuery(plan, 'any')}
        limit ${RANKING_POOL}
      )
      select id, "fileId", text, ts_rank_cd(v, q.any_q, 32) as rank, ${coverage(plan, sql`v`)} as hits
      from pool, q
      order by hits desc, rank desc
      limit ${limit}`,
  );
}

export interface UpdateCandidate extends Ranked {
  id: string;
  topicId: string;
  subject: string;
  message: string;
  createdAt: string;
  snippet: string;
}

/** Published updates of visible topics of the product, in the audiences the scope may read. */
export function updateCandidates(
  db: Db,
  scope: SearchScope,
  plan: QueryPlan,
  stage: MatchStage,
  limit: number,
) {
  const v = sql`(${updateTopics.searchVector} || ${updates.searchVector})`;
  return queryRows<UpdateCandidate>(
    db,
    sql`with ${planCte(plan)}
      select ${updates.id} as id, ${updates.topicId} as "topicId", ${updateTopics.subject} as subject,
        ${updates.message} as message, ${updates.createdAt} as "createdAt",
        ts_rank_cd(${v}, q.any_q, 32) as rank, ${coverage(plan, v)} as hits,
        ${headline(sql`${updates.message}`)} as snippet
      from ${updates} join ${updateTopics} on ${updateTopics.id} = ${updates.topicId}, q
      where ${updates.orgId} = ${scope.orgId} and ${updateTopics.orgId} = ${scope.orgId}
        and ${scope.main ? sql`true` : sql`not ${updateTopics.hidden}`}
        and ${oneOf(sql`${updates.spAudience}`, scope.updateAudiences)}
        and (jsonb_array_length(${updateTopics.productIds}) = 0 or ${updateTopics.productIds} ? ${scope.productId})
        and ${v} @@ ${matchQuery(plan, stage)}
      order by hits desc, rank desc
      limit ${limit}`,
  );
}
