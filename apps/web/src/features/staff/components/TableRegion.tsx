import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The bordered box of a staff table that is one column on a phone and wide columns from `sm`:
 * a named region, focusable so the keyboard can scroll it sideways if it is ever wider than the screen.
 */
export function TableRegion({
  label,
  children,
  ...paper
}: { label: string; children: ReactNode } & PaperProps) {
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={label}
      {...paper}
    >
      {children}
    </Paper>
  );
}
