import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  Modal,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { IconCircleCheck, IconCloudUpload, IconFileText } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import {
  DOCUMENT_TYPE_OPTIONS,
  UPLOAD_MESSAGES,
  type DocumentType,
  type LibraryDocument,
} from '@trust/shared';
import { apiPost, ApiError } from '@/lib/api';
import { formatBytes } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { uploadWithProgress } from '@/lib/upload';
import {
  awaitingUpload,
  queuedErrors,
  queueFile,
  uploadForm,
  type AccessChoice,
  type QueuedUpload,
} from './upload-queue';
import '@/app/floating-styles';
import { countOf } from '@/lib/format';

const ACCESS_LABELS = { view_only: 'View only', view_and_download: 'View and download' } as const;

interface UploadModalProps {
  opened: boolean;
  onClose: () => void;
  documentAccessDefault: keyof typeof ACCESS_LABELS;
  uploadMaxBytes: number;
  products: { productId: string; productName: string }[];
}

/** The upload screen: drop or choose files, decide type and access per file, and watch each go up. */
export function UploadModal({
  opened,
  onClose,
  documentAccessDefault,
  uploadMaxBytes,
  products,
}: UploadModalProps) {
  const client = useQueryClient();
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const [productId, setProductId] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const targetProduct = productId ?? products[0]?.productId ?? null;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (files) => setQueue((q) => [...q, ...files.map((f) => queueFile(f, uploadMaxBytes))]),
    disabled: uploading,
  });

  const update = (key: string, change: Partial<QueuedUpload>) =>
    setQueue((q) => q.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const pending = awaitingUpload(queue);
  const invalid = pending.some((e) => Object.keys(queuedErrors(e)).length > 0);

  const close = () => {
    if (uploading) return;
    setQueue([]);
    setSubmitted(false);
    onClose();
  };

  const uploadAll = async () => {
    setSubmitted(true);
    if (invalid || pending.length === 0) return;
    setUploading(true);
    let uploaded = 0;
    for (const entry of pending) {
      update(entry.key, { status: 'uploading', progress: 0, error: null });
      try {
        const document = await uploadWithProgress<LibraryDocument>('/api/documents', uploadForm(entry), {
          onProgress: (progress) => update(entry.key, { progress }),
        });
        if (entry.showOnCard && targetProduct) {
          await apiPost(`/api/documents/${document.id}/attach`, {
            productId: targetProduct,
            newItem: { title: entry.title.trim(), publicAccess: entry.publicAccess },
          });
        }
        update(entry.key, { status: 'done', progress: 1 });
        uploaded++;
      } catch (error) {
        update(entry.key, {
          status: 'failed',
          error: error instanceof ApiError ? error.message : UPLOAD_MESSAGES.failed,
        });
      }
    }
    setUploading(false);
    await client.invalidateQueries({ queryKey: ['documents'] });
    if (uploaded > 0) showToast(`${countOf(uploaded, 'document')} uploaded`, { hideAfterMs: 4000 });
  };
  const finished = queue.length > 0 && queue.every((e) => e.status === 'done');

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Upload documents"
      size="xl"
      closeOnClickOutside={!uploading}
      closeOnEscape={!uploading}
      withCloseButton={!uploading}
    >
      <Stack gap="md">
        <Paper
          {...getRootProps()}
          withBorder
          radius="md"
          p="xl"
          style={{
            borderStyle: 'dashed',
            borderWidth: 2,
            cursor: uploading ? 'default' : 'pointer',
            background: isDragActive ? 'var(--mantine-primary-color-light)' : undefined,
          }}
          data-testid="dropzone"
        >
          <input {...getInputProps()} aria-label="Choose documents" />
          <Stack align="center" gap={4}>
            <IconCloudUpload size={36} color="var(--mantine-primary-color-filled)" />
            <Text fw={600}>
              {isDragActive ? 'Drop the files here' : 'Drag documents here or click to choose'}
            </Text>
            <Text fz="sm" c="dimmed">
              PDF, images, text, Office documents or zip archives, up to {formatBytes(uploadMaxBytes)} each
            </Text>
          </Stack>
        </Paper>

        {queue.map((entry) => (
          <QueuedRow
            key={entry.key}
            entry={entry}
            documentAccessDefault={documentAccessDefault}
            errors={submitted ? queuedErrors(entry) : {}}
            locked={uploading || entry.status === 'done'}
            onChange={(change) => update(entry.key, change)}
            onRemove={() => setQueue((q) => q.filter((e) => e.key !== entry.key))}
          />
        ))}

        <Group justify="space-between" align="flex-end">
          {products.length > 1 && queue.some((e) => e.showOnCard) ? (
            <Select
              label="Show on the Trust Center of"
              data={products.map((p) => ({ value: p.productId, label: p.productName }))}
              value={targetProduct}
              onChange={setProductId}
              allowDeselect={false}
              w={260}
              disabled={uploading}
            />
          ) : (
            <span />
          )}
          {finished ? (
            <Button onClick={close}>Done</Button>
          ) : (
            <Group>
              <Button variant="default" onClick={close} disabled={uploading}>
                Cancel
              </Button>
              <Button
                onClick={() => void uploadAll()}
                loading={uploading}
                disabled={pending.length === 0 || (submitted && invalid)}
              >
                Upload {pending.length > 0 ? countOf(pending.length, 'document') : ''}
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

interface QueuedRowProps {
  entry: QueuedUpload;
  documentAccessDefault: keyof typeof ACCESS_LABELS;
  errors: { type?: string; title?: string };
  locked: boolean;
  onChange: (change: Partial<QueuedUpload>) => void;
  onRemove: () => void;
}

function QueuedRow({ entry, documentAccessDefault, errors, locked, onChange, onRemove }: QueuedRowProps) {
  const accessOptions = [
    { value: 'default', label: `Organisation default (${ACCESS_LABELS[documentAccessDefault]})` },
    { value: 'view_only', label: ACCESS_LABELS.view_only },
    { value: 'view_and_download', label: ACCESS_LABELS.view_and_download },
  ];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="queued-upload">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <ThemeIcon variant="light" size="md">
              {entry.status === 'done' ? <IconCircleCheck size={16} /> : <IconFileText size={16} />}
            </ThemeIcon>
            <Text fz="sm" fw={600} truncate>
              {entry.file.name}
            </Text>
            <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatBytes(entry.file.size)}
            </Text>
          </Group>
          {!locked && <CloseButton size="sm" aria-label={`Remove ${entry.file.name}`} onClick={onRemove} />}
        </Group>
        {(entry.status === 'uploading' || entry.status === 'done') && (
          <Progress
            value={entry.progress * 100}
            animated={entry.status === 'uploading'}
            aria-label={`Upload progress of ${entry.file.name}`}
            data-testid="upload-progress"
          />
        )}
        {entry.error && (
          <Text fz="sm" c="red" role="alert">
            {entry.error}
          </Text>
        )}
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <Select
            label="Type"
            placeholder="Select a type"
            data={DOCUMENT_TYPE_OPTIONS}
            value={entry.type}
            onChange={(v) => onChange({ type: v as DocumentType | null })}
            error={errors.type}
            disabled={locked}
            miw={180}
          />
          <Select
            label="Access"
            data={accessOptions}
            value={entry.access}
            onChange={(v) => onChange({ access: (v ?? 'default') as AccessChoice })}
            allowDeselect={false}
            disabled={locked}
            miw={220}
          />
        </Group>
        <Checkbox
          label="Shared: anyone who can see the item may open this file, even before access is granted"
          checked={entry.isShared}
          onChange={(e) => onChange({ isShared: e.currentTarget.checked })}
          disabled={locked}
        />
        <Checkbox
          label="Show on the documents card"
          checked={entry.showOnCard}
          onChange={(e) => onChange({ showOnCard: e.currentTarget.checked })}
          disabled={locked}
        />
        {entry.showOnCard && (
          <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label="Title on the card"
              value={entry.title}
              onChange={(e) => onChange({ title: e.currentTarget.value })}
              error={errors.title}
              disabled={locked}
              miw={220}
            />
            <div>
              <Text fz="sm" fw={500} mb={4}>
                Access level
              </Text>
              <SegmentedControl
                value={entry.publicAccess ? 'public' : 'restricted'}
                onChange={(v) => onChange({ publicAccess: v === 'public' })}
                data={[
                  { value: 'restricted', label: 'Restricted' },
                  { value: 'public', label: 'Public' },
                ]}
                disabled={locked}
              />
            </div>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
