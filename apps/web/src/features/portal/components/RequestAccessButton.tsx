import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { CardKind } from '@trust/shared';
import { useAccessModal } from '@/features/access';

/** The offer on a locked item: opens the access modal on its request tab, naming the item. */
export function RequestAccessButton({
  itemUid,
  itemKind,
  size = 'xs',
}: {
  itemUid: string;
  itemKind: CardKind;
  size?: 'compact-xs' | 'xs' | 'sm';
}) {
  const { open } = useAccessModal();
  return (
    <Button
      size={size}
      variant="light"
      leftSection={<IconLock size={14} />}
      onClick={() => open({ tab: 'request', itemUid, itemKind, source: 'locked_item' })}
    >
      Request access
    </Button>
  );
}
