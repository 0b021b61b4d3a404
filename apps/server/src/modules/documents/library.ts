import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  customizationSettingsSchema,
  ERROR_MESSAGES,
  sanitizeFileName,
  UPLOAD_MESSAGES,
  UPLOADABLE_CONTENT_TYPES,
  uploadFieldsSchema,
  type AttachDocumentBody,
  type DocumentsPatchBody,
  type LibraryDocument,
  type TrustCenterDocuments,
} from '@trust/shared';
import { transactional } from '../../db/transactions.js';
import type { AppContext, OrgScope } from '../../context.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { sniffContentType } from '../../platform/sniff.js';
import { storeUpload, UploadTooLarge } from '../../platform/upload-stream.js';
import { recordChange, type Actor } from '../audit/audit-log.js';
import { getCustomization } from '../portal/queries.js';
import {
  attachFile,
  documentsCardOf,
  findItemOnCard,
  findLibraryFile,
  insertFile,
  insertItem,
  listFilePlacements,
  listLibraryFiles,
  setDocumentTypes,
} from './library-queries.js';

type FileRow = Awaited<ReturnType<typeof listLibraryFiles>>[number];
type Placement = Awaited<ReturnType<typeof listFilePlacements>>[number];

const toDocument = (file: FileRow, placements: Placement[]): LibraryDocument => ({
  id: file.id,
  name: file.originalName,
  mimeType: file.contentType,
  size: file.size,
  sha256: file.sha256,
  createdAt: file.createdAt.toISOString(),
  type: file.documentType,
  documentAccessType: file.documentAccessType,
  isShared: file.isShared,
  items: placements.map(({ fileId: _, ...placement }) => placement),
});

/** Multipart field values, flattened for the shared schema (files among them are ignored). */
function fieldValues(part: MultipartFile): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const first = Array.isArray(field) ? field[0] : field;
    if (first && first.type === 'field') values[name] = first.value;
  }
  return values;
}

/** The staff document library (issue 4, section 2): list, upload, and put documents on the documents card. */
export class DocumentLibrary {
  constructor(
    private readonly ctx: AppContext,
    /** Reads an uploaded document's text into the search index, in the background. */
    private readonly textIndex: { enqueue(scope: OrgScope, fileId: string): Promise<unknown> },
  ) {
    transactional(this as DocumentLibrary, ctx.transact, ['setTypes', 'attach']);
  }

  async list(scope: OrgScope): Promise<TrustCenterDocuments> {
    const [rows, placements, customization] = await Promise.all([
      listLibraryFiles(this.ctx.db, scope),
      listFilePlacements(this.ctx.db, scope),
      getCustomization(this.ctx.db, scope),
    ]);
    const documents = rows.map((file) =>
      toDocument(
        file,
        placements.filter((p) => p.fileId === file.id),
      ),
    );
    const settings = customizationSettingsSchema.parse(customization?.settings ?? {});
    return {
      documents,
      count: documents.length,
      documentAccessDefault: settings.documentAccessDefault,
      uploadMaxBytes: this.ctx.config.uploadMaxBytes,
    };
  }

  /**
   * Streams one uploaded file into storage (size-limited, hashed), decides its type from the bytes,
   * and records it. The text fields must come before the file in the form.
   */
  async upload(scope: OrgScope, actor: Actor, part: MultipartFile): Promise<LibraryDocument> {
    const fields = uploadFieldsSchema.safeParse(fieldValues(part));
    if (!fields.success) {
      part.file.resume();
      const messages = Object.fromEntries(
        fields.error.issues.map((i) => [i.path.join('.') || 'request', i.message]),
      );
      throw new AppError(400, 'validation_error', ERROR_MESSAGES.validation, messages);
    }
    const id = randomUUID();
    const storageKey = `${scope.orgId}/${id}`;
    const maxBytes = this.ctx.config.uploadMaxBytes;
    const tooLarge = () => new AppError(413, 'file_too_large', UPLOAD_MESSAGES.tooLarge(maxBytes));
    const stored = await storeUpload(this.ctx.storage, storageKey, part.file, maxBytes).catch(
      (error: unknown) => {
        throw error instanceof UploadTooLarge ||
          (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
          ? tooLarge()
          : error;
      },
    );
    // The multipart parser stops at the limit and marks the stream truncated rather than failing it.
    if (part.file.truncated) {
      await this.ctx.storage.remove(storageKey);
      throw tooLarge();
    }
    const originalName = sanitizeFileName(part.filename);
    const contentType = await sniffContentType(stored.head, originalName);
    if (!contentType || !(UPLOADABLE_CONTENT_TYPES as readonly string[]).includes(contentType)) {
      await this.ctx.storage.remove(storageKey);
      throw new AppError(415, 'unsupported_file_type', UPLOAD_MESSAGES.unsupportedType);
    }
    if (stored.size === 0) {
      await this.ctx.storage.remove(storageKey);
      throw new AppError(400, 'empty_file', UPLOAD_MESSAGES.noFile);
    }
    const { type, documentAccessType, isShared } = fields.data;
    return this.ctx.transact(async () => {
      const file = await insertFile(this.ctx.db, scope, {
        id,
        originalName,
        contentType,
        size: stored.size,
        sha256: stored.sha256,
        storageKey,
        documentType: type,
        documentAccessType: documentAccessType === 'default' ? null : documentAccessType,
        isShared,
      });
      await recordChange(this.ctx, scope, actor, {
        action: 'document.upload',
        target: `document:${id}`,
        before: null,
        after: { name: originalName, type, documentAccessType, isShared },
      });
      await this.textIndex.enqueue(scope, file.id);
      return toDocument(file, []);
    });
  }

  /** Bulk type change: all named documents must be this organisation's, or nothing changes. */
  async setTypes(scope: OrgScope, actor: Actor, body: DocumentsPatchBody) {
    const ids = [...new Set(body.documentIds)];
    const own = await Promise.all(ids.map((id) => findLibraryFile(this.ctx.db, scope, id)));
    if (own.some((f) => !f)) throw notFound();
    const updated = await setDocumentTypes(this.ctx.db, scope, ids, body.updates.type);
    const before = Object.fromEntries(own.map((f) => [f!.originalName, f!.documentType]));
    await recordChange(this.ctx, scope, actor, {
      action: 'documents.type',
      target: `documents:${ids.length}`,
      before,
      after: { type: body.updates.type },
    });
    return { updated };
  }

  /** Puts a document on an item of the product's documents card, or on a new item there. */
  async attach(
    scope: OrgScope,
    actor: Actor,
    fileId: string,
    body: AttachDocumentBody,
  ): Promise<{ itemUid: string }> {
    const file = await findLibraryFile(this.ctx.db, scope, fileId);
    const card = file && (await documentsCardOf(this.ctx.db, scope, body.productId));
    if (!file || !card) throw notFound();
    let itemUid: string;
    if ('itemUid' in body) {
      if (!(await findItemOnCard(this.ctx.db, scope, card.id, body.itemUid))) throw notFound();
      itemUid = body.itemUid;
    } else {
      itemUid = await insertItem(this.ctx.db, scope, {
        cardId: card.id,
        title: body.newItem.title,
        publicAccess: body.newItem.publicAccess,
        type: file.documentType,
        lastModifiedBy: actor.name,
      });
    }
    await attachFile(this.ctx.db, scope, itemUid, fileId, actor.name);
    await recordChange(this.ctx, scope, actor, {
      action: 'item.link',
      target: `item:${itemUid}`,
      before: null,
      after: { fileId, name: file.originalName },
    });
    return { itemUid };
  }
}
