import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import {
  BYOID_MAX_LIFETIME_S,
  BYOID_MESSAGES,
  byoidClaimsSchema,
  type ByoidClaims,
  type ByoidSecret,
  type ByoidSettings,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { uniqueViolationOf } from '../../db/errors.js';
import { byoidKeys, byoidRedeemedTokens } from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { SecretBox } from '../../platform/secret-box.js';
import { memberActor, recordEvent, type Actor } from '../audit/audit-log.js';
import { portalLinks } from '../access/portal-links.js';
import * as access from '../access/queries.js';
import { emailDomain } from '../access/work-email.js';

const invalid = () => new AppError(401, 'byoid_invalid', BYOID_MESSAGES.invalid);

/**
 * Bring your own identity: the organisation's app signs a short-lived token for its signed-in
 * customer, who is signed in to the trust centre by it: into their account, or a new one for
 * their company, as a domain rule of 'approved' would. Each token signs in once.
 */
export class ByoidService {
  private readonly box: SecretBox;

  constructor(private readonly ctx: AppContext) {
    this.box = new SecretBox(ctx.config.appSecret);
  }

  async settings({ orgId }: OrgScope): Promise<ByoidSettings> {
    const [key] = await this.ctx.db.select().from(byoidKeys).where(eq(byoidKeys.orgId, orgId));
    return { enabled: Boolean(key), createdAt: key?.createdAt.toISOString() ?? null };
  }

  /** Makes a new secret (replacing any other at once) and answers it, the only time it is shown. */
  async rotate(scope: OrgScope, actor: Actor): Promise<ByoidSecret> {
    const secret = randomBytes(32).toString('base64url');
    const createdAt = new Date();
    const sealed = this.box.seal(secret);
    await this.ctx.db
      .insert(byoidKeys)
      .values({ orgId: scope.orgId, secretSealed: sealed, createdAt })
      .onConflictDoUpdate({ target: byoidKeys.orgId, set: { secretSealed: sealed, createdAt } });
    await recordEvent(this.ctx, scope, actor, {
      action: 'settings.byoid_secret',
      target: 'settings:byoid',
      before: null,
      after: { enabled: true },
    });
    return { secret, createdAt: createdAt.toISOString() };
  }

  async disable(scope: OrgScope, actor: Actor): Promise<void> {
    await this.ctx.db.delete(byoidKeys).where(eq(byoidKeys.orgId, scope.orgId));
    await recordEvent(this.ctx, scope, actor, {
      action: 'settings.byoid_off',
      target: 'settings:byoid',
      before: { enabled: true },
      after: { enabled: false },
    });
  }

  /** Signs the token's holder in; answers where the portal shows them in. */
  async redeem(reply: FastifyReply, tenant: ResolvedTenant, token: string): Promise<string> {
    const scope = { orgId: tenant.id };
    const claims = await this.verify(scope, token);
    const member = await this.ctx.transact(async () => {
      try {
        await this.ctx.db
          .insert(byoidRedeemedTokens)
          .values({ orgId: scope.orgId, jti: claims.jti, expiresAt: new Date(claims.exp * 1000) });
      } catch (error) {
        if (uniqueViolationOf(error)) throw invalid();
        throw error;
      }
      return this.memberFor(scope, claims);
    });
    await reply.startSession('member', { accountMemberId: member.id, orgId: tenant.id });
    await recordEvent(this.ctx, scope, memberActor(member), {
      action: 'access.sign_in',
      target: `member:${member.id}`,
      before: null,
      after: { email: member.email, via: `${tenant.name}'s app` },
    });
    // Tokens past their expiry can never be redeemed again: their record is no longer needed.
    await this.ctx.db
      .delete(byoidRedeemedTokens)
      .where(and(eq(byoidRedeemedTokens.orgId, scope.orgId), lt(byoidRedeemedTokens.expiresAt, new Date())));
    return `${portalLinks(this.ctx.config, tenant).portal}/?accountId=${member.accountId}`;
  }

  private async verify(scope: OrgScope, token: string): Promise<ByoidClaims> {
    const [key] = await this.ctx.db.select().from(byoidKeys).where(eq(byoidKeys.orgId, scope.orgId));
    if (!key) throw new AppError(403, 'byoid_off', BYOID_MESSAGES.off);
    let secret: string;
    try {
      secret = this.box.open(key.secretSealed);
    } catch {
      // Sealed under another APP_SECRET (an imported archive): staff make a new one.
      throw invalid();
    }
    try {
      const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'jti'],
      });
      const claims = byoidClaimsSchema.parse(payload);
      if (claims.exp - claims.iat > BYOID_MAX_LIFETIME_S) throw invalid();
      return claims;
    } catch {
      throw invalid();
    }
  }

  /** The member with this email, or a new one in the account of their domain (or company). */
  private async memberFor(scope: OrgScope, claims: ByoidClaims) {
    const existing = await access.findMemberByEmail(this.ctx.db, scope, claims.email);
    if (existing) {
      if (existing.accessExpiresAt && existing.accessExpiresAt <= new Date()) throw invalid();
      return existing;
    }
    const domain = emailDomain(claims.email);
    const rule = await access.findDomainRule(this.ctx.db, scope, domain);
    if (rule?.kind === 'blocked') throw invalid();
    const accounts = await access.listAccounts(this.ctx.db, scope);
    let accountId = accounts.find((a) => a.domain?.toLowerCase() === domain)?.id;
    if (!accountId)
      accountId = (
        await access.insertAccount(this.ctx.db, scope, {
          name: claims.company ?? domain,
          domain,
          permissionProfileId: await access.getDefaultProfileId(this.ctx.db, scope),
        })
      ).id;
    const person = {
      email: claims.email,
      firstName: claims.given_name ?? claims.email.split('@')[0]!,
      lastName: claims.family_name ?? '',
    };
    const member = await access.insertMember(this.ctx.db, scope, {
      accountId,
      ...person,
      isAutoApproved: true,
    });
    await recordEvent(this.ctx, scope, memberActor(person), {
      action: 'access.auto_approve',
      target: `account:${accountId}`,
      before: null,
      after: {
        email: claims.email,
        account: claims.company ?? domain,
        reason: 'signed in from the organisation’s app',
      },
    });
    return member;
  }
}
