import { z } from 'zod';

/** What the portal reports (visitor spec section 7, and page views). */
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'card_click',
  'search_focus',
  'search_entered',
  'search_select',
  'file_engaged',
  'file_requested',
  'support_click',
  'share_click',
  'subscribe_failed',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Events the browser sends at once at most; it batches them and sends on page hide. */
export const ANALYTICS_BATCH_MAX = 50;

const detail = z.union([z.string().max(300), z.number(), z.boolean(), z.null()]);

// Strict: the server keeps a batch as sent, so it holds nothing the schema does not name.
export const analyticsEventSchema = z.strictObject({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  at: z.iso.datetime(),
  /** A few short facts: the card's kind, the search trigger, the document's id. */
  data: z
    .record(z.string().max(40), detail)
    .refine((d) => Object.keys(d).length <= 10)
    .default({}),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.strictObject({
  productId: z.uuid(),
  /** First-party random id kept in the visitor's browser; absent without analytics consent. */
  visitorId: z.uuid().optional(),
  accountId: z.uuid().optional(),
  permissionProfileId: z.uuid().optional(),
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsQuerySchema = z.object({
  /** Days, inclusive, as YYYY-MM-DD (UTC); the last 30 days when absent. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  productId: z.uuid().optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().nonnegative();

/** One question however worded, as 'Questions asked' groups it. */
const searchedTermSchema = z.object({
  term: z.string(),
  count,
  answered: z.boolean(),
  /** Its askers' latest rating of Ask AI's answer was 'not helpful'. */
  markedUnhelpful: z.boolean(),
});

export const analyticsDashboardSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totals: z.object({
    visitors: count,
    pageViews: count,
    documentViews: count,
    documentDownloads: count,
    accessRequests: count,
    approvals: count,
    ndaAccepted: count,
  }),
  series: z.array(
    z.object({ day: z.iso.date(), pageViews: count, documentOpens: count, accessRequests: count }),
  ),
  topDocuments: z.array(z.object({ fileId: z.uuid(), name: z.string(), views: count, downloads: count })),
  topSearches: z.array(searchedTermSchema),
  /**
   * Questions staff still have to answer: nothing answered them the last time, or their askers'
   * latest rating was not helpful; none staff dismissed or added an entry for.
   */
  gaps: z.array(searchedTermSchema),
  funnel: z.array(z.object({ step: z.string(), count })),
  accounts: z.array(
    z.object({
      accountId: z.uuid(),
      name: z.string(),
      members: count,
      views: count,
      downloads: count,
      lastSeen: z.iso.datetime().nullable(),
    }),
  ),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

export const accountActivitySchema = z.object({
  account: z.object({ id: z.uuid(), name: z.string() }),
  events: z.array(
    z.object({
      at: z.iso.datetime(),
      email: z.string(),
      kind: z.enum(['view', 'download']),
      fileName: z.string(),
    }),
  ),
});
export type AccountActivity = z.infer<typeof accountActivitySchema>;

export const FUNNEL_STEPS = [
  'Visited',
  'Requested access',
  'Approved',
  'Accepted the NDA',
  'Opened a document',
] as const;

/** What a requester did on the portal before asking for access, oldest first (with analytics consent only). */
/** How many days before an access request the requester's visits are looked for. */
export const JOURNEY_LOOKBACK_DAYS = 90;

export const requesterJourneySchema = z.object({
  /** False when the requester did not allow analytics: nothing was kept to show. */
  tracked: z.boolean(),
  /** The first visit within JOURNEY_LOOKBACK_DAYS before the request. */
  firstSeen: z.iso.datetime().nullable(),
  /** Distinct days with a visit in those days before the request. */
  visitDays: count,
  steps: z.array(z.object({ at: z.iso.datetime(), type: z.enum(ANALYTICS_EVENT_TYPES), text: z.string() })),
  /** More steps happened than are listed (the most recent ones are). */
  truncated: z.boolean(),
});
export type RequesterJourney = z.infer<typeof requesterJourneySchema>;
