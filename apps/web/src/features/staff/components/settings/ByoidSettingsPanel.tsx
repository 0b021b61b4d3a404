import { Badge, Button, Code, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BYOID_MAX_LIFETIME_S, type ByoidSecret } from '@trust/shared';
import { useDateFormat } from '@/lib/date-locale';
import { toast } from '@/lib/toast';
import { useCopy } from '@/lib/use-copy';
import { useStaffMe } from '../../api';
import { useByoidActions, useByoidSettings } from '../../settings-api';

/**
 * Bring your own identity: a secret the organisation's app signs short-lived tokens with, so its
 * signed-in customers open the trust centre signed in. The secret is shown once, when made.
 */
export function ByoidSettingsPanel() {
  const settings = useByoidSettings().data;
  const { rotate, disable } = useByoidActions();
  const date = useDateFormat();
  const slug = useStaffMe().data?.organisations[0]?.slug ?? '{org}';
  const [confirm, setConfirm] = useState<'replace' | 'off' | null>(null);
  const [made, setMade] = useState<ByoidSecret | null>(null);
  const { copied, copy } = useCopy();

  const make = async () => {
    try {
      setMade(await rotate.mutateAsync());
      setConfirm(null);
    } catch (failure) {
      toast.failure(failure);
    }
  };
  const turnOff = async () => {
    try {
      await disable.mutateAsync();
      setConfirm(null);
      toast.success('Signing in from your app is off');
    } catch (failure) {
      toast.failure(failure);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="byoid-settings">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Sign in from your own app
          </Title>
          <Badge variant="light" color={settings?.enabled ? 'green' : 'gray'}>
            {settings?.enabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          Customers already signed in to your product open the trust centre signed in, with no email link.
          Your server signs a token (HS256) with this secret, with the claims <Code>email</Code>,{' '}
          <Code>jti</Code> (unique), <Code>iat</Code> and <Code>exp</Code> (at most{' '}
          {BYOID_MAX_LIFETIME_S / 60} minutes later), and optionally <Code>given_name</Code>,{' '}
          <Code>family_name</Code> and <Code>company</Code>, then sends them to{' '}
          <Code>
            {window.location.origin}/byoid/{slug}/welcome?token=…
          </Code>
          . A new customer joins the account of their email’s domain, or a new account for their company.
        </Text>
        {settings?.enabled && settings.createdAt && (
          <Text fz="sm">Current secret made on {date(settings.createdAt)}.</Text>
        )}
        <Group>
          <Button
            onClick={() => (settings?.enabled ? setConfirm('replace') : void make())}
            loading={rotate.isPending && confirm === null}
          >
            {settings?.enabled ? 'Replace the secret' : 'Create a signing secret'}
          </Button>
          {settings?.enabled && (
            <Button variant="default" color="red" onClick={() => setConfirm('off')}>
              Turn off
            </Button>
          )}
        </Group>
      </Stack>

      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'off' ? 'Turn off signing in from your app?' : 'Replace the signing secret?'}
      >
        <Stack gap="md">
          <Text fz="sm">
            {confirm === 'off'
              ? 'Links your app makes stop working at once. Members can still sign in with their email.'
              : 'Tokens signed with the current secret stop working at once. Put the new secret in your app right away.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button
              color={confirm === 'off' ? 'red' : undefined}
              loading={rotate.isPending || disable.isPending}
              onClick={() => void (confirm === 'off' ? turnOff() : make())}
            >
              {confirm === 'off' ? 'Turn off' : 'Replace'}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={made !== null} onClose={() => setMade(null)} title="Your signing secret">
        <Stack gap="md">
          <Text fz="sm">This is the only time it is shown. Store it in your app’s configuration.</Text>
          <Code block data-testid="byoid-secret">
            {made?.secret}
          </Code>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void copy(made?.secret ?? '')}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <Button onClick={() => setMade(null)}>Done</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
