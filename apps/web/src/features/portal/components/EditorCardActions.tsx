import { Suspense } from 'react';
import type { PortalCard } from '@trust/shared';
import { CardMenu, type OrderedRow } from '@/features/editor';
import { usePortal } from '../context';

/** The card actions menu, for editors only; `rows` are what 'Reorder items' orders. */
export function EditorCardActions({ card, rows }: { card: PortalCard; rows?: OrderedRow[] }) {
  const { view, editor } = usePortal();
  if (!editor) return null;
  const ordered = rows ?? card.items.map((i) => ({ itemUid: i.itemUid, title: i.title, featured: false }));
  return (
    <Suspense>
      <CardMenu
        card={card}
        rows={ordered}
        productId={view.product.productId}
        features={editor.features}
        canEditAssets={editor.canEditAssets}
      />
    </Suspense>
  );
}
