import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { KbAccessLevel } from '@trust/shared';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { kbEntries } from '../../db/schema/index.js';
import { entryColumns, forProducts, HEADLINE, type KbRow } from './kb-queries.js';
import { coverage, matchQuery, planCte, type CompiledPlan } from './query-plan.js';

/** What staff narrow their list by. */
export interface StaffKbFilter {
  /** A search: as typed, and as visitors' knowledge-base search reads it (typos, synonyms). */
  search?: { text: string; plan: CompiledPlan };
  access?: KbAccessLevel;
  productId?: string;
  ids?: string[];
}

/**
 * Staff: one page of every entry, optionally narrowed; the best matches of a search first, with
 * the words that matched marked, and otherwise newest first.
 */
export function listEntries(
  db: Db,
  { orgId }: OrgScope,
  filter: StaffKbFilter,
  page: { offset: number; limit: number },
) {
  const typed = filter.search && matchQuery(filter.search.plan, 'typed');
  const marked = (column: SQL) =>
    typed ? sql<string>`ts_headline('english', ${column}, ${typed}, ${HEADLINE})` : sql<null>`null`;
  return db
    .select({
      ...entryColumns,
      questionHighlight: marked(sql`${kbEntries.question}`),
      answerHighlight: marked(sql`${kbEntries.answer}`),
    })
    .from(kbEntries)
    .where(and(eq(kbEntries.orgId, orgId), ...staffFilters(filter)))
    .orderBy(
      ...(typed ? [sql`ts_rank_cd(${kbEntries.searchVector}, ${typed}) desc`] : []),
      desc(kbEntries.createdAt),
      asc(kbEntries.id),
    )
    .offset(page.offset)
    .limit(page.limit);
}

export async function countEntries(db: Db, { orgId }: OrgScope, filter: StaffKbFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(kbEntries)
    .where(and(eq(kbEntries.orgId, orgId), ...staffFilters(filter)));
  return row?.n ?? 0;
}

/** A search finds what its reading matches, or a question holding the text as typed ('27001', 'SOC 2 Typ'). */
function staffFilters({ search, access, productId, ids }: StaffKbFilter) {
  const parts: SQL[] = [];
  if (search)
    parts.push(
      sql`(${kbEntries.searchVector} @@ ${matchQuery(search.plan, 'typed')}
        or strpos(lower(${kbEntries.question}), lower(${search.text})) > 0)`,
    );
  if (access) parts.push(eq(kbEntries.accessLevel, access));
  if (productId) parts.push(forProducts([productId]));
  if (ids) parts.push(ids.length ? sql`${kbEntries.id} in ${ids}` : sql`false`);
  return parts;
}

/** An entry that may already answer a question, with how many of its ideas its own question covers. */
export type SimilarCandidate = Pick<KbRow, 'id' | 'question' | 'answer' | 'accessLevel'> & {
  highlightedQuestion: string;
  questionHits: number;
};

/**
 * The entries whose questions match the most of a question's ideas (`plan`, read as Ask AI reads
 * it), then those whose answers do, then the closest, with the question's matched words marked.
 * An entry's question is the A-weighted part of its vector.
 */
export function similarCandidates(
  db: Db,
  { orgId }: OrgScope,
  plan: CompiledPlan,
  except: string | undefined,
  limit: number,
) {
  const hits = coverage(plan, sql`${kbEntries.searchVector}`);
  const questionHits = coverage(plan, sql`ts_filter(${kbEntries.searchVector}, '{a}')`);
  return queryRows<SimilarCandidate>(
    db,
    sql`with ${planCte(plan)}, best as (
        select ${kbEntries.id} as id, ${kbEntries.question} as question, ${kbEntries.answer} as answer,
          ${kbEntries.accessLevel} as "accessLevel", ${questionHits} as "questionHits", ${hits} as hits,
          ts_rank_cd(${kbEntries.searchVector}, q.any_q) as rank
        from ${kbEntries}, q
        where ${kbEntries.orgId} = ${orgId} and ${kbEntries.searchVector} @@ ${matchQuery(plan, 'any')}
          ${except ? sql`and ${kbEntries.id} <> ${except}` : sql``}
        order by "questionHits" desc, hits desc, rank desc, id
        limit ${limit}
      )
      -- Marked after the limit: a common word matches thousands of entries.
      select best.id, best.question, best.answer, best."accessLevel", best."questionHits",
        ts_headline('english', best.question, q.any_q, ${HEADLINE}) as "highlightedQuestion"
      from best, q
      order by best."questionHits" desc, best.hits desc, best.rank desc, best.id`,
  );
}
