import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MEMBER_SESSION_TTL_MS, STAFF_SESSION_TTL_MS } from '@trust/shared';
import { hashToken, newToken } from '../../platform/tokens.js';
import { AppError } from '../errors.js';
import {
  deleteSessionByHash,
  insertSession,
  unscopedFindMemberSession,
  unscopedFindStaffSession,
} from './queries.js';

export type StaffIdentity = NonNullable<Awaited<ReturnType<typeof unscopedFindStaffSession>>>;
export type MemberIdentity = NonNullable<Awaited<ReturnType<typeof unscopedFindMemberSession>>>;
export interface Identity {
  staff: StaffIdentity | null;
  member: MemberIdentity | null;
}

export const STAFF_COOKIE = 'tc_staff';
export const MEMBER_COOKIE = 'tc_member';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is signed in, read once per request and only when a session cookie is present. */
    identity(): Promise<Identity>;
  }
  interface FastifyReply {
    startSession(kind: 'staff', subject: { staffUserId: string; orgId: string | null }): Promise<void>;
    startSession(kind: 'member', subject: { accountMemberId: string; orgId: string }): Promise<void>;
    endSession(kind: 'staff' | 'member'): Promise<void>;
  }
}

const ANONYMOUS: Identity = { staff: null, member: null };

/** The request carries a staff or member session token (perhaps expired): it may not be anonymous. */
export const hasSessionCookie = (request: FastifyRequest) =>
  Boolean(request.cookies[STAFF_COOKIE] || request.cookies[MEMBER_COOKIE]);
const cache = new WeakMap<FastifyRequest, Promise<Identity>>();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sessions: random tokens in HttpOnly, SameSite=Lax cookies (Secure in production), stored as
 * SHA-256 hashes with an expiry. State-changing requests from another origin are refused.
 */
export const sessionsPlugin = fp(async (app: FastifyInstance) => {
  const { db, config } = app.ctx;
  await app.register(fastifyCookie);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.env === 'production',
    path: '/',
  };

  app.decorateRequest('staffOrg', null as unknown as FastifyRequest['staffOrg']);
  app.decorateRequest('identity', function identity(this: FastifyRequest) {
    if (!hasSessionCookie(this)) return Promise.resolve(ANONYMOUS);
    const staffToken = this.cookies[STAFF_COOKIE];
    const memberToken = this.cookies[MEMBER_COOKIE];
    let pending = cache.get(this);
    if (!pending) {
      const now = new Date();
      pending = Promise.all([
        staffToken ? unscopedFindStaffSession(db, hashToken(staffToken), now) : null,
        memberToken ? unscopedFindMemberSession(db, hashToken(memberToken), now) : null,
      ]).then(([staff, member]) => ({ staff, member }));
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorateReply('startSession', async function startSession(
    this: FastifyReply,
    kind: 'staff' | 'member',
    subject: { staffUserId?: string; accountMemberId?: string; orgId?: string },
  ) {
    const token = newToken();
    const ttl = kind === 'staff' ? STAFF_SESSION_TTL_MS : MEMBER_SESSION_TTL_MS;
    await insertSession(db, {
      tokenHash: hashToken(token),
      kind,
      ...subject,
      userAgent: this.request.headers['user-agent']?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + ttl),
    });
    this.setCookie(kind === 'staff' ? STAFF_COOKIE : MEMBER_COOKIE, token, {
      ...cookieOptions,
      maxAge: Math.floor(ttl / 1000),
    });
  } as FastifyReply['startSession']);

  app.decorateReply('endSession', async function endSession(this: FastifyReply, kind: 'staff' | 'member') {
    const name = kind === 'staff' ? STAFF_COOKIE : MEMBER_COOKIE;
    const token = this.request.cookies[name];
    if (token) await deleteSessionByHash(db, hashToken(token));
    this.clearCookie(name, cookieOptions);
  });

  // Cross-site request forgery: a state-changing request must come from this host. A callback
  // hook: every request passes here, and reads need no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const forged = origin
      ? !sameHost(origin, request.headers.host)
      : request.headers['sec-fetch-site'] === 'cross-site';
    done(
      forged
        ? new AppError(403, 'forbidden_origin', 'This request must come from the same site.')
        : undefined,
    );
  });
});

/** Whether an Origin names the Host the request came to (default ports normalised alike). */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    const from = new URL(origin);
    return host !== undefined && from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false; // 'null' and other opaque origins match no host
  }
}
