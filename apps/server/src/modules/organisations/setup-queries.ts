import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { setupTokens } from '../../db/schema/index.js';

/** The setup link exists before any organisation: these reads and writes are unscoped by nature. */
export async function unscopedReplaceSetupToken(db: Db, tokenHash: string) {
  await db.delete(setupTokens).where(isNull(setupTokens.usedAt));
  await db.insert(setupTokens).values({ tokenHash });
}

export async function unscopedSetupTokenUsable(db: Db, tokenHash: string) {
  const rows = await db
    .select({ id: setupTokens.id })
    .from(setupTokens)
    .where(and(eq(setupTokens.tokenHash, tokenHash), isNull(setupTokens.usedAt)));
  return rows.length > 0;
}

/** Spends the token; false when it is unknown or another request spent it first. */
export async function unscopedConsumeSetupToken(db: Db, tokenHash: string) {
  const rows = await db
    .update(setupTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(setupTokens.tokenHash, tokenHash), isNull(setupTokens.usedAt)))
    .returning({ id: setupTokens.id });
  return rows.length > 0;
}
