import { Alert, Button, Center, Code, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FallbackProps } from 'react-error-boundary';
import { ERROR_MESSAGES } from '@trust/shared';
import '@mantine/core/styles/Alert.css';

/**
 * The generic error box (visitor spec section 8): 'Sorry, an error has occurred.', the message,
 * and the cause outside production.
 */
export function ErrorBox({ error, resetErrorBoundary }: FallbackProps) {
  const message = error instanceof Error ? error.message : null;
  const cause = error instanceof Error && error.cause !== undefined ? String(error.cause) : null;
  return (
    <Center mih="60vh" p="xl" component="main">
      <Alert
        role="alert"
        color="red"
        variant="light"
        radius="md"
        maw={560}
        w="100%"
        icon={<IconAlertTriangle />}
        title={ERROR_MESSAGES.generic}
        data-testid="error-box"
      >
        <Stack gap="sm">
          {message && <Text fz="sm">{message}</Text>}
          {import.meta.env.DEV && cause && <Code block>{cause}</Code>}
          <Button variant="default" size="xs" w="fit-content" onClick={resetErrorBoundary}>
            Try again
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
