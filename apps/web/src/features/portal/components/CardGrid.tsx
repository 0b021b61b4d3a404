import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLock, IconPointFilled } from '@tabler/icons-react';
import { Suspense } from 'react';
import { GridToolbar } from '@/features/editor';
import type { PortalCard } from '@trust/shared';
import { usePortal } from '../context';
import { ENABLED_STATE_COLOR, ItemChoiceBadge } from './ItemTags';
import { EditorCardActions } from './EditorCardActions';
import { RiskProfileSummary } from './RiskProfileSummary';
import { CardIntegrationWidget } from './IntegrationWidgets';
import { SecurityGradesList } from './SecurityGrades';
import { SectionCard } from './SectionCard';
import { ViewMoreButton } from './ViewMoreButton';

const PREVIEW_ITEMS = 3;

/** The grid of other cards, three per row; each lists up to three items and offers 'View more'. */
export function CardGrid({ cards }: { cards: PortalCard[] }) {
  const { view, editor } = usePortal();
  return (
    <Stack gap="sm">
      {editor && (
        <Suspense>
          <GridToolbar view={view} cards={cards} features={editor.features} />
        </Suspense>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="card-grid">
        {cards.map((card) => (
          <GridCard key={card.id} card={card} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function GridCard({ card }: { card: PortalCard }) {
  const { openCard, view } = usePortal();
  const expand = card.expandable ? () => openCard(card.id) : undefined;
  return (
    <SectionCard
      title={card.title}
      iconUrl={card.iconUrl}
      subtitle={card.displayText}
      onExpand={expand}
      testId={`card-${card.kind}`}
      hidden={card.hidden}
      actions={<EditorCardActions card={card} />}
    >
      <CardIntegrationWidget kind={card.kind} />
      {card.kind === 'risk_profile' || card.kind === 'security_grades' ? (
        <Stack gap={8}>
          {card.kind === 'risk_profile' ? (
            <RiskProfileSummary answers={view.riskProfile} limit={PREVIEW_ITEMS} />
          ) : (
            <SecurityGradesList entries={view.securityGrades} limit={PREVIEW_ITEMS} />
          )}
          {(card.kind === 'risk_profile' ? view.riskProfile : view.securityGrades).length > PREVIEW_ITEMS &&
            expand && <ViewMoreButton onClick={expand} />}
        </Stack>
      ) : card.items.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {card.placeholder ?? 'Nothing has been published here yet.'}
        </Text>
      ) : (
        <Stack gap={8}>
          {card.items.slice(0, PREVIEW_ITEMS).map((item) => (
            <Group
              key={item.itemUid}
              gap={6}
              wrap="nowrap"
              style={{ cursor: expand ? 'pointer' : undefined }}
              onClick={expand && (() => openCard(card.id, item.itemUid))}
            >
              <IconPointFilled
                size={14}
                color={`var(--mantine-color-${ENABLED_STATE_COLOR[item.enabledState]}-6)`}
                style={{ flexShrink: 0 }}
              />
              <Text fz="sm" lineClamp={1} style={{ flex: 1 }}>
                {item.title}
              </Text>
              {item.choice && <ItemChoiceBadge choice={item.choice} />}
              {item.enabledState === 'not_enabled' && (
                <Badge size="xs" color="gray" variant="light" tt="none">
                  Not enabled
                </Badge>
              )}
              {item.locked && <IconLock size={14} color="var(--mantine-color-dimmed)" aria-label="Locked" />}
            </Group>
          ))}
          {card.items.length > PREVIEW_ITEMS && expand && <ViewMoreButton onClick={expand} />}
        </Stack>
      )}
    </SectionCard>
  );
}
