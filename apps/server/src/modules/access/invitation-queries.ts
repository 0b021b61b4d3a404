import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import { invitations } from '../../db/schema/index.js';

export async function insertInvitation(
  db: Db,
  { orgId }: OrgScope,
  values: { accountId: string; inviterMemberId: string; email: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(invitations)
    .values({ orgId, ...values })
    .returning({ id: invitations.id });
  return row!.id;
}

/**
 * Uses an invitation up, once: answers its account while it is unused, unexpired and addressed to
 * `email`; a second use (or a revoked one, whose row is gone) answers null.
 */
export async function consumeInvitation(db: Db, { orgId }: OrgScope, id: string, email: string) {
  const [row] = await db
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(invitations.orgId, orgId),
        eq(invitations.id, id),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, new Date()),
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
      ),
    )
    .returning({ accountId: invitations.accountId });
  return row?.accountId ?? null;
}

/** Revokes whatever invitations are left for an address (its member was removed). */
export async function deleteInvitationsFor(db: Db, { orgId }: OrgScope, email: string) {
  await db
    .delete(invitations)
    .where(and(eq(invitations.orgId, orgId), sql`lower(${invitations.email}) = ${email.toLowerCase()}`));
}
