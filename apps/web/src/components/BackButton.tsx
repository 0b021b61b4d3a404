import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

/** Back to where the visitor came from; with no page before this one, there is no button. */
export function BackButton() {
  if (typeof window === 'undefined' || window.history.length <= 1) return null;
  return (
    <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => window.history.back()}>
      Go back
    </Button>
  );
}
