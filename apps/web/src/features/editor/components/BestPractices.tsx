import { Anchor, Group, List, Paper, Text } from '@mantine/core';
import { IconBulb, IconDownload } from '@tabler/icons-react';
import { itemTemplatePath, type ItemGuidance } from '@trust/shared';

/** The 'Best Practices' block: what a good answer covers, and a document template where one helps. */
export function BestPractices({ guidance }: { guidance: ItemGuidance }) {
  return (
    <Paper radius="md" p="sm" bg="var(--mantine-color-yellow-light)" data-testid="best-practices">
      <Group gap={6} mb={4}>
        <IconBulb size={16} color="var(--mantine-color-yellow-8)" aria-hidden />
        <Text fz="sm" fw={600}>
          Best Practices
        </Text>
      </Group>
      <List size="sm" spacing={2}>
        {guidance.bestPractices.map((practice) => (
          <List.Item key={practice}>{practice}</List.Item>
        ))}
      </List>
      {guidance.template && (
        <Anchor href={itemTemplatePath(guidance.template)} download fz="sm" mt={6} display="inline-block">
          <Group gap={4} component="span">
            <IconDownload size={14} aria-hidden />
            Download Template
          </Group>
        </Anchor>
      )}
    </Paper>
  );
}
