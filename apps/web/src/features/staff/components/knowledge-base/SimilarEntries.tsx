import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Highlighted } from '@/components/Highlighted';
import { KbAccessBadge } from '@/components/KbAccessBadge';
import { useSimilarEntries } from '../../kb-api';

/** Asked for once the writer pauses, not at every key. */
const TYPING_PAUSE_MS = 400;

/**
 * Entries that may already answer the question being written, so staff extend one rather than
 * add a second answer that drifts from it. `except`: the entry being edited.
 */
export function SimilarEntries({ question, except }: { question: string; except?: string }) {
  const [settled] = useDebouncedValue(question.trim(), TYPING_PAUSE_MS);
  const similar = useSimilarEntries(settled, except);
  const entries = settled ? (similar.data?.entries ?? []) : [];
  return (
    <Box aria-live="polite">
      {entries.length > 0 && (
        <Stack gap={6} data-testid="similar-entries">
          <Text fz="xs" fw={600} c="dimmed">
            Similar entries already in the knowledge base
          </Text>
          {entries.map((entry) => (
            <Paper key={entry.id} withBorder radius="sm" px="sm" py={6}>
              <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                <Text fz="sm" fw={500}>
                  <Highlighted text={entry.highlightedQuestion} />
                </Text>
                <KbAccessBadge level={entry.accessLevel} size="sm" style={{ flexShrink: 0 }} />
              </Group>
              <Text fz="xs" c="dimmed" lineClamp={2}>
                {entry.answer}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
