import { z } from 'zod';

/** Comments on items: one thread per item and account, between its members and the organisation. */
export const COMMENT_MAX_LENGTH = 4000;

/** Visitor spec sections 4 and 8, verbatim. */
export const COMMENT_MESSAGES = {
  emptyThread: 'Type below to start a conversation',
  placeholder: 'Type here...',
  send: 'Send',
  loginRequired: 'A user must be logged in to view comments.',
  productRequired: 'Product id is required to load relevant comments.',
  accountExternalOnly: 'Can only be used in AccountExternal mode.',
  noProduct: 'No product id',
  empty: 'Type a comment first.',
  tooLong: `Comments are at most ${COMMENT_MAX_LENGTH} characters.`,
} as const;

const content = z
  .string()
  .trim()
  .min(1, { error: COMMENT_MESSAGES.empty })
  .max(COMMENT_MAX_LENGTH, { error: COMMENT_MESSAGES.tooLong });

/** `GET {base}/comments?itemUid&productId`. */
export const commentQuerySchema = z.object({
  itemUid: z.uuid(),
  productId: z.uuid({ error: COMMENT_MESSAGES.productRequired }),
});
export type CommentQuery = z.infer<typeof commentQuerySchema>;

/** `POST {base}/comments`. */
export const commentBodySchema = commentQuerySchema.extend({ content });
export type CommentBody = z.infer<typeof commentBodySchema>;

/** Staff answer a thread. */
export const staffCommentBodySchema = z.object({ content });
export type StaffCommentBody = z.infer<typeof staffCommentBodySchema>;

/** The comment entity of visitor spec section 3: `member` wrote it, or staff (`orgMem`) did. */
export const commentSchema = z.object({
  id: z.uuid(),
  itemUid: z.uuid(),
  content: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  realAccId: z.uuid(),
  productId: z.uuid(),
  /** The writer's name as it was when they wrote. */
  author: z.string(),
  member: z
    .object({
      accountId: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      name: z.string(),
      email: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  orgMem: z.object({ displayName: z.string() }).nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentListSchema = z.object({ comments: z.array(commentSchema) });
export type CommentList = z.infer<typeof commentListSchema>;

/** A thread as staff list them: new activity first, unread until a staff user opens it. */
export const commentThreadSchema = z.object({
  id: z.uuid(),
  account: z.object({ id: z.uuid(), name: z.string() }),
  item: z.object({ uid: z.uuid(), title: z.string() }),
  product: z.object({ id: z.uuid(), name: z.string() }),
  count: z.number().int(),
  lastComment: z.object({
    content: z.string(),
    author: z.string(),
    fromStaff: z.boolean(),
    timestamp: z.iso.datetime({ offset: true }),
  }),
  /** A member wrote since a staff user last opened the thread. */
  unread: z.boolean(),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const commentThreadListSchema = z.object({
  threads: z.array(commentThreadSchema),
  unread: z.number(),
});
export type CommentThreadList = z.infer<typeof commentThreadListSchema>;

export const commentThreadDetailSchema = z.object({
  thread: commentThreadSchema,
  comments: z.array(commentSchema),
});
export type CommentThreadDetail = z.infer<typeof commentThreadDetailSchema>;

export const commentThreadParamsSchema = z.object({ id: z.uuid() });
