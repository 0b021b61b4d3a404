import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_MESSAGES,
  TEAM_MESSAGES,
  type AccountSecurity,
  type SetPasswordBody,
  type StaffLinkInfo,
  type TotpSetup,
} from '@trust/shared';
import type { AppContext } from '../../context.js';
import { transactional } from '../../db/transactions.js';
import { verifyPassword, DUMMY_PASSWORD_HASH } from '../../platform/passwords.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { AppError } from '../../plugins/errors.js';
import { STAFF_COOKIE, type StaffIdentity } from '../../plugins/sessions/plugin.js';
import { unscopedFirstMembershipOrg } from '../../plugins/sessions/queries.js';
import { passwordResetEmail } from './emails.js';
import { hashNewPassword } from './password-policy.js';
import {
  consumeStaffToken,
  deleteOtherStaffSessions,
  deleteStaffSession,
  expireStaffTokens,
  insertStaffToken,
  listStaffSessions,
  spendRecoveryCode,
  unscopedOrganisationName,
  unscopedFindStaffToken,
  unscopedFindStaffUser,
  unscopedFindStaffUserById,
  updateStaffUser,
} from './queries.js';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpCodeValid } from './totp.js';

export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
const TOTP_SETUP_PURPOSE = 'totp-setup';

/** A staff user's own security: password, reset links, two-factor sign-in and open sessions. */
export class StaffAccountService {
  constructor(private readonly ctx: AppContext) {
    transactional(this as StaffAccountService, ctx.transact, [
      'setPassword',
      'changePassword',
      'forgotPassword',
    ]);
  }

  /** Email and password, then the second factor when it is on. The same answer for every wrong credential. */
  async signIn(reply: FastifyReply, body: { email: string; password: string; code?: string | undefined }) {
    const user = await unscopedFindStaffUser(this.ctx.db, body.email);
    // The hash is checked even for an unknown email, so timing does not tell which emails exist.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user?.passwordHash || !ok)
      throw new AppError(401, 'invalid_credentials', ACCESS_MESSAGES.signInFailed);
    if (user.totpSecret) {
      if (!body.code) throw new AppError(401, 'two_factor_required', TEAM_MESSAGES.codeRequired);
      if (!(await this.secondFactor(user.id, user.totpSecret, body.code)))
        throw new AppError(401, 'invalid_code', TEAM_MESSAGES.codeInvalid, {
          code: TEAM_MESSAGES.codeInvalid,
        });
    }
    await this.startSession(reply, user.id);
  }

  /** Staff work in one organisation at a time: their first, until they switch. */
  async startSession(reply: FastifyReply, userId: string, orgId?: string) {
    await reply.startSession('staff', {
      staffUserId: userId,
      orgId: orgId ?? (await unscopedFirstMembershipOrg(this.ctx.db, userId)),
    });
  }

  async linkInfo(token: string): Promise<StaffLinkInfo> {
    const link = await unscopedFindStaffToken(this.ctx.db, hashToken(token), new Date());
    if (!link) throw new AppError(404, 'link_invalid', TEAM_MESSAGES.linkInvalid);
    const organisationName = link.orgId ? await unscopedOrganisationName(this.ctx.db, link.orgId) : null;
    return { email: link.email, purpose: link.purpose, organisationName, needsName: !link.hasPassword };
  }

  /** Uses an invitation or reset link once: sets the password, ends other sessions, signs in. */
  async setPassword(body: SetPasswordBody): Promise<{ userId: string; orgId: string | null }> {
    const link = await unscopedFindStaffToken(this.ctx.db, hashToken(body.token), new Date());
    if (!link) throw new AppError(404, 'link_invalid', TEAM_MESSAGES.linkInvalid);
    const displayName = body.displayName ?? link.displayName;
    const passwordHash = await hashNewPassword(body.password, [link.email, displayName]);
    if (!(await consumeStaffToken(this.ctx.db, link.id)))
      throw new AppError(404, 'link_invalid', TEAM_MESSAGES.linkInvalid);
    await updateStaffUser(this.ctx.db, link.userId, { passwordHash, displayName });
    await expireStaffTokens(this.ctx.db, link.userId);
    await deleteOtherStaffSessions(this.ctx.db, link.userId, null);
    return { userId: link.userId, orgId: link.orgId };
  }

  async changePassword(
    staff: StaffIdentity,
    request: FastifyRequest,
    currentPassword: string,
    newPassword: string,
  ) {
    const user = await unscopedFindStaffUserById(this.ctx.db, staff.userId);
    if (!user?.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash)))
      throw new AppError(400, 'password_incorrect', TEAM_MESSAGES.passwordIncorrect, {
        currentPassword: TEAM_MESSAGES.passwordIncorrect,
      });
    const passwordHash = await hashNewPassword(newPassword, [user.email, user.displayName], 'newPassword');
    await updateStaffUser(this.ctx.db, user.id, { passwordHash });
    await expireStaffTokens(this.ctx.db, user.id);
    await deleteOtherStaffSessions(this.ctx.db, user.id, currentTokenHash(request));
  }

  /** Mails a 30-minute reset link when the email belongs to a staff user; the answer is the same either way. */
  async forgotPassword(email: string): Promise<void> {
    const user = await unscopedFindStaffUser(this.ctx.db, email);
    if (!user) return;
    const token = newToken();
    await insertStaffToken(this.ctx.db, {
      tokenHash: hashToken(token),
      staffUserId: user.id,
      purpose: 'reset_password',
      expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
    });
    await this.ctx.mail.send(
      passwordResetEmail(user.email, `${this.ctx.config.appUrl}/set-password?token=${token}`),
    );
  }

  async security(staff: StaffIdentity, request: FastifyRequest): Promise<AccountSecurity> {
    const user = await unscopedFindStaffUserById(this.ctx.db, staff.userId);
    const sessions = await listStaffSessions(this.ctx.db, staff.userId, new Date());
    const current = currentTokenHash(request);
    return {
      email: staff.email,
      displayName: staff.displayName,
      hasPassword: Boolean(user?.passwordHash),
      twoFactor: Boolean(user?.totpSecret),
      recoveryCodesLeft: user?.recoveryCodeHashes.length ?? 0,
      sessions: sessions
        .map((s) => ({
          id: s.id,
          userAgent: s.userAgent,
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          current: s.tokenHash === current,
        }))
        // This browser first, then the others newest first.
        .sort((a, b) => Number(b.current) - Number(a.current)),
    };
  }

  async endSession(staff: StaffIdentity, sessionId: string): Promise<void> {
    if (!(await deleteStaffSession(this.ctx.db, staff.userId, sessionId)))
      throw new AppError(404, 'not_found', 'This session has already ended.');
  }

  /** 'Sign out of other sessions': every session of the staff user but the one asking. */
  async endOtherSessions(staff: StaffIdentity, request: FastifyRequest): Promise<number> {
    return deleteOtherStaffSessions(this.ctx.db, staff.userId, currentTokenHash(request));
  }

  async startTotpSetup(staff: StaffIdentity): Promise<TotpSetup> {
    const setup = await newTotpSecret(staff.email);
    const setupToken = await this.ctx.tokens.sign(
      TOTP_SETUP_PURPOSE,
      staff.userId,
      { secret: setup.secret },
      '15m',
    );
    return { ...setup, setupToken };
  }

  /** Turns two-factor sign-in on once the first code checks out; answers the recovery codes, shown once. */
  async enableTotp(staff: StaffIdentity, setupToken: string, code: string): Promise<string[]> {
    const setup = await this.ctx.tokens.verify(TOTP_SETUP_PURPOSE, setupToken);
    const secret = setup?.subject === staff.userId ? setup.claims.secret : null;
    if (typeof secret !== 'string')
      throw new AppError(400, 'setup_expired', 'This setup has expired. Start again.');
    if (!(await totpCodeValid(secret, code)))
      throw new AppError(400, 'invalid_code', TEAM_MESSAGES.codeInvalid, { code: TEAM_MESSAGES.codeInvalid });
    const recoveryCodes = newRecoveryCodes();
    await updateStaffUser(this.ctx.db, staff.userId, {
      totpSecret: secret,
      recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
    });
    return recoveryCodes;
  }

  async disableTotp(staff: StaffIdentity, password: string): Promise<void> {
    const user = await unscopedFindStaffUserById(this.ctx.db, staff.userId);
    if (!user?.passwordHash || !(await verifyPassword(password, user.passwordHash)))
      throw new AppError(400, 'password_incorrect', TEAM_MESSAGES.passwordIncorrect, {
        password: TEAM_MESSAGES.passwordIncorrect,
      });
    await updateStaffUser(this.ctx.db, staff.userId, { totpSecret: null, recoveryCodeHashes: [] });
  }

  /** A current authenticator code, or an unused recovery code (which is then spent). */
  private async secondFactor(userId: string, secret: string, code: string) {
    if (await totpCodeValid(secret, code.replace(/\s/g, ''))) return true;
    return spendRecoveryCode(this.ctx.db, userId, hashRecoveryCode(code));
  }
}

function currentTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies[STAFF_COOKIE];
  return token ? hashToken(token) : null;
}
