import { Badge, Button, Grid, Group, Stack, Tabs, Text, type GridColProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconStarFilled } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { DocumentEntry, PortalCard } from '@trust/shared';
import { TimedCollapse } from '@/components/TimedCollapse';
import { usePortal } from '../context';
import { DocumentTile } from './DocumentTile';
import { EditorCardActions } from './EditorCardActions';
import { SectionCard } from './SectionCard';

const BulkDownloadDialog = lazy(() => import('../bulk-download/BulkDownloadDialog'));

type Tab = 'all' | 'public' | 'private';

/** Collapsed grid size: 12 tiles, 9 on small screens (visitor spec section 9). */
const useCollapsedCount = () => (useMediaQuery('(min-width: 62em)', true) ? 12 : 9);

export function DocumentsCard({ card, entries }: { card: PortalCard; entries: DocumentEntry[] }) {
  const { view, openCard } = usePortal();
  const [tab, setTab] = useState<Tab>('all');
  const [expanded, setExpanded] = useState(false);
  const [bulkOpened, setBulkOpened] = useState<boolean | null>(null);
  const bulkOffered = view.sharedInfo.customization.bulkDownloadEnabled && entries.length > 0;
  const collapsedCount = useCollapsedCount();
  const hasPublic = entries.some((e) => e.isUnlocked);
  const hasPrivate = entries.some((e) => !e.isUnlocked);
  const shown = entries.filter((e) => tab === 'all' || (tab === 'public' ? e.isUnlocked : !e.isUnlocked));
  const featured = shown.filter((e) => e.featured);
  const others = shown.filter((e) => !e.featured);
  const firstOthers = others.slice(0, collapsedCount);
  const moreOthers = others.slice(collapsedCount);
  const featuredBand = useRef<HTMLDivElement>(null);
  const toggle = () => {
    if (expanded && featured.length > 0)
      featuredBand.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    setExpanded(!expanded);
  };
  const toggleLabel = !expanded
    ? 'View all documents'
    : featured.length > 0
      ? 'View featured documents'
      : 'View less';
  const open = (entry: DocumentEntry) => {
    const owner = view.cards.find((c) => c.kind === entry.target.kind);
    if (owner) openCard(owner.id, entry.target.itemUid);
  };
  const span = (single: boolean) => (single ? { base: 12, md: 6 } : { base: 12, sm: 6, lg: 4 });

  return (
    <SectionCard
      title={card.title}
      iconUrl={card.iconUrl}
      subtitle={card.displayText}
      testId="card-documents"
      onExpand={() => openCard(card.id)}
      hidden={card.hidden}
      actions={
        <>
          <EditorCardActions
            card={card}
            rows={entries.map((e) => ({ itemUid: e.target.itemUid, title: e.title, featured: e.featured }))}
          />
          {bulkOffered && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconDownload size={14} />}
              onClick={() => setBulkOpened(true)}
            >
              Download
            </Button>
          )}
        </>
      }
    >
      <Stack gap="md">
        {hasPublic && hasPrivate && (
          <Tabs value={tab} onChange={(v) => setTab((v as Tab) ?? 'all')}>
            <Tabs.List>
              <Tabs.Tab value="all">All</Tabs.Tab>
              <Tabs.Tab value="public">Public</Tabs.Tab>
              <Tabs.Tab value="private">Private</Tabs.Tab>
            </Tabs.List>
          </Tabs>
        )}
        {featured.length > 0 && (
          <Stack
            gap="xs"
            p="sm"
            bg="var(--mantine-primary-color-light)"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            data-testid="featured-documents"
            ref={featuredBand}
          >
            <Group gap={6}>
              <IconStarFilled size={14} color="var(--mantine-primary-color-filled)" />
              <Text fz="sm" fw={600}>
                Featured Documents
              </Text>
            </Group>
            <DocumentGrid entries={featured} span={{ base: 12, md: 6 }} onOpen={open} />
          </Stack>
        )}
        <DocumentGrid entries={firstOthers} span={span(others.length === 1)} onOpen={open} />
        {moreOthers.length > 0 && (
          <TimedCollapse expanded={expanded}>
            <DocumentGrid entries={moreOthers} span={span(false)} onOpen={open} />
          </TimedCollapse>
        )}
        {moreOthers.length > 0 && (
          <Group justify="center">
            <Button
              variant="subtle"
              onClick={toggle}
              rightSection={
                !expanded && (
                  <Badge size="sm" variant="light">
                    {others.length}
                  </Badge>
                )
              }
            >
              {toggleLabel}
            </Button>
          </Group>
        )}
      </Stack>
      {bulkOpened !== null && (
        <Suspense>
          <BulkDownloadDialog opened={bulkOpened} onClose={() => setBulkOpened(false)} entries={entries} />
        </Suspense>
      )}
    </SectionCard>
  );
}

function DocumentGrid({
  entries,
  span,
  onOpen,
}: {
  entries: DocumentEntry[];
  span: GridColProps['span'];
  onOpen: (entry: DocumentEntry) => void;
}) {
  return (
    <Grid gap="sm">
      {entries.map((entry) => (
        <Grid.Col key={entry.target.itemUid} span={span}>
          <DocumentTile entry={entry} onOpen={() => onOpen(entry)} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
