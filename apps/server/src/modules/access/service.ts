import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessRequestBody, InviteColleagueBody, MemberMe } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../plugins/errors.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { resolveShareTenant } from '../../plugins/tenant/plugin.js';
import { extendAccess } from './extend-access.js';
import { inviteColleagues } from './invite-colleagues.js';
import { acceptNda, ndaDocument, ndaStatus, signedNdaPdf } from './nda.js';
import { redeemLoginLink } from './login-links.js';
import { requestLogin } from './login-request.js';
import { portalLinks } from './portal-links.js';
import { findAccessRequest, findMemberSummary, markWelcomed } from './queries.js';
import { memberActor, recordEvent } from '../audit/audit-log.js';
import { requestAccess } from './request-access.js';
import { resolveViewer, type ViewerParams } from './viewer.js';
import { SubscriptionService } from '../updates/subscriptions.js';

/** The access module's face to routes and other modules. */
export class AccessService {
  constructor(private readonly ctx: AppContext) {}

  /** The 'send me updates' box on the request form starts a subscription too (double opt-in, source access_request). */
  async requestAccess(request: FastifyRequest, tenant: ResolvedTenant, body: AccessRequestBody) {
    const result = await requestAccess(this.ctx, tenant, body, portalLinks(this.ctx.config, tenant));
    if (body.subscribe) {
      await new SubscriptionService(this.ctx)
        .subscribe(request, tenant, {
          email: body.email.toLowerCase(),
          source: 'access_request',
          productIds: [body.productId],
        })
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'subscribing from an access request failed'),
        );
    }
    return result;
  }

  /** Where a request the portal remembers stands; another organisation's request is not found. */
  async requestStatus(tenant: ResolvedTenant, requestId: string) {
    const found = await findAccessRequest(this.ctx.db, { orgId: tenant.id }, requestId);
    if (!found) throw notFound();
    return { status: found.status };
  }

  requestLogin(request: FastifyRequest, tenant: ResolvedTenant, productId: string, email: string) {
    return requestLogin(this.ctx, tenant, productId, email, portalLinks(this.ctx.config, tenant));
  }

  /** Signs the member in when the link is good and answers where to go next. */
  async followLoginLink(
    request: FastifyRequest,
    reply: FastifyReply,
    tenant: ResolvedTenant,
    token: string,
  ): Promise<string> {
    const scope = { orgId: tenant.id };
    const base = portalLinks(this.ctx.config, tenant).portal;
    // A token that cannot be one of ours (cut short in the mail) is not looked up.
    const memberId = token.length >= 20 ? await redeemLoginLink(this.ctx, scope, token) : null;
    if (!memberId) return `${base}/?loginRequest=true&linkExpired=true`;
    await reply.startSession('member', { accountMemberId: memberId, orgId: tenant.id });
    const member = await findMemberSummary(this.ctx.db, scope, memberId);
    if (member)
      await recordEvent(this.ctx, scope, memberActor(member), {
        action: 'access.sign_in',
        target: `member:${memberId}`,
        before: null,
        after: { email: member.email },
      });
    // AccountExternal routes carry the account id.
    return `${base}/?accountId=${member?.accountId ?? null}`;
  }

  async currentMember(request: FastifyRequest, tenant: ResolvedTenant): Promise<MemberMe | null> {
    const { member } = await request.identity();
    if (!member || member.orgId !== tenant.id) return null;
    return {
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      accountId: member.accountId,
      accountName: member.accountName,
      isAutoApprovedAccountMember: member.isAutoApproved,
      accessExpiresAt: member.accessExpiresAt?.toISOString() ?? null,
      showWelcome: member.welcomedAt === null,
    };
  }

  async markWelcomed(request: FastifyRequest, tenant: ResolvedTenant) {
    const { member } = await request.identity();
    if (!member || member.orgId !== tenant.id) throw new AppError(401, 'unauthorized', 'Sign in first.');
    await markWelcomed(this.ctx.db, { orgId: tenant.id }, member.memberId);
  }

  async extendAccess(request: FastifyRequest, orgKey: string, email: string) {
    return extendAccess(this.ctx, await resolveShareTenant(request.server, request, orgKey), email);
  }

  /** Only a signed-in member, for their own account. */
  async inviteColleagues(request: FastifyRequest, accountId: string, body: InviteColleagueBody) {
    const { member } = await request.identity();
    if (!member) throw new AppError(401, 'unauthorized', 'Sign in first.');
    if (member.accountId !== accountId) throw new AppError(404, 'not_found', 'Not found');
    return inviteColleagues(this.ctx, member, body);
  }

  async ndaStatus(request: FastifyRequest, tenant: ResolvedTenant) {
    const { api } = portalLinks(this.ctx.config, tenant);
    return ndaStatus(
      this.ctx,
      { orgId: tenant.id },
      await this.memberOf(request, tenant),
      new URL(api).pathname,
    );
  }

  async ndaDocument(request: FastifyRequest, tenant: ResolvedTenant) {
    if (!(await this.memberOf(request, tenant))) throw new AppError(401, 'unauthorized', 'Sign in first.');
    return ndaDocument(this.ctx, { orgId: tenant.id });
  }

  async acceptNda(request: FastifyRequest, tenant: ResolvedTenant, name: string) {
    const member = await this.memberOf(request, tenant);
    if (!member) throw new AppError(401, 'unauthorized', 'Sign in first.');
    await acceptNda(this.ctx, { orgId: tenant.id }, member, name, request.ip);
  }

  async signedNda(request: FastifyRequest, tenant: ResolvedTenant) {
    const member = await this.memberOf(request, tenant);
    if (!member) throw new AppError(401, 'unauthorized', 'Sign in first.');
    return signedNdaPdf(this.ctx, { orgId: tenant.id }, member);
  }

  private async memberOf(request: FastifyRequest, tenant: ResolvedTenant) {
    const { member } = await request.identity();
    return member && member.orgId === tenant.id ? member : null;
  }

  async viewer(request: FastifyRequest, tenant: ResolvedTenant, params: ViewerParams) {
    return resolveViewer(this.ctx, await request.identity(), tenant, params);
  }
}
