import { createContext, useContext } from 'react';
import type { EditorFeatures, PortalView } from '@trust/shared';

export interface PortalContextValue {
  view: PortalView;
  /** '' on a custom domain, '/{orgSlug}' on the main host. */
  basePath: string;
  /** The portal's configured origin (APP_URL or its custom domain), for links to share. */
  origin: string;
  /** Opens a card's side drawer, optionally with one item expanded, or in edit mode for editors. */
  openCard: (cardId: string, itemUid?: string, options?: { edit?: boolean; origin?: 'search' }) => void;
  /** Set when the person looking may edit (Main mode, statuspage:edit). */
  editor: { features: EditorFeatures; canEditAssets: boolean } | null;
}

export const PortalContext = createContext<PortalContextValue | null>(null);

export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('Must be called within an organization context.');
  return value;
}
