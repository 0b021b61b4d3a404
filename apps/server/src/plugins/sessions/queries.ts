import { and, eq, gt, sql } from 'drizzle-orm';
import type { Permission } from '@trust/shared';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-query.js';
import {
  accountMembers,
  accounts,
  memberships,
  sessions,
  staffRoles,
  staffUsers,
} from '../../db/schema/index.js';

/** A live session of `kind` by its token's hash. */
const liveSession = (kind: 'staff' | 'member') =>
  and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    eq(sessions.kind, kind),
    gt(sessions.expiresAt, sql.placeholder('now')),
  );

const staffSessionQuery = preparedQuery((db) =>
  db
    .select({
      sessionId: sessions.id,
      orgId: sessions.orgId,
      userId: staffUsers.id,
      email: staffUsers.email,
      displayName: staffUsers.displayName,
      memberOf: memberships.orgId,
      permissions: staffRoles.permissions,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
    .leftJoin(memberships, eq(memberships.userId, staffUsers.id))
    .leftJoin(staffRoles, eq(staffRoles.id, memberships.roleId))
    .where(liveSession('staff'))
    .prepare('staff_session'),
);

const memberSessionQuery = preparedQuery((db) =>
  db
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
    .where(liveSession('member'))
    .prepare('member_session'),
);

/** Sessions are looked up by token hash before any tenant is known; these are the unscoped reads. */
export async function unscopedFindStaffSession(db: Db, tokenHash: string, now: Date) {
  // One round trip for the session and its person's memberships: every signed-in staff request pays it.
  const rows = await staffSessionQuery(db).execute({ tokenHash, now: now.toISOString() });
  const first = rows[0];
  if (!first) return null;
  const { sessionId, orgId, userId, email, displayName } = first;
  const permissions = new Map(
    rows.flatMap((row) =>
      row.memberOf && row.permissions ? [[row.memberOf, row.permissions as Permission[]] as const] : [],
    ),
  );
  return { sessionId, orgId, userId, email, displayName, permissions };
}

export async function unscopedFindMemberSession(db: Db, tokenHash: string, now: Date) {
  const rows = await memberSessionQuery(db).execute({ tokenHash, now: now.toISOString() });
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
