import { Badge, Button, Group, Paper, PasswordInput, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { changePasswordBodySchema, type StaffSession } from '@trust/shared';
import { apiPost } from '@/lib/api';
import { submitWith } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAccountActions, useAccountSecurity } from '../../team-api';
import { FormError } from '../auth/AuthCard';
import { NewPasswordInput } from '../auth/NewPasswordInput';
import { describeBrowser } from './describe-browser';
import { TwoFactorPanel } from './TwoFactorPanel';

/** The signed-in staff user's own security: password, two-factor sign-in and open sessions. */
export function AccountPage() {
  const security = useAccountSecurity().data;
  if (!security) return null;
  return (
    <Stack gap="md" maw={760} data-testid="account-page">
      <div>
        <Title order={1} fz={24}>
          Your account
        </Title>
        <Text c="dimmed">
          {security.displayName} · {security.email}
        </Text>
      </div>
      <ChangePassword email={security.email} name={security.displayName} />
      <TwoFactorPanel enabled={security.twoFactor} recoveryCodesLeft={security.recoveryCodesLeft} />
      <Sessions sessions={security.sessions} />
    </Stack>
  );
}

function ChangePassword({ email, name }: { email: string; name: string }) {
  const form = useForm({ defaultValues: { currentPassword: '', newPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (
      await submitWith(form, changePasswordBodySchema, values, (body) => apiPost('/api/auth/password', body))
    ) {
      toast.success('Password changed. Your other sessions were signed out.');
      form.reset();
    }
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={380}>
          <Text fw={600}>Change password</Text>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <NewPasswordInput
            label="New password"
            value={form.watch('newPassword')}
            related={[email, name]}
            {...form.register('newPassword')}
            error={errors.newPassword?.message}
          />
          <FormError message={errors.root?.message} />
          <Group>
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Sessions({ sessions }: { sessions: StaffSession[] }) {
  const actions = useAccountActions();
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="xs" gap="xs">
        <Text fw={600}>Where you're signed in</Text>
        {sessions.some((session) => !session.current) && (
          <Button
            variant="light"
            size="xs"
            color="red"
            loading={actions.endOtherSessions.isPending}
            onClick={() =>
              actions.endOtherSessions.mutate(undefined, {
                onSuccess: ({ ended }) =>
                  toast.success(
                    ended === 1 ? 'Signed out of 1 other session' : `Signed out of ${ended} other sessions`,
                  ),
                onError: toast.failure,
              })
            }
          >
            Sign out of other sessions
          </Button>
        )}
      </Group>
      {/* Two columns fit a phone: the browser and date wrap, the badge or button keeps its line. */}
      <Table verticalSpacing="xs">
        <Table.Tbody>
          {sessions.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>
                <Text fz="sm">{describeBrowser(session.userAgent)}</Text>
                <Text fz="xs" c="dimmed">
                  Signed in {new Date(session.createdAt).toLocaleString()}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {session.current ? (
                  <Badge variant="light" miw="max-content">
                    This browser
                  </Badge>
                ) : (
                  <Button
                    variant="subtle"
                    size="xs"
                    color="red"
                    onClick={() =>
                      actions.endSession.mutate(session.id, {
                        onSuccess: () => toast.success('Signed out of that session'),
                        onError: toast.failure,
                      })
                    }
                  >
                    Sign out
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
