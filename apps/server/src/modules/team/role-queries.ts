import { and, asc, count, eq, sql } from 'drizzle-orm';
import { BUILTIN_ROLES, type Permission } from '@trust/shared';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import { memberships, staffRoles } from '../../db/schema/index.js';

/** Gives a new organisation the built-in roles; returns their ids by name. */
export async function insertBuiltinRoles(db: Db, { orgId }: OrgScope): Promise<Map<string, string>> {
  const rows = await db
    .insert(staffRoles)
    .values(
      BUILTIN_ROLES.map((r) => ({ orgId, name: r.name, permissions: [...r.permissions], builtin: true })),
    )
    .returning({ id: staffRoles.id, name: staffRoles.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** The role holding exactly these permissions, made as a custom role when none does (seeding, tests). */
export async function roleForPermissions(db: Db, scope: OrgScope, permissions: readonly string[]) {
  const wanted = JSON.stringify([...new Set(permissions)]);
  const existing = await db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(
      and(
        eq(staffRoles.orgId, scope.orgId),
        sql`${staffRoles.permissions} @> ${wanted}::jsonb and ${staffRoles.permissions} <@ ${wanted}::jsonb`,
      ),
    )
    .orderBy(sql`${staffRoles.builtin} desc`)
    .limit(1);
  if (existing[0]) return existing[0].id;
  const [{ n }] = (await db
    .select({ n: count() })
    .from(staffRoles)
    .where(eq(staffRoles.orgId, scope.orgId))) as [{ n: number }];
  const [row] = await db
    .insert(staffRoles)
    .values({ orgId: scope.orgId, name: `Custom role ${n + 1}`, permissions: JSON.parse(wanted) })
    .returning({ id: staffRoles.id });
  return row!.id;
}

export function listRoles(db: Db, { orgId }: OrgScope) {
  return db
    .select({
      id: staffRoles.id,
      name: staffRoles.name,
      permissions: staffRoles.permissions,
      builtin: staffRoles.builtin,
      memberCount: sql<number>`(select count(*)::int from ${memberships} where ${memberships.roleId} = ${staffRoles.id})`,
    })
    .from(staffRoles)
    .where(eq(staffRoles.orgId, orgId))
    .orderBy(sql`${staffRoles.builtin} desc`, asc(staffRoles.createdAt), asc(staffRoles.name));
}

export async function findRole(db: Db, { orgId }: OrgScope, roleId: string) {
  const rows = await db
    .select()
    .from(staffRoles)
    .where(and(eq(staffRoles.orgId, orgId), eq(staffRoles.id, roleId)));
  const role = rows[0];
  return role ? { ...role, permissions: role.permissions as Permission[] } : null;
}

export async function insertRole(
  db: Db,
  { orgId }: OrgScope,
  values: { name: string; permissions: string[] },
) {
  const [row] = await db
    .insert(staffRoles)
    .values({ orgId, ...values })
    .returning({ id: staffRoles.id });
  return row!.id;
}

export async function updateRole(
  db: Db,
  { orgId }: OrgScope,
  roleId: string,
  values: { name: string; permissions: string[] },
) {
  await db
    .update(staffRoles)
    .set(values)
    .where(and(eq(staffRoles.orgId, orgId), eq(staffRoles.id, roleId)));
}

export async function deleteRole(db: Db, { orgId }: OrgScope, roleId: string) {
  await db.delete(staffRoles).where(and(eq(staffRoles.orgId, orgId), eq(staffRoles.id, roleId)));
}
