import { Anchor, Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { PortalView } from '@trust/shared';
import '@/app/overlay-styles';
import { useWelcomed } from '../api';

/** Shown once, on a member's first visit: what they can do now, and the terms that apply. */
export default function WelcomeModal({ view }: { view: PortalView }) {
  const welcomed = useWelcomed(view.organisation.slug);
  const { customization } = view.sharedInfo;
  return (
    <Modal
      opened
      onClose={() => welcomed.mutate()}
      centered
      withCloseButton={false}
      size="md"
      data-testid="welcome-modal"
    >
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconShieldCheck />
        </ThemeIcon>
        <Title order={2} fz="xl">
          Welcome to the {view.organisation.name} {customization.portalTitle}
        </Title>
        <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {customization.welcomeText ||
            'You can now open the restricted documents your access covers, and request anything else you need.'}
        </Text>
        {(customization.termsOfServiceUrl || customization.privacyNoticeUrl) && (
          <Group gap="md" justify="center">
            {customization.termsOfServiceUrl && (
              <Anchor
                href={customization.termsOfServiceUrl}
                target="_blank"
                rel="noopener noreferrer"
                fz="sm"
              >
                Terms of Service
              </Anchor>
            )}
            {customization.privacyNoticeUrl && (
              <Anchor href={customization.privacyNoticeUrl} target="_blank" rel="noopener noreferrer" fz="sm">
                Privacy Notice
              </Anchor>
            )}
          </Group>
        )}
        <Button mt="sm" onClick={() => welcomed.mutate()} loading={welcomed.isPending}>
          Let's Go
        </Button>
      </Stack>
    </Modal>
  );
}
