import { SETUP_MESSAGES, TEAM_MESSAGES, type SetupBody, type SignUpBody } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { isEmpty } from '../../db/client.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { AppError } from '../../plugins/errors.js';
import { unscopedFindOrgByKey } from '../../plugins/tenant/queries.js';
import { hashNewPassword } from '../team/password-policy.js';
import { unscopedFindStaffUser } from '../team/queries.js';
import { signUpEmail } from '../team/emails.js';
import { createOwnOrganisation, slugTaken } from './create.js';
import {
  unscopedConsumeSetupToken,
  unscopedReplaceSetupToken,
  unscopedSetupTokenUsable,
} from './setup-queries.js';

const SIGN_UP_PURPOSE = 'sign-up';

/** Making a trust centre: the first-run setup link, and open sign-up where the operator allows it. */
export class OrganisationSetup {
  constructor(private readonly ctx: AppContext) {}

  /**
   * On an empty database: a fresh setup link (printed once by the start; any earlier unused one
   * stops working). Null once an organisation exists.
   */
  async setupLinkIfEmpty(): Promise<string | null> {
    if (!(await isEmpty(this.ctx.db))) return null;
    const token = newToken();
    await unscopedReplaceSetupToken(this.ctx.db, hashToken(token));
    return `${this.ctx.config.appUrl}/setup?token=${token}`;
  }

  setupTokenValid(token: string): Promise<boolean> {
    return unscopedSetupTokenUsable(this.ctx.db, hashToken(token));
  }

  /** Creates the organisation and its administrator with the setup link, which then stops working. */
  async completeSetup(body: SetupBody) {
    const passwordHash = await hashNewPassword(
      body.admin.password,
      [body.admin.email, body.admin.displayName, body.organisation.name],
      'admin.password',
    );
    return this.ctx.transact(async () => {
      if (!(await unscopedConsumeSetupToken(this.ctx.db, hashToken(body.token))))
        throw new AppError(410, 'setup_used', SETUP_MESSAGES.setupUsed);
      return createOwnOrganisation(this.ctx, body.organisation, { ...body.admin, passwordHash });
    });
  }

  /** Sign-up: nothing is created until the emailed link confirms the address. */
  async signUp(body: SignUpBody): Promise<void> {
    if (await unscopedFindOrgByKey(this.ctx.db, body.organisation.slug)) throw slugTaken();
    if (await unscopedFindStaffUser(this.ctx.db, body.admin.email))
      throw new AppError(409, 'email_taken', TEAM_MESSAGES.emailTaken, {
        'admin.email': TEAM_MESSAGES.emailTaken,
      });
    const passwordHash = await hashNewPassword(
      body.admin.password,
      [body.admin.email, body.admin.displayName, body.organisation.name],
      'admin.password',
    );
    const token = await this.ctx.tokens.seal(
      SIGN_UP_PURPOSE,
      body.admin.email,
      {
        name: body.organisation.name,
        slug: body.organisation.slug,
        productName: body.organisation.productName,
        displayName: body.admin.displayName,
        passwordHash,
      },
      '24h',
    );
    await this.ctx.mail.send(
      signUpEmail(
        body.admin.email,
        body.organisation.name,
        `${this.ctx.config.appUrl}/sign-up?confirm=${token}`,
      ),
    );
  }

  /** The confirmed sign-up: creates what was asked for. A second use finds the slug and email taken. */
  async confirmSignUp(token: string) {
    const verified = await this.ctx.tokens.unseal(SIGN_UP_PURPOSE, token);
    const c = verified?.claims as Record<string, string> | undefined;
    if (!verified || !c?.name || !c.slug || !c.productName || !c.displayName || !c.passwordHash)
      throw new AppError(404, 'link_invalid', TEAM_MESSAGES.linkInvalid);
    return createOwnOrganisation(
      this.ctx,
      { name: c.name, slug: c.slug, productName: c.productName },
      { email: verified.subject, displayName: c.displayName, passwordHash: c.passwordHash },
    );
  }
}
