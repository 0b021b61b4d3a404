import { Button, Group, Tooltip } from '@mantine/core';
import { IconArrowsSort, IconLayoutRows, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import {
  EDITOR_MESSAGES,
  isGridCard,
  type EditorFeatures,
  type PortalCard,
  type PortalView,
  type SectionValue,
} from '@trust/shared';
import ReorderCardsDialog from './ReorderCardsDialog';
import ReorderSectionsDialog from './ReorderSectionsDialog';
import '@/app/floating-styles';

/** Whether the page shows a section now (hidden cards and empty overviews are not enabled). */
function sectionEnabled(view: PortalView, section: SectionValue): boolean {
  const shown = (kind: string) => view.cards.some((c) => c.kind === kind && !c.hidden);
  switch (section) {
    case 'overview':
      return Boolean(view.overview?.html) && shown('overview');
    case 'certifications':
      return shown('certifications');
    case 'overview_and_certifications':
      return sectionEnabled(view, 'overview') || shown('certifications');
    case 'trusted_by':
    case 'subprocessors':
    case 'documents':
      return shown(section);
    case 'cards':
      return view.cards.some((c) => isGridCard(c.kind) && !c.hidden);
    default:
      return true;
  }
}

/** Above the card grid, for editors: 'Re-order sections' (plan-gated, with the lock tooltip) and 'Re-order cards'. */
export default function GridToolbar({
  view,
  cards,
  features,
}: {
  view: PortalView;
  cards: PortalCard[];
  features: EditorFeatures;
}) {
  const [reordering, setReordering] = useState<'cards' | 'sections' | null>(null);
  const sectionsAllowed = features.allowSectionCustomization;
  return (
    <Group justify="flex-end" gap="xs">
      <Tooltip label={EDITOR_MESSAGES.upgrade} disabled={sectionsAllowed}>
        <Button
          variant="default"
          size="xs"
          leftSection={sectionsAllowed ? <IconLayoutRows size={14} /> : <IconLock size={14} />}
          onClick={() => sectionsAllowed && setReordering('sections')}
          data-disabled={!sectionsAllowed || undefined}
        >
          Re-order sections
        </Button>
      </Tooltip>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconArrowsSort size={14} />}
        onClick={() => setReordering('cards')}
      >
        Re-order cards
      </Button>
      {reordering === 'cards' && (
        <ReorderCardsDialog
          cards={cards}
          productId={view.product.productId}
          productSlug={view.product.productSlug}
          onClose={() => setReordering(null)}
        />
      )}
      {reordering === 'sections' && (
        <ReorderSectionsDialog
          order={view.pageSettings.sectionOrder}
          enabled={(section) => sectionEnabled(view, section)}
          productId={view.product.productId}
          onClose={() => setReordering(null)}
        />
      )}
    </Group>
  );
}
