import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** The centred empty-state screen: 404 pages, no access, the bare main host. */
export function CenteredMessage({ code, title, text }: { code?: string; title: string; text?: string }) {
  return (
    <Center mih="100vh" p="xl" bg="gray.0">
      <Stack align="center" gap="sm" maw={440} ta="center">
        {code ? (
          <Text fz={72} fw={800} c="gray.4" lh={1}>
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
      </Stack>
    </Center>
  );
}
