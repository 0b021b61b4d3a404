import { and, asc, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  cards,
  comments,
  commentThreads,
  items,
  organisations,
  products,
} from '../../db/schema/index.js';
import type { OrgScope } from '../../context.js';

/** An item as the comment rules need it: where it sits and who may see it. */
export async function findCommentableItem(db: Db, { orgId }: OrgScope, itemUid: string) {
  const rows = await db
    .select({
      item: { uid: items.uid, title: items.title, publicAccess: items.publicAccess, hidden: items.hidden },
      card: { productId: cards.productId, hidden: cards.hidden },
      productShown: sql<boolean>`${products.show} or ${organisations.defaultProductId} = ${products.id}`,
    })
    .from(items)
    .innerJoin(cards, and(eq(cards.id, items.cardId), eq(cards.orgId, orgId)))
    .innerJoin(products, and(eq(products.id, cards.productId), eq(products.orgId, orgId)))
    .innerJoin(organisations, eq(organisations.id, orgId))
    .where(and(eq(items.orgId, orgId), eq(items.uid, itemUid)));
  return rows[0] ?? null;
}

export async function findThreadByItem(db: Db, { orgId }: OrgScope, accountId: string, itemUid: string) {
  const rows = await db
    .select()
    .from(commentThreads)
    .where(
      and(
        eq(commentThreads.orgId, orgId),
        eq(commentThreads.accountId, accountId),
        eq(commentThreads.itemUid, itemUid),
      ),
    );
  return rows[0] ?? null;
}

/** The thread of this account and item, made by its first comment; two first comments meet in one. */
export async function upsertThread(
  db: Db,
  { orgId }: OrgScope,
  values: { accountId: string; itemUid: string; productId: string },
) {
  const [row] = await db
    .insert(commentThreads)
    .values({ orgId, ...values })
    .onConflictDoUpdate({
      target: [commentThreads.orgId, commentThreads.accountId, commentThreads.itemUid],
      set: { lastCommentAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function touchThread(db: Db, { orgId }: OrgScope, threadId: string) {
  await db
    .update(commentThreads)
    .set({ lastCommentAt: sql`now()` })
    .where(and(eq(commentThreads.orgId, orgId), eq(commentThreads.id, threadId)));
}

export async function insertComment(
  db: Db,
  { orgId }: OrgScope,
  values: Omit<typeof comments.$inferInsert, 'orgId' | 'id' | 'createdAt'>,
) {
  const [row] = await db
    .insert(comments)
    .values({ orgId, ...values })
    .returning({ id: comments.id });
  return row!.id;
}

/** A thread's comments, oldest first, with what the member side of each needs. */
export async function listThreadComments(db: Db, { orgId }: OrgScope, threadId: string) {
  return db
    .select({
      comment: comments,
      thread: {
        accountId: commentThreads.accountId,
        itemUid: commentThreads.itemUid,
        productId: commentThreads.productId,
      },
      member: {
        accountId: accountMembers.accountId,
        firstName: accountMembers.firstName,
        lastName: accountMembers.lastName,
        email: accountMembers.email,
        createdAt: accountMembers.createdAt,
      },
    })
    .from(comments)
    .innerJoin(commentThreads, and(eq(commentThreads.id, comments.threadId), eq(commentThreads.orgId, orgId)))
    .leftJoin(accountMembers, and(eq(accountMembers.id, comments.memberId), eq(accountMembers.orgId, orgId)))
    .where(and(eq(comments.orgId, orgId), eq(comments.threadId, threadId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/** Every thread of the organisation, most recent activity first, with its last comment. */
export async function listThreads(db: Db, { orgId }: OrgScope, threadId?: string) {
  const last = db
    .selectDistinctOn([comments.threadId], {
      threadId: comments.threadId,
      content: comments.content,
      authorName: comments.authorName,
      authorKind: comments.authorKind,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(eq(comments.orgId, orgId))
    .orderBy(comments.threadId, desc(comments.createdAt), desc(comments.id))
    .as('last');
  const totals = db
    .select({ threadId: comments.threadId, n: count().as('n') })
    .from(comments)
    .where(eq(comments.orgId, orgId))
    .groupBy(comments.threadId)
    .as('totals');
  return db
    .select({
      thread: commentThreads,
      accountName: accounts.name,
      itemTitle: items.title,
      productName: products.name,
      last: {
        content: last.content,
        authorName: last.authorName,
        authorKind: last.authorKind,
        createdAt: last.createdAt,
      },
      count: totals.n,
      /** A member wrote after staff last opened it. */
      unread: sql<boolean>`exists (select 1 from ${comments} c where c.thread_id = ${commentThreads.id} and c.author_kind = 'member' and (${commentThreads.staffReadAt} is null or c.created_at > ${commentThreads.staffReadAt}))`,
    })
    .from(commentThreads)
    .innerJoin(accounts, and(eq(accounts.id, commentThreads.accountId), eq(accounts.orgId, orgId)))
    .innerJoin(items, and(eq(items.uid, commentThreads.itemUid), eq(items.orgId, orgId)))
    .innerJoin(products, and(eq(products.id, commentThreads.productId), eq(products.orgId, orgId)))
    .innerJoin(last, eq(last.threadId, commentThreads.id))
    .innerJoin(totals, eq(totals.threadId, commentThreads.id))
    .where(and(eq(commentThreads.orgId, orgId), threadId ? eq(commentThreads.id, threadId) : undefined))
    .orderBy(desc(commentThreads.lastCommentAt))
    .limit(500);
}

export async function markThreadRead(db: Db, { orgId }: OrgScope, threadId: string) {
  await db
    .update(commentThreads)
    .set({ staffReadAt: sql`now()` })
    .where(and(eq(commentThreads.orgId, orgId), eq(commentThreads.id, threadId)));
}

/**
 * Claims the right to mail one side about new comments: true at most once per `minutes` per
 * thread and side, decided in one statement so two comments at once send one mail.
 */
export async function claimNotification(
  db: Db,
  { orgId }: OrgScope,
  threadId: string,
  side: 'staff' | 'members',
  minutes: number,
): Promise<boolean> {
  const column = side === 'staff' ? commentThreads.staffNotifiedAt : commentThreads.membersNotifiedAt;
  const rows = await db
    .update(commentThreads)
    .set(side === 'staff' ? { staffNotifiedAt: sql`now()` } : { membersNotifiedAt: sql`now()` })
    .where(
      and(
        eq(commentThreads.orgId, orgId),
        eq(commentThreads.id, threadId),
        or(isNull(column), lt(column, sql`now() - make_interval(mins => ${minutes})`)),
      ),
    )
    .returning({ id: commentThreads.id });
  return rows.length > 0;
}

/** The members of the thread's account who took part in it: they hear of staff answers. */
export async function threadParticipants(db: Db, { orgId }: OrgScope, threadId: string) {
  const rows = await db
    .selectDistinct({ email: accountMembers.email })
    .from(comments)
    .innerJoin(accountMembers, and(eq(accountMembers.id, comments.memberId), eq(accountMembers.orgId, orgId)))
    .where(and(eq(comments.orgId, orgId), eq(comments.threadId, threadId)));
  return rows.map((r) => r.email);
}
