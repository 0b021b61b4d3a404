import { and, asc, eq, isNull } from 'drizzle-orm';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import { subprocessors, trustedCompanies, type CompanySource } from '../../db/schema/index.js';

const activeSubprocessor = ({ orgId }: OrgScope, productId: string, id: string) =>
  and(
    eq(subprocessors.orgId, orgId),
    eq(subprocessors.productId, productId),
    eq(subprocessors.id, id),
    isNull(subprocessors.removedAt),
  );

export async function findSubprocessor(db: Db, scope: OrgScope, productId: string, id: string) {
  const [row] = await db
    .select()
    .from(subprocessors)
    .where(activeSubprocessor(scope, productId, id));
  return row ?? null;
}

export interface SubprocessorFields {
  company: CompanySource;
  purpose: string | null;
  location: string | null;
  additionalDetails: string | null;
}

/** Appends a subprocessor at the end of the product's list. */
export async function insertSubprocessor(
  db: Db,
  { orgId }: OrgScope,
  productId: string,
  fields: SubprocessorFields,
) {
  const existing = await db
    .select({ position: subprocessors.position })
    .from(subprocessors)
    .where(and(eq(subprocessors.orgId, orgId), eq(subprocessors.productId, productId)));
  const position = Math.max(-1, ...existing.map((row) => row.position)) + 1;
  const [row] = await db
    .insert(subprocessors)
    .values({ orgId, productId, position, ...fields })
    .returning({ id: subprocessors.id });
  return row!.id;
}

/** Replacing the company drops a logo uploaded for the old one. */
export async function updateSubprocessor(
  db: Db,
  scope: OrgScope,
  productId: string,
  id: string,
  fields: SubprocessorFields & { logoAssetId?: string | null },
) {
  await db
    .update(subprocessors)
    .set(fields)
    .where(activeSubprocessor(scope, productId, id));
}

export async function markSubprocessorRemoved(db: Db, scope: OrgScope, productId: string, id: string) {
  await db
    .update(subprocessors)
    .set({ removedAt: new Date() })
    .where(activeSubprocessor(scope, productId, id));
}

export function listTrusted(db: Db, { orgId }: OrgScope, productId: string) {
  return db
    .select()
    .from(trustedCompanies)
    .where(and(eq(trustedCompanies.orgId, orgId), eq(trustedCompanies.productId, productId)))
    .orderBy(asc(trustedCompanies.position));
}

/** Replaces the product's trusted-by list; entries that stay keep their id and uploaded logo. */
export async function replaceTrusted(
  db: Db,
  { orgId }: OrgScope,
  productId: string,
  entries: { id: string | null; company: CompanySource; logoAssetId: string | null }[],
) {
  await db
    .delete(trustedCompanies)
    .where(and(eq(trustedCompanies.orgId, orgId), eq(trustedCompanies.productId, productId)));
  if (entries.length === 0) return;
  await db.insert(trustedCompanies).values(
    entries.map((entry, position) => ({
      ...(entry.id ? { id: entry.id } : {}),
      orgId,
      productId,
      position,
      company: entry.company,
      logoAssetId: entry.logoAssetId,
    })),
  );
}
