import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { defaultSlug, EDITOR_MESSAGES as M, slugError, type PortalItem } from '@trust/shared';
import '@/app/overlay-styles';
import { ApiError } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';

const COPIED_MS = 3000;

/** 'Create custom URL' for an item: the slug rules, then the public link to copy. */
export default function CustomUrlDialog({
  item,
  productId,
  portalBase,
  onClose,
}: {
  item: PortalItem;
  productId: string;
  /** Where item links start: `{portal}/item`, or `{portal}/product/{product}` with several products. */
  portalBase: string;
  onClose: () => void;
}) {
  const calls = useEditorCalls(productId);
  const current = item.slug ?? '';
  const [slug, setSlug] = useState(current || defaultSlug(item.title));
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const error = serverError ?? (slug ? slugError(slug) : null);
  const link = `${window.location.origin}${portalBase}/${item.slug ?? ''}`;
  const submit = async () => {
    setSaving(true);
    try {
      await calls.setSlug(item.itemUid, slug);
      showToast(M.customUrlCreated(item.title), { hideAfterMs: 4000 });
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields?.slug) setServerError(failure.fields.slug);
      else showToast(M.customUrlFailed, { color: 'red', hideAfterMs: 6000 });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Custom URL: ${item.title}`}>
      <Stack gap="sm">
        <TextInput
          label="URL slug"
          description="Lowercase letters, numbers and hyphens"
          leftSection={
            <Text fz="xs" c="dimmed" truncate maw={140}>
              {`${portalBase.replace(/^.*?(\/(item|product\/[^/]+))$/, '$1')}/`}
            </Text>
          }
          leftSectionWidth={portalBase.endsWith('/item') ? 48 : 150}
          value={slug}
          onChange={(e) => {
            setSlug(e.currentTarget.value);
            setServerError(null);
          }}
          error={error}
          data-autofocus
        />
        {item.slug && (
          <Group gap="xs" wrap="nowrap">
            <Text fz="sm" truncate>
              {link}
            </Text>
            <CopyButton value={link} timeout={COPIED_MS}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="light" onClick={copy}>
                  {copied ? 'Copied!' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void submit()}
            loading={saving}
            disabled={!slug || Boolean(error) || slug === current}
          >
            Submit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
