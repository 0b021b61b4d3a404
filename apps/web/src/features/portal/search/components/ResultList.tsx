import { Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileText, IconLock, IconMessageQuestion, IconNews, IconShieldCheck } from '@tabler/icons-react';
import { HIGHLIGHT_END, HIGHLIGHT_START, type SearchResult } from '@trust/shared';
import type { ResultGroup } from '../grouping';
import { Highlighted } from '@/components/Highlighted';
import classes from './ResultList.module.css';

const ICONS = {
  Documents: IconFileText,
  KnowledgeBase: IconMessageQuestion,
  TrustCenterUpdates: IconNews,
} as const;

export const optionId = (result: SearchResult) => `search-option-${result.type}-${result.id}`;

function snippetOf(result: SearchResult): string | null {
  const content = result.content?.[0]?.value;
  if (content) return content;
  const { description, explanation, answer } = result.metadata as Record<string, unknown>;
  const text = [description, explanation, answer].find((v) => typeof v === 'string');
  return typeof text === 'string' ? text : null;
}

/** The title with the matched words marked, where the server marked the whole of it (a question). */
function markedTitleOf(result: SearchResult): string | null {
  const { highlightedTitle } = result.metadata as Record<string, unknown>;
  if (typeof highlightedTitle !== 'string' || !highlightedTitle.includes(HIGHLIGHT_START)) return null;
  const plain = highlightedTitle.replaceAll(HIGHLIGHT_START, '').replaceAll(HIGHLIGHT_END, '');
  return plain === result.title ? highlightedTitle : null;
}

interface ResultListProps {
  groups: ResultGroup[];
  active: SearchResult | null;
  onHover: (result: SearchResult) => void;
  onSelect: (result: SearchResult) => void;
  onExpand: (type: string) => void;
}

/** Grouped results as a listbox the search input drives (aria-activedescendant). */
export function ResultList({ groups, active, onHover, onSelect, onExpand }: ResultListProps) {
  return (
    <Stack gap="md" role="listbox" id="search-results" aria-label="Search results">
      {groups.map((group) => (
        <Box key={group.type} role="group" aria-labelledby={`search-group-${group.type}`}>
          <Text id={`search-group-${group.type}`} fz="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
            {group.label}
          </Text>
          {group.shown.map((result) => {
            const Icon = ICONS[result.type as keyof typeof ICONS] ?? IconShieldCheck;
            const snippet = snippetOf(result);
            const markedTitle = markedTitleOf(result);
            const selected = active === result;
            return (
              <UnstyledButton
                key={optionId(result)}
                id={optionId(result)}
                role="option"
                aria-selected={selected}
                tabIndex={-1}
                className={classes.option}
                data-active={selected || undefined}
                onMouseMove={() => onHover(result)}
                onClick={() => onSelect(result)}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Icon size={18} aria-hidden className={classes.icon} />
                  <Box miw={0} style={{ flex: 1 }}>
                    <Group gap={6} wrap="nowrap">
                      <Text fz="sm" fw={600} truncate miw={0} className={classes.title}>
                        {markedTitle ? <Highlighted text={markedTitle} /> : result.title}
                      </Text>
                      {result.locked && <IconLock size={13} aria-label="Locked" />}
                      {result.subtitle && (
                        // At most under half the row: on a phone the title comes first.
                        <Badge
                          size="xs"
                          variant="light"
                          color="gray"
                          style={{ flexShrink: 0, maxWidth: 'min(200px, 45%)' }}
                        >
                          {result.subtitle}
                        </Badge>
                      )}
                    </Group>
                    {snippet && (
                      <Text fz="xs" c="dimmed" lineClamp={2} className={classes.snippet}>
                        <Highlighted text={snippet} />
                      </Text>
                    )}
                  </Box>
                </Group>
              </UnstyledButton>
            );
          })}
          {group.more > 0 && (
            // An option too: a listbox holds nothing else (choosing it shows the group's rest).
            <UnstyledButton
              className={classes.more}
              onClick={() => onExpand(group.type)}
              fz="xs"
              role="option"
              aria-selected={false}
              tabIndex={-1}
            >
              ...{group.more} more
            </UnstyledButton>
          )}
        </Box>
      ))}
    </Stack>
  );
}
