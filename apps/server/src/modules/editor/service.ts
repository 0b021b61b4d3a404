import type { z } from 'zod';
import {
  cardAllowedActions,
  displayTextKindError,
  EDITOR_MESSAGES as M,
  ERROR_MESSAGES,
  itemFields,
  logoVariantsFor,
  MOVE_EXCLUDED_KINDS,
  type AuditEvent,
  type CardAction,
  type CardKind,
  type cardPatchBodySchema,
  type createItemBodySchema,
  type itemPatchBodySchema,
  type ItemField,
  type ItemTemplateId,
  type SectionValue,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { uniqueViolationOf } from '../../db/errors.js';
import { transactional } from '../../db/transactions.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { itemTemplate } from './item-templates.js';
import { listAudit, recordChange, type Actor } from '../audit/audit-log.js';
import * as q from './queries.js';

const upgrade = () => new AppError(403, 'plan_upgrade_required', M.upgrade);
const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'validation_error', ERROR_MESSAGES.validation, fields);
const notAllowed = (action: CardAction) =>
  new AppError(403, 'action_not_allowed', `This card does not allow '${action}'.`);

/** Only what changed, for the audit log. */
function changes<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
    changed: keys.length > 0,
  };
}

/**
 * The editor's writes (issue 6): cards, order, items, custom URLs and sections. Each checks the
 * card's allowed actions and the plan, writes, records the change in the audit log, and marks the
 * organisation's content changed so the public page follows at once.
 */
export class EditorService {
  constructor(private readonly ctx: AppContext) {
    transactional(this as EditorService, ctx.transact, [
      'patchCard',
      'reorderCards',
      'reorderItems',
      'patchItem',
      'createItem',
      'deleteItem',
      'linkFile',
      'unlinkFile',
      'moveItem',
      'setSlug',
      'setSections',
      'setOverview',
    ]);
  }

  private async record(
    scope: OrgScope,
    actor: Actor,
    action: string,
    target: string,
    before: unknown,
    after: unknown,
  ) {
    await recordChange(this.ctx, scope, actor, { action, target, before, after });
  }

  private async cardOf(scope: OrgScope, productId: string, kind: CardKind) {
    const card = await q.findCard(this.ctx.db, scope, productId, kind);
    if (!card) throw notFound();
    return card;
  }

  async patchCard(
    scope: OrgScope,
    actor: Actor,
    productId: string,
    kind: CardKind,
    body: z.output<typeof cardPatchBodySchema>,
  ) {
    const card = await this.cardOf(scope, productId, kind);
    const allowed = cardAllowedActions(kind);
    const need = (action: CardAction) => {
      if (!allowed.includes(action)) throw notAllowed(action);
    };
    if (body.hidden !== undefined) need('hide');
    if (body.displayText !== undefined) need('displayText');
    const displayTextError = displayTextKindError(kind, body.displayText);
    if (displayTextError) throw invalid({ displayText: displayTextError });
    if (body.placeholder !== undefined) need('editPlaceholder');
    if (body.title !== undefined) {
      need('edit');
      if (!(await q.getOrgFeatures(this.ctx.db, scope)).allowCardTitleRenaming) throw upgrade();
    }
    const next = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const diff = changes(card as unknown as Record<string, unknown>, next);
    if (!diff.changed) return;
    await q.updateCard(this.ctx.db, scope, card.id, next);
    await this.record(scope, actor, 'card.update', `card:${productId}/${kind}`, diff.before, diff.after);
  }

  async reorderCards(scope: OrgScope, actor: Actor, productId: string, kinds: CardKind[]) {
    if (!(await q.findProduct(this.ctx.db, scope, productId))) throw notFound();
    const existing = await q.listProductCards(this.ctx.db, scope, productId);
    const known = new Set(existing.map((c) => c.kind));
    if (new Set(kinds).size !== kinds.length || kinds.some((k) => !known.has(k)))
      throw invalid({ cards: "List each of the product's cards once." });
    const before = [...existing].sort((a, b) => (a.position ?? 999) - (b.position ?? 999)).map((c) => c.kind);
    await q.setCardPositions(this.ctx.db, scope, productId, kinds);
    await this.record(scope, actor, 'cards.reorder', `product:${productId}`, before, kinds);
  }

  async reorderItems(
    scope: OrgScope,
    actor: Actor,
    productId: string,
    kind: CardKind,
    order: { items: string[]; featured?: string[] },
  ) {
    const card = await this.cardOf(scope, productId, kind);
    if (!cardAllowedActions(kind).includes('reorderCardItems')) throw notAllowed('reorderCardItems');
    const own = new Set(
      kind === 'documents'
        ? await q.listDocumentItemUids(this.ctx.db, scope, productId)
        : (await q.listCardItems(this.ctx.db, scope, card.id)).map((i) => i.uid),
    );
    const all = [...order.items, ...(order.featured ?? [])];
    if (all.some((uid) => !own.has(uid))) throw notFound();
    if (order.featured && kind !== 'documents')
      throw invalid({ featured: 'Only the documents card has featured documents.' });
    const next = {
      itemOrder: [...new Set(order.items)],
      ...(order.featured ? { featuredItemUids: [...new Set(order.featured)] } : {}),
    };
    const diff = changes(card as unknown as Record<string, unknown>, next);
    if (!diff.changed) return;
    await q.updateCard(this.ctx.db, scope, card.id, next);
    await this.record(scope, actor, 'items.reorder', `card:${productId}/${kind}`, diff.before, diff.after);
  }

  async patchItem(
    scope: OrgScope,
    actor: Actor,
    productId: string,
    itemUid: string,
    body: z.output<typeof itemPatchBodySchema>,
  ) {
    const found = await q.findItemOnProduct(this.ctx.db, scope, productId, itemUid);
    if (!found) throw notFound();
    const { item, card } = found;
    const fields = itemFields(card.kind);
    const stray = (
      [
        'type',
        'maturity',
        'recurrence',
        'explanation',
        'href',
        'expiry',
        'auditor',
        'logoVariant',
        'listEntries',
        'choice',
        'integrations',
      ] as const
    ).filter((f) => body[f] !== undefined && !fields.includes(f as ItemField));
    if (stray.length > 0)
      throw invalid(Object.fromEntries(stray.map((f) => [f, `Items of this card have no ${f}.`])));
    if (fields.includes('type') && body.type === null) throw invalid({ type: M.typeRequired });
    if (body.logoVariant && !logoVariantsFor(body.type ?? item.type).includes(body.logoVariant))
      throw invalid({ logoVariant: M.logoVariantMismatch });
    const features = await q.getOrgFeatures(this.ctx.db, scope);
    if (
      body.title !== undefined &&
      body.title !== item.title &&
      !item.custom &&
      !features.allowItemTitleRenaming
    )
      throw upgrade();
    if (body.access === 'hidden' && !item.hidden && !features.allowRestrictedFileSwitch) throw upgrade();
    if (body.bridgeLetter) {
      if (!fields.includes('bridgeLetter'))
        throw invalid({ bridgeLetter: 'Items of this card have no bridge letter.' });
      if (body.bridgeLetter.letterEnabled && !features.allowBridgeLetter) throw upgrade();
    }

    const { access, ...plain } = body;
    const next: Record<string, unknown> = Object.fromEntries(
      Object.entries(plain).filter(([, v]) => v !== undefined),
    );
    if (access) Object.assign(next, { publicAccess: access === 'public', hidden: access === 'hidden' });
    const diff = changes(item as unknown as Record<string, unknown>, next);
    if (!diff.changed) return;
    await q.updateItem(this.ctx.db, scope, itemUid, {
      ...next,
      lastModifiedAt: new Date(),
      lastModifiedBy: actor.name,
    });
    await this.record(scope, actor, 'item.update', `item:${itemUid}`, diff.before, diff.after);
  }

  /** A 'Download Template' document, made out to the organisation and dated today. */
  async itemTemplate(scope: OrgScope, id: ItemTemplateId) {
    const org = await q.getOrgName(this.ctx.db, scope);
    const date = new Date().toLocaleDateString('en-US', {
      month: 'long',
      day: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return itemTemplate(id, { org, date });
  }

  async createItem(
    scope: OrgScope,
    actor: Actor,
    productId: string,
    kind: CardKind,
    body: z.output<typeof createItemBodySchema>,
  ) {
    const card = await this.cardOf(scope, productId, kind);
    if (!cardAllowedActions(kind).includes('customItems')) throw notAllowed('customItems');
    if (itemFields(kind).includes('type') && !body.type) throw invalid({ type: M.typeRequired });
    if (body.access === 'hidden' && !(await q.getOrgFeatures(this.ctx.db, scope)).allowRestrictedFileSwitch)
      throw upgrade();
    const itemUid = await q.insertItem(this.ctx.db, scope, {
      cardId: card.id,
      title: body.title,
      type: body.type ?? null,
      explanation: body.explanation || null,
      publicAccess: body.access === 'public',
      hidden: body.access === 'hidden',
      custom: { id: crypto.randomUUID(), title: body.title, cardType: kind },
      lastModifiedBy: actor.name,
    });
    await this.record(scope, actor, 'item.create', `item:${itemUid}`, null, {
      card: kind,
      title: body.title,
    });
    return { itemUid };
  }

  /** Only custom items can be deleted; the built-in ones are hidden or disabled instead. */
  async deleteItem(scope: OrgScope, actor: Actor, productId: string, itemUid: string) {
    const found = await q.findItemOnProduct(this.ctx.db, scope, productId, itemUid);
    if (!found) throw notFound();
    if (!found.item.custom) throw invalid({ itemUid: 'Only custom items can be deleted.' });
    await q.deleteItem(this.ctx.db, scope, itemUid);
    await this.record(
      scope,
      actor,
      'item.delete',
      `item:${itemUid}`,
      { card: found.card.kind, title: found.item.title },
      null,
    );
  }

  /** Links a library document to an item whose card shows files. */
  async linkFile(scope: OrgScope, actor: Actor, productId: string, itemUid: string, fileId: string) {
    const found = await q.findItemOnProduct(this.ctx.db, scope, productId, itemUid);
    const file = await q.findOwnFile(this.ctx.db, scope, fileId);
    if (!found || !file) throw notFound();
    if (!itemFields(found.card.kind).includes('file'))
      throw invalid({ fileId: 'Items of this card have no documents.' });
    if (!(await q.linkFile(this.ctx.db, scope, itemUid, fileId))) return;
    await q.updateItem(this.ctx.db, scope, itemUid, {
      lastModifiedAt: new Date(),
      lastModifiedBy: actor.name,
    });
    await this.record(scope, actor, 'item.link', `item:${itemUid}`, null, { fileId, name: file.name });
  }

  /** Unlinks a document; a documents-card item must keep at least one. */
  async unlinkFile(scope: OrgScope, actor: Actor, productId: string, itemUid: string, fileId: string) {
    const found = await q.findItemOnProduct(this.ctx.db, scope, productId, itemUid);
    if (!found) throw notFound();
    if (found.card.kind === 'documents' && (await q.countItemFiles(this.ctx.db, scope, itemUid)) <= 1)
      throw invalid({ fileId: M.fileRequired });
    if (!(await q.unlinkFile(this.ctx.db, scope, itemUid, fileId))) throw notFound();
    await q.updateItem(this.ctx.db, scope, itemUid, {
      lastModifiedAt: new Date(),
      lastModifiedBy: actor.name,
    });
    await this.record(scope, actor, 'item.unlink', `item:${itemUid}`, { fileId }, null);
  }

  /** 'default' is the organisation's default product. */
  async productIdOf(scope: OrgScope, productId: string): Promise<string> {
    if (productId !== 'default') return productId;
    const id = await q.getDefaultProductId(this.ctx.db, scope);
    if (!id) throw notFound();
    return id;
  }

  async moveItem(
    scope: OrgScope,
    actor: Actor,
    productId: string,
    itemUid: string,
    destinationCardId: string,
  ) {
    const found = await q.findItemOnProduct(this.ctx.db, scope, productId, itemUid);
    const destination = await q.findCardById(this.ctx.db, scope, destinationCardId);
    if (!found || !destination || destination.productId !== productId) throw notFound();
    if (destination.id === found.card.id || MOVE_EXCLUDED_KINDS.includes(destination.kind))
      throw invalid({ destinationCardId: 'Items cannot be moved to this card.' });
    await q.updateItem(this.ctx.db, scope, itemUid, {
      cardId: destination.id,
      lastModifiedAt: new Date(),
      lastModifiedBy: actor.name,
    });
    await this.record(
      scope,
      actor,
      'item.move',
      `item:${itemUid}`,
      { card: found.card.kind },
      { card: destination.kind },
    );
  }

  async setSlug(scope: OrgScope, actor: Actor, itemUid: string, slug: string) {
    const found = await q.findItem(this.ctx.db, scope, itemUid);
    if (!found) throw notFound();
    const owner = await q.findSlugOwner(this.ctx.db, scope, slug);
    if (owner && owner.itemUid !== itemUid)
      throw new AppError(409, 'slug_in_use', M.slugInUse(owner.title), { slug: M.slugInUse(owner.title) });
    const before = await q.findSlugOf(this.ctx.db, scope, itemUid);
    if (before === slug) return { slug };
    await q.upsertSlug(this.ctx.db, scope, itemUid, slug).catch((error: unknown) => {
      // Another save took the slug between the check and this write.
      if (uniqueViolationOf(error) === null) throw error;
      throw new AppError(409, 'slug_in_use', M.slugInUse(null), { slug: M.slugInUse(null) });
    });
    await this.record(scope, actor, 'item.slug', `item:${itemUid}`, before, slug);
    return { slug };
  }

  async setSections(scope: OrgScope, actor: Actor, productId: string, sections: SectionValue[]) {
    if (!(await q.getOrgFeatures(this.ctx.db, scope)).allowSectionCustomization) throw upgrade();
    const combined = sections.includes('overview_and_certifications');
    if (
      new Set(sections).size !== sections.length ||
      (combined && (sections.includes('overview') || sections.includes('certifications')))
    ) {
      throw invalid({
        sections: 'Each section may appear once; overview and certifications either combined or apart.',
      });
    }
    if (!(await q.setSectionOrder(this.ctx.db, scope, productId, sections))) throw notFound();
    await this.record(scope, actor, 'sections.reorder', `product:${productId}`, null, sections);
  }

  /** The overview card's text (Markdown, sanitised when rendered). */
  async setOverview(scope: OrgScope, actor: Actor, productId: string, content: string) {
    const saved = await q.setOverviewContent(this.ctx.db, scope, productId, content);
    if (!saved) throw notFound();
    if (saved.before !== content)
      await this.record(scope, actor, 'overview.update', `product:${productId}`, saved.before, content);
  }

  async auditLog(scope: OrgScope): Promise<{ events: AuditEvent[] }> {
    const rows = await listAudit(this.ctx.db, scope);
    return {
      events: rows.map((r) => ({
        id: r.id,
        at: r.createdAt.toISOString(),
        actor: r.actorName,
        action: r.action,
        target: r.target,
        before: r.before,
        after: r.after,
      })),
    };
  }
}
