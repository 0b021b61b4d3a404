import { Badge, Button, Grid, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { CommentThread as Thread } from '@trust/shared';
import { CommentThread } from '@/components/comments/CommentThread';
import { formatAge } from '@/lib/format';
import { useStaffMe } from '../api';
import { useCommentThread, useCommentThreads, useReply } from '../comments-api';
import classes from './CommentsPage.module.css';

/**
 * Members' conversations about items, one per item and account: the latest first, unread until
 * someone opens them. Answering mails the members who wrote in the thread.
 */
export function CommentsPage() {
  const threads = useCommentThreads();
  const [params, setParams] = useSearchParams();
  const selected = params.get('thread');
  const select = (id: string | null) => setParams(id ? { thread: id } : {}, { replace: !id });
  const list = threads.data?.threads ?? [];

  return (
    <Stack gap="md" data-testid="comments-page">
      <Group gap="sm">
        <Title order={1} fz={24}>
          Comments
        </Title>
        {threads.data && threads.data.unread > 0 && (
          <Badge color="blue" variant="light">
            {threads.data.unread} unread
          </Badge>
        )}
      </Group>
      {threads.isPending ? (
        <Loader size="sm" />
      ) : list.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            No comments yet. When a member asks about an item on the portal, the conversation shows here.
          </Text>
        </Paper>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }} className={selected ? classes.hideOnPhone : undefined}>
            <Stack gap={6} role="list" aria-label="Conversations">
              {list.map((thread) => (
                <ThreadRow
                  key={thread.id}
                  thread={thread}
                  active={thread.id === selected}
                  onOpen={() => select(thread.id)}
                />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {selected ? (
              <ThreadPanel id={selected} onBack={() => select(null)} />
            ) : (
              <Paper withBorder p="xl" radius="md" className={classes.hideOnPhone}>
                <Text c="dimmed" ta="center">
                  Choose a conversation to read and answer it.
                </Text>
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

function ThreadRow({ thread, active, onOpen }: { thread: Thread; active: boolean; onOpen: () => void }) {
  return (
    <UnstyledButton
      role="listitem"
      className={classes.thread}
      data-active={active || undefined}
      onClick={onOpen}
      aria-current={active || undefined}
      data-testid="comment-thread-row"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={thread.unread ? 700 : 500} fz="sm" truncate>
          {thread.account.name} · {thread.item.title}
        </Text>
        <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {formatAge(thread.lastComment.timestamp)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
        <Text fz="sm" c="dimmed" lineClamp={1}>
          {`${thread.lastComment.author}: `}
          {thread.lastComment.content}
        </Text>
        {thread.unread && (
          <Badge size="xs" color="blue" style={{ flexShrink: 0 }}>
            New
          </Badge>
        )}
      </Group>
      <Text fz="xs" c="dimmed" mt={2}>
        {thread.product.name} · {thread.count} {thread.count === 1 ? 'comment' : 'comments'}
      </Text>
    </UnstyledButton>
  );
}

function ThreadPanel({ id, onBack }: { id: string; onBack: () => void }) {
  const me = useStaffMe().data;
  const detail = useCommentThread(id);
  const reply = useReply(id, me?.user.displayName ?? '');
  if (detail.isError)
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center">
          This conversation no longer exists.
        </Text>
      </Paper>
    );
  const thread = detail.data?.thread;
  return (
    <Paper withBorder p="md" radius="md" data-testid="comment-thread-panel">
      <Stack gap="sm">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} />}
          onClick={onBack}
          className={classes.showOnPhone}
          w="fit-content"
        >
          All conversations
        </Button>
        {thread && (
          <div>
            <Title order={2} fz="lg">
              {thread.item.title}
            </Title>
            <Text fz="sm" c="dimmed">
              {thread.account.name} · {thread.product.name}
            </Text>
          </div>
        )}
        <CommentThread
          label={
            thread ? `Conversation with ${thread.account.name} about ${thread.item.title}` : 'Conversation'
          }
          comments={detail.data?.comments ?? []}
          loading={detail.isPending}
          isOutgoing={(c) => c.member === null && c.orgMem !== null}
          onSend={reply.mutateAsync}
        />
      </Stack>
    </Paper>
  );
}
