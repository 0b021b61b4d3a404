import { customizationSettingsSchema, INVITE_TOKEN_PURPOSE, type InviteColleagueBody } from '@trust/shared';
import type { AppContext } from '../../context.js';
import type { MemberIdentity } from '../../plugins/sessions/plugin.js';
import { getCustomization } from '../portal/queries.js';
import { inviteEmail } from './emails.js';
import { portalLinks } from './portal-links.js';
import { getOrganisation } from './queries.js';

const INVITE_LIFETIME = '14d';

/**
 * A member invites colleagues (issue 3, section 6): each gets a mail with a signed token whose
 * subject is their email; arriving with it, their access request joins the inviter's account.
 */
export async function inviteColleagues(
  ctx: AppContext,
  member: MemberIdentity,
  body: InviteColleagueBody,
): Promise<{ invited: number }> {
  const scope = { orgId: member.orgId };
  const [org, customization] = await Promise.all([
    getOrganisation(ctx.db, scope),
    getCustomization(ctx.db, scope),
  ]);
  const settings = customizationSettingsSchema.parse(customization?.settings ?? {});
  const links = portalLinks(ctx.config, { slug: org.slug, customDomain: null });
  for (const email of body.emails) {
    const token = await ctx.tokens.sign(
      INVITE_TOKEN_PURPOSE,
      email,
      { org: org.id, acc: member.accountId },
      INVITE_LIFETIME,
    );
    const link = `${links.portal}/?requestAccess=true&inviteToken=${token}`;
    await ctx.mail.send(
      inviteEmail(
        { id: org.id, name: org.name, portalTitle: settings.portalTitle },
        email,
        { name: `${member.firstName} ${member.lastName}`, account: member.accountName },
        link,
        body.message,
      ),
    );
  }
  return { invited: body.emails.length };
}

/** The account an invitation admits `email` to, if the token is genuine, unexpired and for this organisation. */
export async function invitedAccountId(
  ctx: AppContext,
  orgId: string,
  email: string,
  token: string | undefined,
): Promise<string | null> {
  if (!token) return null;
  const verified = await ctx.tokens.verify(INVITE_TOKEN_PURPOSE, token);
  if (
    !verified ||
    verified.subject !== email.toLowerCase() ||
    verified.claims.org !== orgId ||
    typeof verified.claims.acc !== 'string'
  )
    return null;
  return verified.claims.acc;
}
