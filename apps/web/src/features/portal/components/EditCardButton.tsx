import { ActionIcon } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Hint } from '@/components/floating/Hint';

/** The pencil in a card's header that opens its editor; `label` names what it edits. */
export function EditCardButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Hint label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick}>
        <IconPencil size={18} />
      </ActionIcon>
    </Hint>
  );
}
