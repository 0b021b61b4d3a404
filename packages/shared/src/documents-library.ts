import { z } from 'zod';
import { CARD_KINDS } from './cards.js';
import { DOCUMENT_TYPE_VALUES } from './documents.js';

export const DOCUMENT_ACCESS_TYPES = ['view_only', 'view_and_download'] as const;

/** A document as the staff library lists it, with the items it appears on. */
export const libraryDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
  type: z.string().nullable(),
  /** Null: the organisation's default. */
  documentAccessType: z.enum(DOCUMENT_ACCESS_TYPES).nullable(),
  isShared: z.boolean(),
  items: z.array(
    z.object({
      itemUid: z.uuid(),
      title: z.string(),
      cardKind: z.enum(CARD_KINDS),
      productId: z.uuid(),
      productName: z.string(),
    }),
  ),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;

export const trustCenterDocumentsSchema = z.object({
  documents: z.array(libraryDocumentSchema),
  count: z.number().int(),
  /** The organisation's default for documents without their own setting. */
  documentAccessDefault: z.enum(DOCUMENT_ACCESS_TYPES),
  /** Largest upload the server takes. */
  uploadMaxBytes: z.number().int(),
});
export type TrustCenterDocuments = z.infer<typeof trustCenterDocumentsSchema>;

const formBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The text fields sent with an upload (multipart, so every value arrives as a string). */
export const uploadFieldsSchema = z.object({
  type: z.enum(DOCUMENT_TYPE_VALUES, { error: 'Type is required' }),
  documentAccessType: z.enum(['default', ...DOCUMENT_ACCESS_TYPES]).default('default'),
  isShared: formBoolean.default(false),
});
export type UploadFields = z.input<typeof uploadFieldsSchema>;

export const documentIdParamsSchema = z.object({ documentId: z.uuid() });

/** Put a library document on the documents card: on an item already there, or on a new one. */
export const attachDocumentBodySchema = z.union([
  z.object({ productId: z.uuid(), itemUid: z.uuid() }),
  z.object({
    productId: z.uuid(),
    newItem: z.object({
      title: z
        .string()
        .trim()
        .min(2, 'Must be at least 2 characters')
        .max(100, 'Must be at most 100 characters'),
      publicAccess: z.boolean(),
    }),
  }),
]);
export type AttachDocumentBody = z.infer<typeof attachDocumentBodySchema>;
export const attachDocumentResponseSchema = z.object({ itemUid: z.uuid() });

/** Bulk type change (editor spec section 7). */
export const documentsPatchBodySchema = z.object({
  documentIds: z.array(z.uuid()).min(1).max(500),
  updates: z.object({ type: z.enum(DOCUMENT_TYPE_VALUES, { error: 'Type is required' }) }),
});
export type DocumentsPatchBody = z.infer<typeof documentsPatchBodySchema>;
export const documentsPatchResponseSchema = z.object({ updated: z.number().int() });

export const DOCUMENT_TYPE_MESSAGES = {
  required: 'Type is required',
  updated: (n: number) => `Types have been updated for ${n} document(s)`,
  failed: 'Type updates could not be saved',
} as const;
