import {
  Box,
  CloseButton,
  Group,
  Image,
  Kbd,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconSparkles } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_LIMITS, SEARCH_MESSAGES, type ComplianceUpdateTopic, type SearchResult } from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { toast } from '@/lib/toast';
import { usePortal } from '../../context';
import { useAnswer, useLocalSearchLog } from '../api';
import { groupResults, visibleResults } from '../grouping';
import { useSearchResults } from '../use-search-results';
import { AnswerPanel } from './AnswerPanel';
import { optionId, ResultList } from './ResultList';

interface SearchDialogProps {
  opened: boolean;
  onClose: () => void;
  onSelect: (result: SearchResult) => void;
  topics: ComplianceUpdateTopic[];
  /** What was typed while the dialog opened, before its input had the focus (see type-ahead.ts). */
  takeTypedAhead?: () => string;
}

const DISABLED_AI_TOOLTIP = {
  UserDisabled: SEARCH_MESSAGES.aiUserDisabled,
  RequiresPaidPlan: SEARCH_MESSAGES.aiRequiresPaidPlan,
} as const;

/**
 * The large search dialog (visitor spec sections 2 and 4): grouped results or, in Ask AI mode, an
 * answer with its sources. Arrow keys move the active result (wrapping), Enter opens it; Escape
 * closes the results panel, a second Escape clears the query, and a third closes the dialog.
 */
export default function SearchDialog({
  opened,
  onClose,
  onSelect,
  topics,
  takeTypedAhead,
}: SearchDialogProps) {
  const { view } = usePortal();
  const mobile = useMediaQuery('(max-width: 48em)') ?? false;
  const [term, setTerm] = useState('');
  const [panelOpen, setPanelOpen] = useState(true);
  const [aiMode, setAiMode] = useState(false);
  const [question, setQuestion] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [localLimit, setLocalLimit] = useState<number>(SEARCH_LIMITS.localFirstPage);
  const { results, answered, status, local } = useSearchResults(term, topics, !aiMode);
  const typeTerm = (value: string) => {
    setTerm(value.slice(0, SEARCH_LIMITS.maxTermLength));
    setPanelOpen(true);
    setExpanded(new Set());
    setLocalLimit(SEARCH_LIMITS.localFirstPage);
    if (!value) setQuestion('');
  };
  const aiAccess = view.features.aiAccess;
  const answer = useAnswer(view.organisation.slug, view.product.productId, question, aiMode);
  useLocalSearchLog(
    view.organisation.slug,
    view.product.productId,
    term,
    results.length,
    answered,
    local && view.mode === 'Public',
  );

  const shownResults = local ? results.slice(0, localLimit) : results;
  const groups = useMemo(() => groupResults(shownResults, expanded), [shownResults, expanded]);
  const flat = visibleResults(groups);
  const active = activeIndex !== null ? (flat[activeIndex] ?? null) : null;

  // New results: the first is active on wide screens, none on mobile.
  const resultsKey = flat.map((r) => r.id).join('|');
  useEffect(() => setActiveIndex(!mobile && flat.length > 0 ? 0 : null), [resultsKey, mobile]);
  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  useEffect(() => {
    if (status === 'error') toast.error(SEARCH_MESSAGES.searchFailed);
  }, [status]);
  useEffect(() => {
    if (answer.isError) toast.error(SEARCH_MESSAGES.answerFailed);
  }, [answer.isError]);

  const reset = () => {
    setTerm('');
    setQuestion('');
    setPanelOpen(true);
    setExpanded(new Set());
    setActiveIndex(null);
    setLocalLimit(SEARCH_LIMITS.localFirstPage);
  };
  const close = () => {
    reset();
    onClose();
  };
  const choose = (result: SearchResult) => {
    close();
    onSelect(result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) =>
        i === null ? (step > 0 ? 0 : flat.length - 1) : (i + step + flat.length) % flat.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (aiMode) setQuestion(term.trim());
      else if (active) choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (term && panelOpen) setPanelOpen(false);
      else if (term) reset();
      else close();
    }
  };

  const scrollRef = useRef<HTMLDivElement>(null);
  const onScrollPositionChange = ({ y }: { y: number }) => {
    const viewport = scrollRef.current;
    if (!local || !viewport || localLimit >= results.length) return;
    if (y + viewport.clientHeight >= viewport.scrollHeight - 8)
      setTimeout(
        () => setLocalLimit((n) => n + SEARCH_LIMITS.localPageStep),
        SEARCH_LIMITS.localScrollDelayMs,
      );
  };

  const { customization } = view.sharedInfo;
  const placeholder = aiMode
    ? SEARCH_MESSAGES.placeholderAi
    : local
      ? SEARCH_MESSAGES.placeholderItems
      : SEARCH_MESSAGES.placeholderContent;
  // A null answer shows nothing (its closest sources are for staff's Questions asked), so it counts none.
  const count = aiMode ? (answer.data?.answer ? answer.data.sources.length : 0) : results.length;
  const tall = !aiMode && results.length > SEARCH_LIMITS.tallModalAfter;
  // The input points at the results list only while it is there (not in AI mode, nor idle).
  const listShown = !aiMode && panelOpen && status !== 'idle' && flat.length > 0;

  return (
    <Modal.Root
      opened={opened}
      onClose={close}
      fullScreen={mobile}
      size="44rem"
      closeOnEscape={false}
      padding={0}
      radius="md"
      yOffset="8vh"
    >
      <Modal.Overlay />
      {/* The content is the dialog: it carries the name (the plain Modal puts aria-label on a wrapper). */}
      <Modal.Content aria-label={`Search ${view.organisation.name} ${customization.portalTitle}`}>
        {/* Escape from anywhere but the input (which handles its own) closes the dialog. */}
        {/* Full screen on a phone: the footer stays at the foot of the screen, below few results too. */}
        <Box
          onKeyDown={(event) => event.key === 'Escape' && close()}
          style={mobile ? { display: 'flex', flexDirection: 'column', height: '100dvh' } : undefined}
        >
          <Group justify="space-between" px="md" pt="sm" wrap="nowrap">
            <Group gap="xs" miw={0} wrap="nowrap">
              {customization.logoUrl ? (
                <Image
                  src={customization.logoUrl}
                  h={22}
                  w="auto"
                  fit="contain"
                  alt={view.organisation.name}
                />
              ) : (
                <Text fw={700}>{view.organisation.name}</Text>
              )}
              <Text fw={600} c="dimmed" truncate>
                {customization.portalTitle}
              </Text>
            </Group>
            <CloseButton onClick={close} aria-label="Close search" />
          </Group>
          <Box px="md" pt="sm">
            <TextInput
              data-autofocus
              value={term}
              onChange={(e) => typeTerm(e.currentTarget.value)}
              onFocus={() => {
                const typed = takeTypedAhead?.();
                if (typed) typeTerm(term + typed);
              }}
              onKeyDown={onKeyDown}
              placeholder={placeholder}
              aria-label={placeholder}
              maxLength={SEARCH_LIMITS.maxTermLength}
              size="md"
              leftSection={aiMode ? <IconSparkles size={18} /> : <IconSearch size={18} />}
              role="combobox"
              aria-expanded={listShown}
              aria-controls={listShown ? 'search-results' : undefined}
              aria-activedescendant={listShown && active ? optionId(active) : undefined}
              aria-autocomplete="list"
              rightSectionWidth={aiAccess === 'None' ? undefined : 110}
              rightSection={
                aiAccess === 'None' ? undefined : (
                  <Tooltip
                    label={aiAccess === 'Full' ? '' : DISABLED_AI_TOOLTIP[aiAccess]}
                    disabled={aiAccess === 'Full'}
                    multiline
                    w={260}
                  >
                    <span>
                      <Switch
                        size="sm"
                        label="Ask AI"
                        checked={aiMode}
                        disabled={aiAccess !== 'Full'}
                        onChange={(e) => {
                          setAiMode(e.currentTarget.checked);
                          setQuestion('');
                        }}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter') {
                            e.preventDefault();
                            setAiMode((on) => !on);
                            setQuestion('');
                          }
                        }}
                      />
                    </span>
                  </Tooltip>
                )
              }
            />
          </Box>
          <ScrollArea.Autosize
            mah={mobile ? 'calc(100dvh - 170px)' : 'min(70vh, 800px)'}
            mih={tall ? SEARCH_LIMITS.tallModalHeight - 120 : undefined}
            viewportRef={scrollRef}
            onScrollPositionChange={onScrollPositionChange}
            type="auto"
            // Results scroll down only: a long title is cut with an ellipsis, not scrolled to sideways
            // (the content would otherwise be as wide as the longest title).
            scrollbars="y"
            styles={{ content: { minWidth: 0 } }}
          >
            <Box px="md" py="md" aria-live="polite">
              {aiMode ? (
                <Stack gap="md">
                  {!question && (
                    <Text ta="center" c="dimmed" fz="sm" py="lg">
                      {SEARCH_MESSAGES.idle}
                    </Text>
                  )}
                  {question && (
                    <AnswerPanel
                      loading={answer.isFetching}
                      answer={answer.data?.answer ?? null}
                      sources={answer.data?.sources ?? []}
                      onSelectSource={choose}
                      orgSlug={view.organisation.slug}
                      askingId={answer.data?.askingId ?? null}
                    />
                  )}
                </Stack>
              ) : status === 'idle' || !panelOpen ? (
                <Text ta="center" c="dimmed" fz="sm" py="lg">
                  {SEARCH_MESSAGES.idle}
                </Text>
              ) : status === 'stalled' && flat.length === 0 ? (
                <Stack gap="xs" aria-label="Loading results">
                  {Array.from({ length: SEARCH_LIMITS.skeletonRows }, (_, i) => (
                    <Skeleton key={i} h={44} radius="md" />
                  ))}
                </Stack>
              ) : status === 'done' && flat.length === 0 ? (
                <Stack gap={4} align="center" py="lg">
                  <Text fw={600}>{SEARCH_MESSAGES.noResults}</Text>
                  <Text c="dimmed" fz="sm">
                    {SEARCH_MESSAGES.noResultsHint}
                  </Text>
                </Stack>
              ) : (
                <ResultList
                  groups={groups}
                  active={active}
                  onHover={(result) => setActiveIndex(flat.indexOf(result))}
                  onSelect={choose}
                  onExpand={(type) => setExpanded((set) => new Set(set).add(type))}
                />
              )}
            </Box>
          </ScrollArea.Autosize>
          <Group
            justify="space-between"
            px="md"
            py={8}
            mt="auto"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            fz="xs"
            c="dimmed"
            data-toast-clearance
          >
            <Text fz="xs" c="dimmed" data-testid="search-count">
              {count} results
            </Text>
            <Group gap="sm" visibleFrom="sm" fz="xs">
              <span>
                <Kbd size="xs">↵</Kbd> to select
              </span>
              <span>
                <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to navigate
              </span>
              <span>
                <Kbd size="xs">esc</Kbd> to close
              </span>
            </Group>
          </Group>
        </Box>
      </Modal.Content>
    </Modal.Root>
  );
}
