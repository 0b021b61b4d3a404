import { z } from 'zod';

/** What an endpoint can subscribe to: the audit trail's access and document events. */
export const WEBHOOK_EVENT_TYPES = {
  'access.request': 'Access requested',
  'access.auto_approve': 'Access granted by a domain rule or invitation',
  'access.approve': 'Access request approved',
  'access.decline': 'Access request declined',
  'access.revoke': 'Member removed',
  'access.extend': 'Extension of access requested',
  'access.invite': 'Colleagues invited',
  'access.sign_in': 'Member signed in',
  'nda.accept': 'NDA accepted',
  'document.upload': 'Document uploaded',
  'leak.lookup': 'Leaked copy looked up',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENT_TYPES;
const eventTypeSchema = z.enum(Object.keys(WEBHOOK_EVENT_TYPES) as [WebhookEventType, ...WebhookEventType[]]);

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter the full address of your endpoint, such as https://hooks.example.com/trust',
  httpsOnly: 'Use an https address',
  privateHost: 'This address is on a private network. Use an address reachable from the internet.',
  eventsRequired: 'Choose at least one event',
  created: 'Endpoint added. Copy its signing secret now: it is shown only once.',
  redelivered: 'Delivery queued again',
  disabledSubject: (org: string) => `${org}: a webhook endpoint was turned off`,
} as const;

export const webhookEndpointInputSchema = z.object({
  url: z.url(WEBHOOK_MESSAGES.urlInvalid).max(2000, WEBHOOK_MESSAGES.urlInvalid),
  description: z.string().trim().max(200).default(''),
  eventTypes: z.array(eventTypeSchema).min(1, WEBHOOK_MESSAGES.eventsRequired),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(eventTypeSchema),
  enabled: z.boolean(),
  /** Why it was turned off (after deliveries kept failing), when it was. */
  disabledReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to adding an endpoint: the only time its secret is shown. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookEndpointUpdateSchema = z.object({
  enabled: z.boolean().optional(),
  eventTypes: z.array(eventTypeSchema).min(1, WEBHOOK_MESSAGES.eventsRequired).optional(),
  description: z.string().trim().max(200).optional(),
});

export const webhookDeliverySchema = z.object({
  /** The Webhook-Id every attempt carries, so a receiver can tell a retry from a new event. */
  id: z.string(),
  endpointId: z.uuid(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhooksResponseSchema = z.object({
  endpoints: z.array(webhookEndpointSchema),
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhooksResponse = z.infer<typeof webhooksResponseSchema>;

export const webhookEndpointParamsSchema = z.object({ endpointId: z.uuid() });
export const webhookDeliveryParamsSchema = z.object({ deliveryId: z.string().regex(/^msg_[0-9a-f]{32}$/) });
