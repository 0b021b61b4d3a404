import { UNSUBSCRIBE_TOKEN_TTL } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';

export const UNSUBSCRIBE_PURPOSE = 'unsubscribe';
export const CONFIRM_PURPOSE = 'subscribe-confirm';

/** The portal link that opens the unsubscribe dialog, and the RFC 8058 one-click endpoint. */
export async function unsubscribeLinks(ctx: AppContext, scope: OrgScope, slug: string, email: string) {
  const token = await ctx.tokens.sign(
    UNSUBSCRIBE_PURPOSE,
    email,
    { org: scope.orgId },
    UNSUBSCRIBE_TOKEN_TTL,
  );
  const base = ctx.config.appUrl;
  return {
    portal: `${base}/${slug}?unsubscribeToken=${encodeURIComponent(token)}`,
    oneClick: `${base}/api/share/${slug}/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
  };
}
