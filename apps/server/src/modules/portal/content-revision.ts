import { sql } from 'drizzle-orm';
import type { AppContext, OrgScope } from '../../context.js';
import { afterCommit } from '../../db/transactions.js';
import { bumpContentRevision } from './queries.js';

/** Channel on which every instance hears of content changes (see app.ts). */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

/**
 * Every write to an organisation's visible content ends here: the stored revision moves on (so
 * ETags change), this instance drops its caches once the change is committed (so the writer reads
 * its own write, and no reader caches the old content under the new revision), and other instances
 * are told through NOTIFY, which PostgreSQL delivers on commit.
 */
export async function markContentChanged(ctx: AppContext, scope: OrgScope): Promise<void> {
  await bumpContentRevision(ctx.db, scope);
  await dropCachedContent(ctx, scope);
}

/**
 * For a change search sees but the page does not (a document's text read into passages): every
 * instance drops its cached views and remembered searches once the change commits, while the
 * revision, and with it the page's ETag and link-preview image, stays as it was.
 */
export async function dropCachedContent(ctx: AppContext, scope: OrgScope): Promise<void> {
  await ctx.db.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${scope.orgId})`);
  await afterCommit(() => ctx.events.emit(scope.orgId, true));
}
