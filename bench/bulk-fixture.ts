import { randomBytes, createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { cards, files, itemFiles, items } from '../apps/server/src/db/schema/index.js';
import { createOrganisation } from '../apps/server/src/db/seed/organisation-builder.js';
import type { FileStorage } from '../apps/server/src/platform/storage/index.js';

export interface BulkFixture {
  orgSlug: string;
  productId: string;
  /** Storage keys of the documents, for zipping the same bytes with `zip`. */
  storageKeys: string[];
  totalBytes: number;
}

/**
 * An organisation whose documents card holds `count` public documents of `bytesEach` random
 * (incompressible, like PDFs and images) bytes each.
 */
export async function seedBulkFixture(
  db: Db,
  storage: FileStorage,
  count: number,
  bytesEach: number,
): Promise<BulkFixture> {
  const org = await createOrganisation(db, storage, {
    name: 'Bulk Bench',
    slug: 'bulk',
    products: [{ name: 'Platform', slug: 'platform', cards: [{ kind: 'documents' }] }],
  });
  const productId = org.products[0]!.id;
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.orgId, org.id), eq(cards.productId, productId), eq(cards.kind, 'documents')));
  const storageKeys: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const key = `${org.id}/${id}`;
    const bytes = randomBytes(bytesEach);
    await storage.put(key, bytes);
    await db.insert(files).values({
      id,
      orgId: org.id,
      originalName: `Document ${String(i + 1).padStart(3, '0')}.pdf`,
      contentType: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey: key,
    });
    const [item] = await db
      .insert(items)
      .values({ orgId: org.id, cardId: card!.id, title: `Document ${i + 1}`, publicAccess: true })
      .returning({ uid: items.uid });
    await db.insert(itemFiles).values({ orgId: org.id, itemUid: item!.uid, fileId: id });
    storageKeys.push(key);
  }
  return { orgSlug: org.slug, productId, storageKeys, totalBytes: count * bytesEach };
}
