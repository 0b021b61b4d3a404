import { Button, FileInput, Group, Image, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EDITOR_MESSAGES as M, ICON_CONTENT_TYPES, ICON_MAX_BYTES, type PortalCard } from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/Radio.css';
import { apiSend, ApiError } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { uploadWithProgress } from '@/lib/upload';
import { useEditorCalls } from '../api';
import '@mantine/core/styles/InlineInput.css';

/** 'Change card icon', titled with the card's title: the default icon, or an uploaded one. */
export default function ChangeIconDialog({
  card,
  productId,
  onClose,
}: {
  card: PortalCard;
  productId: string;
  onClose: () => void;
}) {
  const calls = useEditorCalls(productId);
  const [mode, setMode] = useState<'default' | 'custom'>(card.iconUrl ? 'custom' : 'default');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const url = `/api/trust-center/products/${productId}/cards/${card.kind}/icon`;
  const pick = (picked: File | null) => {
    setError(picked && picked.size > ICON_MAX_BYTES ? M.iconTooLarge : null);
    setFile(picked);
  };
  const save = async () => {
    if (mode === 'custom' && !file && !card.iconUrl) return setError(M.iconRequired);
    if (error) return;
    setSaving(true);
    try {
      if (mode === 'custom' && file) {
        const form = new FormData();
        form.append('icon', file, file.name);
        await uploadWithProgress(url, form, { method: 'PUT' });
        showToast(M.iconSaved, {
          hideAfterMs: 8000,
          action: { label: 'Refresh Page', onClick: () => window.location.reload() },
        });
      } else if (mode === 'default' && card.iconUrl) {
        await apiSend('DELETE', url);
        showToast(M.iconReset, { hideAfterMs: 4000 });
      }
      await calls.refresh();
      onClose();
    } catch (failure) {
      // Too large, not an image, or smaller than 20 x 20: the server's words, on the field.
      if (failure instanceof ApiError && [400, 413, 415].includes(failure.status)) setError(failure.message);
      else showToast(M.iconFailed, { color: 'red', hideAfterMs: 6000 });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={card.title}>
      <Stack gap="sm">
        <Radio.Group value={mode} onChange={(v) => setMode(v as 'default' | 'custom')}>
          <Stack gap={6}>
            <Radio value="default" label="Use default icon" />
            <Radio value="custom" label="Use/Upload custom icon" />
          </Stack>
        </Radio.Group>
        {mode === 'custom' && (
          <>
            {card.iconUrl && !file && (
              <Group gap="xs">
                <Image src={card.iconUrl} w={20} h={20} alt="" />
                <Text fz="xs" c="dimmed">
                  Current icon
                </Text>
              </Group>
            )}
            <FileInput
              label="Icon"
              description={M.iconHint}
              placeholder="Choose an image"
              accept={ICON_CONTENT_TYPES.join(',')}
              value={file}
              onChange={pick}
              error={error}
              clearable
            />
          </>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
