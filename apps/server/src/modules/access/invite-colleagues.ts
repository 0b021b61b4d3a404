import { customizationSettingsSchema, INVITE_TOKEN_PURPOSE, type InviteColleagueBody } from '@trust/shared';
import { memberActor, recordEvent } from '../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import type { MemberIdentity } from '../../plugins/sessions/plugin.js';
import { getCustomization } from '../portal/queries.js';
import { inviteEmail } from './emails.js';
import { portalLinks } from './portal-links.js';
import { consumeInvitation, insertInvitation } from './invitation-queries.js';
import { getOrganisation } from './queries.js';

const INVITE_LIFETIME_DAYS = 14;

/**
 * A member invites colleagues (issue 3, section 6): each gets a mail with a signed token whose
 * subject is their email and which names a stored invitation; the first access request with it
 * joins the inviter's account and uses the invitation up.
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
  // The invitations and their mails are written together; the mails leave once they commit.
  await ctx.transact(async () => {
    await recordEvent(ctx, scope, memberActor(member), {
      action: 'access.invite',
      target: `account:${member.accountId}`,
      before: null,
      after: { emails: body.emails, account: member.accountName },
    });
    for (const email of body.emails) {
      const expiresAt = new Date(Date.now() + INVITE_LIFETIME_DAYS * 24 * 3600_000);
      const invitationId = await insertInvitation(ctx.db, scope, {
        accountId: member.accountId,
        inviterMemberId: member.memberId,
        email,
        expiresAt,
      });
      const token = await ctx.tokens.sign(
        INVITE_TOKEN_PURPOSE,
        email,
        { org: org.id, acc: member.accountId, inv: invitationId },
        `${INVITE_LIFETIME_DAYS}d`,
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
  });
  return { invited: body.emails.length };
}

/**
 * The account an invitation admits `email` to, if the token is genuine, unexpired, for this
 * organisation and its invitation not used or revoked; using it here uses it up (inside the
 * caller's transaction, so a request that fails leaves it unused).
 */
export async function useInvitation(
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
    typeof verified.claims.inv !== 'string'
  )
    return null;
  return consumeInvitation(ctx.db, { orgId }, verified.claims.inv, email);
}
