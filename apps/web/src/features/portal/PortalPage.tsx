import { Anchor, Box, Container, Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { InitialPage, PortalView } from '@trust/shared';
import { AccessProvider, AccountMenu, invitedEmail, useAccessModal } from '@/features/access';
import { useEditorAccess } from '@/features/editor';
import { OrgNotice } from './components/OrgNotice';
import { NotificationBar, SubscriptionDialogs, UpdatesCard, useComplianceUpdates } from '@/features/updates';
import { SkipLink } from '@/components/SkipLink';
import { Toaster } from '@/lib/toast';
import { usePortalView } from './api';
import { PortalFooter } from './components/PortalFooter';
import { CookieConsent, cookieSettingsOffered } from './consent/CookieConsent';
import { PortalHeader } from './components/PortalHeader';
import { ProductSelector } from './components/ProductSelector';
import { SectionRows } from './components/SectionRows';
import { SharePanelCard, SharePanelFixed } from './components/SharePanel';
import { useSubscribe } from './hooks/useSubscribe';
import { PortalContext, type PortalContextValue } from './context';
import { usePortalLocation } from './hooks/usePortalLocation';
import { SearchLauncher } from './search/components/SearchLauncher';
import { configureAnalytics, track, visitorId } from './analytics/track';

const CardDrawer = lazy(() => import('./components/CardDrawer'));
const KnowledgeBaseDialog = lazy(() => import('./components/KnowledgeBaseDialog'));

type PortalInitial = Extract<InitialPage, { page: 'portal' }>;

/** The item a deep link names: ?itemUid=, a custom slug, or ?itemName= (its title, any case). */
function linkedItem(view: PortalView, location: ReturnType<typeof usePortalLocation>): string | null {
  const items = view.cards.flatMap((c) => c.items);
  if (location.itemUid) return location.itemUid;
  if (location.itemSlug) return items.find((i) => i.slug === location.itemSlug)?.itemUid ?? null;
  const name = location.search.get('itemName')?.trim().toLocaleLowerCase();
  return name ? (items.find((i) => i.title.toLocaleLowerCase() === name)?.itemUid ?? null) : null;
}

export function PortalPage({ initial }: { initial: PortalInitial }) {
  const location = usePortalLocation(initial.view);
  const viewQuery = usePortalView(
    initial.view.organisation.slug,
    location.productId,
    location.identity,
    initial.view,
  );
  return (
    <AccessProvider
      view={viewQuery.data ?? initial.view}
      productId={location.productId}
      visitorId={() => visitorId(initial.view.organisation.slug)}
    >
      <PortalBody initial={initial} location={location} viewQuery={viewQuery} />
    </AccessProvider>
  );
}

const LINK_EXPIRED = 'This sign-in link has expired or was already used. Enter your email to get a new one.';

interface PortalBodyProps {
  initial: PortalInitial;
  location: ReturnType<typeof usePortalLocation>;
  viewQuery: ReturnType<typeof usePortalView>;
}

/** Inside the access provider, so deep links and query parameters can open the access modal. */
function PortalBody({ initial, location, viewQuery }: PortalBodyProps) {
  const orgSlug = initial.view.organisation.slug;
  const view = viewQuery.data ?? initial.view;
  const product = view.sharedInfo.products.find((p) => p.productId === location.productId) ?? view.product;
  const updatesQuery = useComplianceUpdates(orgSlug, product, location.identity, {
    productId: initial.view.product.productId,
    data: initial.updates,
  });
  const topics = updatesQuery.data?.topics ?? [];
  const [cookieSettings, setCookieSettings] = useState(false);
  const [drawer, setDrawer] = useState<{
    cardId: string;
    itemUid: string | null;
    edit?: boolean;
    /** Where the item was opened from (the search dialog records 'search'). */
    origin?: 'search';
  } | null>(null);

  const accessModal = useAccessModal();
  // On load: ?requestAccess / ?loginRequest open their tab; a deep link (custom slug or itemUid)
  // opens the sign-in tab when its item needs it, and otherwise its card with the item expanded.
  const linkedItemUid = linkedItem(view, location);
  const wantsRequest = location.search.get('requestAccess') === 'true';
  const wantsLogin = location.search.get('loginRequest') === 'true';
  const linkExpired = location.search.get('linkExpired') === 'true';
  const wantsEdit = location.search.get('edit') === 'true';
  const byoidJwt = location.search.get('byoidJwt');
  useEffect(() => {
    // A token from the organisation's own app signs the visitor in there (visitor spec section 2).
    if (byoidJwt && view.mode === 'Public')
      window.location.replace(`/byoid/${view.organisation.id}/welcome?token=${encodeURIComponent(byoidJwt)}`);
  }, [byoidJwt, view.mode, view.organisation.id]);
  const handledIntent = useRef<string | null>(null);
  useEffect(() => {
    const intent = `${wantsRequest}|${wantsLogin}|${linkedItemUid}`;
    if (handledIntent.current === intent) return;
    handledIntent.current = intent;
    const inviteToken = location.search.get('inviteToken');
    const invited = invitedEmail(inviteToken);
    if (invited && inviteToken)
      return accessModal.open({ tab: 'request', email: invited, inviteToken, source: 'invite' });
    if (wantsRequest)
      return accessModal.open({ tab: 'request', source: location.search.get('source') ?? 'direct_link' });
    if (wantsLogin) return accessModal.open({ tab: 'login', notice: linkExpired ? LINK_EXPIRED : undefined });
    if (!linkedItemUid) return;
    const card = view.cards.find((c) => c.items.some((i) => i.itemUid === linkedItemUid));
    const item = card?.items.find((i) => i.itemUid === linkedItemUid);
    if (item?.locked && view.mode === 'Public')
      return accessModal.open({ tab: 'login', itemUid: item.itemUid, itemKind: item.cardKind });
    // ?edit=true: editors land in the item's editor.
    if (card) setDrawer({ cardId: card.id, itemUid: linkedItemUid, edit: wantsEdit && view.mode === 'Main' });
  }, [linkedItemUid, view, wantsRequest, wantsLogin, wantsEdit, linkExpired, accessModal, location.search]);

  const accountId = location.identity.get('accountId');
  useEffect(() => {
    configureAnalytics({
      org: orgSlug,
      productId: product.productId,
      enabled: view.features.analytics,
      accountId,
    });
    track('page_view', { product: product.productSlug });
  }, [orgSlug, product.productId, product.productSlug, view.features.analytics, accountId]);
  const cardKinds = useMemo(() => new Map(view.cards.map((c) => [c.id, c.kind])), [view.cards]);
  const openCard = useCallback(
    (cardId: string, itemUid?: string, options?: { edit?: boolean; origin?: 'search' }) => {
      track(options?.origin === 'search' ? 'search_select' : 'card_click', {
        card: cardKinds.get(cardId) ?? null,
        item: itemUid ?? null,
      });
      setDrawer({ cardId, itemUid: itemUid ?? null, edit: options?.edit, origin: options?.origin });
    },
    [cardKinds],
  );
  const closeDrawer = () => {
    setDrawer(null);
    location.clearItemLink();
  };
  const editorAccess = useEditorAccess(view);
  const editorFeatures = editorAccess.canEdit && editorAccess.features ? editorAccess.features : null;
  const { canEditAssets } = editorAccess;
  const editor = useMemo(
    () => (editorFeatures ? { features: editorFeatures, canEditAssets } : null),
    [editorFeatures, canEditAssets],
  );
  const context = useMemo<PortalContextValue>(
    () => ({ view, basePath: initial.basePath, origin: initial.origin, openCard, editor }),
    [view, initial.basePath, initial.origin, openCard, editor],
  );
  const portalLink = `${initial.origin}${initial.basePath || '/'}`;
  const linkFor = (tcuUid: string) => {
    const query = new URLSearchParams({ tcuUid });
    const product = location.search.get('product');
    if (product) query.set('product', product);
    return `${initial.origin}${initial.basePath}/?${query}`;
  };
  const { customization } = view.sharedInfo;
  const subscribe = useSubscribe(view);
  const portalName = `${view.organisation.name} ${customization.portalTitle}`;

  return (
    <PortalContext.Provider value={context}>
      <Box bg="gray.0" mih="100vh">
        <SkipLink to="main-content" />
        {view.mode === 'Preview' && (
          <Box bg="yellow.1" py={8} px="md" data-testid="preview-banner">
            <Group justify="center" gap="xs">
              <Text fz="sm">
                You are previewing the portal as this account or permission profile sees it.
              </Text>
              <Anchor href={initial.basePath || '/'} fz="sm" fw={600}>
                Exit preview
              </Anchor>
            </Group>
          </Box>
        )}
        <OrgNotice notice={view.sharedInfo.customization.notice} />
        <NotificationBar topics={topics} onView={location.showUpdate} />
        <PortalHeader
          view={view}
          actions={
            <Group gap="xs" wrap="nowrap">
              {viewQuery.isFetching && <Loader size="xs" aria-label="Loading product" />}
              <SearchLauncher
                topics={topics}
                onShowUpdate={location.showUpdate}
                onShowEntry={location.showKnowledgeBaseEntry}
              />
              <Box visibleFrom="sm">
                <ProductSelector view={view} onSelect={location.selectProduct} />
              </Box>
              <AccountMenu view={view} portalHome={initial.basePath || '/'} />
            </Group>
          }
          heroActions={<ProductSelector view={view} onSelect={location.selectProduct} />}
        />
        <Container
          component="main"
          id="main-content"
          tabIndex={-1}
          size={1200}
          mt={{ base: -72, sm: -88 }}
          pos="relative"
          data-testid="portal-body"
          data-product={view.product.productSlug}
        >
          <SectionRows
            view={view}
            topics={topics}
            renderUpdates={(t) => (
              <UpdatesCard
                topics={t}
                highlightId={location.tcuUid}
                linkFor={linkFor}
                subscribe={subscribe.updates}
              />
            )}
          />
          <Box mt="lg">
            <SharePanelCard portalName={portalName} link={portalLink} subscribe={subscribe.shareCard} />
          </Box>
        </Container>
        <PortalFooter
          view={view}
          onCookieSettings={
            cookieSettingsOffered(view.sharedInfo.scriptPlan) ? () => setCookieSettings(true) : undefined
          }
        />
        <CookieConsent
          view={view}
          settingsOpen={cookieSettings}
          onSettingsClose={() => setCookieSettings(false)}
        />
        <Toaster />
        <SharePanelFixed portalName={portalName} link={portalLink} subscribe={subscribe.shareFixed} />
        {(location.search.has('subscribeStatus') || location.search.has('unsubscribeToken')) && (
          <Suspense>
            <SubscriptionDialogs view={view} onSubscribeAgain={subscribe.reopen} />
          </Suspense>
        )}
        {location.kbEntry && (
          <Suspense>
            <KnowledgeBaseDialog entryId={location.kbEntry} onClose={location.clearKnowledgeBaseEntry} />
          </Suspense>
        )}
        {drawer && (
          <Suspense>
            <CardDrawer
              key={drawer.cardId}
              card={view.cards.find((c) => c.id === drawer.cardId) ?? null}
              focusItemUid={drawer.itemUid}
              startEditing={drawer.edit}
              onClose={closeDrawer}
            />
          </Suspense>
        )}
      </Box>
    </PortalContext.Provider>
  );
}
