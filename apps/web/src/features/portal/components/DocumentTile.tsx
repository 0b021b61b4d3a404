import { Button, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconFileText, IconLock } from '@tabler/icons-react';
import type { DocumentEntry } from '@trust/shared';
import { RequestAccessButton } from './RequestAccessButton';
import classes from './DocumentTile.module.css';

/** A document tile: what it is, where it belongs, and a lock with the access offer when restricted. */
export function DocumentTile({ entry, onOpen }: { entry: DocumentEntry; onOpen: () => void }) {
  const count = entry.documents.length + (entry.bridgeLetter ? 1 : 0);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.tile}
      data-locked={!entry.isUnlocked || undefined}
      data-testid="document-tile"
    >
      <Stack gap="xs" h="100%" justify="space-between">
        {/* Named by what it shows (WCAG 2.5.3), after a word only screen readers hear. */}
        <UnstyledButton onClick={onOpen} className={classes.main}>
          <VisuallyHidden>Open </VisuallyHidden>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color={entry.isUnlocked ? 'brand' : 'gray'} size="lg" radius="md">
              {entry.isUnlocked ? <IconFileText size={20} /> : <IconLock size={18} />}
            </ThemeIcon>
            <Stack gap={2} miw={0}>
              <Text fz="sm" fw={600} lineClamp={2}>
                {entry.title}
              </Text>
              <Text fz="xs" c="dimmed">
                {entry.cardTitle} · {count} {count === 1 ? 'file' : 'files'}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
        <Group justify="flex-end">
          {entry.isUnlocked ? (
            <Button size="compact-xs" variant="subtle" onClick={onOpen} tabIndex={-1} aria-hidden>
              Open
            </Button>
          ) : (
            <RequestAccessButton
              itemUid={entry.target.itemUid}
              itemKind={entry.target.kind}
              itemTitle={entry.title}
              size="compact-xs"
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
