import { ActionIcon, Button, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconHistory, IconPlus, IconSearch } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { COMPANY_MESSAGES as M, type PortalCard, type Subprocessor } from '@trust/shared';
import { DeleteSubprocessorDialog, SubprocessorDialog } from '@/features/editor';
import { usePortal } from '../context';
import { CompanyLogoStack } from './CompanyLogoStack';
import { EditorCardActions } from './EditorCardActions';
import { SectionCard } from './SectionCard';
import { SubprocessorHistoryDialog } from './SubprocessorHistoryDialog';
import { SubprocessorTable } from './SubprocessorTable';
import '@/app/floating-styles';

type Editing = { kind: 'add' } | { kind: 'edit' | 'delete'; subprocessor: Subprocessor } | null;

/**
 * Subprocessors (visitor spec section 3, editor spec sections 2, 3, 5): a searchable list without
 * paging, downloadable as CSV or JSON with its history of changes; editors add, edit and remove
 * rows in place.
 */
export default function SubprocessorsCard({
  card,
  subprocessors,
}: {
  card: PortalCard;
  subprocessors: Subprocessor[];
}) {
  const { view, editor } = usePortal();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const rows = useMemo(() => {
    const term = search.trim().toLocaleLowerCase();
    if (!term) return subprocessors;
    return subprocessors.filter((s) =>
      [s.company.name, s.purpose, s.location, s.additionalDetails].some((v) =>
        v?.toLocaleLowerCase().includes(term),
      ),
    );
  }, [search, subprocessors]);
  const productId = view.product.productId;
  const exportUrl = (format: 'csv' | 'json') =>
    `/api/share/${view.organisation.slug}/subprocessors.${format}?productId=${productId}`;

  return (
    <SectionCard
      title={card.title}
      iconUrl={card.iconUrl}
      subtitle={card.displayText}
      testId="card-subprocessors"
      hidden={card.hidden}
      actions={
        <>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label="Download or history of subprocessors">
                <IconDownload size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                component="a"
                href={exportUrl('csv')}
                download
                leftSection={<IconDownload size={16} />}
              >
                Download CSV
              </Menu.Item>
              <Menu.Item
                component="a"
                href={exportUrl('json')}
                download
                leftSection={<IconDownload size={16} />}
              >
                Download JSON
              </Menu.Item>
              <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => setHistoryOpen(true)}>
                History of changes
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <EditorCardActions card={card} />
        </>
      }
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <CompanyLogoStack companies={subprocessors.map((s) => s.company)} />
          <Group gap="sm" wrap="nowrap">
            <TextInput
              size="xs"
              placeholder="Search"
              aria-label="Search subprocessors"
              leftSection={<IconSearch size={14} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={{ base: 150, sm: 220 }}
            />
            {editor && (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setEditing({ kind: 'add' })}
              >
                {M.addSubprocessor}
              </Button>
            )}
          </Group>
        </Group>
        {subprocessors.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No subprocessors yet
          </Text>
        ) : (
          <SubprocessorTable
            rows={rows}
            all={subprocessors}
            onEdit={editor ? (subprocessor) => setEditing({ kind: 'edit', subprocessor }) : undefined}
            onDelete={editor ? (subprocessor) => setEditing({ kind: 'delete', subprocessor }) : undefined}
          />
        )}
      </Stack>
      <Suspense>
        {editing?.kind === 'add' && (
          <SubprocessorDialog productId={productId} onClose={() => setEditing(null)} />
        )}
        {editing?.kind === 'edit' && (
          <SubprocessorDialog
            productId={productId}
            // The row as the view now has it, so an uploaded logo shows at once.
            subprocessor={subprocessors.find((s) => s.id === editing.subprocessor.id) ?? editing.subprocessor}
            canEditAssets={editor?.canEditAssets ?? false}
            onClose={() => setEditing(null)}
          />
        )}
        {editing?.kind === 'delete' && (
          <DeleteSubprocessorDialog
            productId={productId}
            subprocessor={editing.subprocessor}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
      {historyOpen && (
        <SubprocessorHistoryDialog
          orgSlug={view.organisation.slug}
          productId={productId}
          canObject={view.mode === 'AccountExternal'}
          isEditor={editor !== null}
          onClose={() => setHistoryOpen(false)}
        />
      )}
    </SectionCard>
  );
}
