import type { AppContext, OrgScope } from '../../context.js';
import { bumpContentRevision } from './queries.js';

/**
 * Every write to an organisation's visible content ends here: the stored revision moves on (so
 * ETags change) and in-process caches for that organisation are dropped.
 */
export async function markContentChanged(ctx: AppContext, scope: OrgScope): Promise<void> {
  await bumpContentRevision(ctx.db, scope);
  ctx.events.emit(scope.orgId);
}
