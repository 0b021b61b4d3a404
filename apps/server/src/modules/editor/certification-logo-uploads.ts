import type { MultipartFile } from '@fastify/multipart';
import { EDITOR_MESSAGES as M } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { transactional } from '../../db/transactions.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { discardAssetFile, storeImageUpload } from './image-upload.js';
import * as q from './queries.js';
import { recordChange, type Actor } from '../audit/audit-log.js';

/**
 * An uploaded logo for a certification (the route checks assets:edit): for schemes the built-in
 * catalogue has no mark for, or an organisation's own artwork. It replaces the built-in mark until
 * it is removed.
 */
export class CertificationLogoUploads {
  constructor(private readonly ctx: AppContext) {
    transactional(this as CertificationLogoUploads, ctx.transact, ['remove']);
  }

  private async certification(scope: OrgScope, productId: string, itemUid: string) {
    const found = await q.findItemOnProduct(this.ctx.db, scope, productId, itemUid);
    if (!found) throw notFound();
    if (found.card.kind !== 'certifications')
      throw new AppError(400, 'validation_error', M.logoOnlyCertifications, {
        itemUid: M.logoOnlyCertifications,
      });
    return found.item;
  }

  async upload(scope: OrgScope, actor: Actor, productId: string, itemUid: string, part: MultipartFile) {
    const item = await this.certification(scope, productId, itemUid);
    const fileId = await storeImageUpload(this.ctx, scope, part, {
      name: `${item.title} logo`,
      tooLarge: M.logoTooLarge,
      wrongType: M.logoWrongType,
    });
    await this.ctx.transact(async () => {
      if (item.logoAssetId)
        await discardAssetFile(
          this.ctx,
          scope,
          await q.replaceAssetFile(this.ctx.db, scope, item.logoAssetId, fileId),
        );
      else {
        const logoAssetId = await q.insertAsset(this.ctx.db, scope, {
          productId,
          fileId,
          type: 'certification_logo',
          relation: { type: 'item', itemUid },
        });
        await q.updateItem(this.ctx.db, scope, itemUid, { logoAssetId });
      }
      await this.changed(scope, actor, itemUid, Boolean(item.logoAssetId), true);
    });
  }

  async remove(scope: OrgScope, actor: Actor, productId: string, itemUid: string) {
    const item = await this.certification(scope, productId, itemUid);
    if (!item.logoAssetId) return;
    await q.updateItem(this.ctx.db, scope, itemUid, { logoAssetId: null });
    await discardAssetFile(this.ctx, scope, await q.deleteAsset(this.ctx.db, scope, item.logoAssetId));
    await this.changed(scope, actor, itemUid, true, false);
  }

  private async changed(scope: OrgScope, actor: Actor, itemUid: string, before: boolean, after: boolean) {
    await q.updateItem(this.ctx.db, scope, itemUid, {
      lastModifiedAt: new Date(),
      lastModifiedBy: actor.name,
    });
    await recordChange(this.ctx, scope, actor, {
      action: 'item.logo',
      target: `item:${itemUid}`,
      before: { uploaded: before },
      after: { uploaded: after },
    });
  }
}
