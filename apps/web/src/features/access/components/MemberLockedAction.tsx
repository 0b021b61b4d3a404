import { Anchor, Button, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { PortalView } from '@trust/shared';
import { useNda } from '../api';

const NdaModal = lazy(() => import('./NdaModal'));

/**
 * What a signed-in member sees on a locked item: 'Accept NDA' while the click-wrap NDA waits,
 * otherwise why it stays locked and whom to ask. Never the anonymous request form.
 */
export function MemberLockedAction({
  view,
  itemTitle,
  size,
}: {
  view: PortalView;
  itemTitle: string;
  size: 'compact-xs' | 'xs' | 'sm';
}) {
  const nda = useNda(view.organisation.slug, true).data;
  const [reviewing, setReviewing] = useState(false);
  if (!nda) return null;
  if (nda.provider === 'click-wrap' && !nda.passed)
    return (
      <>
        <Button
          size={size}
          variant="light"
          leftSection={<IconSignature size={14} />}
          onClick={() => setReviewing(true)}
        >
          Accept NDA
        </Button>
        {reviewing && (
          <Suspense>
            <NdaModal view={view} nda={nda} onClose={() => setReviewing(false)} />
          </Suspense>
        )}
      </>
    );
  const contact = view.sharedInfo.customization.supportMailbox;
  return (
    <Text fz="xs" c="dimmed" data-testid="locked-reason">
      Not included in your access.{' '}
      {contact && (
        <Anchor fz="xs" href={`mailto:${contact}?subject=${encodeURIComponent(`Access to ${itemTitle}`)}`}>
          Ask {view.organisation.name}
        </Anchor>
      )}
    </Text>
  );
}
