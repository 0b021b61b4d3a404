import {
  Badge,
  CloseButton,
  Flex,
  Group,
  Modal,
  MultiSelect,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery, useViewportSize } from '@mantine/hooks';
import { IconSearch, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import {
  KB_ACCESS_LABELS,
  KB_ACCESS_LEVELS,
  KB_LIMITS,
  KB_TIME_FILTERS,
  KB_TIME_LABELS,
  SEARCH_MESSAGES,
  type KbAccessLevel,
  type KbHit,
  type KbTimeFilter,
} from '@trust/shared';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@/app/overlay-styles';
import { Pager } from '@/components/Pager';
import { useDateFormat } from '@/lib/date-locale';
import { KbAccessBadge } from '@/components/KbAccessBadge';
import { usePortal } from '../context';
import { useKnowledgeBaseQuery } from '../search/api';
import { Highlighted } from '@/components/Highlighted';
import { filterWidth } from '@/lib/filter-width';
import { FIT_WINDOW, GIVES_WAY } from '@/lib/fit-window';

/**
 * The whole knowledge base (visitor spec sections 2, 4 and 9): a searchable table paged by ten,
 * filters by access, product and time (hidden, with the favourite, access and date columns, from
 * visitors in public mode), and a details panel for the selected row (not on mobile). With
 * `entryId` it opens on that one entry (a deep link).
 */
export default function KnowledgeBaseDialog({
  entryId = null,
  onClose,
}: {
  entryId?: string | null;
  onClose: () => void;
}) {
  const formatDate = useDateFormat();
  const { view } = usePortal();
  const mobile = useMediaQuery('(max-width: 48em)') ?? false;
  const publicMode = view.mode === 'Public';
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [access, setAccess] = useState<KbAccessLevel[]>([]);
  const [productIds, setProductIds] = useState<string[]>([]);
  const [time, setTime] = useState<KbTimeFilter>('all');
  const [deepLink, setDeepLink] = useState(entryId);
  const [selectedId, setSelectedId] = useState<string | null>(entryId);
  const { height } = useViewportSize();
  const [tableHeight] = useDebouncedValue(
    Math.max(KB_LIMITS.minTableHeight, height - KB_LIMITS.tableHeightOffset),
    KB_LIMITS.resizeDebounceMs,
  );

  const result = useKnowledgeBaseQuery(view.organisation.slug, {
    productId: view.product.productId,
    query,
    page: page - 1,
    hitsPerPage: KB_LIMITS.pageSize,
    filters: { access, productIds, time },
    ...(deepLink ? { objectID: deepLink } : {}),
  });
  const hits = result.data?.hits ?? [];
  const selected = hits.find((h) => h.objectID === selectedId) ?? null;
  const narrowed = query !== '' || access.length > 0 || productIds.length > 0 || time !== 'all' || deepLink;
  const productName = (id: string) =>
    view.sharedInfo.products.find((p) => p.productId === id)?.productName ?? id;
  const facetCount = (facet: 'access_level' | 'product_ids', value: string) =>
    result.data?.facets[facet][value] ?? 0;
  const resetPaging = () => {
    setPage(1);
    setDeepLink(null);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="80rem"
      fullScreen={mobile}
      // The table's height follows the window as the spec sets it, and gives way to the filters.
      styles={FIT_WINDOW}
      title={
        <Title order={2} fz="xl">
          Knowledge Base
        </Title>
      }
    >
      <Stack gap="md" style={GIVES_WAY}>
        <Group gap="sm" align="flex-end">
          <TextInput
            style={{ flex: 1, minWidth: 220 }}
            placeholder="Search questions and answers"
            leftSection={<IconSearch size={16} />}
            value={search}
            maxLength={512}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              resetPaging();
            }}
            aria-label="Search the knowledge base"
          />
          {!publicMode && (
            <>
              <MultiSelect
                label="Access"
                {...filterWidth(220)}
                data={KB_ACCESS_LEVELS.filter((level) => level !== 'internal' || view.mode === 'Main').map(
                  (level) => ({
                    value: level,
                    label: `${KB_ACCESS_LABELS[level]} (${facetCount('access_level', level)})`,
                  }),
                )}
                value={access}
                placeholder={access.length ? undefined : 'All access levels'}
                onChange={(value) => {
                  setAccess(value as KbAccessLevel[]);
                  resetPaging();
                }}
                clearable
              />
              {view.sharedInfo.products.length > 1 && (
                <MultiSelect
                  label="Products"
                  {...filterWidth(200)}
                  data={view.sharedInfo.products.map((p) => ({
                    value: p.productId,
                    label: `${p.productName} (${facetCount('product_ids', p.productId)})`,
                  }))}
                  value={productIds}
                  placeholder={productIds.length ? undefined : 'All products'}
                  onChange={(value) => {
                    setProductIds(value);
                    resetPaging();
                  }}
                  clearable
                />
              )}
              <Select
                label="Time"
                {...filterWidth(140)}
                data={KB_TIME_FILTERS.map((value) => ({ value, label: KB_TIME_LABELS[value] }))}
                value={time}
                onChange={(value) => {
                  setTime((value as KbTimeFilter | null) ?? 'all');
                  resetPaging();
                }}
                allowDeselect={false}
              />
            </>
          )}
        </Group>
        <Flex gap="md" style={GIVES_WAY}>
          <Flex direction="column" miw={0} mih={0} style={{ flex: 1 }}>
            <ScrollArea.Autosize mah={tableHeight} type="auto" style={GIVES_WAY}>
              <Table highlightOnHover verticalSpacing="sm" stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    {!publicMode && !mobile && (
                      <Table.Th w={36}>
                        <VisuallyHidden>Favourite</VisuallyHidden>
                      </Table.Th>
                    )}
                    <Table.Th>Question</Table.Th>
                    {!publicMode && !mobile && <Table.Th w={110}>Access</Table.Th>}
                    {!publicMode && !mobile && <Table.Th w={150}>Date added</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {hits.map((hit) => (
                    <KbRow
                      key={hit.objectID}
                      hit={hit}
                      selected={hit.objectID === selectedId}
                      showColumns={!publicMode && !mobile}
                      mobile={mobile}
                      onToggle={() => setSelectedId((id) => (id === hit.objectID ? null : hit.objectID))}
                    />
                  ))}
                </Table.Tbody>
              </Table>
              {hits.length === 0 && !result.isFetching && (
                <Text ta="center" c="dimmed" py="xl">
                  {narrowed ? SEARCH_MESSAGES.kbNoMatch : SEARCH_MESSAGES.kbEmpty}
                </Text>
              )}
            </ScrollArea.Autosize>
            {(result.data?.nbPages ?? 0) > 1 && (
              <Pager
                total={result.data!.nbPages}
                value={page}
                onChange={setPage}
                mt="md"
                label="Knowledge base pages"
              />
            )}
          </Flex>
          {selected && !mobile && (
            <Paper
              withBorder
              p="md"
              radius="md"
              w={380}
              mah="100%"
              style={{ alignSelf: 'flex-start', overflowY: 'auto' }}
              data-testid="kb-details"
              id="kb-details"
            >
              <Flex justify="space-between" gap="xs">
                <Text fw={600}>{selected.content}</Text>
                <CloseButton onClick={() => setSelectedId(null)} aria-label="Close details" />
              </Flex>
              <Text fz="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {selected.answer}
              </Text>
              {selected.comment && (
                <Text fz="sm" c="dimmed" mt="sm">
                  {selected.comment}
                </Text>
              )}
              {!publicMode && selected.product_ids.length > 0 && (
                <Group gap={4} mt="sm">
                  {selected.product_ids.map((id) => (
                    <Badge key={id} size="xs" variant="light">
                      {productName(id)}
                    </Badge>
                  ))}
                </Group>
              )}
              <Text fz="xs" c="dimmed" mt="md">
                Added {formatDate(new Date(selected.date_timestamp).toISOString())} · Updated{' '}
                {formatDate(new Date(selected.customer_modified_timestamp).toISOString())}
              </Text>
            </Paper>
          )}
        </Flex>
      </Stack>
    </Modal>
  );
}

function KbRow({
  hit,
  selected,
  showColumns,
  mobile,
  onToggle,
}: {
  hit: KbHit;
  selected: boolean;
  showColumns: boolean;
  mobile: boolean;
  onToggle: () => void;
}) {
  const formatDate = useDateFormat();
  // A row is a toggle for the details panel; on mobile it does nothing and shows the whole answer.
  const interactive = !mobile;
  return (
    <Table.Tr
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ cursor: interactive ? 'pointer' : undefined }}
      onClick={interactive ? onToggle : undefined}
      data-testid="kb-row"
    >
      {showColumns && (
        <Table.Td>
          {hit.favorite_public && <IconStarFilled size={14} aria-label="Favourite" color="orange" />}
        </Table.Td>
      )}
      <Table.Td>
        {/* The row's click toggles the details; the button makes that reachable and announced. */}
        {interactive ? (
          <UnstyledButton
            aria-expanded={selected}
            aria-controls={selected ? 'kb-details' : undefined}
            fz="sm"
            fw={500}
            ta="left"
          >
            <Highlighted text={hit._highlightResult?.content ?? hit.content} />
          </UnstyledButton>
        ) : (
          <Text fz="sm" fw={500}>
            <Highlighted text={hit._highlightResult?.content ?? hit.content} />
          </Text>
        )}
        <Text fz="sm" c="dimmed" lineClamp={mobile ? undefined : 1}>
          <Highlighted text={hit._highlightResult?.answer ?? hit.answer} />
        </Text>
      </Table.Td>
      {showColumns && (
        <Table.Td>
          <KbAccessBadge level={hit.access_level} size="sm" />
        </Table.Td>
      )}
      {showColumns && <Table.Td fz="sm">{formatDate(new Date(hit.date_timestamp).toISOString())}</Table.Td>}
    </Table.Tr>
  );
}
