import type { FastifyRequest } from 'fastify';
import {
  COMMENT_MESSAGES,
  type Comment,
  type CommentBody,
  type CommentQuery,
  type CommentThread,
  type CommentThreadDetail,
  type CommentThreadList,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { AppError } from '../../plugins/errors.js';
import type { MemberIdentity } from '../../plugins/sessions/plugin.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { itemVisibility } from '../access/item-access.js';
import { portalLinks } from '../access/portal-links.js';
import type { AccessService } from '../access/service.js';
import { getOrganisation } from '../access/queries.js';
import { settingsOf } from '../documents/file-service.js';
import * as q from './comment-queries.js';
import { commentForMembersEmail, commentForStaffEmail } from './comment-emails.js';

/** A lively thread mails each side at most once in this many minutes. */
export const COMMENT_NOTIFY_MINUTES = 10;

const notFound = () => new AppError(404, 'not_found', 'Not found');

type CommentRow = Awaited<ReturnType<typeof q.listThreadComments>>[number];
type ThreadRow = Awaited<ReturnType<typeof q.listThreads>>[number];

/**
 * Comments on items (visitor spec sections 4 and 6): a signed-in member in AccountExternal mode
 * talks with the organisation about one item; the thread is their account's, never another's.
 * Staff read and answer every thread in /app. Each side hears of the other's comments by mail.
 */
export class CommentsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: AccessService,
  ) {}

  async memberThread(request: FastifyRequest, tenant: ResolvedTenant, query: CommentQuery) {
    const { member } = await this.commenter(request, tenant, query);
    const scope = { orgId: tenant.id };
    const thread = await q.findThreadByItem(this.ctx.db, scope, member.accountId, query.itemUid);
    if (!thread) return { comments: [] };
    return { comments: (await q.listThreadComments(this.ctx.db, scope, thread.id)).map(toComment) };
  }

  async memberPost(request: FastifyRequest, tenant: ResolvedTenant, body: CommentBody): Promise<Comment> {
    const commenter = await this.commenter(request, tenant, body);
    const { member } = commenter;
    const scope = { orgId: tenant.id };
    return this.ctx.transact(async () => {
      const thread = await q.upsertThread(this.ctx.db, scope, {
        accountId: member.accountId,
        itemUid: body.itemUid,
        productId: body.productId,
      });
      const id = await q.insertComment(this.ctx.db, scope, {
        threadId: thread.id,
        authorKind: 'member',
        memberId: member.memberId,
        authorName: memberName(member),
        content: body.content,
      });
      if (await q.claimNotification(this.ctx.db, scope, thread.id, 'staff', COMMENT_NOTIFY_MINUTES))
        await this.notifyStaff(tenant, commenter, thread.id, body.content);
      return this.commentById(scope, thread.id, id);
    });
  }

  async staffThreads(scope: OrgScope): Promise<CommentThreadList> {
    const threads = (await q.listThreads(this.ctx.db, scope)).map(toThread);
    return { threads, unread: threads.filter((t) => t.unread).length };
  }

  async staffThread(scope: OrgScope, threadId: string): Promise<CommentThreadDetail> {
    const [row] = await q.listThreads(this.ctx.db, scope, threadId);
    if (!row) throw notFound();
    return {
      thread: toThread(row),
      comments: (await q.listThreadComments(this.ctx.db, scope, threadId)).map(toComment),
    };
  }

  async markRead(scope: OrgScope, threadId: string) {
    await this.staffThread(scope, threadId);
    await q.markThreadRead(this.ctx.db, scope, threadId);
  }

  async staffReply(
    scope: OrgScope,
    author: { userId: string; name: string },
    threadId: string,
    content: string,
  ): Promise<Comment> {
    const { thread } = await this.staffThread(scope, threadId);
    return this.ctx.transact(async () => {
      const id = await q.insertComment(this.ctx.db, scope, {
        threadId,
        authorKind: 'staff',
        staffUserId: author.userId,
        authorName: author.name,
        content,
      });
      await q.touchThread(this.ctx.db, scope, threadId);
      await q.markThreadRead(this.ctx.db, scope, threadId);
      if (await q.claimNotification(this.ctx.db, scope, threadId, 'members', COMMENT_NOTIFY_MINUTES))
        await this.notifyMembers(scope, thread, author.name, content);
      return this.commentById(scope, threadId, id);
    });
  }

  /**
   * The signed-in member, when they may comment on this item of this product, with the item's title
   * and the organisation's settings; else the spec's refusal.
   */
  private async commenter(request: FastifyRequest, tenant: ResolvedTenant, ref: CommentQuery) {
    const { member } = await request.identity();
    if (!member || member.orgId !== tenant.id)
      throw new AppError(401, 'unauthorized', COMMENT_MESSAGES.loginRequired);
    const viewer = await this.access.viewer(request, tenant, {});
    if (viewer.mode !== 'AccountExternal')
      throw new AppError(403, 'forbidden', COMMENT_MESSAGES.accountExternalOnly);
    const scope = { orgId: tenant.id };
    const [found, settings] = await Promise.all([
      q.findCommentableItem(this.ctx.db, scope, ref.itemUid),
      settingsOf(this.ctx, scope),
    ]);
    if (!found || found.card.productId !== ref.productId || found.card.hidden || !found.productShown)
      throw notFound();
    if (itemVisibility(found.item, viewer, settings.publicAccessLevel) === 'invisible') throw notFound();
    return { member, itemTitle: found.item.title, settings };
  }

  private async commentById(scope: OrgScope, threadId: string, id: string): Promise<Comment> {
    const rows = await q.listThreadComments(this.ctx.db, scope, threadId);
    return toComment(rows.find((row) => row.comment.id === id)!);
  }

  /** To the organisation's support mailbox (else its security mailbox), inside the comment's transaction. */
  private async notifyStaff(
    tenant: ResolvedTenant,
    { member, itemTitle, settings }: Awaited<ReturnType<CommentsService['commenter']>>,
    threadId: string,
    content: string,
  ) {
    const to = settings.supportMailbox ?? settings.securityMailbox;
    if (!to) return;
    await this.ctx.mail.send(
      commentForStaffEmail({
        org: { id: tenant.id, name: tenant.name },
        to,
        author: { name: memberName(member), email: member.email, account: member.accountName },
        itemTitle,
        content,
        link: `${this.ctx.config.appUrl}/app/comments?thread=${threadId}`,
      }),
    );
  }

  /** To the members who took part in the thread, with a link to the item on the portal. */
  private async notifyMembers(scope: OrgScope, thread: CommentThread, staffName: string, content: string) {
    const [org, settings] = await Promise.all([
      getOrganisation(this.ctx.db, scope),
      settingsOf(this.ctx, scope),
    ]);
    // The main host: staff act outside any custom domain's request.
    const { portal } = portalLinks(this.ctx.config, { slug: org.slug, customDomain: null });
    for (const to of await q.threadParticipants(this.ctx.db, scope, thread.id)) {
      await this.ctx.mail.send(
        commentForMembersEmail({
          org: { id: org.id, name: org.name, portalTitle: settings.portalTitle },
          to,
          staffName,
          itemTitle: thread.item.title,
          content,
          link: `${portal}/?itemUid=${thread.item.uid}`,
        }),
      );
    }
  }
}

const memberName = (member: MemberIdentity) =>
  `${member.firstName} ${member.lastName}`.trim() || member.email;

function toComment({ comment, thread, member }: CommentRow): Comment {
  return {
    id: comment.id,
    itemUid: thread.itemUid,
    content: comment.content,
    timestamp: comment.createdAt.toISOString(),
    realAccId: thread.accountId,
    productId: thread.productId,
    author: comment.authorName,
    member:
      comment.authorKind === 'member' && member
        ? {
            accountId: member.accountId,
            firstName: member.firstName,
            lastName: member.lastName,
            name: `${member.firstName} ${member.lastName}`.trim(),
            email: member.email,
            createdAt: member.createdAt.toISOString(),
          }
        : null,
    orgMem: comment.authorKind === 'staff' ? { displayName: comment.authorName } : null,
  };
}

function toThread(row: ThreadRow): CommentThread {
  return {
    id: row.thread.id,
    account: { id: row.thread.accountId, name: row.accountName },
    item: { uid: row.thread.itemUid, title: row.itemTitle },
    product: { id: row.thread.productId, name: row.productName },
    count: Number(row.count),
    lastComment: {
      content: row.last.content,
      author: row.last.authorName,
      fromStaff: row.last.authorKind === 'staff',
      timestamp: row.last.createdAt.toISOString(),
    },
    unread: Boolean(row.unread),
  };
}
