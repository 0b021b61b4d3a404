import { Anchor, Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { PortalView } from '@trust/shared';
import '@/app/overlay-styles';
import { useNda, useWelcomed } from '../api';

const NdaModal = lazy(() => import('./NdaModal'));

/**
 * Shown once, on a member's first visit: what they can do now, and the terms that apply. Where an
 * NDA waits, it says so (and offers it) instead of promising documents that are still locked.
 */
export default function WelcomeModal({ view }: { view: PortalView }) {
  const welcomed = useWelcomed(view.organisation.slug);
  const nda = useNda(view.organisation.slug, true).data;
  const [reviewingNda, setReviewingNda] = useState(false);
  const { customization } = view.sharedInfo;
  if (nda === undefined) return null;
  const ndaPending = nda.provider === 'click-wrap' && !nda.passed;
  if (reviewingNda)
    return (
      <Suspense>
        {/* Welcomed only now: marking it earlier would close this modal and the NDA with it. */}
        <NdaModal view={view} nda={nda} onClose={() => welcomed.mutate()} />
      </Suspense>
    );
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
          {ndaPending
            ? `${view.organisation.name} shares restricted documents once you accept the ${nda.title}.`
            : customization.welcomeText ||
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
        <Group mt="sm" justify="center">
          {/* Focus starts on the main action, not on the first link of the text above it. */}
          {ndaPending && (
            <Button onClick={() => setReviewingNda(true)} data-autofocus>
              Review and accept
            </Button>
          )}
          <Button
            variant={ndaPending ? 'default' : 'filled'}
            onClick={() => welcomed.mutate()}
            loading={welcomed.isPending}
            data-autofocus={ndaPending ? undefined : true}
          >
            Let's Go
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
