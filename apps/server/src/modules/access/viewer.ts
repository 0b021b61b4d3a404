import type { KbAccessLevel } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import type { Identity } from '../../plugins/sessions/plugin.js';
import type { Viewer } from './item-access.js';
import { currentNda } from './nda.js';
import { findMemberAccess, findPreviewProfile } from './queries.js';

/** The profile of a member who has not accepted the NDA yet: restricted items and private updates stay closed. */
export const NDA_PENDING_PROFILE = 'nda-pending';

export interface ViewerParams {
  accountId?: string;
  permissionProfileId?: string;
}

/**
 * Decides the mode of a portal request (DESIGN.md, 'Who is asking'): staff with statuspage:edit
 * see Main mode, or Preview when they name an account or permission profile of this organisation;
 * a signed-in member of this organisation whose access has not expired sees AccountExternal
 * (falling back to Public when the named account is not theirs); everyone else sees Public.
 */
export async function resolveViewer(
  ctx: AppContext,
  identity: Identity,
  tenant: ResolvedTenant,
  params: ViewerParams,
): Promise<Viewer> {
  const scope = { orgId: tenant.id };
  const permissions = identity.staff?.permissions.get(tenant.id);
  if (permissions?.includes('statuspage:edit')) {
    if (!params.accountId && !params.permissionProfileId) return { mode: 'Main', permissions };
    const profile = await findPreviewProfile(ctx.db, scope, params);
    if (profile)
      return { mode: 'Preview', profileId: profile.id, allowedItemUids: new Set(profile.itemUids) };
    return { mode: 'Public' };
  }
  const member = identity.member;
  if (member && member.orgId === tenant.id && (!params.accountId || params.accountId === member.accountId))
    return memberViewer(ctx, scope, member);
  return { mode: 'Public' };
}

/**
 * What an account member sees: their account's profile once the NDA (if any) is accepted, until
 * their access expires. Also what a TPRM partner reads on a token the member issued.
 */
export async function memberViewer(
  ctx: AppContext,
  scope: OrgScope,
  member: { memberId: string; accessExpiresAt: Date | null; permissionProfileId: string | null },
): Promise<Viewer> {
  const expired = member.accessExpiresAt !== null && member.accessExpiresAt <= new Date();
  if (expired) return { mode: 'Public' };
  const nda = await currentNda(ctx, scope);
  const needsNda = nda.provider !== 'none';
  const { accepted, itemUids } = await findMemberAccess(
    ctx.db,
    scope,
    member.memberId,
    needsNda ? nda.sha : null,
    member.permissionProfileId,
  );
  // Until the member accepts the NDA, restricted items stay locked to them.
  if (needsNda && !accepted)
    return { mode: 'AccountExternal', profileId: NDA_PENDING_PROFILE, allowedItemUids: new Set() };
  return {
    mode: 'AccountExternal',
    profileId: member.permissionProfileId ?? 'none',
    allowedItemUids: new Set(itemUids ?? []),
  };
}

/**
 * Private-audience content (private updates, private knowledge-base entries) is for staff (Main
 * and Preview) and signed-in members who accepted the NDA, if there is one: gated as restricted
 * items are.
 */
export const seesPrivateContent = (viewer: Viewer) =>
  viewer.mode !== 'Public' &&
  !(viewer.mode === 'AccountExternal' && viewer.profileId === NDA_PENDING_PROFILE);

/** Knowledge-base levels a viewer reads: Internal for staff on their own page, Private as above. */
export const kbLevelsFor = (viewer: Viewer): KbAccessLevel[] =>
  viewer.mode === 'Main'
    ? ['public', 'private', 'internal']
    : seesPrivateContent(viewer)
      ? ['public', 'private']
      : ['public'];

/** The part of a viewer that decides what the view contains: the cache key of the view. */
export const viewerCacheKey = (viewer: Viewer) =>
  viewer.mode === 'Preview' || viewer.mode === 'AccountExternal'
    ? `${viewer.mode}:${viewer.profileId}`
    : viewer.mode;
