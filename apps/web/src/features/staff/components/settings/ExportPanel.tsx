import { Button, Code, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** Everything of the organisation in one archive, for backups and moving to another server. */
export function ExportPanel() {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>Export everything</Text>
        <Text fz="sm">
          One archive with your content, settings, accounts, members, subscribers, audit log and every stored
          file, with a manifest of SHA-256 sums. It holds password hashes and secrets: keep it safe.
        </Text>
        <Button component="a" href="/api/settings/export" download leftSection={<IconDownload size={16} />}>
          Download archive
        </Button>
        <Text fz="sm" c="dimmed">
          Restore it on any server with <Code>npm run org:import -- --in archive.tar</Code>.
        </Text>
      </Stack>
    </Paper>
  );
}
