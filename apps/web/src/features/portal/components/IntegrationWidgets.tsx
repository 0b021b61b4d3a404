import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  STATUS_COLOURS,
  type CardKind,
  type HackerOneStats,
  type IntegrationProvider,
  type StatuspageStatus,
} from '@trust/shared';
import { apiGet } from '@/lib/api';
import { useDateFormat } from '@/lib/date-locale';
import { usePortal } from '../context';

/**
 * Kept data of a connected integration; nothing (no widget) when there is none or it fails. An
 * item's evidence asks for it itself; a card's widget only when the view says the card shows it.
 */
function useLiveData<T>(path: 'hackerone' | 'statuspageio', onItem: boolean) {
  const { view } = usePortal();
  const productId = view.product.productId;
  const enabled = onItem || view.liveIntegrations[path === 'hackerone' ? 'hackerone' : 'statuspage'];
  return useQuery({
    queryKey: ['live', path, view.organisation.slug, productId],
    enabled,
    queryFn: () => apiGet<T>(`/api/share/${view.organisation.slug}/${path}?productId=${productId}`),
    retry: false,
    staleTime: 60_000,
  });
}

const hours = (value: number | null) =>
  value === null ? '—' : value < 48 ? `${Math.round(value)} h` : `${Math.round(value / 24)} days`;
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="lg" fw={700} lh={1.2}>
        {value}
      </Text>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

/** HackerOne programme statistics (editor spec sections 2, 3), on its card or as an item's evidence. */
export function HackerOneWidget({ onItem = false }: { onItem?: boolean }) {
  const formatDate = useDateFormat();
  const stats = useLiveData<HackerOneStats>('hackerone', onItem).data;
  if (!stats) return null;
  const { programStatistics: p, responseEfficiency: r } = stats;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="sm"
      data-testid="hackerone-widget"
      aria-label="HackerOne statistics"
    >
      <Text fz="xs" fw={600} c="dimmed" mb={6}>
        Bug bounty on HackerOne
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        <Stat label="Reports resolved" value={p.reportsResolved === null ? '—' : String(p.reportsResolved)} />
        <Stat
          label="Last report resolved"
          value={p.lastReportedResolved ? formatDate(p.lastReportedResolved) : '—'}
        />
        <Stat label="Time to first response" value={hours(r.averageTimeToFirstResponse)} />
        <Stat label="Time to triage" value={hours(r.averageTimeToTriage)} />
        <Stat
          label="Average bounty"
          value={r.averageBounty === null ? '—' : dollars.format(r.averageBounty)}
        />
      </SimpleGrid>
    </Paper>
  );
}

const STATUS_LABELS: Record<StatuspageStatus['indicator'], string> = {
  none: 'Operational',
  minor: 'Minor issue',
  major: 'Major outage',
  critical: 'Critical outage',
  maintenance: 'Maintenance',
};

/**
 * The status page's indicator in its colour (editor spec section 4): on the card when it is set to
 * show there, and always as an item's evidence.
 */
export function StatusWidget({ onItem = false }: { onItem?: boolean }) {
  const status = useLiveData<StatuspageStatus>('statuspageio', onItem).data;
  if (!status || (!onItem && !status.showInCard)) return null;
  const colour = STATUS_COLOURS[status.indicator];
  return (
    <Group gap="xs" mb="sm" data-testid="status-widget">
      <Badge color={colour} variant="light" leftSection={<span aria-hidden>●</span>}>
        {STATUS_LABELS[status.indicator]}
      </Badge>
      <Text fz="sm">{status.description}</Text>
    </Group>
  );
}

/** The live data an item shows as evidence, one widget per integration it names. */
export function ItemIntegrationWidgets({ providers }: { providers: readonly IntegrationProvider[] }) {
  return (
    <>
      {providers.includes('hackerone') && <HackerOneWidget onItem />}
      {providers.includes('statuspage') && <StatusWidget onItem />}
    </>
  );
}

/** The live widget a card carries: HackerOne on Application Security, the status on Infrastructure. */
export function CardIntegrationWidget({ kind }: { kind: CardKind }) {
  if (kind === 'application_security') return <HackerOneWidget />;
  if (kind === 'infrastructure') return <StatusWidget />;
  return null;
}
