import { Anchor, Box, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Customization } from '@trust/shared';

/** The organisation's own notice at the top of the portal (Settings, Banner), when switched on. */
export function OrgNotice({ notice }: { notice: Customization['notice'] }) {
  if (!notice.show || !notice.text) return null;
  return (
    <Box
      bg="var(--mantine-primary-color-light)"
      c="var(--mantine-color-text)"
      py={8}
      px="md"
      role="region"
      aria-label="Notice"
      data-testid="org-notice"
    >
      <Group justify="center" gap="xs" wrap="nowrap">
        <IconInfoCircle size={16} style={{ flexShrink: 0 }} aria-hidden />
        <Text fz="sm">{notice.text}</Text>
        {notice.link && (
          <Anchor
            href={notice.link}
            fz="sm"
            fw={600}
            c="inherit"
            underline="always"
            target="_blank"
            rel="noopener"
          >
            Learn more
          </Anchor>
        )}
      </Group>
    </Box>
  );
}
