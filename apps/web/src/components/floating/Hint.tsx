import { lazy, Suspense } from 'react';
import type { TooltipProps } from '@mantine/core';

const Tooltip = lazy(() => import('./TooltipChunk'));

/**
 * Mantine's Tooltip, loaded after first paint: floating-ui (about 15 KB gzipped) is not needed to
 * draw the page. Until it arrives, which is moments after the page shows, the target has no hint.
 */
export function Hint(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
