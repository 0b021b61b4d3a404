import { z } from 'zod';
import { SUBSCRIBE_SOURCES, SUBSCRIBER_STATUSES, SUBSCRIPTION_MESSAGES } from './subscriptions.js';
import { UPDATE_AUDIENCES, UPDATE_CATEGORIES, UPDATE_CHANNELS } from './updates.js';

const email = z
  .string({ error: SUBSCRIPTION_MESSAGES.emailRequired })
  .trim()
  .min(1, SUBSCRIPTION_MESSAGES.emailRequired)
  .max(254, SUBSCRIPTION_MESSAGES.emailInvalid)
  .pipe(z.email(SUBSCRIPTION_MESSAGES.emailInvalid))
  .transform((e) => e.toLowerCase());

export const subscribeBodySchema = z.object({
  email,
  source: z.enum(SUBSCRIBE_SOURCES).default('subscribe_button'),
  /** The products to hear about; empty or absent: all of them. */
  productIds: z.array(z.uuid()).max(50).default([]),
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

export const tokenQuerySchema = z.object({ token: z.string().min(1).max(4000) });
export const unsubscribeBodySchema = z.object({ token: z.string().min(1).max(4000) });
export const unsubscribeResponseSchema = z.object({ email: z.string() });

export const feedQuerySchema = z.object({ product: z.string().max(100).optional() });

// Staff: topics, updates, subscribers.

export const topicBodySchema = z.object({
  subject: z
    .string()
    .trim()
    .min(2, 'Must be at least 2 characters')
    .max(200, 'Must be at most 200 characters'),
  category: z.enum(UPDATE_CATEGORIES),
  hidden: z.boolean().default(false),
  isPinned: z.boolean().default(false),
  productIds: z.array(z.uuid()).default([]),
});
export type TopicBody = z.input<typeof topicBodySchema>;

export const publishUpdateBodySchema = z.object({
  message: z.string().trim().min(1, 'A message is required').max(20_000, 'Must be at most 20000 characters'),
  spAudience: z.enum(UPDATE_AUDIENCES).default('public'),
  channels: z.array(z.enum(UPDATE_CHANNELS)).min(1, 'Choose at least one channel'),
});
export type PublishUpdateBody = z.input<typeof publishUpdateBodySchema>;

export const topicIdParamsSchema = z.object({ topicId: z.uuid() });
export const subscriberIdParamsSchema = z.object({ subscriberId: z.uuid() });

export const deliveryFiguresSchema = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  pending: z.number().int(),
});

export const staffTopicSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  category: z.enum(UPDATE_CATEGORIES),
  hidden: z.boolean(),
  isPinned: z.boolean(),
  productIds: z.array(z.uuid()),
  updates: z.array(
    z.object({
      id: z.uuid(),
      createdAt: z.string(),
      message: z.string(),
      spAudience: z.enum(UPDATE_AUDIENCES),
      channels: z.array(z.enum(UPDATE_CHANNELS)),
      delivery: deliveryFiguresSchema,
    }),
  ),
});
export type StaffTopic = z.infer<typeof staffTopicSchema>;
export const staffTopicsResponseSchema = z.object({ topics: z.array(staffTopicSchema) });

export const subscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.enum(SUBSCRIBE_SOURCES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscribersResponseSchema = z.object({
  subscribers: z.array(subscriberSchema),
  blockedDomains: z.array(z.object({ id: z.uuid(), domain: z.string() })),
});
export type SubscribersResponse = z.infer<typeof subscribersResponseSchema>;

export const subscriberStatusBodySchema = z.object({ blocked: z.boolean() });
export const blockedDomainBodySchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{3,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'Enter a domain such as example.com'),
});
export const blockedDomainParamsSchema = z.object({ domainId: z.uuid() });
