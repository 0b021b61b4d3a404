import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_MESSAGES, type SignInBody, type StaffMe } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../platform/passwords.js';
import { AppError } from '../../plugins/errors.js';
import { unscopedFirstMembershipOrg } from '../../plugins/sessions/queries.js';
import { unscopedFindOrgByKey } from '../../plugins/tenant/queries.js';
import { unscopedFindStaffByEmail } from './queries.js';

/** Staff sign-in with email and password, sign-out, and who is signed in. */
export class AuthService {
  constructor(private readonly ctx: AppContext) {}

  async signIn(reply: FastifyReply, body: SignInBody): Promise<void> {
    const user = await unscopedFindStaffByEmail(this.ctx.db, body.email);
    // The hash is checked even for an unknown email, so timing does not tell which emails exist.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user || !ok) throw new AppError(401, 'invalid_credentials', ACCESS_MESSAGES.signInFailed);
    // Staff work in one organisation at a time: their first, until they switch.
    await reply.startSession('staff', {
      staffUserId: user.id,
      orgId: await unscopedFirstMembershipOrg(this.ctx.db, user.id),
    });
  }

  async me(request: FastifyRequest): Promise<StaffMe | null> {
    const { staff } = await request.identity();
    if (!staff) return null;
    const organisations = await Promise.all(
      [...staff.permissions].map(async ([orgId, permissions]) => {
        const org = await unscopedFindOrgByKey(this.ctx.db, orgId);
        return org ? { id: org.id, slug: org.slug, name: org.name, permissions } : null;
      }),
    );
    return {
      user: { id: staff.userId, email: staff.email, displayName: staff.displayName },
      organisations: organisations.filter((o): o is NonNullable<typeof o> => o !== null),
    };
  }
}
