import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { cardAllowedActions, EDITOR_MESSAGES as M, ICON_CONTENT_TYPES, ICON_MAX_BYTES, type CardKind } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { sniffContentType } from '../../platform/sniff.js';
import { storeUpload, UploadTooLarge } from '../../platform/upload-stream.js';
import { markContentChanged } from '../portal/content-revision.js';
import { insertFile } from '../documents/library-queries.js';
import * as q from './queries.js';
import type { Actor } from './service.js';

/**
 * Custom card icons (editor spec sections 2, 4 and 6): needs the card's changeIcon action and the
 * plan's allowReplaceCardIcons (the route checks assets:edit). Uploading creates the icon asset, or
 * points the existing one at the new file (its revision moves, so the URL changes); resetting
 * removes it.
 */
export class CardIcons {
  constructor(private readonly ctx: AppContext) {}

  private async checked(scope: OrgScope, productId: string, kind: CardKind) {
    if (!cardAllowedActions(kind).includes('changeIcon')) throw new AppError(403, 'action_not_allowed', "This card does not allow 'changeIcon'.");
    if (!(await q.getOrgFeatures(this.ctx.db, scope)).allowReplaceCardIcons) throw new AppError(403, 'plan_upgrade_required', M.upgrade);
    const card = await q.findCard(this.ctx.db, scope, productId, kind);
    if (!card) throw notFound();
    return card;
  }

  async upload(scope: OrgScope, actor: Actor, productId: string, kind: CardKind, part: MultipartFile) {
    const card = await this.checked(scope, productId, kind);
    const id = randomUUID();
    const storageKey = `${scope.orgId}/${id}`;
    const tooLarge = () => new AppError(413, 'file_too_large', M.iconTooLarge);
    const stored = await storeUpload(this.ctx.storage, storageKey, part.file, ICON_MAX_BYTES).catch((error: unknown) => {
      throw error instanceof UploadTooLarge ? tooLarge() : error;
    });
    const contentType = await sniffContentType(stored.head, part.filename);
    if (part.file.truncated || !contentType || !(ICON_CONTENT_TYPES as readonly string[]).includes(contentType)) {
      await this.ctx.storage.remove(storageKey);
      throw part.file.truncated ? tooLarge() : new AppError(415, 'unsupported_file_type', M.iconWrongType);
    }
    await insertFile(this.ctx.db, scope, { id, originalName: `${kind}-icon`, contentType, size: stored.size, sha256: stored.sha256, storageKey });
    if (card.iconAssetId) await q.replaceAssetFile(this.ctx.db, scope, card.iconAssetId, id);
    else await q.updateCard(this.ctx.db, scope, card.id, { iconAssetId: await q.insertIconAsset(this.ctx.db, scope, { productId, fileId: id, kind }) });
    await q.insertAudit(this.ctx.db, scope, { actorUserId: actor.userId, actorName: actor.name, action: 'card.icon', target: `card:${productId}/${kind}`, before: { custom: Boolean(card.iconAssetId) }, after: { custom: true } });
    await markContentChanged(this.ctx, scope);
  }

  async reset(scope: OrgScope, actor: Actor, productId: string, kind: CardKind) {
    const card = await this.checked(scope, productId, kind);
    if (!card.iconAssetId) return;
    await q.updateCard(this.ctx.db, scope, card.id, { iconAssetId: null });
    await q.deleteAsset(this.ctx.db, scope, card.iconAssetId);
    await q.insertAudit(this.ctx.db, scope, { actorUserId: actor.userId, actorName: actor.name, action: 'card.icon', target: `card:${productId}/${kind}`, before: { custom: true }, after: { custom: false } });
    await markContentChanged(this.ctx, scope);
  }
}
