import { sql } from 'drizzle-orm';
import type { AppContext, OrgScope } from '../../context.js';
import { bumpContentRevision } from './queries.js';

/** Channel on which every instance hears of content changes (see app.ts). */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

/**
 * Every write to an organisation's visible content ends here: the stored revision moves on (so
 * ETags change), this instance drops its caches at once (so the writer reads its own write), and
 * other instances are told through NOTIFY.
 */
export async function markContentChanged(ctx: AppContext, scope: OrgScope): Promise<void> {
  await bumpContentRevision(ctx.db, scope);
  ctx.events.emit(scope.orgId);
  await ctx.db.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${scope.orgId})`);
}
