import { and, eq, gt } from 'drizzle-orm';
import type { Permission } from '@trust/shared';
import type { Db } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  memberships,
  sessions,
  staffRoles,
  staffUsers,
} from '../../db/schema/index.js';

/** Sessions are looked up by token hash before any tenant is known; these are the unscoped reads. */
export async function unscopedFindStaffSession(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      orgId: sessions.orgId,
      userId: staffUsers.id,
      email: staffUsers.email,
      displayName: staffUsers.displayName,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'staff'), gt(sessions.expiresAt, now)));
  const session = rows[0];
  if (!session) return null;
  const orgs = await db
    .select({ orgId: memberships.orgId, permissions: staffRoles.permissions })
    .from(memberships)
    .innerJoin(staffRoles, eq(staffRoles.id, memberships.roleId))
    .where(eq(memberships.userId, session.userId));
  return { ...session, permissions: new Map(orgs.map((m) => [m.orgId, m.permissions as Permission[]])) };
}

export async function unscopedFindMemberSession(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      orgId: accountMembers.orgId,
      memberId: accountMembers.id,
      email: accountMembers.email,
      firstName: accountMembers.firstName,
      lastName: accountMembers.lastName,
      isAutoApproved: accountMembers.isAutoApproved,
      accessExpiresAt: accountMembers.accessExpiresAt,
      welcomedAt: accountMembers.welcomedAt,
      accountId: accounts.id,
      accountName: accounts.name,
      permissionProfileId: accounts.permissionProfileId,
    })
    .from(sessions)
    .innerJoin(
      accountMembers,
      and(eq(accountMembers.id, sessions.accountMemberId), eq(accountMembers.orgId, sessions.orgId)),
    )
    .innerJoin(
      accounts,
      and(eq(accounts.id, accountMembers.accountId), eq(accounts.orgId, accountMembers.orgId)),
    )
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'member'), gt(sessions.expiresAt, now)));
  return rows[0] ?? null;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function deleteSessionByHash(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function unscopedFirstMembershipOrg(db: Db, userId: string) {
  const rows = await db
    .select({ orgId: memberships.orgId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .limit(1);
  return rows[0]?.orgId ?? null;
}
