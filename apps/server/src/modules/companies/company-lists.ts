import type { z } from 'zod';
import {
  COMPANY_MESSAGES as M,
  ERROR_MESSAGES,
  type CompanyChoice,
  type subprocessorBodySchema,
  type trustedByBodySchema,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import type { CompanySource } from '../../db/schema/index.js';
import { transactional } from '../../db/transactions.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { recordChange, type Actor } from '../audit/audit-log.js';
import { findCatalogueCompany } from './catalogue.js';
import { discardAssetFile } from '../editor/image-upload.js';
import { deleteAsset, lockProduct } from '../editor/queries.js';
import * as q from './queries.js';
import type { SubprocessorNotices } from './subprocessor-notices.js';

const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'validation_error', ERROR_MESSAGES.validation, fields);

/** What is stored for a choice: a catalogue company with its name and domain, or the typed name. */
function companySource(choice: CompanyChoice, field: string): CompanySource {
  if (choice.source === 'custom') return { source: 'custom', name: choice.name, url: choice.url ?? null };
  const known = findCatalogueCompany(choice.companyId);
  if (!known) throw invalid({ [field]: M.required });
  return { source: 'addendum', companyId: known.id, name: known.name, domain: known.domain, logo: null };
}

/** The same company whatever the key order jsonb gave back: its catalogue id, or its name and link. */
const companyKey = (c: CompanySource) =>
  'companyId' in c
    ? `${c.source}:${c.companyId}`
    : `${c.source}:${c.name}:${'url' in c ? (c.url ?? '') : ''}`;
const sameCompany = (a: CompanySource, b: CompanySource) => companyKey(a) === companyKey(b);

/**
 * The subprocessors and trusted-by lists of a product (editor spec sections 2, 3, 5): each write
 * checks the product is the organisation's, records the change and marks content changed. A
 * removed subprocessor is kept with its removal date, for the list's history.
 */
export class CompanyLists {
  constructor(
    private readonly ctx: AppContext,
    private readonly notices: SubprocessorNotices,
  ) {
    transactional(this as CompanyLists, ctx.transact, [
      'addSubprocessor',
      'editSubprocessor',
      'removeSubprocessor',
      'setTrustedBy',
    ]);
  }

  async addSubprocessor(
    scope: OrgScope,
    actor: Actor,
    productId: string,
    body: z.output<typeof subprocessorBodySchema>,
  ) {
    await lockProduct(this.ctx.db, scope, productId);
    const { notice, ...rest } = body;
    const fields = { ...rest, company: companySource(body.company, 'company') };
    const id = await q.insertSubprocessor(this.ctx.db, scope, productId, fields);
    await this.notices.record(scope, {
      productId,
      subprocessorId: id,
      change: 'added',
      name: fields.company.name,
      purpose: fields.purpose,
      location: fields.location,
      objectionDays: notice?.objectionDays,
    });
    await recordChange(this.ctx, scope, actor, {
      action: 'subprocessor.add',
      target: `subprocessor:${productId}/${id}`,
      before: null,
      after: fields,
    });
    return { id };
  }

  async editSubprocessor(
    scope: OrgScope,
    actor: Actor,
    productId: string,
    id: string,
    body: z.output<typeof subprocessorBodySchema>,
  ) {
    await lockProduct(this.ctx.db, scope, productId);
    const existing = await q.findSubprocessor(this.ctx.db, scope, productId, id);
    if (!existing) throw notFound();
    const company = companySource(body.company, 'company');
    const replaced = !sameCompany(existing.company, company);
    const { notice, ...rest } = body;
    const fields = { ...rest, company, ...(replaced ? { logoAssetId: null } : {}) };
    await q.updateSubprocessor(this.ctx.db, scope, productId, id, fields);
    if (replaced)
      await this.notices.record(scope, {
        productId,
        subprocessorId: id,
        change: 'replaced',
        name: company.name,
        purpose: fields.purpose,
        location: fields.location,
        objectionDays: notice?.objectionDays,
      });
    await recordChange(this.ctx, scope, actor, {
      action: 'subprocessor.update',
      target: `subprocessor:${productId}/${id}`,
      before: {
        company: existing.company,
        purpose: existing.purpose,
        location: existing.location,
        additionalDetails: existing.additionalDetails,
      },
      after: {
        company,
        purpose: body.purpose,
        location: body.location,
        additionalDetails: body.additionalDetails,
      },
    });
  }

  async removeSubprocessor(scope: OrgScope, actor: Actor, productId: string, id: string) {
    await lockProduct(this.ctx.db, scope, productId);
    const existing = await q.findSubprocessor(this.ctx.db, scope, productId, id);
    if (!existing) throw notFound();
    await q.markSubprocessorRemoved(this.ctx.db, scope, productId, id);
    await this.notices.record(scope, {
      productId,
      subprocessorId: id,
      change: 'removed',
      name: existing.company.name,
      purpose: null,
      location: null,
    });
    await recordChange(this.ctx, scope, actor, {
      action: 'subprocessor.remove',
      target: `subprocessor:${productId}/${id}`,
      before: { company: existing.company },
      after: null,
    });
  }

  async setTrustedBy(
    scope: OrgScope,
    actor: Actor,
    productId: string,
    body: z.output<typeof trustedByBodySchema>,
  ) {
    await lockProduct(this.ctx.db, scope, productId);
    const before = await q.listTrusted(this.ctx.db, scope, productId);
    const byId = new Map(before.map((row) => [row.id, row]));
    const entries = body.companies.map((entry, index) => {
      const company = companySource(entry.company, `companies.${index}.company`);
      const kept = entry.id ? byId.get(entry.id) : undefined;
      if (entry.id && !kept) throw notFound();
      byId.delete(entry.id ?? '');
      return {
        id: kept?.id ?? null,
        company,
        logoAssetId: kept && sameCompany(kept.company, company) ? kept.logoAssetId : null,
      };
    });
    await q.replaceTrusted(this.ctx.db, scope, productId, entries);
    // Companies taken off the card (or replaced) take their uploaded logos with them.
    const keptLogos = new Set(entries.map((entry) => entry.logoAssetId));
    for (const row of before)
      if (row.logoAssetId && !keptLogos.has(row.logoAssetId))
        await discardAssetFile(this.ctx, scope, await deleteAsset(this.ctx.db, scope, row.logoAssetId));
    await recordChange(this.ctx, scope, actor, {
      action: 'trusted_by.update',
      target: `product:${productId}`,
      before: before.map((row) => row.company.name),
      after: entries.map((entry) => entry.company.name),
    });
  }
}
