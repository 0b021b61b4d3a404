import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { securityGradesBodySchema } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import { gradeEntries } from '../../db/schema/index.js';
import { transactional } from '../../db/transactions.js';
import { recordChange, type Actor } from '../audit/audit-log.js';
import { lockProduct } from '../editor/queries.js';

export function listGradeEntries(db: Db, { orgId }: OrgScope, productId: string) {
  return db
    .select()
    .from(gradeEntries)
    .where(and(eq(gradeEntries.orgId, orgId), eq(gradeEntries.productId, productId)))
    .orderBy(asc(gradeEntries.position));
}

/** The security grades card's entries (editor spec sections 3, 5): saved together, in order. */
export class SecurityGradesService {
  constructor(private readonly ctx: AppContext) {
    transactional(this as SecurityGradesService, ctx.transact, ['save']);
  }

  async save(
    scope: OrgScope,
    actor: Actor,
    productId: string,
    { entries }: z.output<typeof securityGradesBodySchema>,
  ) {
    const { db } = this.ctx;
    await lockProduct(db, scope, productId);
    const before = await listGradeEntries(db, scope, productId);
    await db
      .delete(gradeEntries)
      .where(and(eq(gradeEntries.orgId, scope.orgId), eq(gradeEntries.productId, productId)));
    if (entries.length > 0)
      await db
        .insert(gradeEntries)
        .values(entries.map((entry, position) => ({ ...entry, orgId: scope.orgId, productId, position })));
    const summary = (rows: { provider: string; label: string; grade: string | null }[]) =>
      rows.map((row) => `${row.label} (${row.provider}): ${row.grade ?? '-'}`);
    await recordChange(this.ctx, scope, actor, {
      action: 'security_grades.update',
      target: `product:${productId}`,
      before: summary(before),
      after: summary(entries),
    });
  }
}
