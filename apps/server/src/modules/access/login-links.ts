import { LOGIN_LINK_TTL_MS } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { consumeLoginToken, insertLoginToken } from './queries.js';
import type { PortalLinks } from './portal-links.js';

/** A one-time sign-in link for a member: 15 minutes, single use, only its hash stored. */
export async function issueLoginLink(
  ctx: AppContext,
  scope: OrgScope,
  accountMemberId: string,
  links: PortalLinks,
): Promise<string> {
  const token = newToken();
  await insertLoginToken(ctx.db, scope, {
    tokenHash: hashToken(token),
    accountMemberId,
    expiresAt: new Date(Date.now() + LOGIN_LINK_TTL_MS),
  });
  return `${links.api}/auth/link?token=${token}`;
}

/** The member a link signs in, once; null when the link is unknown, used or expired. */
export function redeemLoginLink(ctx: AppContext, scope: OrgScope, token: string): Promise<string | null> {
  return consumeLoginToken(ctx.db, scope, hashToken(token), new Date());
}
