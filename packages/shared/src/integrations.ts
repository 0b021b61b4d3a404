import { z } from 'zod';
import { ERROR_MESSAGES } from './messages.js';

/** Every integration call names its product ('No product id', editor spec section 8). */
const productId = z.uuid({ error: ERROR_MESSAGES.noProductId });

/** Live-data integrations of a product (editor spec sections 2, 4, 7, 8). */
export const INTEGRATION_PROVIDERS = ['hackerone', 'statuspage'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];
export const INTEGRATION_TITLES: Record<IntegrationProvider, string> = {
  hackerone: 'HackerOne',
  statuspage: 'Statuspage',
};

export const HACKERONE_HOST = 'https://hackerone.com';
/** The plan both integrations need. */
export const INTEGRATIONS_PLAN = 'Growth';

export const INTEGRATION_MESSAGES = {
  hackeroneLink: `Please enter a valid HackerOne link, e.g. ${HACKERONE_HOST}/acme (without query parameters)`,
  hackeroneNotFound: 'Invalid HackerOne connection: please enter a valid HackerOne link or contact support.',
  hackeroneUnknown: 'Invalid HackerOne connection. Please try again or contact support.',
  statuspageInvalid: 'Invalid Statuspage connection: please enter a valid Statuspage link or contact support',
  statuspageLink: 'Please enter the address of a Statuspage page, e.g. https://status.acme.com',
  temporary: (host: string) =>
    `Temporary connection error. It might be due to a temporary issue in ${host}. In the meantime, your live status isn't shared on your Trust Center.`,
  upgrade: (plan: string) => `Upgrade to ${plan} to unlock this feature`,
} as const;

/** A HackerOne program link: {host}/{handle}, nothing after the handle, no query. */
export function hackeroneHandle(link: string): string | null {
  const match = /^https:\/\/(?:www\.)?hackerone\.com\/([A-Za-z0-9_-]{1,100})\/?$/.exec(link.trim());
  return match ? match[1]! : null;
}

/** A status page's base address (https, no path beyond '/', no query), or null. */
export function statuspageBase(link: string): string | null {
  try {
    const url = new URL(link.trim());
    if (!['https:', 'http:'].includes(url.protocol) || url.search || url.hash || url.username) return null;
    if (url.pathname !== '/' && url.pathname !== '') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export const hackeroneConnectBodySchema = z.object({
  productId,
  page: z
    .string()
    .max(300)
    .refine((link) => hackeroneHandle(link) !== null, INTEGRATION_MESSAGES.hackeroneLink),
});
export const statuspageConnectBodySchema = z.object({
  productId,
  link: z
    .string()
    .max(300)
    .refine((link) => statuspageBase(link) !== null, INTEGRATION_MESSAGES.statuspageLink),
  showInCard: z.boolean().default(true),
});
export const integrationParamsSchema = z.object({ provider: z.enum(INTEGRATION_PROVIDERS) });
export const productQuerySchema = z.object({ productId });
export const statuspageLinkParamsSchema = z.object({ link: z.string().max(300) });

export const hackeroneStatsSchema = z.object({
  programStatistics: z.object({
    reportsResolved: z.number().int().nullable(),
    lastReportedResolved: z.string().nullable(),
  }),
  responseEfficiency: z.object({
    /** Hours. */
    averageTimeToFirstResponse: z.number().nullable(),
    averageTimeToTriage: z.number().nullable(),
    /** US dollars. */
    averageBounty: z.number().nullable(),
  }),
});
export type HackerOneStats = z.infer<typeof hackeroneStatsSchema>;

export const STATUS_INDICATORS = ['none', 'minor', 'major', 'critical', 'maintenance'] as const;
export type StatusIndicator = (typeof STATUS_INDICATORS)[number];
/** Status widget colours (editor spec section 4). */
export const STATUS_COLOURS: Record<StatusIndicator, string> = {
  none: 'green',
  minor: 'yellow',
  major: 'orange',
  critical: 'red',
  maintenance: 'blue',
};

export const statuspageStatusSchema = z.object({
  indicator: z.enum(STATUS_INDICATORS),
  description: z.string(),
  showInCard: z.boolean(),
});
export type StatuspageStatus = z.infer<typeof statuspageStatusSchema>;

/** What staff see of a connection: its settings, the last good value's age and the last failure. */
export const integrationStateSchema = z.object({
  provider: z.enum(INTEGRATION_PROVIDERS),
  allowed: z.boolean(),
  connected: z.boolean(),
  link: z.string().nullable(),
  showInCard: z.boolean(),
  fetchedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type IntegrationState = z.infer<typeof integrationStateSchema>;
export const integrationStatesSchema = z.object({ integrations: z.array(integrationStateSchema) });
