import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AskedQuestion, KbAccessLevel, KbEntryValues, KbQuery, KbTimeFilter } from '@trust/shared';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { kbEntries, products, searchQueries } from '../../db/schema/index.js';
import { kbRights } from './statement-parts.js';
import { questionKey } from './question-key.js';
import { coverage, matchQuery, planCte, type CompiledPlan } from './query-plan.js';

/** Every column but the search vector, which only the database reads. */
const { searchVector: _searchVector, ...columns } = getTableColumns(kbEntries);
export const entryColumns = columns;

/** ts_headline's options: every matched word of a whole text marked. */
export const HEADLINE = 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true';
const TIME_INTERVALS: Record<Exclude<KbTimeFilter, 'all'>, string> = {
  '1d': '1 day',
  '7d': '7 days',
  '1m': '1 month',
  '1y': '1 year',
};

/** A jsonb array of product ids shares one of `ids`, or names none (then it is every product's). */
export const forProducts = (ids: readonly string[]) =>
  sql`(jsonb_array_length(${kbEntries.productIds}) = 0 or ${kbEntries.productIds} ?| array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[])`;

export interface KbRow {
  id: string;
  question: string;
  answer: string;
  comment: string | null;
  sourceType: 'manual' | 'questionnaire' | 'status page';
  sourceSubtype: string | null;
  sourceName: string | null;
  favoritePublic: boolean;
  accessLevel: KbAccessLevel;
  productIds: string[];
  createdAt: Date | string;
  customerModifiedAt: Date | string;
  questionHighlight: string | null;
  answerHighlight: string | null;
}

/**
 * The visitors' knowledge-base table: what the scope may see, narrowed by the query (as you type)
 * and the filters, a page of it, its total, and facet counts over the matches before the
 * access, product and source filters (so each filter still shows its other values). With
 * `stage` 'some', entries matching some of the query's ideas, those matching the most first.
 */
export async function queryKnowledgeBase(
  db: Db,
  scope: { orgId: string; productId: string; kbLevels: KbAccessLevel[] },
  body: KbQuery,
  plan: CompiledPlan | null,
  stage: 'every' | 'some' = 'every',
) {
  const some = stage === 'some';
  const base: SQL[] = [kbRights(scope)];
  if (plan) base.push(sql`${kbEntries.searchVector} @@ ${matchQuery(plan, some ? 'any' : 'typed')}`);
  if (body.filters.time !== 'all')
    base.push(sql`${kbEntries.createdAt} >= now() - ${TIME_INTERVALS[body.filters.time]}::interval`);
  if (body.objectID) base.push(sql`${kbEntries.id} = ${body.objectID}`);
  const filtered = [...base];
  if (body.filters.access?.length) filtered.push(sql`${kbEntries.accessLevel} in ${body.filters.access}`);
  if (body.filters.sources?.length) filtered.push(sql`${kbEntries.sourceType} in ${body.filters.sources}`);
  if (body.filters.productIds?.length) filtered.push(forProducts(body.filters.productIds));

  const cte = plan ? sql`with ${planCte(plan)}` : sql`with q as (select 1)`;
  const where = (parts: SQL[]) => sql.join(parts, sql` and `);
  const matched = some ? sql`q.any_q` : sql`q.typed_q`;
  const ranking = plan
    ? [
        ...(some ? [sql`${coverage(plan, sql`${kbEntries.searchVector}`)} desc`] : []),
        sql`ts_rank_cd(${kbEntries.searchVector}, ${matched}) desc`,
        sql`${kbEntries.favoritePublic} desc`,
      ]
    : [sql`${kbEntries.favoritePublic} desc`, sql`${kbEntries.createdAt} desc`];
  const order = sql.join(ranking, sql`, `);
  const highlight = (column: SQL) =>
    plan ? sql`ts_headline('english', ${column}, ${matched}, ${HEADLINE})` : sql`null::text`;

  const [rows, totals, facets] = await Promise.all([
    queryRows<KbRow>(
      db,
      sql`${cte}
        select ${kbEntries.id} as id, ${kbEntries.question} as question, ${kbEntries.answer} as answer,
          ${kbEntries.comment} as comment, ${kbEntries.sourceType} as "sourceType",
          ${kbEntries.sourceSubtype} as "sourceSubtype", ${kbEntries.sourceName} as "sourceName",
          ${kbEntries.favoritePublic} as "favoritePublic", ${kbEntries.accessLevel} as "accessLevel",
          ${kbEntries.productIds} as "productIds", ${kbEntries.createdAt} as "createdAt",
          ${kbEntries.customerModifiedAt} as "customerModifiedAt",
          ${highlight(sql`${kbEntries.question}`)} as "questionHighlight",
          ${highlight(sql`${kbEntries.answer}`)} as "answerHighlight"
        from ${kbEntries}, q
        where ${where(filtered)}
        order by ${order}, ${kbEntries.id}
        limit ${body.hitsPerPage} offset ${body.page * body.hitsPerPage}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`${cte} select count(*)::int as n from ${kbEntries}, q where ${where(filtered)}`,
    ),
    queryRows<{ facet: string; value: string; n: number }>(
      db,
      sql`${cte}, matched as (select ${kbEntries.accessLevel} as access, ${kbEntries.sourceType} as source,
          ${kbEntries.productIds} as products from ${kbEntries}, q where ${where(base)})
        select 'access_level' as facet, access as value, count(*)::int as n from matched group by access
        union all
        select 'source_type', source, count(*)::int from matched group by source
        union all
        select 'product_ids', p.value, count(*)::int from matched, jsonb_array_elements_text(matched.products) p
          group by p.value`,
    ),
  ]);
  return { rows, total: totals[0]?.n ?? 0, facets };
}

/** What telling conflicting entries apart reads of each entry of an organisation. */
export function conflictInputs(db: Db, { orgId }: OrgScope) {
  return db
    .select({
      id: kbEntries.id,
      question: kbEntries.question,
      answer: kbEntries.answer,
      productIds: kbEntries.productIds,
    })
    .from(kbEntries)
    .where(eq(kbEntries.orgId, orgId));
}

/**
 * What changes whenever an organisation's entries do: their number (an entry added or deleted)
 * and the latest change (every write sets `customerModifiedAt`).
 */
export async function entriesFingerprint(db: Db, { orgId }: OrgScope): Promise<string> {
  const [row] = await queryRows<{ n: number; changed: string | null }>(
    db,
    sql`select count(*)::int as n, max(${kbEntries.customerModifiedAt})::text as changed
      from ${kbEntries} where ${kbEntries.orgId} = ${orgId}`,
  );
  return `${row!.n}|${row!.changed}`;
}

export async function insertEntries(
  db: Db,
  { orgId }: OrgScope,
  entries: KbEntryValues[],
  /** Where the entries came from, when not typed in by hand (an answered questionnaire). */
  source?: { type: 'questionnaire'; name: string },
) {
  if (entries.length === 0) return [];
  const origin = source ? { sourceType: source.type, sourceName: source.name } : {};
  return db
    .insert(kbEntries)
    .values(entries.map((e) => ({ orgId, ...columnsOf(e), ...origin })))
    .returning({ id: kbEntries.id });
}

export async function updateEntry(db: Db, { orgId }: OrgScope, id: string, entry: KbEntryValues) {
  const rows = await db
    .update(kbEntries)
    .set({ ...columnsOf(entry), customerModifiedAt: new Date() })
    .where(and(eq(kbEntries.orgId, orgId), eq(kbEntries.id, id)))
    .returning({ id: kbEntries.id });
  return rows.length > 0;
}

export async function deleteEntry(db: Db, { orgId }: OrgScope, id: string) {
  const rows = await db
    .delete(kbEntries)
    .where(and(eq(kbEntries.orgId, orgId), eq(kbEntries.id, id)))
    .returning({ question: kbEntries.question });
  return rows[0] ?? null;
}

/** The organisation's entries of these ids, locked until the transaction that changes them all ends. */
export function lockEntries(db: Db, { orgId }: OrgScope, ids: string[]) {
  return db
    .select({ id: kbEntries.id, question: kbEntries.question })
    .from(kbEntries)
    .where(and(eq(kbEntries.orgId, orgId), inArray(kbEntries.id, ids)))
    .for('update');
}

export async function setAccessLevel(db: Db, { orgId }: OrgScope, ids: string[], level: KbAccessLevel) {
  await db
    .update(kbEntries)
    .set({ accessLevel: level, customerModifiedAt: new Date() })
    .where(and(eq(kbEntries.orgId, orgId), inArray(kbEntries.id, ids)));
}

export async function deleteEntries(db: Db, { orgId }: OrgScope, ids: string[]) {
  await db.delete(kbEntries).where(and(eq(kbEntries.orgId, orgId), inArray(kbEntries.id, ids)));
}

export async function findEntry(db: Db, { orgId }: OrgScope, id: string) {
  const [row] = await db
    .select(entryColumns)
    .from(kbEntries)
    .where(and(eq(kbEntries.orgId, orgId), eq(kbEntries.id, id)));
  return row ?? null;
}

const columnsOf = (e: KbEntryValues) => ({
  question: e.question,
  answer: e.answer,
  comment: e.comment,
  accessLevel: e.accessLevel,
  productIds: e.productIds,
  favoritePublic: e.favorite,
});

/** The askings 'Questions asked' shows: the open ones, or those staff dismissed. */
const inView = (orgId: string, dismissed: boolean) =>
  and(
    eq(searchQueries.orgId, orgId),
    dismissed ? isNotNull(searchQueries.dismissedAt) : isNull(searchQueries.dismissedAt),
  );

interface Page {
  offset: number;
  limit: number;
}

/** An asking staff have not added a knowledge-base entry for yet. */
const noEntryYet = sql`${searchQueries.kbEntryId} is null`;

/**
 * Where an asking or question stands for staff: 0 nothing answered it, 1 its answer was (last)
 * marked not helpful, 2 answered or staff added an entry for it since. The gaps come first.
 */
const gapRank = (answered: SQL, latestHelpful: SQL, kbEntryId: SQL) =>
  sql`case when ${kbEntryId} is not null then 2 when not ${answered} then 0
    when ${latestHelpful} = false then 1 else 2 end`;

/** 'Questions asked', every asking: the gaps to close first, then newest. */
export function listAskedQuestions(db: Db, { orgId }: OrgScope, page: Page, dismissed: boolean) {
  return db
    .select()
    .from(searchQueries)
    .where(inView(orgId, dismissed))
    .orderBy(
      gapRank(sql`${searchQueries.answered}`, sql`${searchQueries.helpful}`, sql`${searchQueries.kbEntryId}`),
      desc(searchQueries.createdAt),
    )
    .offset(page.offset)
    .limit(page.limit);
}

export async function countAskedQuestions(db: Db, { orgId }: OrgScope, dismissed: boolean) {
  const [row] = await db
    .select({
      n: count(),
      unanswered: sql<number>`count(*) filter (where ${noEntryYet} and not ${searchQueries.answered})::int`,
      markedUnhelpful: sql<number>`count(*) filter (where ${noEntryYet} and ${searchQueries.answered} and ${searchQueries.helpful} = false)::int`,
    })
    .from(searchQueries)
    .where(inView(orgId, dismissed));
  return { total: row?.n ?? 0, unanswered: row?.unanswered ?? 0, markedUnhelpful: row?.markedUnhelpful ?? 0 };
}

/** A question as 'Questions asked' groups it: its latest asking, how often and by whom it was asked. */
export type GroupedQuestionRow = Omit<AskedQuestion, 'createdAt' | 'dismissedAt'> & {
  createdAt: Date | string;
  dismissedAt: Date | string | null;
};

/** The same question (see `questionKey`) in the same mode is one row of 'Questions asked'. */
const groupKey = sql`${searchQueries.questionKey}, ${searchQueries.mode}`;
/** Of a question's askings: the rating of the latest rated one, or null if none is rated. */
const latestHelpful = sql`first_value(${searchQueries.helpful}) over (partition by ${groupKey}
  order by ${searchQueries.helpful} is null, ${searchQueries.createdAt} desc
  rows between unbounded preceding and unbounded following)`;
/** How many other wordings of a question 'Questions asked' shows with it. */
const WORDINGS_SHOWN = 3;

const KEYED_AT_ONCE = 5000;

/** Keys the organisation's askings logged before questions had keys (none, once done), a batch at a time. */
export async function keyUnkeyedQuestions(db: Db, { orgId }: OrgScope) {
  for (;;) {
    const unkeyed = await db
      .select({ id: searchQueries.id, term: searchQueries.term })
      .from(searchQueries)
      .where(and(eq(searchQueries.orgId, orgId), isNull(searchQueries.questionKey)))
      .limit(KEYED_AT_ONCE);
    if (unkeyed.length === 0) return;
    const keyed = unkeyed.map((row) => ({ id: row.id, key: questionKey(row.term) }));
    await db.execute(sql`update ${searchQueries} set question_key = k.key
      from jsonb_to_recordset(${JSON.stringify(keyed)}::jsonb) as k(id uuid, key text)
      where ${searchQueries.id} = k.id and ${searchQueries.orgId} = ${orgId}`);
  }
}

/**
 * One row per question, as of its latest asking: those nothing answered the last time first, then
 * the most asked, then the latest.
 */
export function listGroupedQuestions(db: Db, { orgId }: OrgScope, page: Page, dismissed: boolean) {
  const q = searchQueries;
  return queryRows<GroupedQuestionRow>(
    db,
    sql`select id, term, mode, "viewerKind", answered, "resultCount", sources, "productId", "kbEntryId",
        "createdAt", "dismissedAt", "timesAsked", "markedHelpful", "markedUnhelpful", "latestHelpful", array(
          select w.term from (
            select min(${q.term}) as term, max(${q.createdAt}) as latest from ${q}
            where ${inView(orgId, dismissed)} and ${q.questionKey} = asked.key and ${q.mode} = asked.mode
              and lower(${q.term}) <> lower(asked.term)
            group by lower(${q.term}) order by latest desc limit ${WORDINGS_SHOWN}) as w
        ) as "otherWordings", array_remove(array[
          case when by_visitor then 'visitor' end, case when by_member then 'member' end,
          case when by_preview then 'preview' end, case when by_staff then 'staff' end], null) as "askedBy"
      from (
        select ${q.id} as id, ${q.term} as term, ${q.questionKey} as key, ${q.mode} as mode, ${q.viewerKind} as "viewerKind",
          ${q.answered} as answered, ${q.resultCount} as "resultCount", ${q.sources} as sources,
          ${q.productId} as "productId", ${q.kbEntryId} as "kbEntryId", ${q.createdAt} as "createdAt",
          ${q.dismissedAt} as "dismissedAt",
          (count(*) over asking)::int as "timesAsked",
          (count(*) filter (where ${q.helpful}) over asking)::int as "markedHelpful",
          (count(*) filter (where not ${q.helpful}) over asking)::int as "markedUnhelpful",
          ${latestHelpful} as "latestHelpful",
          bool_or(${q.viewerKind} = 'visitor') over asking as by_visitor,
          bool_or(${q.viewerKind} = 'member') over asking as by_member,
          bool_or(${q.viewerKind} = 'preview') over asking as by_preview,
          bool_or(${q.viewerKind} = 'staff') over asking as by_staff,
          row_number() over (partition by ${groupKey} order by ${q.createdAt} desc, ${q.id}) as nth
        from ${q}
        where ${inView(orgId, dismissed)}
        window asking as (partition by ${groupKey})
      ) as asked
      where nth = 1
      order by ${gapRank(sql`answered`, sql`"latestHelpful"`, sql`"kbEntryId"`)}, "timesAsked" desc, "createdAt" desc, id
      offset ${page.offset} limit ${page.limit}`,
  );
}

/** How many questions there are, and how many nothing answered the last time they were asked. */
export async function countGroupedQuestions(db: Db, { orgId }: OrgScope, dismissed: boolean) {
  const [row] = await queryRows<{ total: number; unanswered: number; markedUnhelpful: number }>(
    db,
    sql`select count(*)::int as total,
        (count(*) filter (where "noEntryYet" and not answered))::int as unanswered,
        (count(*) filter (where "noEntryYet" and answered and "latestHelpful" = false))::int as "markedUnhelpful"
      from (
        select distinct on (${groupKey}) ${searchQueries.answered} as answered,
          ${latestHelpful} as "latestHelpful", ${noEntryYet} as "noEntryYet"
        from ${searchQueries}
        where ${inView(orgId, dismissed)}
        order by ${groupKey}, ${searchQueries.createdAt} desc
      ) as latest`,
  );
  return {
    total: row?.total ?? 0,
    unanswered: row?.unanswered ?? 0,
    markedUnhelpful: row?.markedUnhelpful ?? 0,
  };
}

export async function findAskedQuestion(db: Db, { orgId }: OrgScope, id: string) {
  const [row] = await db
    .select()
    .from(searchQueries)
    .where(and(eq(searchQueries.orgId, orgId), eq(searchQueries.id, id)));
  return row ?? null;
}

/**
 * Dismisses a question, every open asking of it, or restores every dismissed one; answers how many
 * askings changed.
 */
export async function setQuestionDismissed(db: Db, scope: OrgScope, key: string, dismissed: boolean) {
  const changed = await db
    .update(searchQueries)
    .set({ dismissedAt: dismissed ? new Date() : null })
    .where(and(inView(scope.orgId, !dismissed), eq(searchQueries.questionKey, key)))
    .returning({ id: searchQueries.id });
  return changed.length;
}

/** Links a question to the entry written from it, and marks the same question asked again answered too. */
export async function linkQuestionToEntry(db: Db, { orgId }: OrgScope, key: string, entryId: string) {
  await db
    .update(searchQueries)
    .set({ kbEntryId: entryId })
    .where(and(eq(searchQueries.orgId, orgId), eq(searchQueries.questionKey, key)));
}

export async function ownProductIds(db: Db, { orgId }: OrgScope): Promise<Set<string>> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.orgId, orgId));
  return new Set(rows.map((r) => r.id));
}
