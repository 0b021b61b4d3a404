import { z } from 'zod';
import { UPDATE_AUDIENCES, UPDATE_CATEGORIES } from './updates.js';

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
