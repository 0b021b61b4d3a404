import { Box, Container, Group, Loader } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { InitialPage } from '@trust/shared';
import { NotificationBar, UpdatesCard, useComplianceUpdates } from '@/features/updates';
import { usePortalView } from './api';
import { PortalFooter } from './components/PortalFooter';
import { PortalHeader } from './components/PortalHeader';
import { ProductSelector } from './components/ProductSelector';
import { SectionRows } from './components/SectionRows';
import { SharePanelCard, SharePanelFixed } from './components/SharePanel';
import { PortalContext, type PortalContextValue } from './context';
import { usePortalLocation } from './hooks/usePortalLocation';

const CardDrawer = lazy(() => import('./components/CardDrawer'));

type PortalInitial = Extract<InitialPage, { page: 'portal' }>;

export function PortalPage({ initial }: { initial: PortalInitial }) {
  const orgSlug = initial.view.organisation.slug;
  const location = usePortalLocation(initial.view);
  const viewQuery = usePortalView(orgSlug, location.productId, initial.view);
  const view = viewQuery.data ?? initial.view;
  const updatesQuery = useComplianceUpdates(orgSlug, location.productId, { productId: initial.view.product.productId, data: initial.updates });
  const topics = updatesQuery.data?.topics ?? [];
  const [drawer, setDrawer] = useState<{ cardId: string; itemUid: string | null } | null>(null);

  // A deep link (custom slug or itemUid) opens the item's card with the item expanded.
  const linkedItemUid = location.itemUid ?? (location.itemSlug ? view.cards.flatMap((c) => c.items).find((i) => i.slug === location.itemSlug)?.itemUid : null) ?? null;
  useEffect(() => {
    if (!linkedItemUid) return;
    const card = view.cards.find((c) => c.items.some((i) => i.itemUid === linkedItemUid));
    if (card) setDrawer({ cardId: card.id, itemUid: linkedItemUid });
  }, [linkedItemUid, view]);

  const openCard = useCallback((cardId: string, itemUid?: string) => setDrawer({ cardId, itemUid: itemUid ?? null }), []);
  const closeDrawer = () => {
    setDrawer(null);
    location.clearItemLink();
  };
  const context = useMemo<PortalContextValue>(() => ({ view, basePath: initial.basePath, openCard }), [view, initial.basePath, openCard]);
  const portalLink = `${window.location.origin}${initial.basePath || '/'}`;
  const linkFor = (tcuUid: string) => {
    const query = new URLSearchParams({ tcuUid });
    const product = location.search.get('product');
    if (product) query.set('product', product);
    return `${window.location.origin}${initial.basePath}/?${query}`;
  };
  const { customization } = view.sharedInfo;
  const portalName = `${view.organisation.name} ${customization.portalTitle}`;

  return (
    <PortalContext.Provider value={context}>
      <Box bg="gray.0" mih="100vh">
        <NotificationBar topics={topics} onView={location.showUpdate} />
        <PortalHeader
          view={view}
          actions={
            <Group gap="xs" wrap="nowrap">
              {viewQuery.isFetching && <Loader size="xs" aria-label="Loading product" />}
              <ProductSelector view={view} onSelect={location.selectProduct} />
            </Group>
          }
        />
        <Container size={1200} mt={{ base: -72, sm: -88 }} pos="relative" data-testid="portal-body" data-product={view.product.productSlug}>
          <SectionRows
            view={view}
            topics={topics}
            renderUpdates={(t) => (
              <UpdatesCard topics={t} highlightId={location.tcuUid} linkFor={linkFor} subscribeEnabled={customization.subscribeEnabled} />
            )}
          />
          <Box mt="lg">
            <SharePanelCard portalName={portalName} link={portalLink} subscribeEnabled={customization.subscribeEnabled} />
          </Box>
        </Container>
        <PortalFooter view={view} />
        <SharePanelFixed portalName={portalName} link={portalLink} subscribeEnabled={customization.subscribeEnabled} />
        {drawer && (
          <Suspense>
            <CardDrawer card={view.cards.find((c) => c.id === drawer.cardId) ?? null} focusItemUid={drawer.itemUid} onClose={closeDrawer} />
          </Suspense>
        )}
      </Box>
    </PortalContext.Provider>
  );
}
