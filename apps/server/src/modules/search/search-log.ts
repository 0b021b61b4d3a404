import type { SearchResult } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { searchQueries } from '../../db/schema/index.js';
import type { Viewer } from '../access/item-access.js';
import type { SearchScope } from './search-scope.js';

const VIEWER_KIND = {
  Public: 'visitor',
  AccountExternal: 'member',
  Preview: 'preview',
  Main: 'staff',
} as const;

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
  await ctx.db.insert(searchQueries).values({
    orgId: scope.orgId,
    productId: scope.productId,
    term: entry.term,
    mode: entry.mode,
    viewerKind: VIEWER_KIND[viewer.mode],
    answered: entry.answered,
    resultCount: entry.resultCount,
    sources: entry.sources.map((s) => ({ type: s.type, id: s.id, title: s.title })),
  });
}
