import { Collapse, type CollapseProps } from '@mantine/core';

/** Collapse animation: 500 ms to open, 600 ms to close (editor spec section 9). */
export const COLLAPSE_ENTER_MS = 500;
export const COLLAPSE_EXIT_MS = 600;

export function TimedCollapse(props: Omit<CollapseProps, 'transitionDuration'>) {
  return <Collapse {...props} transitionDuration={props.expanded ? COLLAPSE_ENTER_MS : COLLAPSE_EXIT_MS} />;
}
