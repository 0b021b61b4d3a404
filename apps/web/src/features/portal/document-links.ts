import { fileUrl, type FileAccessType, type PortalDocument, type PortalView } from '@trust/shared';
import { pageQuery } from '@/lib/page-query';

/** The preview or account identity in the page's query, which every file link carries on. */
function identityParams() {
  const search = pageQuery();
  return { accountId: search.get('accountId'), permissionProfileId: search.get('permissionProfileId') };
}

const shareBase = (view: PortalView) => `/api/share/${encodeURIComponent(view.organisation.slug)}`;

export const documentLink = (
  view: PortalView,
  doc: PortalDocument,
  accessType: FileAccessType,
  accessSource: string,
) =>
  fileUrl(view.organisation.slug, doc.fileId, {
    productId: view.product.productId,
    itemUid: doc.itemUid,
    accessType,
    accessSource,
    ...identityParams(),
  });

export function bridgeLetterLink(view: PortalView, itemUid: string) {
  const query = new URLSearchParams({ productId: view.product.productId });
  for (const [key, value] of Object.entries(identityParams())) if (value) query.set(key, value);
  return `${shareBase(view)}/items/${itemUid}/bridge-letter?${query}`;
}

export function bulkDownloadUrl(view: PortalView) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(identityParams())) if (value) query.set(key, value);
  return `${shareBase(view)}/products/${view.product.productId}/bulk-download${query.size ? `?${query}` : ''}`;
}
