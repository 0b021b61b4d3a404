import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Configuration } from 'openid-client';
import {
  ERROR_MESSAGES,
  SSO_MESSAGES,
  type SsoErrorCode,
  type SsoSettings,
  type SsoSettingsBody,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { SecretBox } from '../../platform/secret-box.js';
import { AppError } from '../../plugins/errors.js';
import { recordEvent, type Actor } from '../audit/audit-log.js';
import type { StaffAccountService } from './account.js';
import { findMembership, insertMembership, insertStaffUser, unscopedFindStaffUser } from './queries.js';
import { findRole } from './role-queries.js';
import { findSsoConfig, saveSsoConfig } from './sso-queries.js';

const FLOW_COOKIE = 'tc_sso';
const FLOW_PURPOSE = 'sso-flow';
const FLOW_TTL_SECONDS = 600;
/** Loaded by the first sign-in through a provider, not by every start of the server. */
const openidClient = () => import('openid-client');
const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i;

/** Where a failed sign-in lands: the sign-in page, which explains the code. */
export class SsoFailure extends Error {
  constructor(readonly code: SsoErrorCode) {
    super(code);
  }
}

/**
 * Staff sign-in through the organisation's OpenID Connect provider (authorization code with PKCE,
 * state and nonce). People are matched by verified email to invited staff; with a just-in-time
 * domain, people of that domain join with its default role on their first sign-in.
 */
export class SsoService {
  private readonly box: SecretBox;
  private readonly discovered = new Map<string, Promise<Configuration>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly account: StaffAccountService,
  ) {
    this.box = new SecretBox(ctx.config.appSecret);
  }

  get redirectUri() {
    return `${this.ctx.config.appUrl}/api/auth/sso/callback`;
  }

  async settings(scope: OrgScope): Promise<SsoSettings> {
    const row = await findSsoConfig(this.ctx.db, scope);
    return {
      issuer: row?.issuer ?? '',
      clientId: row?.clientId ?? '',
      hasSecret: Boolean(row?.clientSecretSealed),
      enabled: row?.enabled ?? false,
      jitDomain: row?.jitDomain ?? null,
      jitRoleId: row?.jitRoleId ?? null,
      redirectUri: this.redirectUri,
    };
  }

  /** Saves the provider; turning it on first checks that the issuer answers discovery. */
  async save(scope: OrgScope, actor: Actor, body: SsoSettingsBody): Promise<void> {
    const existing = await findSsoConfig(this.ctx.db, scope);
    const secret = body.clientSecret || (existing ? this.box.open(existing.clientSecretSealed) : '');
    if (!secret)
      throw new AppError(400, 'validation', ERROR_MESSAGES.validation, {
        clientSecret: SSO_MESSAGES.secretRequired,
      });
    if (body.jitRoleId && !(await findRole(this.ctx.db, scope, body.jitRoleId)))
      throw new AppError(400, 'validation', ERROR_MESSAGES.validation, {
        jitRoleId: SSO_MESSAGES.roleRequired,
      });
    if (body.enabled) {
      try {
        await this.discover(body.issuer, body.clientId, secret, true);
      } catch {
        throw new AppError(400, 'sso_discovery_failed', SSO_MESSAGES.discoveryFailed, {
          issuer: SSO_MESSAGES.discoveryFailed,
        });
      }
    }
    await saveSsoConfig(this.ctx.db, scope, {
      issuer: body.issuer,
      clientId: body.clientId,
      clientSecretSealed: this.box.seal(secret),
      enabled: body.enabled,
      jitDomain: body.jitDomain,
      jitRoleId: body.jitDomain ? body.jitRoleId : null,
    });
    await recordEvent(this.ctx, scope, actor, {
      action: 'settings.sso',
      target: 'settings',
      before: existing
        ? { issuer: existing.issuer, clientId: existing.clientId, enabled: existing.enabled }
        : null,
      after: {
        issuer: body.issuer,
        clientId: body.clientId,
        enabled: body.enabled,
        jitDomain: body.jitDomain,
      },
    });
  }

  /** Sends the browser to the provider; the flow's secrets wait in a sealed, short-lived cookie. */
  async start(reply: FastifyReply, scope: OrgScope): Promise<string> {
    const config = await this.enabledConfig(scope);
    const oidc = await openidClient();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const flow = await this.ctx.tokens.seal(
      FLOW_PURPOSE,
      scope.orgId,
      { verifier, state, nonce },
      `${FLOW_TTL_SECONDS}s`,
    );
    reply.setCookie(FLOW_COOKIE, flow, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.ctx.config.env === 'production',
      path: '/api/auth/sso',
      maxAge: FLOW_TTL_SECONDS,
    });
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: this.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
  }

  /** The provider's answer: checks it, finds or makes the staff user, and signs them in. */
  async callback(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const sealed = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, { path: '/api/auth/sso' });
    const flow = sealed ? await this.ctx.tokens.unseal(FLOW_PURPOSE, sealed) : null;
    if (!flow) throw new SsoFailure('failed');
    const scope = { orgId: flow.subject };
    const config = await this.enabledConfig(scope);
    const oidc = await openidClient();
    let claims: Record<string, unknown> | undefined;
    try {
      // The callback URL as registered (APP_URL), with the query the provider sent.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const tokens = await oidc.authorizationCodeGrant(config, new URL(`${this.redirectUri}${query}`), {
        pkceCodeVerifier: String(flow.claims.verifier),
        expectedState: String(flow.claims.state),
        expectedNonce: String(flow.claims.nonce),
        idTokenExpected: true,
      });
      const idToken = tokens.claims()!;
      // Providers may keep email and name for the UserInfo endpoint rather than the ID token.
      claims =
        typeof idToken.email === 'string'
          ? idToken
          : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
    } catch (error) {
      request.log.warn({ err: error }, 'SSO code exchange failed');
      throw new SsoFailure('failed');
    }
    const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : null;
    if (!email || claims?.email_verified !== true) throw new SsoFailure('unverified');
    const userId = await this.ctx.transact(() => this.staffFor(scope, email, claims));
    await this.account.startSession(reply, userId, scope.orgId);
  }

  private async staffFor(
    scope: OrgScope,
    email: string,
    claims: Record<string, unknown> | undefined,
  ): Promise<string> {
    const user = await unscopedFindStaffUser(this.ctx.db, email);
    if (user && (await findMembership(this.ctx.db, scope, user.id))) return user.id;
    const config = await findSsoConfig(this.ctx.db, scope);
    const role =
      config?.jitDomain && config.jitRoleId && email.endsWith(`@${config.jitDomain}`)
        ? await findRole(this.ctx.db, scope, config.jitRoleId)
        : null;
    if (!role) throw new SsoFailure('not_invited');
    const name =
      typeof claims?.name === 'string' && claims.name.trim()
        ? claims.name.trim().slice(0, 100)
        : email.split('@')[0]!;
    const userId =
      user?.id ?? (await insertStaffUser(this.ctx.db, { email, displayName: name, passwordHash: null }));
    await insertMembership(this.ctx.db, scope, userId, role.id);
    await recordEvent(
      this.ctx,
      scope,
      { userId, name },
      {
        action: 'team.join_sso',
        target: `staff:${userId}`,
        before: null,
        after: { email, role: role.name },
      },
    );
    return userId;
  }

  private async enabledConfig(scope: OrgScope): Promise<Configuration> {
    const row = await findSsoConfig(this.ctx.db, scope);
    if (!row?.enabled) throw new SsoFailure('unavailable');
    try {
      return await this.discover(row.issuer, row.clientId, this.box.open(row.clientSecretSealed));
    } catch {
      throw new SsoFailure('failed');
    }
  }

  /** Discovery answers are kept per issuer and client; a failed one is asked again next time. */
  private discover(issuer: string, clientId: string, secret: string, fresh = false): Promise<Configuration> {
    const key = `${issuer}\n${clientId}\n${secret}`;
    if (!fresh && this.discovered.has(key)) return this.discovered.get(key)!;
    const pending = openidClient().then((oidc) =>
      oidc.discovery(new URL(issuer), clientId, secret, undefined, {
        execute: LOOPBACK.test(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      }),
    );
    this.discovered.set(key, pending);
    pending.catch(() => this.discovered.delete(key));
    return pending;
  }
}
