import type { PortalView } from './portal.js';
import type { ComplianceUpdatesResponse } from './updates-api.js';

/** What the server puts into index.html for the first paint (read by the web app before it renders). */
export type InitialPage =
  | {
      page: 'portal';
      /** '' on a custom domain, '/{orgSlug}' on the main host. */
      basePath: string;
      /** The portal's own origin (APP_URL or its custom domain), for links it shows and shares. */
      origin: string;
      view: PortalView;
      updates: ComplianceUpdatesResponse;
      /** Set when the URL named an item by its custom slug. */
      itemUid: string | null;
    }
  | { page: 'company-not-found' }
  /** Signing in with a token from the organisation's own app (`/byoid/{org}/welcome?token=…`). */
  | { page: 'byoid-welcome'; organisation: { slug: string; name: string } }
  | { page: 'no-access' }
  /** The first path segment names no organisation. */
  | { page: 'trust-centre-not-found' }
  /** Staff pages: those before signing in (sign-in, setup, sign-up, password links) and the private area. */
  | { page: 'sign-in' }
  | { page: 'app' };

export const INITIAL_PAGE_ELEMENT_ID = '__TRUST_INITIAL__';
