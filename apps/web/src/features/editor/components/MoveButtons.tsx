import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import '@/app/floating-styles';

/** Move up and move down for keyboard and pointer alike; disabled at the ends. */
export function MoveButtons({
  label,
  index,
  count,
  onMove,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  return (
    <>
      <Tooltip label="Move up">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Move ${label} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <IconArrowUp size={14} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Move down">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Move ${label} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <IconArrowDown size={14} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
