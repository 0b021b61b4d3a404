import type { PublicAccessLevel, SharingMode } from '@trust/shared';

/** Who is looking, as far as item access is concerned. */
export type Viewer =
  | { mode: 'Main' }
  | { mode: 'Public' }
  | { mode: 'Preview' | 'AccountExternal'; profileId: string; allowedItemUids: ReadonlySet<string> };

export interface AccessControlledItem {
  uid: string;
  publicAccess: boolean;
  hidden: boolean;
}

/** visible: everything shown; locked: listed with public fields only; invisible: not listed. */
export type ItemVisibility = 'visible' | 'locked' | 'invisible';

/**
 * The one access decision for items (editor spec section 6): public items are open to everyone;
 * restricted items are listed for everyone but open only to accounts whose profile names them;
 * hidden items exist only for those accounts; Main mode sees everything.
 * publicAccessLevel 'PublicContentOnly' stops listing restricted items to anonymous visitors.
 */
export function itemVisibility(item: AccessControlledItem, viewer: Viewer, publicAccessLevel: PublicAccessLevel): ItemVisibility {
  if (viewer.mode === 'Main') return 'visible';
  if (viewer.mode !== 'Public' && viewer.allowedItemUids.has(item.uid)) return 'visible';
  if (item.publicAccess && !item.hidden) return 'visible';
  if (item.hidden) return 'invisible';
  if (viewer.mode === 'Public' && publicAccessLevel === 'PublicContentOnly') return 'invisible';
  return 'locked';
}

export const viewerMode = (viewer: Viewer): SharingMode => viewer.mode;
