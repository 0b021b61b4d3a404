import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';

const Tooltip = lazy(() => import('./TooltipChunk'));

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

export type HintProps = Omit<TooltipProps, 'children' | 'target'> & {
  children: ReactElement<TargetProps>;
};

/**
 * Mantine's Tooltip, mounted the first time its target is pointed at or focused. A mounted Tooltip
 * measures its target with floating-ui as soon as it appears, and on a portal with dozens of hints
 * those measurements re-rendered half the page in one long task right after hydration. Until then
 * the target renders alone (the same element, so focus and hover stay on it), and floating-ui
 * (about 15 KB gzipped) loads only when a hint is first wanted. Escape hides the hint; `opened`
 * shows it regardless (a 'Link copied' confirmation, say).
 */
export function Hint({
  children,
  openDelay = 0,
  closeDelay = 0,
  disabled,
  opened: forced,
  ...tooltip
}: HintProps) {
  const [shown, setShown] = useState(false);
  const [wanted, setWanted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (open: boolean, delay: number) => {
    clearTimeout(timer.current);
    if (open) setWanted(true);
    if (delay > 0) timer.current = setTimeout(() => setShown(open), delay);
    else setShown(open);
  };
  const own = children.props;
  const targetElement = cloneElement(children, {
    ref,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      change(true, openDelay);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      change(false, closeDelay);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      change(true, openDelay);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      change(false, 0);
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (event.key === 'Escape') change(false, 0);
    },
  });
  return (
    <>
      {targetElement}
      {(wanted || forced) && !disabled && (
        <Suspense fallback={null}>
          <Tooltip {...tooltip} target={target} opened={forced || shown} />
        </Suspense>
      )}
    </>
  );
}
