import { ActionIcon, Group, Text } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { SEARCH_MESSAGES } from '@trust/shared';
import { rateAnswer } from '../api';

interface AnswerFeedbackProps {
  orgSlug: string;
  /** The asking the answer was given to (a new one per answer: the rating starts afresh). */
  askingId: string;
}

/**
 * Under Ask AI's answer: the asker says whether it helped. Staff see an answer marked not helpful
 * among the questions nothing answered. The buttons stay where they are, the chosen one pressed,
 * so the focus stays too; choosing the other changes the rating.
 */
export function AnswerFeedback({ orgSlug, askingId }: AnswerFeedbackProps) {
  const promptId = useId();
  const rating = useMutation({
    mutationFn: (helpful: boolean) => rateAnswer(orgSlug, { askingId, helpful }),
  });
  const chosen = rating.isSuccess ? rating.variables : null;
  const button = (helpful: boolean) => (
    <ActionIcon
      variant={chosen === helpful ? 'light' : 'subtle'}
      color="gray"
      size="md"
      aria-label={helpful ? SEARCH_MESSAGES.feedbackHelpful : SEARCH_MESSAGES.feedbackUnhelpful}
      aria-pressed={chosen === helpful}
      // Not disabled while saving: a disabled button would drop the focus.
      onClick={() => !rating.isPending && rating.mutate(helpful)}
    >
      {helpful ? <IconThumbUp size={16} aria-hidden /> : <IconThumbDown size={16} aria-hidden />}
    </ActionIcon>
  );
  return (
    <Group gap={4} wrap="wrap" role="group" aria-labelledby={promptId} data-testid="answer-feedback">
      <Text id={promptId} fz="xs" c="dimmed" mr={4}>
        {SEARCH_MESSAGES.feedbackPrompt}
      </Text>
      {button(true)}
      {button(false)}
      <Text fz="xs" c={rating.isError ? 'red.8' : 'dimmed'} role="status" ml={4}>
        {rating.isError
          ? SEARCH_MESSAGES.feedbackFailed
          : chosen !== null
            ? SEARCH_MESSAGES.feedbackThanks
            : ''}
      </Text>
    </Group>
  );
}
