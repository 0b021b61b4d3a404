import type { MultipartFile } from '@fastify/multipart';
import { cardAllowedActions, EDITOR_MESSAGES as M, type CardKind } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { transactional } from '../../db/transactions.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { discardAssetFile, storeImageUpload } from './image-upload.js';
import * as q from './queries.js';
import { recordChange, type Actor } from '../audit/audit-log.js';

/** Card icons show at 20 x 20 px (editor spec section 9): smaller images would blur. */
const ICON_MIN_PIXELS = 20;

/**
 * Custom card icons (editor spec sections 2, 4 and 6): needs the card's changeIcon action and the
 * plan's allowReplaceCardIcons (the route checks assets:edit). Uploading creates the icon asset, or
 * points the existing one at the new file (its revision moves, so the URL changes); resetting
 * removes it.
 */
export class CardIcons {
  constructor(private readonly ctx: AppContext) {
    transactional(this as CardIcons, ctx.transact, ['reset']);
  }

  private async checked(scope: OrgScope, productId: string, kind: CardKind) {
    if (!cardAllowedActions(kind).includes('changeIcon'))
      throw new AppError(403, 'action_not_allowed', "This card does not allow 'changeIcon'.");
    if (!(await q.getOrgFeatures(this.ctx.db, scope)).allowReplaceCardIcons)
      throw new AppError(403, 'plan_upgrade_required', M.upgrade);
    const card = await q.findCard(this.ctx.db, scope, productId, kind);
    if (!card) throw notFound();
    return card;
  }

  async upload(scope: OrgScope, actor: Actor, productId: string, kind: CardKind, part: MultipartFile) {
    const card = await this.checked(scope, productId, kind);
    const id = await storeImageUpload(this.ctx, scope, part, {
      name: `${kind}-icon`,
      tooLarge: M.iconTooLarge,
      wrongType: M.iconWrongType,
      minSide: { pixels: ICON_MIN_PIXELS, message: M.iconTooSmall },
    });
    // The file is stored first (a stream has no business holding a transaction open).
    await this.ctx.transact(async () => {
      if (card.iconAssetId)
        await discardAssetFile(
          this.ctx,
          scope,
          await q.replaceAssetFile(this.ctx.db, scope, card.iconAssetId, id),
        );
      else
        await q.updateCard(this.ctx.db, scope, card.id, {
          iconAssetId: await q.insertAsset(this.ctx.db, scope, {
            productId,
            fileId: id,
            type: 'icon',
            relation: { type: 'card', card: kind },
          }),
        });
      await recordChange(this.ctx, scope, actor, {
        action: 'card.icon',
        target: `card:${productId}/${kind}`,
        before: { custom: Boolean(card.iconAssetId) },
        after: { custom: true },
      });
    });
  }

  async reset(scope: OrgScope, actor: Actor, productId: string, kind: CardKind) {
    const card = await this.checked(scope, productId, kind);
    if (!card.iconAssetId) return;
    await q.updateCard(this.ctx.db, scope, card.id, { iconAssetId: null });
    await discardAssetFile(this.ctx, scope, await q.deleteAsset(this.ctx.db, scope, card.iconAssetId));
    await recordChange(this.ctx, scope, actor, {
      action: 'card.icon',
      target: `card:${productId}/${kind}`,
      before: { custom: true },
      after: { custom: false },
    });
  }
}
