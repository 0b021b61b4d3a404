import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { Hint } from '@/components/floating/Hint';
import { IconExternalLink, IconLock, IconPointFilled, IconShare } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { PortalItem } from '@trust/shared';
import { useDateFormat } from '@/lib/date-locale';
import { usePortal } from '../context';
import { ENABLED_STATE_COLOR, ItemTags } from './ItemTags';
import { BridgeLetterRow } from './documents/BridgeLetterRow';
import { DocumentRow } from './documents/DocumentRow';
import { ItemIntegrationWidgets } from './IntegrationWidgets';
import { SharePopover } from './SharePanel';
import { RequestAccessButton } from './RequestAccessButton';
import '@/app/floating-styles';
import { TimedCollapse } from '@/components/TimedCollapse';
import { ItemComments } from '../comments/ItemComments';

/** One item in the expanded card: title, tags, and its details behind 'More details...'. */
export function ItemDetails({
  item,
  focused,
  menu,
}: {
  item: PortalItem;
  focused: boolean;
  menu?: React.ReactNode;
}) {
  const formatDate = useDateFormat();
  const { view, basePath, origin } = usePortal();
  const [open, setOpen] = useState(focused);
  // The item's own address: its custom URL, or the portal with ?itemUid= (visitor spec section 2).
  const itemLink = item.slug
    ? `${origin}${basePath}/item/${item.slug}`
    : `${origin}${basePath}/?itemUid=${item.itemUid}`;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  const hasDetails = Boolean(
    item.explanation ||
    item.href ||
    item.auditor ||
    item.expiry ||
    item.listEntries.length ||
    item.documents.length ||
    item.bridgeLetter ||
    item.locked,
  );

  return (
    <Paper
      ref={ref}
      withBorder
      p="md"
      radius="md"
      bg={
        focused
          ? 'color-mix(in srgb, var(--mantine-primary-color-filled) 4%, var(--mantine-color-body))'
          : undefined
      }
      style={focused ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
      data-testid={`item-${item.itemUid}`}
      data-focused={focused || undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Hint
            label={
              item.enabledState === 'enabled'
                ? 'Enabled'
                : item.enabledState === 'work_in_progress'
                  ? 'In Progress'
                  : 'Not enabled'
            }
          >
            <IconPointFilled
              size={18}
              color={`var(--mantine-color-${ENABLED_STATE_COLOR[item.enabledState]}-6)`}
              style={{ flexShrink: 0, marginTop: 3 }}
            />
          </Hint>
          <Stack gap={4}>
            <Text fw={600}>{item.title}</Text>
            {item.subtitle && (
              <Text fz="sm" c="dimmed">
                {item.subtitle}
              </Text>
            )}
            <ItemTags item={item} main={view.mode === 'Main'} />
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          {item.locked && (
            <Hint label="Restricted: available once access is granted">
              <ThemeIcon variant="light" color="gray" radius="xl" role="img" aria-label="Locked">
                <IconLock size={16} />
              </ThemeIcon>
            </Hint>
          )}
          <SharePopover portalName={item.title} link={itemLink} position="bottom-end">
            <ActionIcon variant="subtle" color="gray" aria-label={`Share ${item.title}`}>
              <IconShare size={16} />
            </ActionIcon>
          </SharePopover>
          {menu}
        </Group>
      </Group>
      {item.integrations.length > 0 && (
        <Box mt="sm" data-testid="item-evidence">
          <ItemIntegrationWidgets providers={item.integrations} />
        </Box>
      )}
      {hasDetails && (
        <>
          <UnstyledButton mt="xs" fz="sm" c="var(--mantine-color-anchor)" onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide details...' : 'More details...'}
          </UnstyledButton>
          <TimedCollapse expanded={open}>
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
                  {item.auditor && (
                    <Text fz="sm">
                      <Text span inherit c="dimmed">
                        Auditor:{' '}
                      </Text>
                      {item.auditor}
                    </Text>
                  )}
                  {item.expiry && (
                    <Text fz="sm">
                      <Text span inherit c="dimmed">
                        Valid until:{' '}
                      </Text>
                      {formatDate(item.expiry)}
                    </Text>
                  )}
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
              {item.bridgeLetter && (
                <BridgeLetterRow
                  itemUid={item.itemUid}
                  itemTitle={item.title}
                  letterType={item.bridgeLetter.letterType}
                />
              )}
              {item.locked && (
                <Box>
                  <RequestAccessButton
                    itemUid={item.itemUid}
                    itemKind={item.cardKind}
                    itemTitle={item.title}
                  />
                </Box>
              )}
            </Stack>
          </TimedCollapse>
        </>
      )}
      {view.mode === 'AccountExternal' && <ItemComments item={item} focused={focused} />}
      {item.lastModified && (
        <Text fz="xs" c="dimmed" mt="xs">
          Last updated {formatDate(item.lastModified.on)} by {item.lastModified.by.name}
        </Text>
      )}
    </Paper>
  );
}
