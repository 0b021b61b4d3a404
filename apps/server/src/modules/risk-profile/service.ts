import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { RISK_QUESTIONS, type riskProfileBodySchema } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { riskProfileAnswers } from '../../db/schema/index.js';
import { transactional } from '../../db/transactions.js';
import { recordChange, type Actor } from '../audit/audit-log.js';
import { lockProduct } from '../editor/queries.js';

/**
 * The risk profile of a product (editor spec section 3): one answer per question, saved together;
 * 'No Answer' (null) removes a question's answer.
 */
export class RiskProfileService {
  constructor(private readonly ctx: AppContext) {
    transactional(this as RiskProfileService, ctx.transact, ['save']);
  }

  async save(
    scope: OrgScope,
    actor: Actor,
    productId: string,
    { answers }: z.output<typeof riskProfileBodySchema>,
  ) {
    const { db } = this.ctx;
    await lockProduct(db, scope, productId);
    const where = and(eq(riskProfileAnswers.orgId, scope.orgId), eq(riskProfileAnswers.productId, productId));
    const before = Object.fromEntries(
      (await db.select().from(riskProfileAnswers).where(where)).map((row) => [row.question, row.answer]),
    );
    const after = Object.fromEntries(
      RISK_QUESTIONS.flatMap((question) => (answers[question] ? [[question, answers[question]]] : [])),
    ) as Partial<Record<(typeof RISK_QUESTIONS)[number], string>>;
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await db.delete(riskProfileAnswers).where(where);
    const rows = Object.entries(after).map(([question, answer]) => ({
      orgId: scope.orgId,
      productId,
      question: question as (typeof RISK_QUESTIONS)[number],
      answer: answer!,
    }));
    if (rows.length > 0) await db.insert(riskProfileAnswers).values(rows);
    await recordChange(this.ctx, scope, actor, {
      action: 'risk_profile.update',
      target: `product:${productId}`,
      before,
      after,
    });
  }
}
