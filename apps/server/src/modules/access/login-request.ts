import { ACCESS_MESSAGES as M, customizationSettingsSchema, type LoginErrorCode } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../plugins/errors.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { getCustomization, listProducts } from '../portal/queries.js';
import { loginLinkEmail } from './emails.js';
import { issueLoginLink } from './login-links.js';
import type { PortalLinks } from './portal-links.js';
import * as q from './queries.js';
import { emailDomain, isWorkEmail } from './work-email.js';

const loginError = (status: number, code: LoginErrorCode, message: string) =>
  new AppError(status, code, message);

/**
 * Someone asks to sign in (reclaim access) with their email: a member with access gets a one-time
 * link by mail; everyone else learns why not, by the codes of visitor spec section 8.
 */
export async function requestLogin(
  ctx: AppContext,
  tenant: ResolvedTenant,
  productId: string,
  email: string,
  links: PortalLinks,
): Promise<{ status: 'LinkSent' }> {
  const scope = { orgId: tenant.id };
  const products = await listProducts(ctx.db, scope);
  if (!products.some((p) => p.id === productId && (p.show || p.id === tenant.defaultProductId)))
    throw notFound();
  if (!isWorkEmail(email)) throw loginError(400, 'NotWorkEmail', M.workEmail);

  const member = await q.findMemberByEmail(ctx.db, scope, email);
  if (member) {
    if (member.accessExpiresAt && member.accessExpiresAt <= new Date())
      throw loginError(403, 'AccessExpired', 'Your access has expired.');
    const settings = customizationSettingsSchema.parse(
      (await getCustomization(ctx.db, scope))?.settings ?? {},
    );
    const link = await issueLoginLink(ctx, scope, member.id, links);
    await ctx.mail.send(
      loginLinkEmail(
        { id: tenant.id, name: tenant.name, portalTitle: settings.portalTitle },
        member.email,
        link,
      ),
    );
    return { status: 'LinkSent' };
  }
  const [rule, previous] = await Promise.all([
    q.findDomainRule(ctx.db, scope, emailDomain(email)),
    q.latestRequestByEmail(ctx.db, scope, email),
  ]);
  if (rule?.kind === 'blocked')
    throw loginError(
      403,
      'RequestDeclinedBlockedDomain',
      'Requests from this email domain are not accepted.',
    );
  if (previous?.status === 'pending')
    throw loginError(409, 'PendingRequest', 'Your request is waiting for review.');
  if (previous?.status === 'declined')
    throw loginError(
      403,
      previous.autoDecided ? 'RequestDeclinedAuto' : 'RequestDeclined',
      'Your request was declined.',
    );
  throw loginError(404, 'EmailNotRecognised', 'We do not recognise this email. Request access instead.');
}
