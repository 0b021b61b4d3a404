import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { usePortal } from '../context';

/**
 * The offer on a locked item. Until the access workflow exists it writes to the organisation's
 * support mailbox, naming the item, which is a real way to ask; without a mailbox it is not shown.
 */
export function RequestAccessButton({ title, size = 'xs' }: { title: string; size?: 'compact-xs' | 'xs' | 'sm' }) {
  const { view } = usePortal();
  const mailbox = view.sharedInfo.customization.supportMailbox;
  if (!mailbox) return null;
  const subject = encodeURIComponent(`Access request: ${title}`);
  const body = encodeURIComponent(`Hello ${view.organisation.name},\n\nWe would like access to "${title}" on your ${view.sharedInfo.customization.portalTitle}.\n\nThank you.`);
  return (
    <Button component="a" href={`mailto:${mailbox}?subject=${subject}&body=${body}`} size={size} variant="light" leftSection={<IconLock size={14} />}>
      Request access
    </Button>
  );
}
