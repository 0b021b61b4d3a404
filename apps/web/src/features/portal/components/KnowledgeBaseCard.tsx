import { Accordion, Button, Group, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { KnowledgeBaseEntry } from '@trust/shared';
import '@mantine/core/styles/Accordion.css';
import { SectionCard } from './SectionCard';

const KnowledgeBaseDialog = lazy(() => import('./KnowledgeBaseDialog'));

/** Frequently asked questions with their answers; 'View more' opens the searchable list. */
export default function KnowledgeBaseCard({
  entries,
  total,
}: {
  entries: KnowledgeBaseEntry[];
  total: number;
}) {
  const more = total - entries.length;
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <SectionCard
      title="Knowledge Base"
      testId="card-knowledge-base"
      actions={
        more > 0 && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconBook size={14} />}
            onClick={() => setDialogOpen(true)}
          >
            View more
          </Button>
        )
      }
    >
      <Accordion variant="separated" radius="md">
        {entries.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id}>
            <Accordion.Control>
              <Text fz="sm" fw={500}>
                {entry.question}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text fz="sm">{entry.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {more > 0 && (
        <Group justify="center" mt="sm">
          <Text fz="xs" c="dimmed">
            {more} more {more === 1 ? 'question' : 'questions'}
          </Text>
        </Group>
      )}
      {dialogOpen && (
        <Suspense>
          <KnowledgeBaseDialog onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
