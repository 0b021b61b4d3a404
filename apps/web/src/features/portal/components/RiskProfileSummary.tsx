import { Group, Stack, Text } from '@mantine/core';
import { RISK_QUESTION_LABELS, riskAnswerLabel, type RiskProfileAnswer } from '@trust/shared';

/** The risk profile's answers as visitors read them: question, then answer, in question order. */
export function RiskProfileSummary({ answers, limit }: { answers: RiskProfileAnswer[]; limit?: number }) {
  if (answers.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        Nothing has been published here yet.
      </Text>
    );
  return (
    <Stack gap={8} component="dl" m={0}>
      {answers.slice(0, limit).map(({ question, answer }) => (
        <Group key={question} justify="space-between" gap="xs" wrap="nowrap">
          <Text component="dt" fz="sm" c="dimmed">
            {RISK_QUESTION_LABELS[question].title}
          </Text>
          <Text component="dd" fz="sm" fw={600} m={0} ta="right">
            {riskAnswerLabel(question, answer)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
