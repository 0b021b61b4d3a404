import { Box, Button, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCopy, IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SEARCH_MESSAGES, type SearchResult } from '@trust/shared';
import { useCopy } from '@/lib/use-copy';
import { TimedCollapse } from '@/components/TimedCollapse';
import { AnswerFeedback } from './AnswerFeedback';

/** Reveals text word by word (default chunk delay 10 ms) and says when it has finished. */
function useStreamedText(text: string, delayMs = 10) {
  const [shown, setShown] = useState(0);
  const words = text.split(/(\s+)/);
  useEffect(() => {
    setShown(0);
    const timer = setInterval(() => {
      setShown((n) => {
        if (n >= words.length) clearInterval(timer);
        return Math.min(n + 1, words.length);
      });
    }, delayMs);
    return () => clearInterval(timer);
  }, [text, delayMs, words.length]);
  return { text: words.slice(0, shown).join(''), finished: shown >= words.length };
}

interface AnswerPanelProps {
  loading: boolean;
  answer: string | null;
  sources: SearchResult[];
  onSelectSource: (source: SearchResult) => void;
  orgSlug: string;
  /** The asking the answer was given to, which the asker rates it by. */
  askingId: string | null;
}

/** Ask AI's answer (visitor spec section 4): 'Generating Answer', then the answer and its sources. */
export function AnswerPanel({
  loading,
  answer,
  sources,
  onSelectSource,
  orgSlug,
  askingId,
}: AnswerPanelProps) {
  const [sourcesOpen, setSourcesOpen] = useState(false);
  const streamed = useStreamedText(answer ?? '');
  const { copy, copied } = useCopy();
  if (loading)
    return (
      <Group gap="xs" p="md" role="status">
        <Loader size="xs" />
        <Text fz="sm">{SEARCH_MESSAGES.generating}</Text>
      </Group>
    );
  if (!answer) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="ai-answer">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap={6}>
            <IconSparkles size={16} aria-hidden />
            <Text fw={600}>{SEARCH_MESSAGES.answer}</Text>
          </Group>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconCopy size={12} />}
            onClick={() => void copy(answer)}
          >
            {copied ? 'Copied response to clipboard' : SEARCH_MESSAGES.copyResponse}
          </Button>
        </Group>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} aria-live="polite" aria-busy={!streamed.finished}>
          {streamed.text}
        </Text>
        {sources.length > 0 && (
          <Box>
            <UnstyledButton
              onClick={() => setSourcesOpen((open) => !open)}
              aria-expanded={sourcesOpen}
              fz="xs"
              c="dimmed"
            >
              <Group gap={4}>
                Generated from {sources.length} {sources.length === 1 ? 'source' : 'sources'}
                <IconChevronDown
                  size={12}
                  style={{ transform: sourcesOpen ? 'rotate(180deg)' : undefined }}
                />
              </Group>
            </UnstyledButton>
            <TimedCollapse expanded={sourcesOpen}>
              <Stack gap={4} mt="xs">
                {sources.map((source) => (
                  <Button
                    key={`${source.type}:${source.id}`}
                    variant="default"
                    size="xs"
                    justify="flex-start"
                    // A source is named by its whole title, wrapped on a narrow screen.
                    h="auto"
                    py={6}
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.4 } }}
                    onClick={() => onSelectSource(source)}
                  >
                    {source.title}
                  </Button>
                ))}
              </Stack>
            </TimedCollapse>
          </Box>
        )}
        {askingId && streamed.finished && (
          <AnswerFeedback key={askingId} orgSlug={orgSlug} askingId={askingId} />
        )}
      </Stack>
    </Paper>
  );
}
