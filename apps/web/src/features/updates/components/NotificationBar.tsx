import { Anchor, Box, Group, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { NOTIFICATION_BAR_MAX_AGE_MS, type ComplianceUpdateTopic } from '@trust/shared';

/** The newest update, if one is no older than a day. */
export function recentUpdate(topics: ComplianceUpdateTopic[], now = Date.now()) {
  const candidates = topics.flatMap((topic) => topic.updates.map((update) => ({ topic, update })));
  const newest = candidates.sort((a, b) => b.update.createdAt.localeCompare(a.update.createdAt))[0];
  return newest && now - Date.parse(newest.update.createdAt) <= NOTIFICATION_BAR_MAX_AGE_MS ? newest : null;
}

export function NotificationBar({
  topics,
  onView,
}: {
  topics: ComplianceUpdateTopic[];
  onView: (updateId: string) => void;
}) {
  const recent = recentUpdate(topics);
  if (!recent) return null;
  return (
    <Box
      bg="var(--mantine-primary-color-filled)"
      c="var(--mantine-primary-color-contrast)"
      py={8}
      px="md"
      data-testid="notification-bar"
    >
      <Group justify="center" gap="xs" wrap="nowrap">
        <IconSpeakerphone size={16} style={{ flexShrink: 0 }} />
        <Text fz="sm" lineClamp={1}>
          New update: {recent.topic.subject}
        </Text>
        <Anchor
          component="button"
          c="var(--mantine-primary-color-contrast)"
          fz="sm"
          fw={600}
          underline="always"
          // One line on a phone: the subject gives way, not the link.
          style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          onClick={() => onView(recent.update.id)}
        >
          View update
        </Anchor>
      </Group>
    </Box>
  );
}
