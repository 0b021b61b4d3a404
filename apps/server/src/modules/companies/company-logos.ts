import type { MultipartFile } from '@fastify/multipart';
import { and, eq, isNull } from 'drizzle-orm';
import { EDITOR_MESSAGES as M } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { subprocessors, trustedCompanies } from '../../db/schema/index.js';
import { transactional } from '../../db/transactions.js';
import { notFound } from '../../plugins/errors.js';
import { recordChange, type Actor } from '../audit/audit-log.js';
import { discardAssetFile, storeImageUpload } from '../editor/image-upload.js';
import { deleteAsset, insertAsset, replaceAssetFile } from '../editor/queries.js';

export type CompanyList = 'subprocessors' | 'trusted-by';

/**
 * A company's own logo on the subprocessors or trusted-by list (issue 15, part 1): an uploaded
 * image (png, jpeg or svg, 1 MB) replaces the catalogue mark or the monogram until removed.
 */
export class CompanyLogos {
  constructor(private readonly ctx: AppContext) {
    transactional(this as CompanyLogos, ctx.transact, ['remove']);
  }

  private async entry(scope: OrgScope, productId: string, list: CompanyList, id: string) {
    const { db } = this.ctx;
    const [row] =
      list === 'subprocessors'
        ? await db
            .select({ name: subprocessors.company, logoAssetId: subprocessors.logoAssetId })
            .from(subprocessors)
            .where(
              and(
                eq(subprocessors.orgId, scope.orgId),
                eq(subprocessors.productId, productId),
                eq(subprocessors.id, id),
                isNull(subprocessors.removedAt),
              ),
            )
        : await db
            .select({ name: trustedCompanies.company, logoAssetId: trustedCompanies.logoAssetId })
            .from(trustedCompanies)
            .where(
              and(
                eq(trustedCompanies.orgId, scope.orgId),
                eq(trustedCompanies.productId, productId),
                eq(trustedCompanies.id, id),
              ),
            );
    if (!row) throw notFound();
    return { name: row.name.name, logoAssetId: row.logoAssetId };
  }

  private async setLogo(scope: OrgScope, list: CompanyList, id: string, logoAssetId: string | null) {
    const table = list === 'subprocessors' ? subprocessors : trustedCompanies;
    await this.ctx.db
      .update(table)
      .set({ logoAssetId })
      .where(and(eq(table.orgId, scope.orgId), eq(table.id, id)));
  }

  async upload(
    scope: OrgScope,
    actor: Actor,
    productId: string,
    list: CompanyList,
    id: string,
    part: MultipartFile,
  ) {
    const entry = await this.entry(scope, productId, list, id);
    const fileId = await storeImageUpload(this.ctx, scope, part, {
      name: `${entry.name} logo`,
      tooLarge: M.logoTooLarge,
      wrongType: M.logoWrongType,
    });
    // The file is stored first (a stream has no business holding a transaction open).
    await this.ctx.transact(async () => {
      if (entry.logoAssetId)
        await discardAssetFile(
          this.ctx,
          scope,
          await replaceAssetFile(this.ctx.db, scope, entry.logoAssetId, fileId),
        );
      else
        await this.setLogo(
          scope,
          list,
          id,
          await insertAsset(this.ctx.db, scope, { productId, fileId, type: 'company_logo', relation: null }),
        );
      await this.changed(scope, actor, list, id, Boolean(entry.logoAssetId), true);
    });
  }

  async remove(scope: OrgScope, actor: Actor, productId: string, list: CompanyList, id: string) {
    const entry = await this.entry(scope, productId, list, id);
    if (!entry.logoAssetId) return;
    await this.setLogo(scope, list, id, null);
    await discardAssetFile(this.ctx, scope, await deleteAsset(this.ctx.db, scope, entry.logoAssetId));
    await this.changed(scope, actor, list, id, true, false);
  }

  private changed(
    scope: OrgScope,
    actor: Actor,
    list: CompanyList,
    id: string,
    before: boolean,
    after: boolean,
  ) {
    return recordChange(this.ctx, scope, actor, {
      action: 'company.logo',
      target: `${list}:${id}`,
      before: { uploaded: before },
      after: { uploaded: after },
    });
  }
}
