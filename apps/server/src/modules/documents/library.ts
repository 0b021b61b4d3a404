import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  customizationSettingsSchema,
  UPLOADABLE_CONTENT_TYPES,
  uploadFieldsSchema,
  type AttachDocumentBody,
  type DocumentsPatchBody,
  type LibraryDocument,
  type TrustCenterDocuments,
} from '@trust/shared';
import { transactional } from '../../db/transactions.js';
import type { AppContext, OrgScope } from '../../context.js';
import { notFound } from '../../plugins/errors.js';
import { recordChange, type Actor } from '../audit/audit-log.js';
import { receiveUpload, uploadFields } from './checked-upload.js';
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
    const { type, documentAccessType, isShared } = uploadFields(part, uploadFieldsSchema);
    const id = randomUUID();
    const upload = await receiveUpload(this.ctx, `${scope.orgId}/${id}`, part, UPLOADABLE_CONTENT_TYPES);
    return this.ctx.transact(async () => {
      const file = await insertFile(this.ctx.db, scope, {
        id,
        originalName: upload.name,
        contentType: upload.contentType,
        size: upload.size,
        sha256: upload.sha256,
        storageKey: upload.storageKey,
        documentType: type,
        documentAccessType: documentAccessType === 'default' ? null : documentAccessType,
        isShared,
      });
      await recordChange(this.ctx, scope, actor, {
        action: 'document.upload',
        target: `document:${id}`,
        before: null,
        after: { name: upload.name, type, documentAccessType, isShared },
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
    const documents = own.map((f) => f!.originalName);
    await recordChange(this.ctx, scope, actor, {
      action: 'documents.type',
      target: `documents:${ids.length}`,
      before: { documents, type: [...new Set(own.map((f) => f!.documentType))] },
      after: { documents, type: body.updates.type },
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
