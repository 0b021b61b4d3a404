import type { AccessRequestSummary, AccountsOverview, ApproveAccessRequestBody } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { customizationSettingsSchema } from '@trust/shared';
import { getCustomization } from '../portal/queries.js';
import { approvedEmail, declinedEmail } from './emails.js';
import { recordEvent, type Actor } from '../audit/audit-log.js';
import { issueLoginLink } from './login-links.js';
import { portalLinks } from './portal-links.js';
import * as q from './queries.js';
import { emailDomain } from './work-email.js';

/** A staff user deciding: their id goes on the request, their name in the log. */
type StaffActor = Actor & { userId: string };

/** Staff review of access requests (issue 3, section 4): the queue, approving and declining. */
export async function listRequests(
  ctx: AppContext,
  scope: OrgScope,
  status: 'pending' | 'approved' | 'declined',
): Promise<AccessRequestSummary[]> {
  const [rows, accounts] = await Promise.all([
    q.listAccessRequests(ctx.db, scope, status),
    q.listAccounts(ctx.db, scope),
  ]);
  const accountByDomain = new Map(
    accounts.filter((a) => a.domain).map((a) => [a.domain!.toLowerCase(), a.id]),
  );
  return rows.map(({ request, productName }) => ({
    id: request.id,
    email: request.email,
    firstName: request.firstName,
    lastName: request.lastName,
    companyName: request.companyName,
    status: request.status,
    autoDecided: request.autoDecided,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    productName,
    details: request.details as Record<string, unknown>,
    suggestedAccountId: accountByDomain.get(emailDomain(request.email)) ?? null,
    visitorTracked: request.visitorId !== null,
  }));
}

async function orgForMail(ctx: AppContext, scope: OrgScope) {
  const [org, customization] = await Promise.all([
    q.getOrganisation(ctx.db, scope),
    getCustomization(ctx.db, scope),
  ]);
  const settings = customizationSettingsSchema.parse(customization?.settings ?? {});
  return { id: org.id, name: org.name, slug: org.slug, portalTitle: settings.portalTitle };
}

export async function approveRequest(
  ctx: AppContext,
  scope: OrgScope,
  requestId: string,
  body: ApproveAccessRequestBody,
  actor: StaffActor,
): Promise<void> {
  // Held until the decision commits: parallel approvals wait here, then find it decided.
  const request = await q.findAccessRequest(ctx.db, scope, requestId, { lock: true });
  if (!request) throw notFound();
  if (request.status !== 'pending')
    throw new AppError(409, 'already_decided', 'This request was already decided.');
  const profile = await q.findProfile(ctx.db, scope, body.permissionProfileId);
  if (!profile) throw notFound();
  let accountId = body.accountId;
  let accountName = body.newAccountName ?? '';
  if (accountId) {
    const account = await q.findAccount(ctx.db, scope, accountId);
    if (!account) throw notFound();
    accountName = account.name;
  } else {
    accountId = (
      await q.insertAccount(ctx.db, scope, {
        name: body.newAccountName!,
        domain: emailDomain(request.email),
        permissionProfileId: body.permissionProfileId,
      })
    ).id;
  }
  if (
    !(await q.decideAccessRequest(ctx.db, scope, requestId, {
      status: 'approved',
      decidedBy: actor.userId,
      accountId,
      permissionProfileId: body.permissionProfileId,
    }))
  ) {
    throw new AppError(409, 'already_decided', 'This request was already decided.');
  }
  // An expiry date ends access at the end of that day (UTC).
  const accessExpiresAt = body.expiresAt ? new Date(`${body.expiresAt}T23:59:59.999Z`) : null;
  const existing = await q.findMemberByEmail(ctx.db, scope, request.email);
  const memberId = existing
    ? (await q.updateMemberAccess(ctx.db, scope, existing.id, { accountId, accessExpiresAt }), existing.id)
    : (
        await q.insertMember(ctx.db, scope, {
          accountId,
          email: request.email,
          firstName: request.firstName,
          lastName: request.lastName,
          isAutoApproved: false,
          accessExpiresAt,
        })
      ).id;
  await recordEvent(ctx, scope, actor, {
    action: 'access.approve',
    target: `request:${requestId}`,
    before: null,
    after: {
      email: request.email,
      account: accountName,
      profile: profile.name,
      expiresAt: body.expiresAt ?? null,
    },
  });
  const org = await orgForMail(ctx, scope);
  const link = await issueLoginLink(
    ctx,
    scope,
    memberId,
    portalLinks(ctx.config, { slug: org.slug, customDomain: null }),
  );
  await ctx.mail.send(approvedEmail(org, request.email, link, accessExpiresAt));
}

export async function declineRequest(
  ctx: AppContext,
  scope: OrgScope,
  requestId: string,
  actor: StaffActor,
  message?: string,
): Promise<void> {
  const request = await q.findAccessRequest(ctx.db, scope, requestId);
  if (!request) throw notFound();
  if (
    !(await q.decideAccessRequest(ctx.db, scope, requestId, { status: 'declined', decidedBy: actor.userId }))
  ) {
    throw new AppError(409, 'already_decided', 'This request was already decided.');
  }
  await recordEvent(ctx, scope, actor, {
    action: 'access.decline',
    target: `request:${requestId}`,
    before: null,
    after: { email: request.email, message: message ?? null },
  });
  await ctx.mail.send(declinedEmail(await orgForMail(ctx, scope), request.email, message));
}

/** Undoes a decline: the request waits for review again (no mail; the requester was told once). */
export async function reopenRequest(
  ctx: AppContext,
  scope: OrgScope,
  requestId: string,
  actor: Actor,
): Promise<void> {
  const request = await q.findAccessRequest(ctx.db, scope, requestId);
  if (!request) throw notFound();
  if (!(await q.reopenAccessRequest(ctx.db, scope, requestId)))
    throw new AppError(409, 'not_declined', 'Only a declined request can be reopened.');
  await recordEvent(ctx, scope, actor, {
    action: 'access.reopen',
    target: `request:${requestId}`,
    before: null,
    after: { email: request.email },
  });
}

export async function accountsOverview(ctx: AppContext, scope: OrgScope): Promise<AccountsOverview> {
  const [accounts, members, profiles] = await Promise.all([
    q.listAccounts(ctx.db, scope),
    q.listMembers(ctx.db, scope),
    q.listProfiles(ctx.db, scope),
  ]);
  return {
    accounts: accounts.map((a) => ({
      id: a.id,
      name: a.name,
      domain: a.domain,
      permissionProfileId: a.permissionProfileId,
      members: members
        .filter((m) => m.accountId === a.id)
        .map((m) => ({
          id: m.id,
          email: m.email,
          firstName: m.firstName,
          lastName: m.lastName,
          accessExpiresAt: m.accessExpiresAt?.toISOString() ?? null,
        })),
    })),
    profiles: profiles.map((p) => ({
      id: p.id,
      name: p.name,
      isDefault: p.isDefault,
      itemCount: p.itemUids.length,
    })),
  };
}
