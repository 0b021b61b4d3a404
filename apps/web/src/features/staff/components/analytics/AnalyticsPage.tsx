import {
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsDashboard, AnalyticsQuery } from '@trust/shared';
import { useDateFormat } from '@/lib/date-locale';
import { queryString } from '@/lib/query-string';
import { useProducts, useStaffMe } from '../../api';
import { useAccountActivity, useAnalytics } from '../../analytics-api';
import { EmptyTableRow } from '../EmptyTableRow';
import { DashboardPanel } from './DashboardPanel';

/** Series colours from the Mantine palette, each at least 3:1 against white. */
const COLORS = {
  pageViews: 'var(--mantine-color-blue-7)',
  documentOpens: 'var(--mantine-color-teal-8)',
  accessRequests: 'var(--mantine-color-grape-7)',
};

const TOTALS: { key: keyof AnalyticsDashboard['totals']; label: string }[] = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'pageViews', label: 'Page views' },
  { key: 'documentViews', label: 'Document views' },
  { key: 'documentDownloads', label: 'Downloads' },
  { key: 'accessRequests', label: 'Access requests' },
  { key: 'approvals', label: 'Approvals' },
];

/** Who looked at what: visitors, documents, requests, searches, the funnel and accounts. */
export default function AnalyticsPage() {
  const [query, setQuery] = useState<AnalyticsQuery>({});
  const set = (change: Partial<AnalyticsQuery>) => setQuery((q) => ({ ...q, ...change }));
  const analytics = useAnalytics(query).data;
  const [account, setAccount] = useState<{ id: string; name: string } | null>(null);
  const date = useDateFormat();
  // Lines and bars draw themselves in, unless the person asked their system for less motion.
  const animate = !useReducedMotion();
  return (
    <Stack gap="md" data-testid="analytics-page">
      <Title order={1} fz={24}>
        Analytics
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          value={query.from ?? analytics?.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
          w={{ base: '47%', xs: 170 }}
        />
        <TextInput
          type="date"
          label="To"
          value={query.to ?? analytics?.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
          w={{ base: '47%', xs: 170 }}
        />
        <ProductFilter value={query.productId ?? null} onChange={(productId) => set({ productId })} />
      </Group>
      {analytics && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            {TOTALS.map((t) => (
              <Paper key={t.key} withBorder radius="md" p="sm">
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t.label}
                </Text>
                <Text fz={26} fw={700} data-testid={`total-${t.key}`}>
                  {analytics.totals[t.key].toLocaleString()}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <DashboardPanel title="Day by day">
            <ResponsiveContainer width="100%" height={240}>
              <LineChart data={analytics.series} margin={{ left: -20, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" />
                <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} fontSize={12} />
                <YAxis allowDecimals={false} fontSize={12} />
                <Tooltip labelFormatter={(d) => date(String(d))} />
                <Legend />
                <Line
                  type="linear"
                  dataKey="pageViews"
                  name="Page views"
                  stroke={COLORS.pageViews}
                  dot={false}
                  isAnimationActive={animate}
                />
                <Line
                  type="linear"
                  dataKey="documentOpens"
                  name="Documents opened"
                  stroke={COLORS.documentOpens}
                  dot={false}
                  isAnimationActive={animate}
                />
                <Line
                  type="linear"
                  dataKey="accessRequests"
                  name="Access requests"
                  stroke={COLORS.accessRequests}
                  dot={false}
                  isAnimationActive={animate}
                />
              </LineChart>
            </ResponsiveContainer>
          </DashboardPanel>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DashboardPanel title="From visit to document">
              <ResponsiveContainer width="100%" height={220}>
                <BarChart data={analytics.funnel} layout="vertical" margin={{ left: 40, right: 16 }}>
                  <XAxis type="number" allowDecimals={false} fontSize={12} />
                  <YAxis type="category" dataKey="step" width={120} fontSize={12} />
                  <Tooltip />
                  <Bar dataKey="count" name="People" fill={COLORS.pageViews} isAnimationActive={animate} />
                </BarChart>
              </ResponsiveContainer>
            </DashboardPanel>
            <DashboardPanel title="Top documents">
              <Table fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Document</Table.Th>
                    <Table.Th ta="right">Views</Table.Th>
                    <Table.Th ta="right">Downloads</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {analytics.topDocuments.map((d) => (
                    <Table.Tr key={d.fileId}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.name}</Table.Td>
                      <Table.Td ta="right">{d.views}</Table.Td>
                      <Table.Td ta="right">{d.downloads}</Table.Td>
                    </Table.Tr>
                  ))}
                  {analytics.topDocuments.length === 0 && (
                    <EmptyTableRow colSpan={3}>No document was opened in this period.</EmptyTableRow>
                  )}
                </Table.Tbody>
              </Table>
            </DashboardPanel>
            <DashboardPanel title="Top searches">
              <TermList rows={analytics.topSearches} empty="No searches in this period." />
            </DashboardPanel>
            <DashboardPanel title="Questions to answer">
              <TermList rows={analytics.gaps} empty="Every question found a helpful answer." />
              {analytics.gaps.length > 0 && (
                <Anchor component={Link} to="/app/questions" fz="sm">
                  Answer them in Questions asked
                </Anchor>
              )}
            </DashboardPanel>
          </SimpleGrid>
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="md">
                Accounts
              </Title>
              <Anchor href={`/api/analytics/accounts.csv?${queryString(query)}`} download fz="sm">
                <Group gap={4} wrap="nowrap">
                  <IconDownload size={16} aria-hidden />
                  Export CSV
                </Group>
              </Anchor>
            </Group>
            <Table.ScrollContainer minWidth={300}>
              <Table fz="sm" data-testid="analytics-accounts">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Account</Table.Th>
                    <Table.Th ta="right">Views</Table.Th>
                    <Table.Th ta="right">Downloads</Table.Th>
                    <Table.Th visibleFrom="sm">Last seen</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {analytics.accounts.map((a) => (
                    <Table.Tr key={a.accountId}>
                      <Table.Td>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          onClick={() => setAccount({ id: a.accountId, name: a.name })}
                        >
                          {a.name}
                        </Button>
                        {/* On a phone the date goes under the name rather than off the screen. */}
                        <Text hiddenFrom="sm" size="xs" c="dimmed" pl={10}>
                          {a.lastSeen ? `Last seen ${date(a.lastSeen)}` : 'Not seen yet'}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{a.views}</Table.Td>
                      <Table.Td ta="right">{a.downloads}</Table.Td>
                      <Table.Td visibleFrom="sm">{a.lastSeen ? date(a.lastSeen) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                  {analytics.accounts.length === 0 && (
                    <EmptyTableRow colSpan={4}>No accounts yet.</EmptyTableRow>
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
      <AccountDrawer account={account} onClose={() => setAccount(null)} />
    </Stack>
  );
}

function TermList({ rows, empty }: { rows: AnalyticsDashboard['topSearches']; empty: string }) {
  if (rows.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap={6}>
      {rows.map((r) => (
        <Group key={r.term} justify="space-between" wrap="nowrap" gap="xs">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {r.term}
          </Text>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {!r.answered && (
              <Badge size="xs" color="orange" variant="light">
                No answer
              </Badge>
            )}
            {r.answered && r.markedUnhelpful && (
              <Badge size="xs" color="red" variant="light">
                Not helpful
              </Badge>
            )}
            <Text fz="sm" fw={600}>
              {r.count}
            </Text>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

function ProductFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | undefined) => void;
}) {
  const org = useStaffMe().data?.organisations[0];
  const products = useProducts(org?.slug).data ?? [];
  if (products.length < 2) return null;
  return (
    <Select
      label="Product"
      placeholder="All products"
      clearable
      data={products.map((p) => ({ value: p.productId, label: p.productName }))}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
      w={{ base: '100%', xs: 200 }}
    />
  );
}

/** What one account's members opened and downloaded, and when. */
function AccountDrawer({
  account,
  onClose,
}: {
  account: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const activity = useAccountActivity(account?.id ?? null).data;
  const date = useDateFormat();
  return (
    <Drawer opened={account !== null} onClose={onClose} title={account?.name} position="right" size="lg">
      <Table fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {activity?.events.map((e, i) => (
            <Table.Tr key={`${e.at}-${i}`}>
              <Table.Td>{date(e.at)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.email}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {e.kind === 'download' ? 'Downloaded' : 'Viewed'} {e.fileName}
              </Table.Td>
            </Table.Tr>
          ))}
          {activity?.events.length === 0 && (
            <EmptyTableRow colSpan={3}>No member of this account has opened a document yet.</EmptyTableRow>
          )}
        </Table.Tbody>
      </Table>
    </Drawer>
  );
}
