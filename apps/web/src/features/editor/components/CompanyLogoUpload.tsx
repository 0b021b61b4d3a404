import { Avatar, Button, FileButton, Group, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { COMPANY_LOGO_SIZES, COMPANY_MESSAGES as M, ICON_CONTENT_TYPES } from '@trust/shared';
import { useImageUpload } from '../use-image-upload';

/** An uploaded logo is served as a portal asset; the others are the catalogue's or a monogram. */
const isUploaded = (logoUrl: string | null) => Boolean(logoUrl?.includes('/assets/'));

/**
 * A company's own logo on the subprocessors or trusted-by list (needs assets:edit): upload an
 * image (png, jpeg or svg, 1 MB) to replace the mark, or remove it. Saved at once.
 */
export function CompanyLogoUpload({
  productId,
  list,
  entryId,
  name,
  logoUrl,
}: {
  productId: string;
  list: 'subprocessors' | 'trusted-by';
  entryId: string;
  name: string;
  logoUrl: string | null;
}) {
  const url = `/api/trust-center/products/${productId}/${list}/${entryId}/logo`;
  const image = useImageUpload(productId, url, { uploaded: M.logoUploaded, removed: M.logoRemoved });
  return (
    <div>
      <Group gap="sm">
        <Avatar src={logoUrl} size={COMPANY_LOGO_SIZES.row} radius="sm" alt="">
          {name.slice(0, 2)}
        </Avatar>
        <FileButton onChange={image.upload} accept={ICON_CONTENT_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={image.busy}
            >
              {isUploaded(logoUrl) ? 'Replace logo' : 'Upload logo'}
            </Button>
          )}
        </FileButton>
        {isUploaded(logoUrl) && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={image.busy}
            onClick={image.remove}
          >
            Remove logo
          </Button>
        )}
      </Group>
      {image.error && (
        <Text c="red" fz="xs" mt={4}>
          {image.error}
        </Text>
      )}
    </div>
  );
}
