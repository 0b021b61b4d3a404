import type { CSSProperties } from 'react';

/**
 * Modal `styles` for a dialog never taller than the window: its content and body are a flex
 * column, so a part styled `GIVES_WAY` (a long table's scroll area, and each box around it) shrinks
 * and what follows it (a pager, the dialog's buttons) stays in view, instead of the dialog
 * scrolling under a scrolling table.
 */
export const FIT_WINDOW = {
  content: { display: 'flex', flexDirection: 'column' },
  body: { display: 'flex', flexDirection: 'column', minHeight: 0 },
} as const;

/** A part of a `FIT_WINDOW` dialog that shrinks when the window is short. */
export const GIVES_WAY: CSSProperties = { flex: '0 1 auto', minHeight: 0 };

/**
 * A part of a `FIT_WINDOW` dialog that keeps its height: one that clips its overflow (an Alert)
 * would otherwise shrink with the parts that give way, a flex item's minimum height being 0 then.
 */
export const KEEPS_HEIGHT: CSSProperties = { flexShrink: 0 };
