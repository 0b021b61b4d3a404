import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentCopies, files, publishedVersions, trustManifests } from '../../db/schema/index.js';
import type { OrgScope } from '../../context.js';

/** Serialises manifest work per organisation until the transaction ends (two instances, one ledger). */
export async function lockManifest(db: Db, { orgId }: OrgScope) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`trust-manifest:${orgId}`}))`);
}

export function digestsOf(db: Db, { orgId }: OrgScope, fileIds: string[]) {
  if (fileIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: files.id, sha256: files.sha256 })
    .from(files)
    .where(and(eq(files.orgId, orgId), inArray(files.id, fileIds)));
}

export function currentVersions(db: Db, { orgId }: OrgScope) {
  return db
    .select()
    .from(publishedVersions)
    .where(and(eq(publishedVersions.orgId, orgId), isNull(publishedVersions.supersededAt)));
}

export function allVersions(db: Db, { orgId }: OrgScope) {
  return db
    .select()
    .from(publishedVersions)
    .where(eq(publishedVersions.orgId, orgId))
    .orderBy(
      asc(publishedVersions.publishedAt),
      asc(publishedVersions.itemUid),
      asc(publishedVersions.version),
    );
}

export async function lastVersionOf(db: Db, { orgId }: OrgScope, itemUid: string): Promise<number> {
  const [row] = await db
    .select({ version: max(publishedVersions.version) })
    .from(publishedVersions)
    .where(and(eq(publishedVersions.orgId, orgId), eq(publishedVersions.itemUid, itemUid)));
  return row?.version ?? 0;
}

export async function insertVersion(
  db: Db,
  { orgId }: OrgScope,
  row: Omit<typeof publishedVersions.$inferInsert, 'orgId' | 'id'>,
) {
  await db.insert(publishedVersions).values({ ...row, orgId });
}

export async function updateVersion(
  db: Db,
  { orgId }: OrgScope,
  id: string,
  change: Partial<
    Pick<typeof publishedVersions.$inferInsert, 'title' | 'fileName' | 'access' | 'supersededAt'>
  >,
) {
  await db
    .update(publishedVersions)
    .set(change)
    .where(and(eq(publishedVersions.orgId, orgId), eq(publishedVersions.id, id)));
}

/** The newest version with this digest (a current one before a superseded one). */
export async function versionByDigest(db: Db, { orgId }: OrgScope, sha256: string) {
  const [row] = await db
    .select()
    .from(publishedVersions)
    .where(and(eq(publishedVersions.orgId, orgId), eq(publishedVersions.sha256, sha256)))
    .orderBy(sql`${publishedVersions.supersededAt} is not null`, desc(publishedVersions.publishedAt))
    .limit(1);
  return row ?? null;
}

export async function copyByDigest(db: Db, { orgId }: OrgScope, sha256: string) {
  const [row] = await db
    .select()
    .from(documentCopies)
    .where(and(eq(documentCopies.orgId, orgId), eq(documentCopies.sha256, sha256)))
    .orderBy(desc(documentCopies.createdAt))
    .limit(1);
  return row ?? null;
}

export async function latestManifest(db: Db, { orgId }: OrgScope) {
  const [row] = await db
    .select()
    .from(trustManifests)
    .where(eq(trustManifests.orgId, orgId))
    .orderBy(desc(trustManifests.sequence))
    .limit(1);
  return row ?? null;
}

export async function manifestBySequence(db: Db, { orgId }: OrgScope, sequence: number) {
  const [row] = await db
    .select()
    .from(trustManifests)
    .where(and(eq(trustManifests.orgId, orgId), eq(trustManifests.sequence, sequence)));
  return row ?? null;
}

export async function insertManifest(
  db: Db,
  { orgId }: OrgScope,
  row: Omit<typeof trustManifests.$inferInsert, 'orgId'>,
) {
  await db.insert(trustManifests).values({ ...row, orgId });
}

export async function markManifestChecked(db: Db, { orgId }: OrgScope, sequence: number, revision: number) {
  await db
    .update(trustManifests)
    .set({ checkedRevision: revision })
    .where(and(eq(trustManifests.orgId, orgId), eq(trustManifests.sequence, sequence)));
}

export async function copyById(db: Db, { orgId }: OrgScope, copyId: string) {
  const [row] = await db
    .select()
    .from(documentCopies)
    .where(and(eq(documentCopies.orgId, orgId), eq(documentCopies.copyId, copyId)));
  return row ?? null;
}
