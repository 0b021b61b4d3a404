import { Badge, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconFileText, IconBook } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CONFIDENCE_LABELS,
  type QuestionnaireQuestion,
  type QuestionnaireQuestionUpdate,
} from '@trust/shared';
import { TIER_COLORS } from './status';

/**
 * One question with its drafted answer: the confidence and the sources it came from, the answer
 * to edit, the dropdown choice when the sheet has one, and approval. Editing an approved answer
 * takes the approval back until it is approved again.
 */
export function QuestionCard({
  question,
  choices,
  onSave,
}: {
  question: QuestionnaireQuestion;
  choices: string[];
  onSave: (update: QuestionnaireQuestionUpdate) => Promise<unknown>;
}) {
  // Local while typing; the list keys cards by question, and saved values come back as sent.
  const [answer, setAnswer] = useState(question.answer);
  const [choice, setChoice] = useState(question.choice);
  const changed = answer !== question.answer || choice !== question.choice;
  const save = (approved: boolean) => onSave({ answer, choice, approved });

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      // Unsaved edits are kept when focus leaves the card, not while moving between its fields.
      onBlur={(event) => {
        if (changed && !event.currentTarget.contains(event.relatedTarget)) void save(false);
      }}
      data-testid="questionnaire-question"
      style={question.approved ? { borderColor: 'var(--mantine-color-teal-5)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={500} fz="sm">
            <Text span c="dimmed" fz="xs" mr={6}>
              Row {question.row}
            </Text>
            {question.question}
          </Text>
          <Badge color={TIER_COLORS[question.tier]} variant="light" style={{ flexShrink: 0 }}>
            {CONFIDENCE_LABELS[question.tier]}
          </Badge>
        </Group>
        {question.sources.length > 0 && (
          <Group gap={6} fz="xs">
            <Text fz="xs" c="dimmed">
              From:
            </Text>
            {question.sources.map((source) => (
              <Group key={`${source.type}:${source.id}`} gap={4} wrap="nowrap">
                {source.type === 'kb' ? (
                  <IconBook size={12} aria-hidden />
                ) : (
                  <IconFileText size={12} aria-hidden />
                )}
                <Text fz="xs">{source.title}</Text>
              </Group>
            ))}
          </Group>
        )}
        <Group align="flex-end" wrap="nowrap" gap="sm">
          {choices.length > 0 && (
            <Select
              label="Choice"
              data={choices}
              value={choice}
              onChange={setChoice}
              allowDeselect={false}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the choice' }}
              w={120}
              style={{ flexShrink: 0 }}
            />
          )}
          <Textarea
            label="Answer"
            value={answer}
            onChange={(event) => setAnswer(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={10}
            placeholder={
              question.draft === null
                ? 'Nothing in the knowledge base answers this: write the answer.'
                : undefined
            }
            style={{ flex: 1 }}
          />
        </Group>
        <Group justify="flex-end" gap="xs">
          {question.approved && !changed ? (
            <>
              <Badge color="teal" leftSection={<IconCheck size={12} />} variant="light">
                Approved
              </Badge>
              <Button size="xs" variant="subtle" onClick={() => void save(false)}>
                Take back approval
              </Button>
            </>
          ) : (
            <Button size="xs" onClick={() => void save(true)} disabled={!answer.trim() && !choice}>
              Approve
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
