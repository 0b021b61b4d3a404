import { Badge, Button, Grid, Group, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconStarFilled } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { DocumentEntry, PortalCard } from '@trust/shared';
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
  const visibleOthers = expanded ? others : others.slice(0, collapsedCount);
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
          >
            <Group gap={6}>
              <IconStarFilled size={14} color="var(--mantine-primary-color-filled)" />
              <Text fz="sm" fw={600}>
                Featured Documents
              </Text>
            </Group>
            <Grid gap="sm">
              {featured.map((entry) => (
                <Grid.Col key={entry.target.itemUid} span={{ base: 12, md: 6 }}>
                  <DocumentTile entry={entry} onOpen={() => open(entry)} />
                </Grid.Col>
              ))}
            </Grid>
          </Stack>
        )}
        <Grid gap="sm">
          {visibleOthers.map((entry) => (
            <Grid.Col key={entry.target.itemUid} span={span(others.length === 1)}>
              <DocumentTile entry={entry} onOpen={() => open(entry)} />
            </Grid.Col>
          ))}
        </Grid>
        {others.length > collapsedCount && (
          <Group justify="center">
            <Button
              variant="subtle"
              onClick={() => setExpanded((e) => !e)}
              rightSection={
                !expanded && (
                  <Badge size="sm" variant="light">
                    {others.length}
                  </Badge>
                )
              }
            >
              {expanded ? 'View less' : 'View all documents'}
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
