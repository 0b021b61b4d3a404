import type { PublicAccessLevel, SharingMode } from '@trust/shared';

/** Who is looking, as far as item access is concerned. */
export type Viewer =
  | { mode: 'Main'; permissions: readonly string[] }
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
export function itemVisibility(
  item: AccessControlledItem,
  viewer: Viewer,
  publicAccessLevel: PublicAccessLevel,
): ItemVisibility {
  if (viewer.mode === 'Main') return 'visible';
  if (viewer.mode !== 'Public' && viewer.allowedItemUids.has(item.uid)) return 'visible';
  if (item.publicAccess && !item.hidden) return 'visible';
  if (item.hidden) return 'invisible';
  if (viewer.mode === 'Public' && publicAccessLevel === 'PublicContentOnly') return 'invisible';
  return 'locked';
}

export const viewerMode = (viewer: Viewer): SharingMode => viewer.mode;

export interface AccessControlledFile {
  isShared: boolean;
  contentType: string;
  viewOnly: boolean;
}

/**
 * The one access decision for files (editor spec section 6): in Main mode it needs files:view or
 * files:download; everyone else may open a file when its item is open to them or the file is
 * shared. Only viewable types can be viewed; view-only documents of a viewable type cannot be
 * downloaded.
 */
export function fileAccess(
  viewer: Viewer,
  itemVisibilityForViewer: ItemVisibility,
  file: AccessControlledFile,
  viewable: boolean,
): { view: boolean; download: boolean } {
  if (viewer.mode === 'Main') {
    const canView =
      viewer.permissions.includes('files:view') || viewer.permissions.includes('files:download');
    return { view: canView && viewable, download: viewer.permissions.includes('files:download') };
  }
  const open =
    itemVisibilityForViewer === 'visible' || (itemVisibilityForViewer === 'locked' && file.isShared);
  return { view: open && viewable, download: open && !(file.viewOnly && viewable) };
}
