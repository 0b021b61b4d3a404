import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { DOWNLOAD_MESSAGES, type BulkDownloadResponse, type DocumentEntry } from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ScrollArea.css';
import { apiPost } from '@/lib/api';
import { saveFromUrl } from '@/lib/download';
import { usePortal } from '../context';
import { bulkDownloadUrl } from '../document-links';
import { bulkDownloadReducer, initialBulkDownloadState } from './machine';
import { bulkDownloadBody, downloadables, failedNames, type Downloadable } from './selection';
import '@/app/floating-styles';

interface BulkDownloadDialogProps {
  opened: boolean;
  onClose: () => void;
  entries: DocumentEntry[];
}

const plural = (n: number) => `${n} document${n === 1 ? '' : 's'}`;

/** Choose documents and bridge letters of the documents card and download them as one zip (visitor spec sections 2, 4, 5, 8). */
export default function BulkDownloadDialog({ opened, onClose, entries }: BulkDownloadDialogProps) {
  const { view } = usePortal();
  const all = useMemo(() => downloadables(entries), [entries]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectAllUsed, setSelectAllUsed] = useState(false);
  const [state, dispatch] = useReducer(bulkDownloadReducer, initialBulkDownloadState);
  const request = useRef<AbortController | null>(null);
  const loading = state.status === 'loading';

  // Every open starts from idle.
  useEffect(() => {
    if (opened) dispatch({ type: 'reset' });
  }, [opened]);

  const allSelected = all.length > 0 && all.every((d) => selected.has(d.id));
  const toggleAll = () => {
    setSelectAllUsed(true);
    setSelected(allSelected ? new Set() : new Set(all.map((d) => d.id)));
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = async (event: 'begin' | 'retry') => {
    const body = bulkDownloadBody(all, selected, view.product.productId, selectAllUsed);
    if (body.files.length === 0) return;
    dispatch({ type: event });
    const controller = new AbortController();
    request.current = controller;
    try {
      const result = await apiPost<BulkDownloadResponse>(bulkDownloadUrl(view), body, {
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      if (result.fileUrl) saveFromUrl(result.fileUrl);
      if (result.failedFileIds.length === 0) setSelected(new Set());
      dispatch({ type: 'finished', successCount: result.successCount, failedFileIds: result.failedFileIds });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(DOWNLOAD_MESSAGES.bulkFailedLog, error);
      dispatch({ type: 'failed' });
    } finally {
      if (request.current === controller) request.current = null;
    }
  };
  const cancel = () => {
    request.current?.abort();
    dispatch({ type: 'cancel' });
  };
  const close = () => {
    if (!loading) onClose();
  };
  const finish = () => {
    dispatch({ type: 'reset' });
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Download documents"
      centered
      size="lg"
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
    >
      {state.status === 'idle' && (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            Choose the documents to download as one zip file.
          </Text>
          <Checkbox
            label={
              <Text fz="sm" fw={600}>
                Select all
              </Text>
            }
            checked={allSelected}
            indeterminate={!allSelected && selected.size > 0}
            onChange={toggleAll}
          />
          <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
            <Stack gap={6} pl="md">
              {all.map((d) => (
                <DownloadableRow
                  key={`${d.generated}:${d.id}`}
                  downloadable={d}
                  checked={selected.has(d.id)}
                  onToggle={() => toggle(d.id)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={selected.size === 0} onClick={() => void submit('begin')}>
              Download ({selected.size})
            </Button>
          </Group>
        </Stack>
      )}
      {loading && (
        <Stack align="center" gap="md" py="lg">
          <Loader />
          <Text fz="sm">Preparing {plural(selected.size)}…</Text>
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
        </Stack>
      )}
      {state.status === 'error' && (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={DOWNLOAD_MESSAGES.errorTitle}>
            {DOWNLOAD_MESSAGES.errorText}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => dispatch({ type: 'reset' })}>
              Cancel
            </Button>
            <Button onClick={() => void submit('retry')}>Try again</Button>
          </Group>
        </Stack>
      )}
      {state.status === 'success' && (
        <Stack gap="md">
          <Alert color="green" icon={<IconCircleCheck size={18} />} title="Your download has started">
            {plural(state.successCount)} in one zip file.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={finish}>Done</Button>
          </Group>
        </Stack>
      )}
      {state.status === 'partial_success' && (
        <Stack gap="md">
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} />}
            title={DOWNLOAD_MESSAGES.partialFailure(state.failedFileIds.length)}
            data-testid="bulk-partial"
          >
            <List size="sm" spacing={2}>
              {failedNames(all, state.failedFileIds).map((name, i) => (
                <List.Item key={`${name}-${i}`}>{name}</List.Item>
              ))}
            </List>
            <Text fz="sm" mt="xs">
              {state.successCount > 0
                ? `Your download of the other ${plural(state.successCount)} has started.`
                : 'Request access to download these documents.'}
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={finish}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function DownloadableRow({
  downloadable: d,
  checked,
  onToggle,
}: {
  downloadable: Downloadable;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <Checkbox
      checked={checked}
      onChange={onToggle}
      label={
        <Group gap={6} wrap="nowrap">
          <Text fz="sm" lineClamp={1}>
            {d.name}
          </Text>
          {d.locked && (
            <Tooltip label="Request access to download this document">
              <IconLock size={14} aria-label="Locked document" style={{ flexShrink: 0 }} />
            </Tooltip>
          )}
        </Group>
      }
      description={d.entryTitle !== d.name ? d.entryTitle : undefined}
    />
  );
}
