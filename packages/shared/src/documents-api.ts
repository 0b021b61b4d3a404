import { z } from 'zod';

/** Content types the portal can show in the page; others are download-only. */
export const VIEWABLE_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'text/plain',
] as const;
export const isViewable = (contentType: string) =>
  (VIEWABLE_CONTENT_TYPES as readonly string[]).includes(contentType);

export const FILE_ACCESS_TYPES = ['view', 'download'] as const;
export type FileAccessType = (typeof FILE_ACCESS_TYPES)[number];

export const fileParamsSchema = z.object({ org: z.string().min(1).max(100), fileId: z.uuid() });

/** A file link (editor spec section 7): file, product, item, view or download, where it was opened, and the preview identity. */
export const fileQuerySchema = z.object({
  productId: z.uuid(),
  itemUid: z.uuid(),
  accessType: z.enum(FILE_ACCESS_TYPES).default('download'),
  accessSource: z.string().max(64).optional(),
  accountId: z.uuid().optional(),
  permissionProfileId: z.uuid().optional(),
});
export type FileQuery = z.infer<typeof fileQuerySchema>;

/** The link that opens or downloads a document for whoever is asking. */
export function fileUrl(
  orgSlug: string,
  fileId: string,
  query: {
    productId: string;
    itemUid: string;
    accessType: FileAccessType;
    accessSource?: string;
    accountId?: string | null;
    permissionProfileId?: string | null;
  },
) {
  const params = new URLSearchParams({
    productId: query.productId,
    itemUid: query.itemUid,
    accessType: query.accessType,
  });
  if (query.accessSource) params.set('accessSource', query.accessSource);
  if (query.accountId) params.set('accountId', query.accountId);
  if (query.permissionProfileId) params.set('permissionProfileId', query.permissionProfileId);
  return `/api/share/${encodeURIComponent(orgSlug)}/files/${fileId}?${params}`;
}

export const bridgeLetterParamsSchema = z.object({ org: z.string().min(1).max(100), itemUid: z.uuid() });
export const bridgeLetterQuerySchema = z.object({
  productId: z.uuid(),
  accountId: z.uuid().optional(),
  permissionProfileId: z.uuid().optional(),
});

/** '{org name}-{title}.pdf' with spaces turned to hyphens (editor spec section 3). */
export const bridgeLetterFileName = (organisation: string, title: string) =>
  `${organisation}-${title}.pdf`.replace(/\s+/g, '-');

/** 'MMMM dd, yyyy' (editor spec section 9), e.g. 'November 01, 2026'. */
export function formatBridgeLetterDate(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${month} ${String(date.getUTCDate()).padStart(2, '0')}, ${date.getUTCFullYear()}`;
}

/** Most documents one bulk download may carry. */
export const BULK_DOWNLOAD_MAX_FILES = 1000;

export const bulkDownloadParamsSchema = z.object({ org: z.string().min(1).max(100), productId: z.uuid() });

/** Bulk download request (visitor spec section 3). Bridge letters are `generated`; their fileId is the item's uid. */
export const bulkDownloadBodySchema = z.object({
  files: z
    .array(z.object({ itemUid: z.uuid(), fileId: z.uuid(), generated: z.boolean().default(false) }))
    .min(1, 'Select at least one document')
    .max(BULK_DOWNLOAD_MAX_FILES, `Select at most ${BULK_DOWNLOAD_MAX_FILES} documents`),
  productId: z.uuid(),
  selectAllUsed: z.boolean().default(false),
});
export type BulkDownloadBody = z.input<typeof bulkDownloadBodySchema>;

export const bulkDownloadResponseSchema = z.object({
  failedFileIds: z.array(z.uuid()),
  successCount: z.number().int(),
  /** Null when nothing could go into the zip. */
  fileUrl: z.string().nullable(),
});
export type BulkDownloadResponse = z.infer<typeof bulkDownloadResponseSchema>;

export const bulkDownloadFileParamsSchema = z.object({
  org: z.string().min(1).max(100),
  downloadId: z.uuid(),
});
export const bulkDownloadFileQuerySchema = z.object({ token: z.string().min(1).max(2000) });
