import { ActionIcon, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  isViewable,
  SEARCH_MESSAGES,
  type ComplianceUpdateTopic,
  type PortalDocument,
  type SearchResult,
} from '@trust/shared';
import { useAccessModal } from '@/features/access';
import { usePortal } from '../../context';
import { documentLink } from '../../document-links';
import { useDocumentDownload } from '../../hooks/useDocumentDownload';
import { track } from '../../analytics/track';
import { createTypeAhead } from '../type-ahead';
import classes from './SearchLauncher.module.css';

const loadSearchDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadSearchDialog);
const DocumentViewer = lazy(() =>
  import('../../components/documents/DocumentViewer').then((m) => ({ default: m.DocumentViewer })),
);

interface SearchLauncherProps {
  topics: ComplianceUpdateTopic[];
  /** Scrolls to an update and highlights it. */
  onShowUpdate: (updateId: string) => void;
  /** Opens the knowledge base with one entry. */
  onShowEntry: (entryId: string) => void;
}

/**
 * The header's search box (Cmd+K / Ctrl+K) and what choosing a result does: an update scrolls to
 * its topic, an item opens in its card's drawer, an FAQ opens in the knowledge base, and a
 * document opens in the viewer (or, locked, asks the visitor to sign in).
 */
export function SearchLauncher({ topics, onShowUpdate, onShowEntry }: SearchLauncherProps) {
  const { view, openCard } = usePortal();
  const accessModal = useAccessModal();
  const [opened, setOpened] = useState(false);
  const [viewing, setViewing] = useState<PortalDocument | null>(null);
  const { download, errorDialog } = useDocumentDownload();
  const os = useOs();
  const [typeAhead] = useState(createTypeAhead);
  useEffect(() => () => typeAhead.stop(), [typeAhead]);
  // The dialog's code is fetched as soon as the box is pointed at or focused, before the click.
  const prefetch = () => void loadSearchDialog();
  const open = (trigger: 'keyboard' | 'click') => {
    track('search_focus', { trigger });
    typeAhead.start();
    setOpened(true);
  };
  const close = () => {
    typeAhead.stop();
    setOpened(false);
  };
  // Not over another dialog (the welcome, the NDA, a form): one modal at a time, except over a
  // card's drawer being read, which marks itself (choosing a result then opens that card in it).
  const openFromKeyboard = () => {
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"][aria-modal="true"]'));
    if (dialogs.every((dialog) => dialog.closest('[data-search-over]'))) open('keyboard');
  };
  useHotkeys([['mod+K', openFromKeyboard]], []);
  const placeholder = view.features.serverSearch
    ? SEARCH_MESSAGES.placeholderContent
    : SEARCH_MESSAGES.placeholderItems;

  const select = (result: SearchResult) => {
    const meta = result.metadata as Record<string, string | boolean | undefined>;
    if (result.type === 'TrustCenterUpdates') return onShowUpdate(result.id);
    if (result.type === 'KnowledgeBase') return onShowEntry(result.id);
    if (result.locked && view.mode === 'Public') {
      track('file_requested', { item: String(meta.itemUid), from: 'search' });
      return accessModal.open({ tab: 'login', itemUid: String(meta.itemUid), source: 'search' });
    }
    if (result.type === 'Documents') {
      const doc = view.cards
        .flatMap((c) => c.items)
        .flatMap((i) => i.documents)
        .find((d) => d.fileId === result.id);
      if (!doc) return;
      if (isViewable(doc.contentType)) return setViewing(doc);
      return void download(documentLink(view, doc, 'download', 'search'));
    }
    if (typeof meta.cardId === 'string') openCard(meta.cardId, String(meta.itemUid), { origin: 'search' });
  };

  return (
    <>
      <UnstyledButton
        className={classes.box}
        onClick={() => open('click')}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-keyshortcuts={os === 'macos' ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
        visibleFrom="sm"
      >
        <Group gap="xs" wrap="nowrap">
          <IconSearch size={16} aria-hidden />
          <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
            {placeholder}
          </Text>
          <Kbd size="xs">{os === 'macos' ? '⌘' : 'Ctrl'}</Kbd>
          <Kbd size="xs">K</Kbd>
        </Group>
      </UnstyledButton>
      <ActionIcon
        variant="default"
        size="lg"
        hiddenFrom="sm"
        onClick={() => open('click')}
        onPointerDown={prefetch}
        aria-label={placeholder}
        aria-haspopup="dialog"
      >
        <IconSearch size={18} />
      </ActionIcon>
      {opened && (
        <Suspense>
          <SearchDialog
            opened
            onClose={close}
            onSelect={select}
            topics={topics}
            takeTypedAhead={typeAhead.take}
          />
        </Suspense>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <DocumentViewer
            doc={viewing}
            viewUrl={documentLink(view, viewing, 'view', 'search')}
            onDownload={
              viewing.viewOnly ? null : () => void download(documentLink(view, viewing, 'download', 'search'))
            }
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
      {errorDialog}
    </>
  );
}
