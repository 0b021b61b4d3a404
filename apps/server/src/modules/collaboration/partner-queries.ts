import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountMembers, accounts, partners, tprmTokens } from '../../db/schema/index.js';
import type { OrgScope } from '../../context.js';

export function listPartners(db: Db, { orgId }: OrgScope) {
  return db
    .select({ id: partners.id, name: partners.name, domain: partners.domain })
    .from(partners)
    .where(eq(partners.orgId, orgId))
    .orderBy(asc(partners.name));
}

export async function findPartner(db: Db, { orgId }: OrgScope, id: string) {
  const rows = await db
    .select({ id: partners.id, name: partners.name, domain: partners.domain })
    .from(partners)
    .where(and(eq(partners.orgId, orgId), eq(partners.id, id)));
  return rows[0] ?? null;
}

export async function insertPartner(db: Db, { orgId }: OrgScope, values: { name: string; domain: string }) {
  const [row] = await db
    .insert(partners)
    .values({ orgId, ...values })
    .returning({ id: partners.id, name: partners.name, domain: partners.domain });
  return row!;
}

export async function deletePartner(db: Db, { orgId }: OrgScope, id: string) {
  const rows = await db
    .delete(partners)
    .where(and(eq(partners.orgId, orgId), eq(partners.id, id)))
    .returning({ id: partners.id });
  return rows.length > 0;
}

export async function insertToken(
  db: Db,
  { orgId }: OrgScope,
  values: { accountId: string; memberId: string; partnerId: string; expiresAt: Date },
) {
  const [row] = await db
    .insert(tprmTokens)
    .values({ orgId, ...values })
    .returning({ id: tprmTokens.id });
  return row!.id;
}

/**
 * Redeems a token once: marks it used and answers it with its account and partner, or null when it
 * is unknown, expired or already used. One statement, so two redemptions at once cannot both win.
 */
export async function redeemToken(db: Db, { orgId }: OrgScope, id: string, ip: string) {
  const [row] = await db
    .update(tprmTokens)
    .set({ usedAt: sql`now()`, usedIp: ip })
    .where(
      and(
        eq(tprmTokens.orgId, orgId),
        eq(tprmTokens.id, id),
        isNull(tprmTokens.usedAt),
        sql`${tprmTokens.expiresAt} > now()`,
      ),
    )
    .returning();
  return row ?? null;
}

/** A redeemed token still inside its life: its document links keep working until it expires. */
export async function findRedeemedToken(db: Db, { orgId }: OrgScope, id: string) {
  const rows = await db
    .select()
    .from(tprmTokens)
    .where(
      and(
        eq(tprmTokens.orgId, orgId),
        eq(tprmTokens.id, id),
        sql`${tprmTokens.usedAt} is not null`,
        sql`${tprmTokens.expiresAt} > now()`,
      ),
    );
  return rows[0] ?? null;
}

/** The member who issued a token, with what deciding their view needs. */
export async function findTokenMember(db: Db, { orgId }: OrgScope, accountId: string, memberId: string) {
  const rows = await db
    .select({
      memberId: accountMembers.id,
      email: accountMembers.email,
      accessExpiresAt: accountMembers.accessExpiresAt,
      accountName: accounts.name,
      permissionProfileId: accounts.permissionProfileId,
    })
    .from(accountMembers)
    .innerJoin(accounts, and(eq(accounts.id, accountMembers.accountId), eq(accounts.orgId, orgId)))
    .where(
      and(
        eq(accountMembers.orgId, orgId),
        eq(accountMembers.id, memberId),
        eq(accountMembers.accountId, accountId),
      ),
    );
  return rows[0] ?? null;
}
