import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orgDomains, organisations } from '../../db/schema/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const orgColumns = {
  id: organisations.id,
  name: organisations.name,
  slug: organisations.slug,
  features: organisations.features,
  plan: organisations.plan,
  defaultProductId: organisations.defaultProductId,
  contentRevision: organisations.contentRevision,
};

/** Tenant resolution is the one place that looks an organisation up before any scope exists. */
export async function unscopedFindOrgByKey(db: Db, key: string) {
  const where = UUID.test(key)
    ? or(eq(organisations.id, key), eq(organisations.slug, key))
    : eq(organisations.slug, key);
  const rows = await db.select(orgColumns).from(organisations).where(where).limit(1);
  return rows[0] ?? null;
}

export async function unscopedFindOrgByDomain(db: Db, domain: string) {
  const rows = await db
    .select(orgColumns)
    .from(orgDomains)
    .innerJoin(organisations, eq(orgDomains.orgId, organisations.id))
    // Only a verified domain serves the portal.
    .where(and(sql`lower(${orgDomains.domain}) = ${domain.toLowerCase()}`, isNotNull(orgDomains.verifiedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPrimaryDomain(db: Db, orgId: string) {
  const rows = await db
    .select({ domain: orgDomains.domain })
    .from(orgDomains)
    .where(and(eq(orgDomains.orgId, orgId), isNotNull(orgDomains.verifiedAt)))
    .orderBy(orgDomains.createdAt)
    .limit(1);
  return rows[0]?.domain ?? null;
}

export type TenantOrg = NonNullable<Awaited<ReturnType<typeof unscopedFindOrgByKey>>>;
