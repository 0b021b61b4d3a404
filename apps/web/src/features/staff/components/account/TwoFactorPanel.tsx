import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { TotpSetup } from '@trust/shared';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAccountActions } from '../../team-api';

/** Two-factor sign-in with an authenticator app: QR code, first code, recovery codes shown once. */
export function TwoFactorPanel({
  enabled,
  recoveryCodesLeft,
}: {
  enabled: boolean;
  recoveryCodesLeft: number;
}) {
  const actions = useAccountActions();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const fail = (failure: unknown) =>
    setError(
      failure instanceof ApiError
        ? (Object.values(failure.fields ?? {})[0] ?? failure.message)
        : String(failure),
    );

  if (recoveryCodes)
    return (
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Text fw={600}>Save your recovery codes</Text>
          <Text fz="sm">
            Each works once if you lose your authenticator. They are shown only now: keep them somewhere safe.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} data-testid="recovery-codes">
            {recoveryCodes.map((c) => (
              <Code key={c} fz="sm">
                {c}
              </Code>
            ))}
          </SimpleGrid>
          <Group>
            <Button onClick={() => setRecoveryCodes(null)}>I saved them</Button>
          </Group>
        </Stack>
      </Paper>
    );

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" maw={420}>
        <Text fw={600}>Two-factor sign-in</Text>
        {enabled ? (
          <>
            <Alert color="teal" p="xs">
              On. {recoveryCodesLeft} recovery {recoveryCodesLeft === 1 ? 'code' : 'codes'} left.
            </Alert>
            <PasswordInput
              label="Password, to turn it off"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
              autoComplete="current-password"
            />
            <Group>
              <Button
                variant="default"
                color="red"
                loading={actions.disableTotp.isPending}
                onClick={() =>
                  actions.disableTotp.mutate(password, {
                    onSuccess: () => {
                      setPassword('');
                      setError(null);
                      toast.success('Two-factor sign-in is off');
                    },
                    onError: fail,
                  })
                }
              >
                Turn off
              </Button>
            </Group>
          </>
        ) : setup ? (
          <>
            <Text fz="sm">
              Scan the code with your authenticator app, then enter the 6-digit code it shows.
            </Text>
            <div
              role="img"
              aria-label="QR code for your authenticator app"
              style={{ width: 180, height: 180 }}
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <Text fz="xs" c="dimmed">
              Can't scan it? Enter this key: <Code>{setup.secret}</Code>
            </Text>
            <TextInput
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={error}
            />
            <Group>
              <Button
                loading={actions.enableTotp.isPending}
                onClick={() =>
                  actions.enableTotp.mutate(
                    { setupToken: setup.setupToken, code },
                    {
                      onSuccess: (result) => {
                        setSetup(null);
                        setCode('');
                        setError(null);
                        setRecoveryCodes(result.recoveryCodes);
                      },
                      onError: fail,
                    },
                  )
                }
              >
                Turn on
              </Button>
              <Button variant="default" onClick={() => setSetup(null)}>
                Cancel
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              Ask for a code from an authenticator app after your password.
            </Text>
            <Group>
              <Button variant="light" onClick={() => actions.startTotp().then(setSetup, fail)}>
                Set up two-factor sign-in
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
