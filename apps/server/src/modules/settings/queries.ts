import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { CustomizationSettings } from '@trust/shared';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  customizations,
  memberships,
  orgDomains,
  organisations,
  productPageSettings,
  staffRoles,
  staffUsers,
} from '../../db/schema/index.js';

/** Reads and writes of Settings; each takes the organisation scope and filters by it. */
export async function getOrganisationRow(db: Db, { orgId }: OrgScope) {
  const rows = await db.select().from(organisations).where(eq(organisations.id, orgId));
  return rows[0]!;
}

/** The customization row, locked for the read-modify-write of one settings page. */
export async function lockCustomization(db: Db, { orgId }: OrgScope) {
  const rows = await db.select().from(customizations).where(eq(customizations.orgId, orgId)).for('update');
  return rows[0] ?? null;
}

export async function saveCustomization(
  db: Db,
  { orgId }: OrgScope,
  values: Partial<{
    settings: CustomizationSettings;
    logoAssetId: string | null;
    faviconAssetId: string | null;
  }>,
) {
  await db
    .update(customizations)
    .set({ ...values, revision: sql`${customizations.revision} + 1`, updatedAt: new Date() })
    .where(eq(customizations.orgId, orgId));
}

export async function renameOrganisation(db: Db, { orgId }: OrgScope, name: string) {
  await db.update(organisations).set({ name }).where(eq(organisations.id, orgId));
}

/** The overview text lives on the first product's page settings. */
export async function getOverview(db: Db, { orgId }: OrgScope, productId: string) {
  const rows = await db
    .select({ config: productPageSettings.config })
    .from(productPageSettings)
    .where(and(eq(productPageSettings.orgId, orgId), eq(productPageSettings.productId, productId)));
  return rows[0]?.config ?? null;
}

export async function setOverview(db: Db, { orgId }: OrgScope, productId: string, content: string) {
  await db
    .update(productPageSettings)
    .set({
      config: sql`jsonb_set(${productPageSettings.config}, '{overview,content}', ${JSON.stringify(content)}::jsonb, true)`,
    })
    .where(and(eq(productPageSettings.orgId, orgId), eq(productPageSettings.productId, productId)));
}

export function listDomains(db: Db, { orgId }: OrgScope) {
  return db.select().from(orgDomains).where(eq(orgDomains.orgId, orgId)).orderBy(asc(orgDomains.createdAt));
}

export async function findDomain(db: Db, { orgId }: OrgScope, id: string) {
  const rows = await db
    .select()
    .from(orgDomains)
    .where(and(eq(orgDomains.orgId, orgId), eq(orgDomains.id, id)));
  return rows[0] ?? null;
}

export async function insertDomain(db: Db, { orgId }: OrgScope, domain: string, verificationToken: string) {
  const [row] = await db
    .insert(orgDomains)
    .values({ orgId, domain, verificationToken })
    .returning({ id: orgDomains.id });
  return row!.id;
}

export async function markDomainVerified(db: Db, { orgId }: OrgScope, id: string) {
  await db
    .update(orgDomains)
    .set({ verifiedAt: new Date() })
    .where(and(eq(orgDomains.orgId, orgId), eq(orgDomains.id, id)));
}

export async function deleteDomain(db: Db, { orgId }: OrgScope, id: string) {
  await db.delete(orgDomains).where(and(eq(orgDomains.orgId, orgId), eq(orgDomains.id, id)));
}

export async function countVerifiedDomains(db: Db, { orgId }: OrgScope) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orgDomains)
    .where(and(eq(orgDomains.orgId, orgId), isNotNull(orgDomains.verifiedAt)));
  return rows[0]?.n ?? 0;
}

/** Staff whose role reviews access requests: who may be mailed about new ones. */
export function listReviewers(db: Db, { orgId }: OrgScope) {
  return db
    .select({ userId: staffUsers.id, displayName: staffUsers.displayName, email: staffUsers.email })
    .from(memberships)
    .innerJoin(staffUsers, eq(staffUsers.id, memberships.userId))
    .innerJoin(staffRoles, eq(staffRoles.id, memberships.roleId))
    .where(and(eq(memberships.orgId, orgId), sql`${staffRoles.permissions} @> '["requests:manage"]'::jsonb`))
    .orderBy(asc(staffUsers.displayName));
}
