import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { BYOID_MESSAGES } from '@trust/shared';
import { ApiError, apiPost } from '@/lib/api';
import '@mantine/core/styles/Alert.css';

/**
 * `/byoid/{org}/welcome?token=…`: the organisation's own app sent its signed-in customer here. The
 * token is redeemed once; the member lands on the portal signed in, or reads why not.
 */
export function ByoidWelcome({ organisation }: { organisation: { slug: string; name: string } }) {
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Once, even where React runs effects twice: a token signs in only once.
    if (sent.current) return;
    sent.current = true;
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    apiPost<{ redirect: string }>(`/api/share/${encodeURIComponent(organisation.slug)}/byoid/session`, {
      token,
    })
      .then(({ redirect }) => window.location.replace(redirect))
      .catch((error: unknown) =>
        setFailure(error instanceof ApiError ? error.message : BYOID_MESSAGES.invalid),
      );
  }, [organisation.slug]);
  const portal = `/${encodeURIComponent(organisation.slug)}`;
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder radius="md" p="xl" maw={460} w="100%">
        <Stack gap="md">
          <Title order={1} fz={24}>
            Welcome to the {organisation.name} trust centre
          </Title>
          {failure ? (
            <>
              <Alert color="red" role="alert" title="You are not signed in">
                {failure}
              </Alert>
              <Group>
                <Button component="a" href={`${portal}?loginRequest=true`}>
                  Sign in with your email
                </Button>
                <Button component="a" href={portal} variant="default">
                  Go to the trust centre
                </Button>
              </Group>
            </>
          ) : (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>{BYOID_MESSAGES.signingIn}</Text>
            </Group>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
