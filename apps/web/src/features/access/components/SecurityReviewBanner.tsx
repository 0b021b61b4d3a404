import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileDownload, IconMessageQuestion } from '@tabler/icons-react';
import type { PortalView } from '@trust/shared';
import { useAccessModal } from '../context';

/** 'Start your security review': the way into restricted content for visitors (visitor spec section 2). */
export function SecurityReviewBanner({ view }: { view: PortalView }) {
  const { open } = useAccessModal();
  if (view.mode !== 'Public' || !view.sharedInfo.customization.securityPortalMode) return null;
  const point = (icon: React.ReactNode, text: string) => (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon variant="light" size="sm" radius="xl">
        {icon}
      </ThemeIcon>
      <Text fz="sm">{text}</Text>
    </Group>
  );
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" data-testid="security-review-banner">
      <Group justify="space-between" gap="md">
        <Stack gap={6}>
          <Title order={2} fz="lg">
            Start your security review
          </Title>
          <Group gap="lg">
            {point(<IconFileDownload size={12} />, 'View & download sensitive information')}
            {point(<IconMessageQuestion size={12} />, 'Ask for information')}
          </Group>
        </Stack>
        <Group gap="sm">
          <Button variant="default" onClick={() => open({ tab: 'login' })}>
            Sign in
          </Button>
          <Button onClick={() => open({ tab: 'request', source: 'security_review_banner' })}>
            Request access
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
