import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { NDA_MESSAGES, NDA_REMINDER_MS, type PortalView } from '@trust/shared';
import { dismissToast, showToast } from '@/lib/toast';
import { useMember, useNda } from '../api';

const NdaModal = lazy(() => import('./NdaModal'));

/** For members who have not accepted the click-wrap NDA yet: why documents are locked, and the way to accept. */
export function NdaPrompt({ view }: { view: PortalView }) {
  const member = view.mode === 'AccountExternal';
  const nda = useNda(view.organisation.slug, member).data;
  const [open, setOpen] = useState(false);
  const pending = member && nda !== undefined && nda.provider === 'click-wrap' && !nda.passed;
  // The first visit's welcome says it already: one message at a time.
  const welcoming = useMember(view.organisation.slug, member).data?.showWelcome ?? true;
  // The reminder goes as soon as the NDA is accepted.
  useEffect(() => {
    if (!pending || welcoming) return;
    const id = showToast(NDA_MESSAGES.reminder, { hideAfterMs: NDA_REMINDER_MS });
    return () => dismissToast(id);
  }, [pending, welcoming]);
  if (!pending || !nda) return null;
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" data-testid="nda-prompt">
      <Group justify="space-between" gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="xl">
            <IconSignature size={18} />
          </ThemeIcon>
          <div>
            <Text fw={600}>Accept the {nda.title}</Text>
            <Text fz="sm" c="dimmed">
              {view.organisation.name} shares restricted documents once the {nda.title} is accepted.
            </Text>
          </div>
        </Group>
        <Button onClick={() => setOpen(true)}>Review and accept</Button>
      </Group>
      {open && (
        <Suspense>
          <NdaModal view={view} nda={nda} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
