import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the pages before signing in: a titled card in the middle of the page. */
export function AuthCard({
  title,
  intro,
  width = 420,
  children,
}: {
  title: string;
  intro?: ReactNode;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" bg="gray.0" p="md" component="main">
      <Paper withBorder radius="lg" p="xl" w="100%" maw={width} shadow="sm">
        <Stack gap="md">
          <div>
            <Title order={1} fz={24}>
              {title}
            </Title>
            {intro && (
              <Text c="dimmed" fz="sm" mt={4}>
                {intro}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/** The form's own error (not tied to one field), announced to screen readers. */
export function FormError({ message }: { message?: string | undefined }) {
  return message ? (
    <Text c="red.8" fz="sm" role="alert">
      {message}
    </Text>
  ) : null;
}
