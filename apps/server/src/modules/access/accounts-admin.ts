import {
  CARD_DEFAULT_TITLES,
  type AddMemberBody,
  type CreateAccountBody,
  type DomainRuleBody,
  type ProfileBody,
  type ProfileItemsResponse,
  type UpdateAccountBody,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { uniqueViolationOf } from '../../db/errors.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { deleteInvitationsFor } from './invitation-queries.js';
import { markContentChanged } from '../portal/content-revision.js';
import * as q from './queries.js';
import { recordEvent, type Actor } from '../audit/audit-log.js';

const isUniqueViolation = (error: unknown) => uniqueViolationOf(error) !== null;

/** Staff manage accounts, their members, permission profiles and email domain rules (issue 3, section 2). */

async function requireProfile(ctx: AppContext, scope: OrgScope, profileId: string | null | undefined) {
  if (profileId && !(await q.findProfile(ctx.db, scope, profileId))) throw notFound();
}

export async function createAccount(ctx: AppContext, scope: OrgScope, actor: Actor, body: CreateAccountBody) {
  await requireProfile(ctx, scope, body.permissionProfileId);
  const account = await q.insertAccount(ctx.db, scope, {
    name: body.name,
    domain: body.domain ?? null,
    permissionProfileId: body.permissionProfileId ?? null,
  });
  await recordEvent(ctx, scope, actor, {
    action: 'account.create',
    target: `account:${account.id}`,
    before: null,
    after: { name: body.name, domain: body.domain ?? null },
  });
  return { id: account.id };
}

export async function updateAccount(
  ctx: AppContext,
  scope: OrgScope,
  actor: Actor,
  accountId: string,
  body: UpdateAccountBody,
) {
  await requireProfile(ctx, scope, body.permissionProfileId);
  const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  // Nothing to change is not an error; the account must still be this organisation's.
  const before = await q.findAccount(ctx.db, scope, accountId);
  if (!before) throw notFound();
  if (Object.keys(changes).length === 0) return;
  if (!(await q.updateAccount(ctx.db, scope, accountId, changes))) throw notFound();
  const was = before as Record<string, unknown>;
  await recordEvent(ctx, scope, actor, {
    action: 'account.update',
    target: `account:${accountId}`,
    before: {
      name: before.name,
      ...Object.fromEntries(Object.keys(changes).map((k) => [k, was[k] ?? null])),
    },
    after: { name: before.name, ...changes },
  });
}

export async function addMember(
  ctx: AppContext,
  scope: OrgScope,
  actor: Actor,
  accountId: string,
  body: AddMemberBody,
) {
  const account = await q.findAccount(ctx.db, scope, accountId);
  if (!account) throw notFound();
  try {
    const member = await q.insertMember(ctx.db, scope, {
      accountId,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      isAutoApproved: false,
      accessExpiresAt: body.accessExpiresAt ? new Date(`${body.accessExpiresAt}T23:59:59.999Z`) : null,
    });
    await recordEvent(ctx, scope, actor, {
      action: 'member.add',
      target: `member:${member.id}`,
      before: null,
      after: { email: body.email, account: account.name, expiresAt: body.accessExpiresAt ?? null },
    });
    return { id: member.id };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'member_exists', 'This email is already a member of an account.', {
        email: 'This email is already a member of an account.',
      });
    throw error;
  }
}

/** Removes a member; invitations they sent go with them (cascade), and any left for their address too. */
export function removeMember(
  ctx: AppContext,
  scope: OrgScope,
  actor: Actor,
  accountId: string,
  memberId: string,
) {
  return ctx.transact(async () => {
    const account = await q.findAccount(ctx.db, scope, accountId);
    const removed = await q.deleteMember(ctx.db, scope, accountId, memberId);
    if (!removed) throw notFound();
    await deleteInvitationsFor(ctx.db, scope, removed.email);
    await recordEvent(ctx, scope, actor, {
      action: 'access.revoke',
      target: `member:${memberId}`,
      before: null,
      after: { email: removed.email, account: account?.name ?? null },
    });
  });
}

/** A profile may name only this organisation's items; what its members see changes, so cached views go. */
async function checkItems(ctx: AppContext, scope: OrgScope, itemUids: string[]) {
  const known = new Set((await q.listRestrictedItems(ctx.db, scope)).map((i) => i.itemUid));
  if (itemUids.some((uid) => !known.has(uid))) throw notFound();
}

/** A new profile, made the default (and the others not) in one transaction when asked. */
export function createProfile(ctx: AppContext, scope: OrgScope, actor: Actor, body: ProfileBody) {
  return ctx.transact(async () => {
    const created = await saveNewProfile(ctx, scope, body);
    await recordEvent(ctx, scope, actor, {
      action: 'profile.create',
      target: `profile:${created.id}`,
      before: null,
      after: profileRecord(body),
    });
    return created;
  });
}

async function saveNewProfile(ctx: AppContext, scope: OrgScope, body: ProfileBody) {
  await checkItems(ctx, scope, body.itemUids);
  const id = await q.insertProfile(ctx.db, scope, {
    name: body.name,
    itemUids: [...new Set(body.itemUids)],
    isDefault: body.isDefault ?? false,
  });
  if (body.isDefault) await q.clearDefaultProfiles(ctx.db, scope, id);
  return { id };
}

export function updateProfile(
  ctx: AppContext,
  scope: OrgScope,
  actor: Actor,
  profileId: string,
  body: ProfileBody,
) {
  return ctx.transact(async () => {
    const before = await q.findProfile(ctx.db, scope, profileId);
    await saveProfile(ctx, scope, profileId, body);
    await recordEvent(ctx, scope, actor, {
      action: 'profile.update',
      target: `profile:${profileId}`,
      before: before && profileRecord({ ...before, itemUids: before.itemUids }),
      after: profileRecord(body),
    });
  });
}

/** What the log keeps of a profile: its name, whether it is the default, and how many items it opens. */
const profileRecord = (p: { name: string; isDefault?: boolean | null; itemUids: string[] }) => ({
  name: p.name,
  isDefault: p.isDefault ?? false,
  items: new Set(p.itemUids).size,
});

async function saveProfile(ctx: AppContext, scope: OrgScope, profileId: string, body: ProfileBody) {
  await checkItems(ctx, scope, body.itemUids);
  if (
    !(await q.updateProfile(ctx.db, scope, profileId, {
      name: body.name,
      itemUids: [...new Set(body.itemUids)],
      isDefault: body.isDefault ?? false,
    }))
  )
    throw notFound();
  if (body.isDefault) await q.clearDefaultProfiles(ctx.db, scope, profileId);
  await markContentChanged(ctx, scope);
}

export async function profileItems(ctx: AppContext, scope: OrgScope): Promise<ProfileItemsResponse> {
  const [items, profiles] = await Promise.all([
    q.listRestrictedItems(ctx.db, scope),
    q.listProfiles(ctx.db, scope),
  ]);
  return {
    items: items.map((i) => ({
      itemUid: i.itemUid,
      title: i.title,
      cardTitle: i.cardTitle ?? CARD_DEFAULT_TITLES[i.cardKind],
      productName: i.productName,
      hidden: i.hidden,
    })),
    profiles: profiles.map((p) => ({ id: p.id, name: p.name, isDefault: p.isDefault, itemUids: p.itemUids })),
  };
}

export async function listDomainRules(ctx: AppContext, scope: OrgScope) {
  const rules = await q.listDomainRules(ctx.db, scope);
  return { rules: rules.map((r) => ({ id: r.id, domain: r.domain, kind: r.kind, accountId: r.accountId })) };
}

export async function addDomainRule(ctx: AppContext, scope: OrgScope, actor: Actor, body: DomainRuleBody) {
  if (body.accountId && !(await q.findAccount(ctx.db, scope, body.accountId))) throw notFound();
  try {
    const rule = await q.insertDomainRule(ctx.db, scope, {
      domain: body.domain,
      kind: body.kind,
      accountId: body.kind === 'approved' ? (body.accountId ?? null) : null,
    });
    await recordEvent(ctx, scope, actor, {
      action: 'domain-rule.add',
      target: `domain-rule:${rule.id}`,
      before: null,
      after: { domain: body.domain, kind: body.kind },
    });
    return { id: rule.id };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'domain_exists', 'This domain already has a rule.', {
        domain: 'This domain already has a rule.',
      });
    throw error;
  }
}

export async function removeDomainRule(ctx: AppContext, scope: OrgScope, actor: Actor, ruleId: string) {
  const removed = await q.deleteDomainRule(ctx.db, scope, ruleId);
  if (!removed) throw notFound();
  await recordEvent(ctx, scope, actor, {
    action: 'domain-rule.remove',
    target: `domain-rule:${ruleId}`,
    before: { domain: removed.domain, kind: removed.kind },
    after: null,
  });
}
