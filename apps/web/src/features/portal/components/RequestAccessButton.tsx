import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { CardKind } from '@trust/shared';
import { MemberLockedAction, useAccessModal } from '@/features/access';
import { track } from '../analytics/track';
import { usePortal } from '../context';

/**
 * The offer on a locked item: for visitors, the access modal on its request tab, naming the item;
 * for signed-in members, the NDA or the reason it stays locked.
 */
export function RequestAccessButton({
  itemUid,
  itemKind,
  itemTitle,
  size = 'xs',
}: {
  itemUid: string;
  itemKind: CardKind;
  itemTitle: string;
  size?: 'compact-xs' | 'xs' | 'sm';
}) {
  const { open } = useAccessModal();
  const { view } = usePortal();
  if (view.mode === 'AccountExternal')
    return <MemberLockedAction view={view} itemTitle={itemTitle} size={size} />;
  return (
    <Button
      size={size}
      variant="light"
      leftSection={<IconLock size={14} />}
      onClick={() => {
        track('file_requested', { item: itemUid, kind: itemKind });
        open({ tab: 'request', itemUid, itemKind, source: 'locked_item' });
      }}
    >
      Request access
    </Button>
  );
}
