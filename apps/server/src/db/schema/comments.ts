import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { products } from './products.js';
import { items } from './cards.js';
import { accountMembers, accounts, staffUsers } from './people.js';

/**
 * One conversation per item and account (visitor spec section 4): the account's members on one
 * side, the organisation's staff on the other. Created by its first comment; the unique index
 * makes two first comments at once meet in one thread.
 */
export const commentThreads = pgTable(
  'comment_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemUid: uuid('item_uid')
      .notNull()
      .references(() => items.uid, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lastCommentAt: timestamp('last_comment_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a staff user last opened it: a member's comment after this is unread. */
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    /** The last notification mail to each side, so a lively thread mails at most every few minutes. */
    staffNotifiedAt: timestamp('staff_notified_at', { withTimezone: true }),
    membersNotifiedAt: timestamp('members_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('comment_threads_account_item_idx').on(t.orgId, t.accountId, t.itemUid),
    index('comment_threads_org_recent_idx').on(t.orgId, t.lastCommentAt),
  ],
);

/** A comment: by a member of the thread's account, or by a staff user (exactly one of the two). */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => commentThreads.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind', { enum: ['member', 'staff'] }).notNull(),
    memberId: uuid('member_id').references(() => accountMembers.id, { onDelete: 'set null' }),
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Who wrote it, kept when the member or staff user is later removed. */
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_thread_idx').on(t.threadId, t.createdAt)],
);
