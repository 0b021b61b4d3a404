import { sql } from 'drizzle-orm';
import type { SearchResult } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { preparedQuery } from '../../db/prepared-query.js';
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

/** Written by every server search and question. */
const insertQuery = preparedQuery((db) =>
  db
    .insert(searchQueries)
    .values({
      orgId: value('orgId'),
      productId: value('productId'),
      term: value('term'),
      mode: value('mode'),
      viewerKind: value('viewerKind'),
      answered: value('answered'),
      resultCount: value('resultCount'),
      // A placeholder skips the column's JSON encoding: the value arrives as JSON text.
      sources: sql`${value('sources')}::jsonb`,
    })
    .prepare('log_search'),
);

/** Remembers a search or a question for staff's 'Questions asked' page. */
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
) {
  await insertQuery(ctx.db).execute({
    orgId: scope.orgId,
    productId: scope.productId,
    term: entry.term,
    mode: entry.mode,
    viewerKind: VIEWER_KIND[viewer.mode],
    answered: entry.answered,
    resultCount: entry.resultCount,
    sources: JSON.stringify(entry.sources.map((s) => ({ type: s.type, id: s.id, title: s.title }))),
  });
}
