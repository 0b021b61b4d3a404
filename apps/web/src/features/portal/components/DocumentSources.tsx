import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { cardAllowedActions, itemFields, type PortalCard } from '@trust/shared';

interface DocumentSourcesProps {
  cards: readonly PortalCard[];
  /** Editors get 'Edit', which opens the card in edit mode; everyone else 'View'. */
  canEdit: boolean;
  onOpen: (cardId: string, edit: boolean) => void;
}

/** The documents card expanded: one row per card that carries documents, with its count (editor spec section 2). */
export function DocumentSources({ cards, canEdit, onOpen }: DocumentSourcesProps) {
  const sources = cards
    .filter((c) => c.kind !== 'documents')
    .map((card) => ({ card, count: card.items.reduce((n, item) => n + item.documents.length, 0) }))
    .filter((s) => s.count > 0);
  if (sources.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="document-sources">
      <Text fz="sm" fw={600} c="dimmed">
        Documents on other cards
      </Text>
      {sources.map(({ card, count }) => {
        const edit =
          canEdit && cardAllowedActions(card.kind).includes('edit') && itemFields(card.kind).includes('file');
        return (
          <Paper
            key={card.id}
            withBorder
            radius="md"
            px="md"
            py="xs"
            data-testid={`document-source-${card.kind}`}
          >
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Text fw={500} truncate>
                  {card.title}
                </Text>
                <Badge variant="light" color="gray" tt="none">
                  {count === 1 ? '1 document' : `${count} documents`}
                </Badge>
              </Group>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => onOpen(card.id, edit)}
                aria-label={`${edit ? 'Edit' : 'View'} ${card.title}`}
              >
                {edit ? 'Edit' : 'View'}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
