import { sql } from 'drizzle-orm';
import type { SearchResult } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { executePrepared, ShapedStatements } from '../../db/shaped-statements.js';
import { searchQueries } from '../../db/schema/index.js';
import type { Viewer } from '../access/item-access.js';
import type { SearchScope } from './search-scope.js';

const VIEWER_KIND = {
  Public: 'visitor',
  AccountExternal: 'member',
  Preview: 'preview',
  Main: 'staff',
} as const;

const value = (name: string) => sql.placeholder(name);

/**
 * A searcher's searches this close together, each term beginning the next or the next beginning
 * it, are one question typed with pauses: the dialog searches after every half-second pause.
 */
const TYPING_WINDOW_SECONDS = 30;

const T = searchQueries;

/**
 * Written by every server search and question. A search that continues (or backs up along) the
 * searcher's last one replaces its row, so that 'Questions asked' holds 'encryption at rest', not
 * also 'encryp' (unanswered, sorted first). A row staff wrote an entry from is kept as it is; a
 * question asked of the AI, or a search without a typing key, is always a row of its own.
 */
const logStatement = new ShapedStatements<null>(
  () => sql`with previous as (
      select ${T.id} as id, ${T.term} as term from ${T}
      where ${T.orgId} = ${value('orgId')}::uuid and ${T.typingKey} = ${value('typingKey')}::uuid
        and ${value('mode')}::text = 'search' and ${T.mode} = 'search'
        and ${T.viewerKind} = ${value('viewerKind')}::text
        and ${T.productId} is not distinct from ${value('productId')}::uuid and ${T.kbEntryId} is null
        and ${T.createdAt} > now() - make_interval(secs => ${TYPING_WINDOW_SECONDS})
      order by ${T.createdAt} desc limit 1
    ), continued as (
      update ${T} set term = ${value('term')}::text, answered = ${value('answered')}::boolean,
        result_count = ${value('resultCount')}::int, sources = ${value('sources')}::jsonb, created_at = now()
      from previous
      where ${T.id} = previous.id
        and (starts_with(lower(${value('term')}::text), lower(previous.term))
          or starts_with(lower(previous.term), lower(${value('term')}::text)))
      returning ${T.id}
    )
    insert into ${T} (org_id, product_id, term, mode, viewer_kind, answered, result_count, sources, typing_key)
    select ${value('orgId')}::uuid, ${value('productId')}::uuid, ${value('term')}::text, ${value('mode')}::text,
      ${value('viewerKind')}::text, ${value('answered')}::boolean, ${value('resultCount')}::int,
      ${value('sources')}::jsonb, ${value('typingKey')}::uuid
    where not exists (select from continued)`,
  'log_search',
);

/**
 * Remembers a search or a question for staff's 'Questions asked' page. `typingKey`: the searcher's
 * sign-in session, whose searches made while typing one question become one row.
 */
export async function logSearch(
  ctx: AppContext,
  scope: SearchScope,
  viewer: Viewer,
  entry: {
    term: string;
    mode: 'search' | 'ai';
    answered: boolean;
    sources: SearchResult[];
    resultCount: number;
  },
  typingKey: string | null = null,
) {
  const values = {
    typingKey,
    orgId: scope.orgId,
    productId: scope.productId,
    term: entry.term,
    mode: entry.mode,
    viewerKind: VIEWER_KIND[viewer.mode],
    answered: entry.answered,
    resultCount: entry.resultCount,
    sources: JSON.stringify(entry.sources.map((s) => ({ type: s.type, id: s.id, title: s.title }))),
  };
  await executePrepared(ctx.db, logStatement.prepared(null, values));
}
