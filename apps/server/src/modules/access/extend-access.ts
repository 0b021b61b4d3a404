import { customizationSettingsSchema, type ExtendAccessResult } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { memberActor, recordEvent } from '../audit/audit-log.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { getCustomization } from '../portal/queries.js';
import { requestReceivedEmail } from './emails.js';
import * as q from './queries.js';

/**
 * A member whose access ended asks for more: a pending request staff approve like any other
 * (approving sets the new end date). Unknown emails answer 'error', so this says nothing of who is
 * a member beyond what the login request already does.
 */
export async function extendAccess(
  ctx: AppContext,
  tenant: ResolvedTenant,
  email: string,
): Promise<ExtendAccessResult> {
  const scope = { orgId: tenant.id };
  const member = await q.findMemberByEmail(ctx.db, scope, email);
  if (!member) return 'error';
  if (!member.accessExpiresAt || member.accessExpiresAt > new Date()) return 'already-has-access';
  const previous = await q.latestRequestByEmail(ctx.db, scope, email);
  if (previous?.status === 'pending') return 'already-requested';
  const account = await q.findAccount(ctx.db, scope, member.accountId);
  const extension = await q.insertAccessRequest(ctx.db, scope, {
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    companyName: account?.name ?? '',
    productId: tenant.defaultProductId,
    details: { source: 'extend_access' },
    status: 'pending',
    autoDecided: false,
  });
  await recordEvent(ctx, scope, memberActor(member), {
    action: 'access.extend',
    target: `request:${extension.id}`,
    before: null,
    after: { email: member.email, account: account?.name ?? null },
  });
  const settings = customizationSettingsSchema.parse((await getCustomization(ctx.db, scope))?.settings ?? {});
  const notify = settings.supportMailbox ?? settings.securityMailbox;
  if (notify) {
    const org = { id: tenant.id, name: tenant.name, portalTitle: settings.portalTitle };
    await ctx.mail.send(
      requestReceivedEmail(
        org,
        notify,
        { name: `${member.firstName} ${member.lastName}`, email: member.email, company: account?.name ?? '' },
        `${ctx.config.appUrl}/app/requests`,
      ),
    );
  }
  return 'success';
}
