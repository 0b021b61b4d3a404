import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { rowsOf } from '../../db/rows.js';
import { executePrepared, ShapedStatements } from '../../db/shaped-statements.js';
import {
  accessRequests,
  assets,
  files,
  accountMembers,
  accounts,
  cards,
  emailDomainRules,
  items,
  loginTokens,
  memberships,
  ndaAcceptances,
  organisations,
  permissionProfiles,
  products,
  staffUsers,
  type AccessRequestDetails,
} from '../../db/schema/index.js';
import type { OrgScope } from '../../context.js';

/** The values of the prepared queries below, filled per execution. */
const param = {
  orgId: sql.placeholder('orgId'),
  id: sql.placeholder('id'),
  textSha256: sql.placeholder('textSha256'),
};

/** Looked up for every member's and every preview's request. */
const profileItemUidsQuery = preparedQuery((db) =>
  db
    .select({ itemUids: permissionProfiles.itemUids })
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.orgId, param.orgId), eq(permissionProfiles.id, param.id)))
    .prepare('profile_item_uids'),
);

export async function getProfileItemUids(db: Db, scope: OrgScope, profileId: string) {
  const rows = await profileItemUidsQuery(db).execute({ orgId: scope.orgId, id: profileId });
  return rows[0]?.itemUids ?? null;
}

/**
 * The profile a preview names, by its id or through an account's, with its items: in one round
 * trip, as every request of a staff preview asks for it. Null when neither is this organisation's.
 */
const previewProfileQuery = preparedQuery((db) =>
  db
    .select({ id: permissionProfiles.id, itemUids: permissionProfiles.itemUids })
    .from(permissionProfiles)
    .where(
      and(
        eq(permissionProfiles.orgId, param.orgId),
        eq(
          permissionProfiles.id,
          sql`coalesce(${sql.placeholder('profileId')}::uuid, (select ${accounts.permissionProfileId} from ${accounts}
            where ${accounts.orgId} = ${param.orgId} and ${accounts.id} = ${sql.placeholder('accountId')}::uuid))`,
        ),
      ),
    )
    .prepare('preview_profile'),
);

export async function findPreviewProfile(
  db: Db,
  scope: OrgScope,
  named: { accountId?: string; permissionProfileId?: string },
) {
  const rows = await previewProfileQuery(db).execute({
    orgId: scope.orgId,
    profileId: named.permissionProfileId ?? null,
    accountId: named.accountId ?? null,
  });
  return rows[0] ?? null;
}

/**
 * Whether a member accepted the NDA of this fingerprint, and their profile's items: what every
 * request of a signed-in member asks, in one round trip.
 */
const memberAccessStatement = new ShapedStatements<null>(
  () => sql`select exists (select from ${ndaAcceptances} where ${ndaAcceptances.orgId} = ${param.orgId}::uuid
        and ${ndaAcceptances.accountMemberId} = ${param.id}::uuid
        and ${ndaAcceptances.textSha256} = ${param.textSha256}::text) as accepted,
      (select ${permissionProfiles.itemUids} from ${permissionProfiles}
        where ${permissionProfiles.orgId} = ${param.orgId}::uuid
          and ${permissionProfiles.id} = ${sql.placeholder('profileId')}::uuid) as "itemUids"`,
  'member_access',
);

export async function findMemberAccess(
  db: Db,
  { orgId }: OrgScope,
  memberId: string,
  ndaSha256: string | null,
  profileId: string | null,
): Promise<{ accepted: boolean; itemUids: string[] | null }> {
  const values = { orgId, id: memberId, textSha256: ndaSha256, profileId };
  const [row] = rowsOf(await executePrepared(db, memberAccessStatement.prepared(null, values)));
  return row as { accepted: boolean; itemUids: string[] | null };
}

export async function getDefaultProfileId(db: Db, { orgId }: OrgScope) {
  const rows = await db
    .select({ id: permissionProfiles.id })
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.isDefault, true)))
    .limit(1);
  return rows[0]?.id ?? null;
}

const accountQuery = preparedQuery((db) =>
  db
    .select()
    .from(accounts)
    .where(and(eq(accounts.orgId, param.orgId), eq(accounts.id, param.id)))
    .prepare('find_account'),
);

export async function findAccount(db: Db, scope: OrgScope, accountId: string) {
  const rows = await accountQuery(db).execute({ orgId: scope.orgId, id: accountId });
  return rows[0] ?? null;
}

export async function findMemberByEmail(db: Db, { orgId }: OrgScope, email: string) {
  const rows = await db
    .select()
    .from(accountMembers)
    .where(
      and(eq(accountMembers.orgId, orgId), sql`lower(${accountMembers.email}) = ${email.toLowerCase()}`),
    );
  return rows[0] ?? null;
}

export async function latestRequestByEmail(db: Db, { orgId }: OrgScope, email: string) {
  const rows = await db
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.orgId, orgId), sql`lower(${accessRequests.email}) = ${email.toLowerCase()}`))
    .orderBy(desc(accessRequests.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function findDomainRule(db: Db, { orgId }: OrgScope, domain: string) {
  const rows = await db
    .select()
    .from(emailDomainRules)
    .where(
      and(
        eq(emailDomainRules.orgId, orgId),
        sql`lower(${emailDomainRules.domain}) = ${domain.toLowerCase()}`,
      ),
    );
  return rows[0] ?? null;
}

export async function insertAccount(
  db: Db,
  { orgId }: OrgScope,
  values: { name: string; domain: string | null; permissionProfileId: string | null },
) {
  const [row] = await db
    .insert(accounts)
    .values({ orgId, ...values })
    .returning();
  return row!;
}

/** Reads a domain rule and holds its row until the transaction ends. */
export async function lockDomainRule(db: Db, { orgId }: OrgScope, ruleId: string) {
  const rows = await db
    .select()
    .from(emailDomainRules)
    .where(and(eq(emailDomainRules.orgId, orgId), eq(emailDomainRules.id, ruleId)))
    .for('update');
  return rows[0] ?? null;
}

export async function linkDomainRuleToAccount(
  db: Db,
  { orgId }: OrgScope,
  ruleId: string,
  accountId: string,
) {
  await db
    .update(emailDomainRules)
    .set({ accountId })
    .where(and(eq(emailDomainRules.orgId, orgId), eq(emailDomainRules.id, ruleId)));
}

export async function insertMember(
  db: Db,
  { orgId }: OrgScope,
  values: {
    accountId: string;
    email: string;
    firstName: string;
    lastName: string;
    isAutoApproved: boolean;
    accessExpiresAt?: Date | null;
  },
) {
  const [row] = await db
    .insert(accountMembers)
    .values({ orgId, ...values })
    .returning();
  return row!;
}

export async function insertAccessRequest(
  db: Db,
  { orgId }: OrgScope,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    companyName: string;
    productId: string | null;
    details: AccessRequestDetails;
    status: 'pending' | 'approved' | 'declined';
    autoDecided: boolean;
    accountId?: string | null;
    visitorId?: string | null;
  },
) {
  const [row] = await db
    .insert(accessRequests)
    .values({ orgId, ...values, decidedAt: values.status === 'pending' ? null : new Date() })
    .returning();
  return row!;
}

export async function insertLoginToken(
  db: Db,
  { orgId }: OrgScope,
  values: { tokenHash: string; accountMemberId: string; expiresAt: Date },
) {
  await db.insert(loginTokens).values({ orgId, ...values });
}

/** Marks an unused, unexpired token used and answers its member; null when there is none. Single use even under races. */
export async function consumeLoginToken(db: Db, { orgId }: OrgScope, tokenHash: string, now: Date) {
  const rows = await db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginTokens.orgId, orgId),
        eq(loginTokens.tokenHash, tokenHash),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, now),
      ),
    )
    .returning({ accountMemberId: loginTokens.accountMemberId });
  return rows[0]?.accountMemberId ?? null;
}

export async function markWelcomed(db: Db, { orgId }: OrgScope, memberId: string) {
  await db
    .update(accountMembers)
    .set({ welcomedAt: new Date() })
    .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, memberId)));
}

/** A member's account and who they are, for the sign-in redirect and the audit trail. */
export async function findMemberSummary(db: Db, { orgId }: OrgScope, memberId: string) {
  const rows = await db
    .select({
      accountId: accountMembers.accountId,
      email: accountMembers.email,
      firstName: accountMembers.firstName,
      lastName: accountMembers.lastName,
    })
    .from(accountMembers)
    .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, memberId)));
  return rows[0] ?? null;
}

export async function getOrganisation(db: Db, { orgId }: OrgScope) {
  const rows = await db
    .select({ id: organisations.id, name: organisations.name, slug: organisations.slug })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return rows[0]!;
}

export function listAccessRequests(db: Db, { orgId }: OrgScope, status: 'pending' | 'approved' | 'declined') {
  return db
    .select({ request: accessRequests, productName: products.name })
    .from(accessRequests)
    .leftJoin(products, and(eq(products.id, accessRequests.productId), eq(products.orgId, orgId)))
    .where(and(eq(accessRequests.orgId, orgId), eq(accessRequests.status, status)))
    .orderBy(status === 'pending' ? asc(accessRequests.createdAt) : desc(accessRequests.decidedAt));
}

/** An access request; `lock` holds its row until the transaction ends. */
export async function findAccessRequest(
  db: Db,
  { orgId }: OrgScope,
  requestId: string,
  { lock = false } = {},
) {
  const query = db
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.orgId, orgId), eq(accessRequests.id, requestId)));
  const rows = await (lock ? query.for('update') : query);
  return rows[0] ?? null;
}

/** Decides a pending request; false when it was no longer pending (decided meanwhile). */
export async function decideAccessRequest(
  db: Db,
  { orgId }: OrgScope,
  requestId: string,
  decision: {
    status: 'approved' | 'declined';
    decidedBy: string;
    accountId?: string;
    permissionProfileId?: string;
  },
) {
  const rows = await db
    .update(accessRequests)
    .set({ ...decision, decidedAt: new Date() })
    .where(
      and(
        eq(accessRequests.orgId, orgId),
        eq(accessRequests.id, requestId),
        eq(accessRequests.status, 'pending'),
      ),
    )
    .returning({ id: accessRequests.id });
  return rows.length > 0;
}

/** A declined request back to pending (the decline undone); false when it is not declined. */
export async function reopenAccessRequest(db: Db, { orgId }: OrgScope, requestId: string) {
  const rows = await db
    .update(accessRequests)
    .set({ status: 'pending', decidedAt: null, decidedBy: null })
    .where(
      and(
        eq(accessRequests.orgId, orgId),
        eq(accessRequests.id, requestId),
        eq(accessRequests.status, 'declined'),
      ),
    )
    .returning({ id: accessRequests.id });
  return rows.length > 0;
}

export async function findProfile(db: Db, { orgId }: OrgScope, profileId: string) {
  const rows = await db
    .select()
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.id, profileId)));
  return rows[0] ?? null;
}

export function listAccounts(db: Db, { orgId }: OrgScope) {
  return db.select().from(accounts).where(eq(accounts.orgId, orgId)).orderBy(asc(accounts.name));
}

export function listMembers(db: Db, { orgId }: OrgScope) {
  return db
    .select()
    .from(accountMembers)
    .where(eq(accountMembers.orgId, orgId))
    .orderBy(asc(accountMembers.email));
}

export function listProfiles(db: Db, { orgId }: OrgScope) {
  return db
    .select()
    .from(permissionProfiles)
    .where(eq(permissionProfiles.orgId, orgId))
    .orderBy(desc(permissionProfiles.isDefault), asc(permissionProfiles.name));
}

export async function updateMemberAccess(
  db: Db,
  { orgId }: OrgScope,
  memberId: string,
  values: { accountId: string; accessExpiresAt: Date | null },
) {
  await db
    .update(accountMembers)
    .set(values)
    .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, memberId)));
}

/** Looked up for every request of a member of an organisation with an NDA. */
const ndaAcceptanceQuery = preparedQuery((db) =>
  db
    .select()
    .from(ndaAcceptances)
    .where(
      and(
        eq(ndaAcceptances.orgId, param.orgId),
        eq(ndaAcceptances.accountMemberId, param.id),
        eq(ndaAcceptances.textSha256, param.textSha256),
      ),
    )
    .orderBy(desc(ndaAcceptances.acceptedAt))
    .limit(1)
    .prepare('nda_acceptance'),
);

export async function findNdaAcceptance(db: Db, scope: OrgScope, memberId: string, textSha256: string) {
  const rows = await ndaAcceptanceQuery(db).execute({ orgId: scope.orgId, id: memberId, textSha256 });
  return rows[0] ?? null;
}

export async function insertNdaAcceptance(
  db: Db,
  { orgId }: OrgScope,
  values: Omit<typeof ndaAcceptances.$inferInsert, 'orgId'>,
) {
  await db.insert(ndaAcceptances).values({ orgId, ...values });
}

export async function updateAccount(
  db: Db,
  { orgId }: OrgScope,
  accountId: string,
  values: Partial<{ name: string; domain: string | null; permissionProfileId: string | null }>,
) {
  const rows = await db
    .update(accounts)
    .set(values)
    .where(and(eq(accounts.orgId, orgId), eq(accounts.id, accountId)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

export async function deleteMember(db: Db, { orgId }: OrgScope, accountId: string, memberId: string) {
  const rows = await db
    .delete(accountMembers)
    .where(
      and(
        eq(accountMembers.orgId, orgId),
        eq(accountMembers.accountId, accountId),
        eq(accountMembers.id, memberId),
      ),
    )
    .returning({ id: accountMembers.id, email: accountMembers.email });
  return rows[0] ?? null;
}

export async function insertProfile(
  db: Db,
  { orgId }: OrgScope,
  values: { name: string; itemUids: string[]; isDefault: boolean },
) {
  const [row] = await db
    .insert(permissionProfiles)
    .values({ orgId, ...values })
    .returning({ id: permissionProfiles.id });
  return row!.id;
}

export async function updateProfile(
  db: Db,
  { orgId }: OrgScope,
  profileId: string,
  values: { name: string; itemUids: string[]; isDefault: boolean },
) {
  const rows = await db
    .update(permissionProfiles)
    .set(values)
    .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.id, profileId)))
    .returning({ id: permissionProfiles.id });
  return rows.length > 0;
}

/** One default profile per organisation: making one the default unsets the others. */
export async function clearDefaultProfiles(db: Db, { orgId }: OrgScope, exceptId: string) {
  await db
    .update(permissionProfiles)
    .set({ isDefault: false })
    .where(and(eq(permissionProfiles.orgId, orgId), sql`${permissionProfiles.id} <> ${exceptId}`));
}

export function listDomainRules(db: Db, { orgId }: OrgScope) {
  return db
    .select()
    .from(emailDomainRules)
    .where(eq(emailDomainRules.orgId, orgId))
    .orderBy(asc(emailDomainRules.kind), asc(emailDomainRules.domain));
}

export async function insertDomainRule(
  db: Db,
  { orgId }: OrgScope,
  values: { domain: string; kind: 'approved' | 'blocked'; accountId: string | null },
) {
  const [row] = await db
    .insert(emailDomainRules)
    .values({ orgId, ...values })
    .returning();
  return row!;
}

export async function deleteDomainRule(db: Db, { orgId }: OrgScope, ruleId: string) {
  const rows = await db
    .delete(emailDomainRules)
    .where(and(eq(emailDomainRules.orgId, orgId), eq(emailDomainRules.id, ruleId)))
    .returning({ domain: emailDomainRules.domain, kind: emailDomainRules.kind });
  return rows[0] ?? null;
}

/** Items a profile may name: every item of the organisation that is not public, with where it sits. */
export function listRestrictedItems(db: Db, { orgId }: OrgScope) {
  return db
    .select({
      itemUid: items.uid,
      title: items.title,
      hidden: items.hidden,
      cardKind: cards.kind,
      cardTitle: cards.title,
      productName: products.name,
    })
    .from(items)
    .innerJoin(cards, and(eq(cards.id, items.cardId), eq(cards.orgId, orgId)))
    .innerJoin(products, and(eq(products.id, cards.productId), eq(products.orgId, orgId)))
    .where(and(eq(items.orgId, orgId), eq(items.publicAccess, false)))
    .orderBy(asc(products.position), asc(items.title));
}

/** Emails of the organisation's staff among `userIds` (people removed since are skipped). */
export async function staffEmails(db: Db, { orgId }: OrgScope, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ email: staffUsers.email })
    .from(memberships)
    .innerJoin(staffUsers, eq(staffUsers.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), inArray(memberships.userId, userIds)));
  return rows.map((r) => r.email);
}

/** The stored PDF of an NDA (an asset of type 'nda'), by file id. */
export async function findNdaFile(db: Db, { orgId }: OrgScope, fileId: string) {
  const rows = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .innerJoin(assets, and(eq(assets.fileId, files.id), eq(assets.orgId, orgId), eq(assets.type, 'nda')))
    .where(and(eq(files.orgId, orgId), eq(files.id, fileId)));
  return rows[0] ?? null;
}
