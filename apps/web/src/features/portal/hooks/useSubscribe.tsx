import { cloneElement, useCallback, useEffect, useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import type { PortalView, SubscribeSource } from '@trust/shared';
import { useMember } from '@/features/access';
import { SubscribePopover } from '@/features/updates';
import { track } from '../analytics/track';

type Place = 'share-fixed' | 'share-card' | 'updates';

/**
 * Whether the fixed share panel is the one on screen. Read while a popover is open rather than kept
 * in state: a media-query hook in the portal's body re-rendered the whole page right after
 * hydration, one long task on a phone, to learn a width nothing was showing.
 */
const wideScreen = () => typeof window === 'undefined' || window.matchMedia('(min-width: 75em)').matches;
type Renderer = ((button: ReactElement) => ReactElement) | undefined;

/**
 * Where Subscribe shows and which popover is open (visitor spec sections 2 and 6): hidden when the
 * customization disallows it; on updates only outside Main mode; not on narrow screens in
 * account-external mode. `?subscribe` opens the share panel's popover with source direct_link.
 */
export function useSubscribe(view: PortalView) {
  const [search, setSearch] = useSearchParams();
  const member = useMember(view.organisation.slug, view.mode === 'AccountExternal').data;
  const [open, setOpen] = useState<{ place: 'share' | 'updates'; source: SubscribeSource } | null>(null);
  // `?subscribe` opens the popover once the page is the browser's: the server cannot know which of
  // the two share panels this screen shows, and the hydrated markup must match what it painted.
  const linkedSubscribe = search.has('subscribe');
  useEffect(() => {
    if (linkedSubscribe) setOpen({ place: 'share', source: 'direct_link' });
  }, [linkedSubscribe]);
  const close = useCallback(() => {
    setOpen(null);
    if (search.has('subscribe')) {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('subscribe');
          return next;
        },
        { replace: true },
      );
    }
  }, [search, setSearch]);
  const enabled = view.sharedInfo.customization.subscribeEnabled;
  const wide = open ? wideScreen() : true;
  // Opened by a link rather than a click: on narrow screens the share card sits low, so bring it into view.
  const linked = open?.source === 'direct_link';
  useEffect(() => {
    if (linked && !wide)
      document.querySelector('[data-testid="share-panel-card"]')?.scrollIntoView({ block: 'center' });
  }, [linked, wide]);

  const renderer = (place: Place, source: SubscribeSource): Renderer => {
    const group = place === 'updates' ? 'updates' : 'share';
    const shownHere = place === 'updates' || (place === 'share-fixed') === wide;
    return (button) => (
      <SubscribePopover
        orgSlug={view.organisation.slug}
        productId={view.product.productId}
        source={open?.place === group ? open.source : source}
        defaultEmail={member?.email ?? ''}
        opened={open?.place === group && shownHere}
        onChange={(opened) => (opened ? setOpen({ place: group, source }) : close())}
        onFailed={(reason) => track('subscribe_failed', { reason, source })}
        position={place === 'share-fixed' ? 'right' : 'top'}
      >
        {/* The button itself is the popover's target (its aria-expanded), and toggles it. */}
        {cloneElement(button as ReactElement<{ onClick?: () => void }>, {
          onClick: () => (open?.place === group ? close() : setOpen({ place: group, source })),
        })}
      </SubscribePopover>
    );
  };

  return {
    shareFixed: enabled ? renderer('share-fixed', 'subscribe_button') : undefined,
    shareCard:
      enabled && view.mode !== 'AccountExternal' ? renderer('share-card', 'subscribe_button') : undefined,
    updates: enabled && view.mode !== 'Main' ? renderer('updates', 'trust_center_updates_button') : undefined,
    /** 'Try again' after an expired confirmation link. */
    reopen: () => setOpen({ place: 'share', source: 'direct_link' }),
  };
}
