import { eq } from 'drizzle-orm';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import { ssoConfigs } from '../../db/schema/index.js';

export async function findSsoConfig(db: Db, { orgId }: OrgScope) {
  const rows = await db.select().from(ssoConfigs).where(eq(ssoConfigs.orgId, orgId));
  return rows[0] ?? null;
}

export async function saveSsoConfig(
  db: Db,
  { orgId }: OrgScope,
  values: Omit<typeof ssoConfigs.$inferInsert, 'orgId' | 'updatedAt'>,
) {
  await db
    .insert(ssoConfigs)
    .values({ orgId, ...values })
    .onConflictDoUpdate({ target: ssoConfigs.orgId, set: { ...values, updatedAt: new Date() } });
}
