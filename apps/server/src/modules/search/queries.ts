import { sql, type SQL } from 'drizzle-orm';
import type { QueryPlan } from '@trust/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { documentPassages, files, items, kbEntries } from '../../db/schema/index.js';
import { ShapedStatements } from '../../db/shaped-statements.js';
import {
  coverage,
  matchQuery,
  placeholderPlan,
  planCte,
  tsValues,
  type CompiledPlan,
  type TsPlan,
} from './query-plan.js';
import type { SearchScope } from './search-scope.js';
import {
  accessMap,
  closeRank,
  combined,
  filesMap,
  itemsMap,
  kbRights,
  listed,
  matchesEither,
  open,
  rightsOverKb,
  rowsBySource,
  S,
  scopeValues,
  updateMatches,
  type UpdateCandidate,
} from './statement-parts.js';

/**
 * Matches ranked per source and stage at most: a term found in tens of thousands of rows would
 * otherwise be ranked row by row. Past this many the question is too unspecific for the order
 * among them to matter, and the every-concept stage of a longer question rarely gets near it.
 * Ranking 100 rather than 300 cut a search over 50,000 entries by about a fifth and changed no
 * ranking of the labelled paraphrases (bench/search).
 */
const RANKING_POOL = 100;

/**
 * ts_rank_cd weighs how close together the matched words stand, which is what orders a question's
 * matches well, but it costs about 30 µs a row for a question with synonyms (phrases of several
 * words), against 2 µs for ts_rank: ranking a full pool with it took two thirds of a search. The
 * pool is narrowed by concepts matched and ts_rank first, and only this many times the rows asked
 * for are ranked by ts_rank_cd.
 */
const CLOSE_RANKED = 2;
const quickRank = (vector: SQL) => sql`ts_rank(${vector}, q.any_q, 32)`;

/** What every candidate carries for ranking: ts_rank_cd normalised to 0..1 and concepts matched. */
export interface Ranked {
  rank: number;
  hits: number;
  /** It matched the every-concept stage (see `matchQuery`), not only some concept. */
  whole: boolean;
}

/**
 * Rows of `from` that match the plan, at most RANKING_POOL per stage: those matching every concept
 * (whole) and, for a question of several concepts, those matching only some. One pool for both
 * stages keeps a search to one statement; the every-concept rows come first at every cut.
 */
function stagedPool(plan: TsPlan, columns: SQL, from: SQL, where: SQL, vector: SQL): SQL {
  const wholeRows = sql`(select ${columns}, ${vector} as v, true as whole from ${from}, q
    where ${where} and ${vector} @@ ${matchQuery(plan, 'all')} limit ${RANKING_POOL})`;
  if (plan.ts.concepts.length <= 1) return wholeRows;
  return sql`${wholeRows} union all (select ${columns}, ${vector} as v, false as whole from ${from}, q
    where ${where} and ${vector} @@ ${matchQuery(plan, 'any')} and not (${vector} @@ ${matchQuery(plan, 'all')})
    limit ${RANKING_POOL})`;
}

/** Every-concept rows first, then by concepts covered and the cheap rank; `limit` of them ranked closely. */
function closelyRanked(plan: TsPlan, pool: string, limit: number): SQL {
  const from = sql.raw(pool);
  return sql`select near.*, ${closeRank(sql`near.v`)} as rank from (
      select ${from}.*, ${coverage(plan, sql`${from}.v`)} as hits from ${from}, q
      order by whole desc, hits desc, ${quickRank(sql`${from}.v`)} desc
      limit ${limit * CLOSE_RANKED}
    ) near, q
    order by whole desc, hits desc, rank desc
    limit ${limit}`;
}

export interface KbCandidate extends Ranked {
  id: string;
  question: string;
  answer: string;
  comment: string | null;
  questionHits: number;
}

/** Knowledge-base entries the scope may see that match the plan, best first (a CTE body). */
function kbMatches(plan: TsPlan, limit: number): SQL {
  const columns = sql`${kbEntries.id} as id, ${kbEntries.question} as question, ${kbEntries.answer} as answer,
    ${kbEntries.comment} as comment`;
  return sql`with kb_pool as (${stagedPool(plan, columns, sql`${kbEntries}`, rightsOverKb(S.orgId, S.productId, S.kbLevels), sql`${kbEntries.searchVector}`)}),
      kb_hit as (${closelyRanked(plan, 'kb_pool', limit)})
    select kb_hit.id, kb_hit.question, kb_hit.answer, kb_hit.comment, kb_hit.rank, kb_hit.hits, kb_hit.whole,
      ${coverage(plan, sql`ts_filter(kb_hit.v, '{a}')`)} as "questionHits"
    from kb_hit, q`;
}

/** Scripts written without spaces between words: the english parser keeps a whole run as one word. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Pieces of an unspaced term matched at most: a question's worth of characters. */
const MAX_PIECES = 24;
const UNSPACED_SHARE = 1 / 3;

/**
 * What an entry must hold of a term in a script without word breaks, where the term's words cannot
 * be told apart: each such word's overlapping pairs of characters ('数据加密' gives 数据, 据加 and
 * 加密, so '数据是否加密' holds two of three), and the term's other words whole. An entry holding
 * a third of them matches ('数据是否加密' and '数据加密了吗' share two pairs of five).
 */
export function unspacedPieces(term: string): string[] {
  const pieces = new Set<string>();
  for (const word of term.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    const characters = Array.from(word);
    if (!UNSPACED_SCRIPT.test(word) || characters.length < 2) pieces.add(word);
    else for (let i = 0; i + 1 < characters.length; i++) pieces.add(characters[i]! + characters[i + 1]!);
  }
  return [...pieces].slice(0, MAX_PIECES);
}

/** How close a question's words must come to the term to count as a typo of it (pg_trgm's word_similarity). */
const TYPO_SIMILARITY = 0.45;

/**
 * The last resort when nothing matched: entries holding most of the term's character pairs, for
 * scripts without word breaks (CJK, see `unspacedPieces`), and questions near it, for typos. Typos
 * are found through the questions' trigram index: word_similarity computed for every entry took a
 * second over 50,000 of them, so the threshold of the indexable `<%` is set for this transaction
 * instead. An entry holding pairs covers the plan's concepts in the share of them it holds (its
 * question, in the share its question holds), as a matched word covers its concept: Ask AI may
 * quote an entry that holds nearly all of a question asked otherwise ('数据是否加密了').
 */
export function kbFuzzyCandidates(ctx: AppContext, scope: SearchScope, plan: QueryPlan, limit: number) {
  const { db } = ctx;
  const { term } = plan;
  const concepts = plan.concepts.length;
  const columns = sql`${kbEntries.id} as id, ${kbEntries.question} as question, ${kbEntries.answer} as answer,
    ${kbEntries.comment} as comment, false as whole`;
  if (UNSPACED_SCRIPT.test(term)) {
    const pieces = unspacedPieces(term);
    const share = (text: SQL) =>
      sql`(${sql.join(
        pieces.map((piece) => sql`(strpos(${text}, ${piece}) > 0)::int`),
        sql` + `,
      )})::float / ${pieces.length}`;
    return queryRows<KbCandidate>(
      db,
      sql`select *, rank * ${concepts} as hits, "questionShare" * ${concepts} as "questionHits" from (
          select ${columns}, ${share(sql`lower(${kbEntries.question} || ' ' || ${kbEntries.answer})`)} as rank,
            ${share(sql`lower(${kbEntries.question})`)} as "questionShare", ${kbEntries.favoritePublic} as favourite
          from ${kbEntries} where ${kbRights(scope)}) as entry
        where rank >= ${UNSPACED_SHARE}
        order by rank desc, "questionShare" desc, favourite desc, length(question)
        limit ${limit}`,
    );
  }
  const contained = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
  return ctx.transact(async () => {
    await db.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
    );
    return queryRows<KbCandidate>(
      db,
      sql`select ${columns}, 0 as hits, 0 as "questionHits", word_similarity(${term}, ${kbEntries.question}) as rank
        from ${kbEntries}
        where ${kbRights(scope)}
          and (${kbEntries.question} ilike ${contained} or ${term} <% ${kbEntries.question})
        order by rank desc
        limit ${limit}`,
    );
  });
}

export interface ItemCandidate extends Ranked {
  uid: string;
  title: string;
  /** Null for a locked item: never a word of it but its title. */
  explanation: string | null;
}

/** Trust items: open ones by title and explanation, locked ones by title only (no explanation). */
function itemMatches(plan: TsPlan, limit: number): SQL {
  const isOpen = open('items', sql`${items.uid}`);
  const v = sql`(case when ${isOpen} then ${items.searchVector} else ${items.titleVector} end)`;
  return sql`select ${items.uid} as uid, ${items.title} as title,
      ${closeRank(v)} as rank, ${coverage(plan, v)} as hits, ${v} @@ ${matchQuery(plan, 'all')} as whole,
      case when ${isOpen} then ${items.explanation} end as explanation
    from ${items}, q
    where ${items.orgId} = ${S.orgId}
      and ${listed('items', sql`${items.uid}`)}
      and ${matchesEither(plan, v)}
    order by whole desc, hits desc, rank desc
    limit ${limit}`;
}

export interface FileCandidate extends Ranked {
  fileId: string;
  passageId: string | null;
  /** The best passage's text, which the snippet is cut from; null for a file found by its name. */
  passage: string | null;
}

/**
 * Documents: every listed file by its name and type; open files also by their text, with the
 * best passage. Locked files never reach the passage table.
 */
function fileMatches(plan: TsPlan, limit: number): SQL {
  const nv = sql`${files.nameVector}`;
  const passageColumns = sql`${documentPassages.fileId} as "fileId", ${documentPassages.id} as "passageId",
    ${documentPassages.text} as passage`;
  const passageRights = sql`${documentPassages.orgId} = ${S.orgId} and ${open('files', sql`${documentPassages.fileId}`)}`;
  return sql`with by_name as (
        select ${files.id} as "fileId", ${closeRank(nv)} as rank, ${coverage(plan, nv)} as hits,
          ${nv} @@ ${matchQuery(plan, 'all')} as whole, null::uuid as "passageId", null::text as passage
        from ${files}, q
        where ${files.orgId} = ${S.orgId} and ${listed('files', sql`${files.id}`)}
          and ${matchesEither(plan, nv)}
      ),
      passage_pool as (${stagedPool(plan, passageColumns, sql`${documentPassages}`, passageRights, sql`${documentPassages.searchVector}`)}),
      by_text as (
        select distinct on ("fileId") "fileId", whole, ${coverage(plan, sql`v`)} as hits,
          ${quickRank(sql`v`)} as quick, passage, "passageId", v
        from passage_pool, q
        order by "fileId", whole desc, hits desc, quick desc
      ),
      text_near as (
        select * from by_text order by whole desc, hits desc, quick desc
        limit ${limit * CLOSE_RANKED}
      ),
      best as (
        select "fileId", ${closeRank(sql`v`)} as rank, hits, whole, "passageId", passage from text_near, q
        union all select * from by_name
      ),
      top as (
        select distinct on ("fileId") * from best order by "fileId", whole desc, hits desc, rank desc
      )
    select top."fileId", top.rank, top.hits, top.whole, top."passageId", top.passage
    from top, q
    order by top.whole desc, top.hits desc, top.rank desc
    limit ${limit}`;
}

export interface PassageCandidate extends Ranked {
  id: string;
  fileId: string;
  text: string;
}

/** Passages of open files that match: what an extractive answer may quote (a CTE body). */
function passageMatches(plan: TsPlan, limit: number): SQL {
  const columns = sql`${documentPassages.id} as id, ${documentPassages.fileId} as "fileId", ${documentPassages.text} as text`;
  const rights = sql`${documentPassages.orgId} = ${S.orgId} and ${open('files', sql`${documentPassages.fileId}`)}`;
  return sql`with passage_pool as (${stagedPool(plan, columns, sql`${documentPassages}`, rights, sql`${documentPassages.searchVector}`)}),
      passage_hit as (${closelyRanked(plan, 'passage_pool', limit)})
    select id, "fileId", text, rank, hits, whole from passage_hit`;
}

interface SearchShape {
  concepts: number;
  main: boolean;
  limit: number;
}
const searchStatements = new ShapedStatements<SearchShape>(({ concepts, main, limit }) => {
  const plan = placeholderPlan(concepts);
  return combined(planCte(plan, itemsMap, filesMap), {
    kb: kbMatches(plan, limit),
    items: itemMatches(plan, limit),
    files: fileMatches(plan, limit),
    updates: updateMatches(plan, main, limit),
  });
});

/** A search's candidates from every source, both stages, in one statement. */
export async function searchCandidates(db: Db, scope: SearchScope, plan: CompiledPlan, limit: number) {
  const shape = { concepts: plan.ts.concepts.length, main: scope.main, limit };
  const items = accessMap(scope.openItemUids, scope.lockedItemUids);
  const values = { ...scopeValues(scope), items, ...tsValues(plan) };
  const rows = await rowsBySource(db, ['kb', 'items', 'files', 'updates'], searchStatements, shape, values);
  return {
    kb: rows.kb as KbCandidate[],
    items: rows.items as ItemCandidate[],
    files: rows.files as FileCandidate[],
    updates: rows.updates as UpdateCandidate[],
  };
}

const answerStatements = new ShapedStatements<{ concepts: number; limit: number }>(({ concepts, limit }) => {
  const plan = placeholderPlan(concepts);
  return combined(planCte(plan, filesMap), {
    kb: kbMatches(plan, limit),
    passages: passageMatches(plan, limit),
  });
});

/** What an answer may quote: knowledge-base answers and passages of open documents, in one statement. */
export async function answerCandidates(db: Db, scope: SearchScope, plan: CompiledPlan, limit: number) {
  const shape = { concepts: plan.ts.concepts.length, limit };
  const values = { ...scopeValues(scope), ...tsValues(plan) };
  const rows = await rowsBySource(db, ['kb', 'passages'], answerStatements, shape, values);
  return { kb: rows.kb as KbCandidate[], passages: rows.passages as PassageCandidate[] };
}
