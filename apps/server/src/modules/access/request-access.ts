import {
  ACCESS_MESSAGES as M,
  customizationSettingsSchema,
  missingAccessFields,
  type AccessRequestBody,
  type AccessRequestResponse,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { uniqueViolationOf } from '../../db/errors.js';
import { AppError, notFound } from '../../plugins/errors.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { getCustomization, listProducts } from '../portal/queries.js';
import { autoApprovedEmail, requestAcknowledgedEmail, requestReceivedEmail } from './emails.js';
import { useInvitation } from './invite-colleagues.js';
import { issueLoginLink } from './login-links.js';
import type { PortalLinks } from './portal-links.js';
import * as q from './queries.js';
import { recordEvent } from '../audit/audit-log.js';
import { emailDomain, isWorkEmail } from './work-email.js';

/** Who the log names for a request a domain rule declined. */
const BLOCKED_DOMAIN_RULE = { userId: null, name: 'The blocked-domain rule' };

const fieldError = (fields: Record<string, string>) =>
  new AppError(400, 'validation_error', Object.values(fields)[0]!, fields);
const pendingRequest = () => new AppError(409, 'pending_request', 'Your request is waiting for review.');
const alreadyMember = () =>
  new AppError(
    409,
    'account_already_exists',
    'You already have access. Check your email for a sign-in link, or sign in again.',
  );

/** A waiting or declined request answers again, unless an invitation admits the address. */
function refuseAfter(previous: { status: string; autoDecided: boolean } | null, invited: boolean): void {
  if (invited || !previous) return;
  if (previous.status === 'pending') throw pendingRequest();
  if (previous.status === 'declined')
    throw new AppError(
      403,
      previous.autoDecided ? 'request_access_auto_declined' : 'request_declined',
      'Your request was declined.',
    );
}

/**
 * A visitor asks for access (visitor spec sections 4, 5 and 8; issue 3 section 4): optional fields
 * the customization switches on are required; free-mail addresses are refused; a blocked domain is
 * declined; an existing member or an open or declined request answers its code; an approved domain
 * joins (or creates) its account with the default profile at once; everything else waits for staff.
 */
export async function requestAccess(
  ctx: AppContext,
  tenant: ResolvedTenant,
  body: AccessRequestBody,
  links: PortalLinks,
): Promise<AccessRequestResponse> {
  const scope = { orgId: tenant.id };
  const customizationRow = await getCustomization(ctx.db, scope);
  const settings = customizationSettingsSchema.parse(customizationRow?.settings ?? {});
  const missing = missingAccessFields(settings.accessRequestFields, body);
  if (Object.keys(missing).length > 0) throw fieldError(missing);

  const products = await listProducts(ctx.db, scope);
  const productIds = new Set(
    products.filter((p) => p.show || p.id === tenant.defaultProductId).map((p) => p.id),
  );
  if (!productIds.has(body.productId)) throw notFound();
  if (body.accountMemberRequestProducts?.some((id) => !productIds.has(id))) throw notFound();
  if (!isWorkEmail(body.email))
    throw new AppError(400, 'not_work_email', M.workEmail, { email: M.workEmail });

  const domain = emailDomain(body.email);
  const requester = { userId: null, name: `${body.firstName} ${body.lastName}` };
  const [rule, member, previous] = await Promise.all([
    q.findDomainRule(ctx.db, scope, domain),
    q.findMemberByEmail(ctx.db, scope, body.email),
    q.latestRequestByEmail(ctx.db, scope, body.email),
  ]);
  const request = {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    companyName: body.companyName,
    productId: body.productId,
    visitorId: body.visitorId ?? null,
    details: {
      jobTitle: body.jobTitle,
      pointOfContact: body.pointOfContact,
      relationship: body.relationship,
      country: body.country,
      productIds: body.accountMemberRequestProducts,
      customCheckbox: body.customCheckbox,
      reason: settings.accessRequestFields.reasonField ? body.reason : undefined,
      subscribe: body.subscribe,
      itemUid: body.itemUid,
      itemKind: body.itemKind,
      source: body.source,
    },
  };

  if (rule?.kind === 'blocked') {
    const declined = await q.insertAccessRequest(ctx.db, scope, {
      ...request,
      status: 'declined',
      autoDecided: true,
    });
    await recordEvent(ctx, scope, BLOCKED_DOMAIN_RULE, {
      action: 'access.decline',
      target: `request:${declined.id}`,
      before: null,
      after: { email: body.email, message: `${domain} is a blocked domain` },
    });
    throw new AppError(
      403,
      'request_declined_blocked_domain',
      'Requests from this email domain are not accepted.',
    );
  }
  if (member) {
    if (member.accessExpiresAt && member.accessExpiresAt <= new Date())
      throw new AppError(403, 'access_expired', 'Your access has expired.');
    throw alreadyMember();
  }
  // Checked again once an invitation is known to be good (in the transaction below).
  refuseAfter(previous, Boolean(body.invitedColleagueToken));

  const org = { id: tenant.id, name: tenant.name, portalTitle: settings.portalTitle };
  try {
    // One transaction: the request, the member, the account and the mail stand or fall together,
    // and parallel requests for one address meet the unique indexes (answered 409 below).
    return await ctx.transact(async () => {
      const invitedTo = await useInvitation(ctx, tenant.id, body.email, body.invitedColleagueToken);
      refuseAfter(previous, Boolean(invitedTo));
      if (invitedTo && (await q.findAccount(ctx.db, scope, invitedTo))) {
        // Invited by a member: joins the inviter's account with its profile.
        await joinAccount(ctx, scope, invitedTo, false, 'invited by a member');
        return { status: 'AutoApproved' as const };
      }
      if (rule?.kind === 'approved') {
        // Locked: parallel first requests from a new domain make one account, not one each.
        const locked = await q.lockDomainRule(ctx.db, scope, rule.id);
        let accountId = locked?.accountId ?? null;
        if (!accountId || !(await q.findAccount(ctx.db, scope, accountId))) {
          const account = await q.insertAccount(ctx.db, scope, {
            name: body.companyName,
            domain,
            permissionProfileId: await q.getDefaultProfileId(ctx.db, scope),
          });
          await q.linkDomainRuleToAccount(ctx.db, scope, rule.id, account.id);
          accountId = account.id;
        }
        await joinAccount(ctx, scope, accountId, true, 'approved domain');
        return { status: 'AutoApproved' as const };
      }
      const pending = await q.insertAccessRequest(ctx.db, scope, {
        ...request,
        status: 'pending',
        autoDecided: false,
      });
      await recordEvent(ctx, scope, requester, {
        action: 'access.request',
        target: `request:${pending.id}`,
        before: null,
        after: { email: body.email, company: body.companyName, reason: request.details.reason ?? null },
      });
      await ctx.mail.send(requestAcknowledgedEmail(org, body.email));
      // The staff chosen in Settings, else the organisation's support or security mailbox.
      const chosen = await q.staffEmails(ctx.db, scope, settings.requestNotifyUserIds);
      const fallback = settings.supportMailbox ?? settings.securityMailbox;
      const name = `${body.firstName} ${body.lastName}`;
      for (const to of chosen.length > 0 ? chosen : fallback ? [fallback] : []) {
        await ctx.mail.send(
          requestReceivedEmail(
            org,
            to,
            { name, email: body.email, company: body.companyName },
            `${ctx.config.appUrl}/app/requests`,
          ),
        );
      }
      return { status: 'Pending' as const, requestId: pending.id };
    });
  } catch (error) {
    const index = uniqueViolationOf(error);
    if (index === 'access_requests_one_pending_idx') throw pendingRequest();
    if (index !== null) throw alreadyMember();
    throw error;
  }

  async function joinAccount(
    ctx: AppContext,
    scope: OrgScope,
    accountId: string,
    isAutoApproved: boolean,
    reason: string,
  ) {
    const account = await q.findAccount(ctx.db, scope, accountId);
    await recordEvent(ctx, scope, requester, {
      action: 'access.auto_approve',
      target: `account:${accountId}`,
      before: null,
      after: { email: body.email, account: account?.name ?? body.companyName, reason },
    });
    const created = await q.insertMember(ctx.db, scope, {
      accountId,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      isAutoApproved,
    });
    await q.insertAccessRequest(ctx.db, scope, {
      ...request,
      status: 'approved',
      autoDecided: true,
      accountId,
    });
    await ctx.mail.send(
      autoApprovedEmail(org, body.email, await issueLoginLink(ctx, scope, created.id, links)),
    );
  }
}
