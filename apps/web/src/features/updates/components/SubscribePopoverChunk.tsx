import { Popover } from '@mantine/core';
import { lazy, Suspense, type ReactElement } from 'react';
import type { SubscribeSource } from '@trust/shared';
import '@/app/floating-styles';

const SubscribeForm = lazy(() => import('./SubscribeForm'));

export interface SubscribePopoverProps {
  orgSlug: string;
  productId: string;
  source: SubscribeSource;
  defaultEmail: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** A subscription the server refused for a reason other than the address (visitor spec section 7's failed-subscribe event). */
  onFailed?: (reason: string) => void;
  position?: 'right' | 'top' | 'bottom-end';
  /** The button that opens it; it must accept a ref and onClick. */
  children: ReactElement;
}

/** Subscribe to updates: opens from its button; closes once the confirmation mail is on its way. */
export default function SubscribePopover({
  orgSlug,
  productId,
  source,
  defaultEmail,
  opened,
  onChange,
  onFailed,
  position = 'top',
  children,
}: SubscribePopoverProps) {
  return (
    // Not hidden while its button is out of sight (Mantine's hideDetached): a form being typed into
    // stays where it is. Hidden that way, it vanished in one CI run just after showing an error.
    <Popover
      opened={opened}
      onChange={onChange}
      position={position}
      withArrow
      shadow="md"
      trapFocus
      hideDetached={false}
    >
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown>
        {opened && (
          <Suspense>
            <SubscribeForm
              orgSlug={orgSlug}
              productId={productId}
              source={source}
              defaultEmail={defaultEmail}
              onSubscribed={() => onChange(false)}
              onFailed={onFailed}
            />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
