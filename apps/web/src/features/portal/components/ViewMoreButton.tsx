import { Button } from '@mantine/core';

/** 'View more' under a card's first items: opens the whole card. */
export function ViewMoreButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="subtle" size="compact-sm" onClick={onClick} style={{ alignSelf: 'flex-start' }} px={0}>
      View more
    </Button>
  );
}
