import { Box, UnstyledButton } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { PortalItem } from '@trust/shared';
import { useMember } from '@/features/access';
import { CommentThread } from '@/components/comments/CommentThread';
import { TimedCollapse } from '@/components/TimedCollapse';
import { usePortal } from '../context';
import { useItemComments, usePostComment } from './api';

/**
 * A signed-in member's conversation with the organisation about one item (AccountExternal mode
 * only). Opened from the item, or open at once when the item was linked to (a reply's mail).
 */
export function ItemComments({ item, focused }: { item: PortalItem; focused: boolean }) {
  const { view } = usePortal();
  const org = view.organisation.slug;
  const productId = view.product.productId;
  const [open, setOpen] = useState(focused);
  const member = useMember(org, true).data;
  const thread = useItemComments(org, item.itemUid, productId, open);
  const post = usePostComment(org, item.itemUid, productId, member);
  const me = member?.email.toLowerCase();

  return (
    <Box mt="xs">
      <UnstyledButton
        fz="sm"
        c="var(--mantine-color-anchor)"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        <IconMessageCircle size={14} style={{ verticalAlign: -2, marginRight: 4 }} aria-hidden />
        {open ? 'Hide comments' : 'Comments'}
      </UnstyledButton>
      <TimedCollapse expanded={open}>
        <Box mt="xs">
          {open && (
            <CommentThread
              label={`Comments on ${item.title}`}
              comments={thread.data ?? []}
              loading={thread.isPending}
              isOutgoing={(c) => c.member?.email.toLowerCase() === me}
              onSend={post.mutateAsync}
            />
          )}
        </Box>
      </TimedCollapse>
    </Box>
  );
}
