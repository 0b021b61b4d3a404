import { desc, eq } from 'drizzle-orm';
import type { AppContext, OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';
import { markContentChanged } from '../portal/content-revision.js';
import { queueWebhooks } from '../webhooks/dispatcher.js';

/** Who made a change: the staff user, by id and by the name shown in the log (no id: not staff). */
export interface Actor {
  userId: string | null;
  name: string;
}

/** An account member (or a requester) as the log names them: by name, else by address. */
export const memberActor = (person: { firstName: string; lastName: string; email: string }): Actor => ({
  userId: null,
  name: `${person.firstName} ${person.lastName}`.trim() || person.email,
});

/**
 * Records a change to what the trust centre shows (issue 6, section 7: who, what, before, after,
 * when) and refreshes the public view at once.
 */
export async function recordChange(
  ctx: AppContext,
  scope: OrgScope,
  actor: Actor,
  change: { action: string; target: string; before: unknown; after: unknown },
) {
  await recordEvent(ctx, scope, actor, change);
  await markContentChanged(ctx, scope);
}

/** Records a change that does not alter what visitors see (the team, staff security). */
export async function recordEvent(
  ctx: AppContext,
  scope: OrgScope,
  actor: Actor,
  change: { action: string; target: string; before: unknown; after: unknown },
) {
  await ctx.db
    .insert(auditEvents)
    .values({ orgId: scope.orgId, actorUserId: actor.userId, actorName: actor.name, ...change });
  // Endpoints subscribed to this kind of event hear of it once the entry commits.
  await queueWebhooks(ctx, scope, { ...change, actor: actor.name });
}

export function listAudit(db: Db, { orgId }: OrgScope, limit = 200) {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.orgId, orgId))
    .orderBy(desc(auditEvents.createdAt))
    .limit(limit);
}
