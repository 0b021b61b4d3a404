import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ADMIN_PERMISSION } from '@trust/shared';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  memberships,
  organisations,
  sessions,
  staffRoles,
  staffTokens,
  staffUsers,
} from '../../db/schema/index.js';

/** Staff users are global (one person may work for several organisations); looked up by email. */
export async function unscopedFindStaffUser(db: Db, email: string) {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email.toLowerCase()}`);
  return rows[0] ?? null;
}

export async function unscopedFindStaffUserById(db: Db, userId: string) {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.id, userId));
  return rows[0] ?? null;
}

export async function insertStaffUser(
  db: Db,
  values: { email: string; displayName: string; passwordHash: string | null },
) {
  const [row] = await db.insert(staffUsers).values(values).returning({ id: staffUsers.id });
  return row!.id;
}

export async function updateStaffUser(
  db: Db,
  userId: string,
  values: Partial<
    Pick<typeof staffUsers.$inferInsert, 'displayName' | 'passwordHash' | 'totpSecret' | 'recoveryCodeHashes'>
  >,
) {
  await db.update(staffUsers).set(values).where(eq(staffUsers.id, userId));
}

export async function insertMembership(db: Db, { orgId }: OrgScope, userId: string, roleId: string) {
  await db.insert(memberships).values({ orgId, userId, roleId });
}

export function listMembers(db: Db, { orgId }: OrgScope) {
  return db
    .select({
      userId: staffUsers.id,
      email: staffUsers.email,
      displayName: staffUsers.displayName,
      roleId: memberships.roleId,
      active: sql<boolean>`${staffUsers.passwordHash} is not null`,
      twoFactor: sql<boolean>`${staffUsers.totpSecret} is not null`,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(staffUsers, eq(staffUsers.id, memberships.userId))
    .where(eq(memberships.orgId, orgId))
    .orderBy(asc(staffUsers.displayName), asc(staffUsers.email));
}

export async function findMembership(db: Db, { orgId }: OrgScope, userId: string) {
  const rows = await db
    .select({ userId: memberships.userId, roleId: memberships.roleId, permissions: staffRoles.permissions })
    .from(memberships)
    .innerJoin(staffRoles, eq(staffRoles.id, memberships.roleId))
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
  return rows[0] ?? null;
}

/**
 * Administrators of the organisation other than `exceptUserId`, counted under a lock on their
 * membership rows, so two administrators demoting each other at once cannot leave none.
 */
export async function otherAdministrators(db: Db, { orgId }: OrgScope, exceptUserId: string) {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(staffRoles, eq(staffRoles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.orgId, orgId),
        ne(memberships.userId, exceptUserId),
        sql`${staffRoles.permissions} @> ${JSON.stringify([ADMIN_PERMISSION])}::jsonb`,
      ),
    )
    .for('update', { of: memberships });
  return rows.length;
}

/** Locks every membership of the organisation: role and removal changes run one at a time. */
export async function lockMemberships(db: Db, { orgId }: OrgScope) {
  await db.execute(sql`select 1 from ${memberships} where ${memberships.orgId} = ${orgId} for update`);
}

export async function setMemberRole(db: Db, { orgId }: OrgScope, userId: string, roleId: string) {
  await db
    .update(memberships)
    .set({ roleId })
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
}

export async function deleteMembership(db: Db, { orgId }: OrgScope, userId: string) {
  await db.delete(memberships).where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
  // Their sessions working in this organisation end at once.
  await db
    .delete(sessions)
    .where(and(eq(sessions.kind, 'staff'), eq(sessions.staffUserId, userId), eq(sessions.orgId, orgId)));
}

export async function insertStaffToken(db: Db, values: typeof staffTokens.$inferInsert) {
  await db.insert(staffTokens).values(values);
}

/** A usable link token (unused, unexpired) and the person it is for. */
export async function unscopedFindStaffToken(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      id: staffTokens.id,
      purpose: staffTokens.purpose,
      orgId: staffTokens.orgId,
      userId: staffUsers.id,
      email: staffUsers.email,
      displayName: staffUsers.displayName,
      hasPassword: sql<boolean>`${staffUsers.passwordHash} is not null`,
    })
    .from(staffTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffTokens.staffUserId))
    .where(
      and(eq(staffTokens.tokenHash, tokenHash), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)),
    );
  return rows[0] ?? null;
}

/** Marks a token used; false when another request used it first. */
export async function consumeStaffToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(staffTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(staffTokens.id, id), isNull(staffTokens.usedAt)))
    .returning({ id: staffTokens.id });
  return rows.length > 0;
}

/** A new password makes every earlier link for it useless. */
export async function expireStaffTokens(db: Db, userId: string) {
  await db
    .update(staffTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(staffTokens.staffUserId, userId), isNull(staffTokens.usedAt)));
}

export function listStaffSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.kind, 'staff'), eq(sessions.staffUserId, userId), gt(sessions.expiresAt, now)))
    .orderBy(sql`${sessions.createdAt} desc`);
}

export async function deleteStaffSession(db: Db, userId: string, sessionId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.kind, 'staff'), eq(sessions.staffUserId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * Ends the staff user's sessions but the one of `keepTokenHash` (after a password change, or on
 * 'Sign out of other sessions'); answers how many ended.
 */
export async function deleteOtherStaffSessions(db: Db, userId: string, keepTokenHash: string | null) {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.kind, 'staff'),
        eq(sessions.staffUserId, userId),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** Removes a recovery code from the unused ones; false when it is not among them (or was spent just now). */
export async function spendRecoveryCode(db: Db, userId: string, hash: string): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ recoveryCodeHashes: sql`${staffUsers.recoveryCodeHashes} - ${hash}::text` })
    .where(and(eq(staffUsers.id, userId), sql`jsonb_exists(${staffUsers.recoveryCodeHashes}, ${hash})`))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** The organisation an invitation link names, read before anyone is signed in. */
export async function unscopedOrganisationName(db: Db, orgId: string) {
  const rows = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return rows[0]?.name ?? null;
}
