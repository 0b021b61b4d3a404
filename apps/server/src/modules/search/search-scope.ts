import type {
  AiAccessLevel,
  KbAccessLevel,
  PortalCard,
  PortalDocument,
  PortalItem,
  PortalView,
} from '@trust/shared';
import type { Viewer } from '../access/item-access.js';
import { kbLevelsFor, seesPrivateContent } from '../access/viewer.js';

/**
 * What one viewer may find on one product page, taken from the portal view the same viewer gets
 * (so search can never disagree with the page): the open and the locked items and files, the
 * knowledge-base levels and the update audiences. Every search query filters by it in SQL.
 */
export interface SearchScope {
  orgId: string;
  productId: string;
  /** Staff in Main mode: hidden update topics too. */
  main: boolean;
  openItemUids: string[];
  /** Listed to the viewer with public fields only: found by title, never by explanation. */
  lockedItemUids: string[];
  openFileIds: string[];
  /** Listed to the viewer but closed: found by name, never by their text, and no snippet. */
  lockedFileIds: string[];
  kbLevels: KbAccessLevel[];
  updateAudiences: ('public' | 'private')[];
  /** Ask AI answers only at Full, as the search dialog offers it. */
  aiAccess: AiAccessLevel;
  /** For shaping results: where each item and file sits on the page. */
  itemByUid: Map<string, { item: PortalItem; card: PortalCard }>;
  fileById: Map<string, { file: PortalDocument; item: PortalItem; card: PortalCard }>;
}

/** Scopes per cached view object: rebuilt only when the view is (a content change or a new viewer kind). */
const scopesByView = new WeakMap<PortalView, Map<string, SearchScope>>();

export function searchScopeOf(view: PortalView, viewer: Viewer): SearchScope {
  const key = `${viewer.mode}|${seesPrivateContent(viewer)}`;
  const scopes = scopesByView.get(view) ?? new Map<string, SearchScope>();
  scopesByView.set(view, scopes);
  const cached = scopes.get(key);
  if (cached) return cached;
  const scope = buildScope(view, viewer);
  scopes.set(key, scope);
  return scope;
}

function buildScope(view: PortalView, viewer: Viewer): SearchScope {
  const scope: SearchScope = {
    orgId: view.organisation.id,
    productId: view.product.productId,
    main: viewer.mode === 'Main',
    openItemUids: [],
    lockedItemUids: [],
    openFileIds: [],
    lockedFileIds: [],
    kbLevels: kbLevelsFor(viewer),
    updateAudiences: seesPrivateContent(viewer) ? ['public', 'private'] : ['public'],
    aiAccess: view.features.aiAccess,
    itemByUid: new Map(),
    fileById: new Map(),
  };
  for (const card of view.cards) {
    for (const item of card.items) {
      // Items of the documents card are found as their documents.
      if (card.kind !== 'documents') {
        (item.locked ? scope.lockedItemUids : scope.openItemUids).push(item.itemUid);
        scope.itemByUid.set(item.itemUid, { item, card });
      }
      for (const file of item.documents) {
        if (scope.fileById.has(file.fileId)) continue;
        (file.locked ? scope.lockedFileIds : scope.openFileIds).push(file.fileId);
        scope.fileById.set(file.fileId, { file, item, card });
      }
    }
  }
  return scope;
}
