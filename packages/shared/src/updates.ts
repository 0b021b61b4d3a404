import { z } from 'zod';

export const UPDATE_CATEGORIES = ['compliance', 'vulnerabilities', 'incidents', 'subprocessors', 'general'] as const;
export type UpdateCategory = (typeof UPDATE_CATEGORIES)[number];
export const UPDATE_CATEGORY_LABELS: Record<UpdateCategory, string> = {
  compliance: 'Compliance', vulnerabilities: 'Vulnerabilities', incidents: 'Incidents',
  subprocessors: 'Subprocessors', general: 'General',
};
export const UPDATE_AUDIENCES = ['public', 'private'] as const;
export const UPDATE_CHANNELS = ['email', 'status_page'] as const;
export const UPDATE_TYPES = ['topic', 'ad_hoc'] as const;

/** Topics per page on the Trust Center Updates card, and the age under which the bar shows. */
export const UPDATE_TOPICS_PER_PAGE = 5;
export const NOTIFICATION_BAR_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const TCU_SCROLL_OFFSET_PX = 200;

const csv = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

export const complianceUpdateQuerySchema = z.object({
  productSlugs: csv.optional(),
  productIds: csv.pipe(z.array(z.uuid())).optional(),
});
export type ComplianceUpdateQuery = z.infer<typeof complianceUpdateQuerySchema>;

export const complianceUpdateSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  message: z.string(),
  messageHtml: z.string(),
  spAudience: z.enum(UPDATE_AUDIENCES),
});
export type ComplianceUpdate = z.infer<typeof complianceUpdateSchema>;

export const complianceUpdateTopicSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  category: z.enum(UPDATE_CATEGORIES),
  isPinned: z.boolean(),
  productIds: z.array(z.uuid()),
  updates: z.array(complianceUpdateSchema),
});
export type ComplianceUpdateTopic = z.infer<typeof complianceUpdateTopicSchema>;

export const complianceUpdatesResponseSchema = z.object({ topics: z.array(complianceUpdateTopicSchema) });
export type ComplianceUpdatesResponse = z.infer<typeof complianceUpdatesResponseSchema>;

export const updatesCountText = (n: number) =>
  n === 0 ? 'No updates published' : `${n} update(s) published`;
