import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { EDITOR_MESSAGES as M, overviewBodySchema } from '@trust/shared';
import '@/app/overlay-styles';
import { ApiError, apiSend } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';

/** The overview card's text, in Markdown (headings, lists, links, bold); sanitised when shown. */
export default function OverviewTextDialog({
  productId,
  markdown,
  onClose,
}: {
  productId: string;
  markdown: string;
  onClose: () => void;
}) {
  const calls = useEditorCalls(productId);
  const [content, setContent] = useState(markdown);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const parsed = overviewBodySchema.safeParse({ content });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? M.saveError);
    setSaving(true);
    try {
      await apiSend('PUT', `/api/trust-center/products/${productId}/overview`, parsed.data);
      await calls.refresh();
      showToast('Overview updated', { hideAfterMs: 4000 });
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields?.content ?? failure.message) : M.saveError);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Edit overview" size="lg" closeOnClickOutside={!saving}>
      <Stack>
        <Textarea
          label="Overview"
          description="Markdown: **bold**, _italic_, lists, [links](https://example.com). Leave empty to hide the text."
          autosize
          minRows={8}
          maxRows={20}
          value={content}
          error={error}
          onChange={(e) => setContent(e.currentTarget.value)}
          data-autofocus
        />
        <Text fz="xs" c="dimmed">
          {content.length} / 20000 characters
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={content === markdown}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
