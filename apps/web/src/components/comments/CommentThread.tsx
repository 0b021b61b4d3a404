import { Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useContext, useState } from 'react';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES, type Comment } from '@trust/shared';
import { DateLocaleContext } from '@/lib/date-locale';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import classes from './CommentThread.module.css';

interface CommentThreadProps {
  comments: Comment[];
  /** Sent by the side looking: shown on the right (visitor spec section 6, comment direction). */
  isOutgoing: (comment: Comment) => boolean;
  /** Sends a trimmed, non-empty comment; resolves once it is stored, rejects if it was not (told in a toast). */
  onSend: (content: string) => Promise<unknown>;
  /** The thread is still loading. */
  loading?: boolean;
  /** Names the reply box for assistive technology. */
  label: string;
}

/**
 * A conversation about one item: comments by time, the reader's own on the right, and a reply box
 * that clears as it sends (the comment shows at once) and gets its text back if sending fails.
 */
export function CommentThread({ comments, isOutgoing, onSend, loading, label }: CommentThreadProps) {
  const locale = useContext(DateLocaleContext);
  const [draft, setDraft] = useState('');
  const content = draft.trim();
  const send = () => {
    if (!content) return;
    setDraft('');
    onSend(content).catch((error: unknown) => {
      toast.failure(error);
      setDraft((current) => current || draft);
    });
  };
  const sorted = [...comments].sort((a, b) => a.timestamp.localeCompare(b.timestamp));

  return (
    <Stack gap="sm" data-testid="comment-thread">
      {!loading && sorted.length === 0 && (
        <Text fz="sm" c="dimmed" ta="center" py="xs">
          {COMMENT_MESSAGES.emptyThread}
        </Text>
      )}
      <Stack gap="xs" role="log" aria-label={label} aria-live="polite">
        {sorted.map((comment) => {
          const outgoing = isOutgoing(comment);
          return (
            <Box
              key={comment.id}
              className={classes.row}
              data-outgoing={outgoing || undefined}
              data-testid="comment"
            >
              <Paper className={classes.bubble} data-outgoing={outgoing || undefined} p="xs" radius="md">
                <Text fz="sm" className={classes.content}>
                  {comment.content}
                </Text>
              </Paper>
              <Text fz="xs" c="dimmed" mt={2}>
                {comment.author} ·{' '}
                <time dateTime={comment.timestamp}>{formatDateTime(comment.timestamp, locale)}</time>
              </Text>
            </Box>
          );
        })}
      </Stack>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label={label}
          placeholder={COMMENT_MESSAGES.placeholder}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              send();
            }
          }}
          maxLength={COMMENT_MAX_LENGTH}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
        />
        <Button onClick={send} disabled={!content}>
          {COMMENT_MESSAGES.send}
        </Button>
      </Group>
    </Stack>
  );
}
