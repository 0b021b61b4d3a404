import { lazy, Suspense } from 'react';
import type { SubscribePopoverProps } from './SubscribePopoverChunk';

const SubscribePopoverChunk = lazy(() => import('./SubscribePopoverChunk'));

/** Subscribe to updates from its button; the popover (and floating-ui) arrives just after first paint. */
export function SubscribePopover(props: SubscribePopoverProps) {
  return (
    // A click before the popover's code arrived opens it once it has.
    <Suspense fallback={<span onClickCapture={() => props.onChange(true)}>{props.children}</span>}>
      <SubscribePopoverChunk {...props} />
    </Suspense>
  );
}
