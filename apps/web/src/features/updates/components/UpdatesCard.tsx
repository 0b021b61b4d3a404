import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { Hint } from '@/components/floating/Hint';
import { IconBell, IconLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  TCU_SCROLL_OFFSET_PX,
  UPDATE_CATEGORY_LABELS,
  UPDATE_TOPICS_PER_PAGE,
  updatesCountText,
  type ComplianceUpdateTopic,
} from '@trust/shared';
import { Pager } from '@/components/Pager';
import { useCopy } from '@/lib/use-copy';
import { useDateFormat } from '@/lib/date-locale';
import { scrollToElementStable } from '@/lib/scroll';
import '@/app/floating-styles';

interface UpdatesCardProps {
  topics: ComplianceUpdateTopic[];
  /** An update or topic id to highlight and scroll to (?tcuUid=). */
  highlightId: string | null;
  /** The link a topic's copy button copies. */
  linkFor: (tcuUid: string) => string;
  /** Wraps the Subscribe button with the subscribe popover; absent: no Subscribe button. */
  subscribe?: (button: React.ReactElement) => React.ReactElement;
}

const pageOf = (topics: ComplianceUpdateTopic[], id: string | null) => {
  const index = id ? topics.findIndex((t) => t.id === id || t.updates.some((u) => u.id === id)) : -1;
  return index < 0 ? 1 : Math.floor(index / UPDATE_TOPICS_PER_PAGE) + 1;
};

export default function UpdatesCard({ topics, highlightId, linkFor, subscribe }: UpdatesCardProps) {
  const [page, setPage] = useState(() => pageOf(topics, highlightId));
  useEffect(() => setPage(pageOf(topics, highlightId)), [topics, highlightId]);
  useEffect(() => {
    if (!highlightId) return;
    const element = document.getElementById(`tcu-${highlightId}`);
    return element ? scrollToElementStable(element, TCU_SCROLL_OFFSET_PX) : undefined;
  }, [highlightId, page]);
  const pages = Math.max(1, Math.ceil(topics.length / UPDATE_TOPICS_PER_PAGE));
  const shown = topics.slice((page - 1) * UPDATE_TOPICS_PER_PAGE, page * UPDATE_TOPICS_PER_PAGE);

  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      shadow="xs"
      component="section"
      aria-label="Trust Center Updates"
      data-testid="card-updates"
      id="trust-center-updates"
    >
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          Trust Center Updates
        </Title>
        {subscribe?.(
          <Button variant="light" size="xs" leftSection={<IconBell size={14} />}>
            Subscribe
          </Button>,
        )}
      </Group>
      {topics.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No updates published
        </Text>
      ) : (
        <Stack gap="md">
          {shown.map((topic) => (
            <TopicBlock
              key={topic.id}
              topic={topic}
              highlightId={highlightId}
              link={linkFor(topic.updates[0]?.id ?? topic.id)}
            />
          ))}
          {pages > 1 && <Pager total={pages} value={page} onChange={setPage} label="Update pages" />}
        </Stack>
      )}
    </Paper>
  );
}

function TopicBlock({
  topic,
  highlightId,
  link,
}: {
  topic: ComplianceUpdateTopic;
  highlightId: string | null;
  link: string;
}) {
  const formatDate = useDateFormat();
  const { copied, copy: copyLink } = useCopy();
  const copyState = copied === null ? 'idle' : copied ? 'copied' : 'failed';
  const copy = () => copyLink(link);
  const topicHighlighted = topic.id === highlightId;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      id={`tcu-${topic.id}`}
      data-highlighted={topicHighlighted || undefined}
      bg={topicHighlighted ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Text fw={600}>{topic.subject}</Text>
          <Group gap="xs">
            <Badge
              variant="light"
              size="sm"
              color={
                topic.category === 'incidents'
                  ? 'red'
                  : topic.category === 'vulnerabilities'
                    ? 'orange'
                    : 'brand'
              }
            >
              {UPDATE_CATEGORY_LABELS[topic.category]}
            </Badge>
            {topic.isPinned && (
              <Badge variant="outline" size="sm" color="gray">
                Pinned
              </Badge>
            )}
            <Text fz="xs" c="dimmed">
              {updatesCountText(topic.updates.length)}
            </Text>
          </Group>
        </Stack>
        <Hint
          label={
            copyState === 'copied'
              ? 'Link copied'
              : copyState === 'failed'
                ? 'Copy link from the address bar'
                : 'Copy link'
          }
          opened={copyState !== 'idle' || undefined}
        >
          <ActionIcon variant="subtle" color="gray" onClick={copy} aria-label="Copy link">
            <IconLink size={16} />
          </ActionIcon>
        </Hint>
      </Group>
      <Stack gap="sm" mt="sm">
        {topic.updates.map((update) => (
          <Paper
            key={update.id}
            id={`tcu-${update.id}`}
            p="sm"
            radius="sm"
            bg={
              update.id === highlightId ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)'
            }
            data-highlighted={update.id === highlightId || undefined}
          >
            <Group gap="xs" mb={4}>
              <Text fz="xs" fw={600} c="dimmed">
                {formatDate(update.createdAt)}
              </Text>
              <Badge size="xs" variant="dot" color={update.spAudience === 'public' ? 'teal' : 'grape'}>
                {update.spAudience === 'public' ? 'Public' : 'Private'}
              </Badge>
            </Group>
            <Typography fz="sm" p={0}>
              <div dangerouslySetInnerHTML={{ __html: update.messageHtml }} />
            </Typography>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
