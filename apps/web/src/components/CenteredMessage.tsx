import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The centred empty-state screen: 404 pages, no access, the bare main host. */
export function CenteredMessage({
  code,
  title,
  text,
  action,
}: {
  code?: string;
  title: string;
  text?: string;
  /** A way on from here (back, home). */
  action?: ReactNode;
}) {
  return (
    <Center mih="100vh" p="xl" bg="gray.0" component="main">
      <Stack align="center" gap="sm" maw={440} ta="center">
        {code ? (
          <Text fz={72} fw={800} c="gray.6" lh={1}>
            {code}
          </Text>
        ) : (
          <ThemeIcon size={64} radius="xl" variant="light" color="gray">
            <IconLock size={32} />
          </ThemeIcon>
        )}
        <Title order={1} fz={28}>
          {title}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
        {action}
      </Stack>
    </Center>
  );
}
