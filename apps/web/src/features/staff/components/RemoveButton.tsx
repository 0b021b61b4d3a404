import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The delete action at the end of a table row. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <IconTrash size={14} />
    </ActionIcon>
  );
}
