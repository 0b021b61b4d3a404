import { Box, Text, Typography } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { PortalView } from '@trust/shared';
import { OverviewTextDialog } from '@/features/editor';
import { usePortal } from '../context';
import { EditCardButton } from './EditCardButton';
import { EditorCardActions } from './EditorCardActions';
import { SectionCard } from './SectionCard';

/**
 * The organisation's own words, rendered from sanitised markdown; long text scrolls at 600 px.
 * Editors edit the text, and hide or rename the card, in place.
 */
export function OverviewCard({ overview }: { overview: NonNullable<PortalView['overview']> }) {
  const { view, editor } = usePortal();
  const card = view.cards.find((c) => c.kind === 'overview');
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title={overview.title}
      testId="card-overview"
      hidden={card?.hidden}
      subtitle={card?.displayText}
      actions={
        editor &&
        card && (
          <>
            <EditCardButton label="Edit overview" onClick={() => setEditing(true)} />
            <EditorCardActions card={card} />
          </>
        )
      }
    >
      {overview.html ? (
        <Box mah={600} style={{ overflowY: 'auto' }}>
          <Typography fz="sm">
            <div dangerouslySetInnerHTML={{ __html: overview.html }} />
          </Typography>
        </Box>
      ) : (
        <Text c="dimmed" fz="sm">
          No overview yet: visitors do not see this card until it has text.
        </Text>
      )}
      {editing && (
        <Suspense>
          <OverviewTextDialog
            productId={view.product.productId}
            markdown={overview.markdown ?? ''}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
