import { Anchor, Box, Button, Collapse, Group, List, Paper, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconDownload, IconExternalLink, IconEye, IconFileTypePdf, IconLock, IconPointFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { fileUrl, isViewable } from '@trust/shared';
import { usePortal } from '../context';
import type { PortalItem } from '@trust/shared';
import { formatPortalDate } from '@/lib/format';
import { ENABLED_STATE_COLOR, ItemTags } from './ItemTags';
import { RequestAccessButton } from './RequestAccessButton';

/** One item in the expanded card: title, tags, and its details behind 'More details...'. */
export function ItemDetails({ item, focused }: { item: PortalItem; focused: boolean }) {
  const [open, setOpen] = useState(focused);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  const hasDetails = Boolean(item.explanation || item.href || item.auditor || item.expiry || item.listEntries.length || item.documents.length || item.bridgeLetter || item.locked);

  return (
    <Paper ref={ref} withBorder p="md" radius="md" bg={focused ? 'var(--mantine-primary-color-light)' : undefined} data-testid={`item-${item.itemUid}`} data-focused={focused || undefined}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Tooltip label={item.enabledState === 'enabled' ? 'Enabled' : item.enabledState === 'work_in_progress' ? 'In Progress' : 'Not enabled'}>
            <IconPointFilled size={18} color={`var(--mantine-color-${ENABLED_STATE_COLOR[item.enabledState]}-6)`} style={{ flexShrink: 0, marginTop: 3 }} />
          </Tooltip>
          <Stack gap={4}>
            <Text fw={600}>{item.title}</Text>
            {item.subtitle && (
              <Text fz="sm" c="dimmed">
                {item.subtitle}
              </Text>
            )}
            <ItemTags item={item} />
          </Stack>
        </Group>
        {item.locked && (
          <Tooltip label="Restricted: available once access is granted">
            <ThemeIcon variant="light" color="gray" radius="xl" aria-label="Locked">
              <IconLock size={16} />
            </ThemeIcon>
          </Tooltip>
        )}
      </Group>
      {hasDetails && (
        <>
          <UnstyledButton mt="xs" fz="sm" c="var(--mantine-primary-color-filled)" onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide details...' : 'More details...'}
          </UnstyledButton>
          <Collapse expanded={open}>
            <Stack gap="xs" mt="xs">
              {item.explanation && <Text fz="sm">{item.explanation}</Text>}
              {item.listEntries.length > 0 && (
                <List size="sm" spacing={2}>
                  {item.listEntries.map((entry) => (
                    <List.Item key={entry}>{entry}</List.Item>
                  ))}
                </List>
              )}
              {(item.auditor || item.expiry) && (
                <Group gap="lg">
                  {item.auditor && <Text fz="sm"><Text span inherit c="dimmed">Auditor: </Text>{item.auditor}</Text>}
                  {item.expiry && <Text fz="sm"><Text span inherit c="dimmed">Valid until: </Text>{formatPortalDate(item.expiry)}</Text>}
                </Group>
              )}
              {item.href && (
                <Anchor href={item.href} target="_blank" rel="noopener noreferrer" fz="sm">
                  <Group gap={4} component="span">
                    {item.href.replace(/^https?:\/\//, '')}
                    <IconExternalLink size={14} />
                  </Group>
                </Anchor>
              )}
              {item.documents.map((doc) => (
                <DocumentRow key={doc.fileId} doc={doc} />
              ))}
              {item.bridgeLetter && <BridgeLetterRow item={item} letterType={item.bridgeLetter.letterType} />}
              {item.locked && (
                <Box>
                  <RequestAccessButton itemUid={item.itemUid} itemKind={item.cardKind} />
                </Box>
              )}
            </Stack>
          </Collapse>
        </>
      )}
      {item.lastModified && (
        <Text fz="xs" c="dimmed" mt="xs">
          Last updated {formatPortalDate(item.lastModified.on)} by {item.lastModified.by.name}
        </Text>
      )}
    </Paper>
  );
}

/** One document of an item: its name, and View and Download when the asker may (the server decides again). */
function DocumentRow({ doc }: { doc: PortalItem['documents'][number] }) {
  const { view } = usePortal();
  const viewable = isViewable(doc.contentType);
  const identity = new URLSearchParams(window.location.search);
  const link = (accessType: 'view' | 'download') =>
    fileUrl(view.organisation.slug, doc.fileId, {
      productId: view.product.productId, itemUid: doc.itemUid, accessType, accessSource: 'card_drawer',
      accountId: identity.get('accountId'), permissionProfileId: identity.get('permissionProfileId'),
    });
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
        <Text fz="sm" truncate>
          {doc.originalName}
        </Text>
        {doc.locked && <IconLock size={14} aria-label="Locked document" />}
      </Group>
      {!doc.locked && (
        <Group gap={6} wrap="nowrap">
          {viewable && (
            <Button component="a" href={link('view')} target="_blank" rel="noopener" size="compact-xs" variant="light" leftSection={<IconEye size={12} />} aria-label={`View ${doc.originalName}`}>
              View
            </Button>
          )}
          {!(doc.viewOnly && viewable) && (
            <Button component="a" href={link('download')} size="compact-xs" variant="default" leftSection={<IconDownload size={12} />} aria-label={`Download ${doc.originalName}`}>
              Download
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}

/** A SOC report's bridge letter, generated as a PDF on download. */
function BridgeLetterRow({ item, letterType }: { item: PortalItem; letterType: string }) {
  const { view } = usePortal();
  const identity = new URLSearchParams(window.location.search);
  const query = new URLSearchParams({ productId: view.product.productId });
  for (const key of ['accountId', 'permissionProfileId']) if (identity.get(key)) query.set(key, identity.get(key)!);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap">
        <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" />
        <Text fz="sm">{letterType} bridge letter</Text>
      </Group>
      <Button component="a" href={`/api/share/${encodeURIComponent(view.organisation.slug)}/items/${item.itemUid}/bridge-letter?${query}`} size="compact-xs" variant="default" leftSection={<IconDownload size={12} />} aria-label={`Download ${letterType} bridge letter`}>
        Download
      </Button>
    </Group>
  );
}
