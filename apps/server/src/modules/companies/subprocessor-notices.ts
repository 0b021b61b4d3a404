import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { COMPANY_MESSAGES as M, type SubprocessorChange, type SubprocessorObjections } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { uniqueViolationOf } from '../../db/errors.js';
import { subprocessorChanges, subprocessorObjections } from '../../db/schema/index.js';
import { transactional } from '../../db/transactions.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { listAllTopics } from '../updates/staff-queries.js';
import type { StaffUpdates } from '../updates/staff-updates.js';

export interface ChangeToRecord {
  productId: string;
  subprocessorId: string;
  change: 'added' | 'replaced' | 'removed';
  name: string;
  purpose: string | null;
  location: string | null;
  /** Announce it to subscribers, who may object for this many days. */
  objectionDays?: number;
}

const DAY_MS = 86_400_000;
const deadlineText = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The subprocessor list's history and change notices (GDPR article 28(2)): every addition,
 * replacement and removal is recorded; an announced one is published as an update of the
 * product's 'Subprocessor change' topic (on the page and by mail), and signed-in members may
 * object until its deadline, once each.
 */
export class SubprocessorNotices {
  constructor(
    private readonly ctx: AppContext,
    private readonly updates: StaffUpdates,
  ) {
    transactional(this as SubprocessorNotices, ctx.transact, ['object']);
  }

  /** Called inside the list edit's transaction. */
  async record(scope: OrgScope, change: ChangeToRecord) {
    let updateId: string | null = null;
    let objectionDeadline: Date | null = null;
    if (change.objectionDays && change.change !== 'removed') {
      objectionDeadline = new Date(Date.now() + change.objectionDays * DAY_MS);
      const topicId = await this.noticeTopic(scope, change.productId);
      const detail = [change.purpose, change.location].filter(Boolean).join(', ');
      const message =
        `**${change.name}** ${change.change === 'added' ? 'is a new subprocessor' : 'replaces a subprocessor'}` +
        `${detail ? ` (${detail})` : ''}. ` +
        `Customers may object until ${deadlineText.format(objectionDeadline)}: sign in to this Trust Center ` +
        `and open the subprocessors list's history.`;
      updateId = (
        await this.updates.publish(scope, topicId, {
          message,
          spAudience: 'public',
          channels: ['status_page', 'email'],
        })
      ).id;
    }
    await this.ctx.db.insert(subprocessorChanges).values({
      orgId: scope.orgId,
      productId: change.productId,
      subprocessorId: change.subprocessorId,
      change: change.change,
      name: change.name,
      updateId,
      objectionDeadline,
    });
  }

  /** The product's own 'Subprocessor change' topic, made on first use. */
  private async noticeTopic(scope: OrgScope, productId: string): Promise<string> {
    const existing = (await listAllTopics(this.ctx.db, scope)).find(
      (t) =>
        t.category === 'subprocessors' && t.subject === M.noticeTopic && t.productIds.includes(productId),
    );
    if (existing) return existing.id;
    const { id } = await this.updates.createTopic(scope, {
      subject: M.noticeTopic,
      category: 'subprocessors',
      hidden: false,
      isPinned: false,
      productIds: [productId],
    });
    return id;
  }

  /** The history visitors read, newest first; `memberId` marks what that member objected to. */
  async history(scope: OrgScope, productId: string, memberId: string | null): Promise<SubprocessorChange[]> {
    const rows = await this.ctx.db
      .select()
      .from(subprocessorChanges)
      .where(and(eq(subprocessorChanges.orgId, scope.orgId), eq(subprocessorChanges.productId, productId)))
      .orderBy(desc(subprocessorChanges.at));
    const objected = new Set(
      memberId && rows.length
        ? (
            await this.ctx.db
              .select({ changeId: subprocessorObjections.changeId })
              .from(subprocessorObjections)
              .where(
                and(
                  eq(subprocessorObjections.orgId, scope.orgId),
                  eq(subprocessorObjections.memberId, memberId),
                  inArray(
                    subprocessorObjections.changeId,
                    rows.map((r) => r.id),
                  ),
                ),
              )
          ).map((r) => r.changeId)
        : [],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      change: row.change,
      at: row.at.toISOString(),
      objectionDeadline: row.objectionDeadline?.toISOString() ?? null,
      objected: objected.has(row.id),
    }));
  }

  /** A signed-in member objects to an announced change of this organisation, before its deadline. */
  async object(request: FastifyRequest, scope: OrgScope, changeId: string, reason: string) {
    const { member } = await request.identity();
    if (!member || member.orgId !== scope.orgId) throw new AppError(401, 'unauthorized', M.objectionSignIn);
    const [change] = await this.ctx.db
      .select()
      .from(subprocessorChanges)
      .where(and(eq(subprocessorChanges.orgId, scope.orgId), eq(subprocessorChanges.id, changeId)));
    if (!change?.objectionDeadline) throw notFound();
    if (change.objectionDeadline.getTime() < Date.now())
      throw new AppError(409, 'objection_closed', M.objectionClosed);
    try {
      await this.ctx.db.insert(subprocessorObjections).values({
        orgId: scope.orgId,
        changeId,
        memberId: member.memberId,
        email: member.email,
        accountName: member.accountName,
        reason,
      });
    } catch (error) {
      if (uniqueViolationOf(error) !== null)
        throw new AppError(409, 'already_objected', M.objectionDuplicate);
      throw error;
    }
  }

  /** Staff: every announced change of the product with its objections. */
  async objections(scope: OrgScope, productId: string): Promise<SubprocessorObjections> {
    const changes = await this.ctx.db
      .select()
      .from(subprocessorChanges)
      .where(
        and(
          eq(subprocessorChanges.orgId, scope.orgId),
          eq(subprocessorChanges.productId, productId),
          isNotNull(subprocessorChanges.objectionDeadline),
        ),
      )
      .orderBy(desc(subprocessorChanges.at));
    const objections = changes.length
      ? await this.ctx.db
          .select()
          .from(subprocessorObjections)
          .where(
            and(
              eq(subprocessorObjections.orgId, scope.orgId),
              inArray(
                subprocessorObjections.changeId,
                changes.map((c) => c.id),
              ),
            ),
          )
          .orderBy(desc(subprocessorObjections.createdAt))
      : [];
    return {
      changes: changes.map((c) => ({
        id: c.id,
        name: c.name,
        change: c.change,
        at: c.at.toISOString(),
        objectionDeadline: c.objectionDeadline!.toISOString(),
        objections: objections
          .filter((o) => o.changeId === c.id)
          .map((o) => ({
            email: o.email,
            accountName: o.accountName,
            reason: o.reason,
            createdAt: o.createdAt.toISOString(),
          })),
      })),
    };
  }
}
