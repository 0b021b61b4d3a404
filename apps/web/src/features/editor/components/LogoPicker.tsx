import { Button, FileButton, Group, Image, Select, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import {
  certificationLogoPath,
  EDITOR_MESSAGES as M,
  ICON_CONTENT_TYPES,
  logoVariantLabel,
  logoVariantsFor,
  resolveLogoVariant,
  type PortalItem,
} from '@trust/shared';
import '@mantine/core/styles/Combobox.css';
import { useImageUpload } from '../use-image-upload';
import '@/app/floating-styles';

const AUTOMATIC = 'automatic';

interface LogoPickerProps {
  item: PortalItem;
  productId: string;
  type: string;
  auditor: string;
  /** '' follows the auditor. */
  value: string;
  onChange: (value: string) => void;
  /** assets:edit: may upload the organisation's own logo. */
  canUpload: boolean;
  error?: string;
}

/**
 * The certification's logo. 'Automatic' shows the auditor's variant when the auditor is a firm the
 * catalogue knows, else the standard mark; or the editor picks one. An uploaded logo (saved at once,
 * like a card icon) replaces the built-in marks until it is removed. The preview is what visitors see.
 */
export function LogoPicker({
  item,
  productId,
  type,
  auditor,
  value,
  onChange,
  canUpload,
  error,
}: LogoPickerProps) {
  const variants = logoVariantsFor(type);
  const shown = resolveLogoVariant(type, auditor, value);
  const url = `/api/trust-center/products/${productId}/items/${item.itemUid}/logo`;
  const image = useImageUpload(productId, url, { uploaded: M.logoUploaded, removed: M.logoRemoved });

  const preview = item.logoUploaded ? item.logoUrl : shown ? certificationLogoPath(type, shown) : null;
  const previewLabel = item.logoUploaded
    ? 'Uploaded logo'
    : shown
      ? `${logoVariantLabel(type, shown)} logo`
      : 'No logo';
  return (
    <Stack gap={6}>
      <Group gap="md" align="flex-end" wrap="nowrap">
        {preview ? (
          <Image
            src={preview}
            w={56}
            h={56}
            fit="contain"
            alt={previewLabel}
            data-testid="logo-preview"
            data-variant={item.logoUploaded ? 'uploaded' : shown}
          />
        ) : (
          <Text fz="xs" c="dimmed" w={56} ta="center" data-testid="logo-preview">
            No logo
          </Text>
        )}
        <Select
          label="Logo"
          description={
            item.logoUploaded
              ? 'Your uploaded logo is shown instead of the built-in marks.'
              : variants.length
                ? 'The mark visitors see on the certifications card.'
                : 'There is no built-in mark for this type; upload one.'
          }
          data={[
            {
              value: AUTOMATIC,
              label: variants.length
                ? `Automatic (${logoVariantLabel(type, resolveLogoVariant(type, auditor, null)!)})`
                : 'No built-in mark',
            },
            ...variants.map((variant) => ({ value: variant, label: logoVariantLabel(type, variant) })),
          ]}
          value={value || AUTOMATIC}
          onChange={(v) => onChange(!v || v === AUTOMATIC ? '' : v)}
          allowDeselect={false}
          disabled={item.logoUploaded || variants.length === 0}
          error={error}
          style={{ flex: 1 }}
        />
      </Group>
      {canUpload && (
        <Group gap="xs">
          <FileButton onChange={image.upload} accept={ICON_CONTENT_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                size="compact-sm"
                variant="light"
                leftSection={<IconUpload size={14} />}
                loading={image.busy}
              >
                {item.logoUploaded ? 'Replace uploaded logo' : 'Upload logo'}
              </Button>
            )}
          </FileButton>
          {item.logoUploaded && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              disabled={image.busy}
              onClick={image.remove}
            >
              Remove uploaded logo
            </Button>
          )}
          <Text fz="xs" c="dimmed">
            {M.logoHint}
          </Text>
        </Group>
      )}
      {image.error && (
        <Text fz="sm" c="red" role="alert">
          {image.error}
        </Text>
      )}
    </Stack>
  );
}
