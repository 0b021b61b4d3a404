import { z } from 'zod';
import { COMPANY_MESSAGES } from './companies.js';

/** The schemas of the company picker, subprocessors and trusted-by; their texts and sizes are in companies.ts. */

/** One match of `GET /api/companies?q=` (the spec's SearchCompanies shape). */
export const companyOptionSchema = z.object({
  source: z.literal('addendum'),
  companyId: z.string(),
  name: z.string(),
  domain: z.string(),
  url: z.string(),
  logo: z.string(),
});
export type CompanyOption = z.infer<typeof companyOptionSchema>;

export const companySearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export const companySearchResponseSchema = z.object({ companies: z.array(companyOptionSchema) });
export const companyLogoParamsSchema = z.object({ companyId: z.string().max(100) });

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, COMPANY_MESSAGES.invalidUrl);

/**
 * What an editor picks: a company of the built-in list, or one typed in ('Just use'), with an
 * optional link. Anything else (or nothing) reads 'This field is required'.
 */
const companyChoiceUnion = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('addendum'), companyId: z.string().min(1).max(100) }),
    z.object({
      source: z.literal('custom'),
      name: z.string().trim().min(1, COMPANY_MESSAGES.required).max(200, 'Must be at most 200 characters'),
      url: httpUrl.nullable().optional(),
    }),
  ],
  { error: COMPANY_MESSAGES.required },
);
/** A value without a known source is no choice at all: the message belongs to the field itself. */
export const companyChoiceSchema = z.preprocess(
  (value) =>
    value &&
    typeof value === 'object' &&
    ['addendum', 'custom'].includes((value as { source?: string }).source ?? '')
      ? value
      : undefined,
  companyChoiceUnion,
);
export type CompanyChoice = z.infer<typeof companyChoiceUnion>;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null));

/**
 * Add or edit a subprocessor: the company is required, the rest optional (editor spec section 5).
 * `notice` announces an addition or replacement to subscribers with an objection deadline.
 */
export const subprocessorBodySchema = z.object({
  company: companyChoiceSchema,
  purpose: optionalText(500),
  location: optionalText(200),
  additionalDetails: optionalText(2000),
  notice: z
    .object({
      objectionDays: z.number().int('Enter whole days').min(1, 'At least 1 day').max(365, 'At most 365 days'),
    })
    .nullable()
    .optional(),
});
export type SubprocessorBody = z.input<typeof subprocessorBodySchema>;

export const subprocessorParamsSchema = z.object({ productId: z.uuid(), subprocessorId: z.uuid() });
/** A company entry on either list, for its logo. */
export const companyEntryParamsSchema = z.object({
  productId: z.uuid(),
  list: z.enum(['subprocessors', 'trusted-by']),
  entryId: z.uuid(),
});
export const createdSubprocessorSchema = z.object({ id: z.uuid() });

/** The trusted-by card's companies, in order; existing entries keep their id (and uploaded logo). */
export const trustedByBodySchema = z.object({
  companies: z
    .array(z.object({ id: z.uuid().optional(), company: companyChoiceSchema }))
    .max(100, 'At most 100 companies'),
});
export type TrustedByBody = z.input<typeof trustedByBodySchema>;

/** Visitors download the subprocessor list of a product (the default one without productId). */
export const subprocessorExportParamsSchema = z.object({
  org: z.string().min(1).max(100),
  format: z.enum(['csv', 'json']),
});
export const subprocessorListQuerySchema = z.object({ productId: z.uuid().optional() });

/** One change of the list as visitors read it: added, replaced or removed, on a date. */
export const subprocessorChangeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  change: z.enum(['added', 'replaced', 'removed']),
  at: z.string(),
  /** Set when subscribers were told: until when members may object, and whether this one did. */
  objectionDeadline: z.string().nullable(),
  objected: z.boolean(),
});

export const objectionBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, COMPANY_MESSAGES.objectionReasonRequired)
    .max(2000, 'Must be at most 2000 characters'),
});
export const objectionParamsSchema = z.object({ org: z.string().min(1).max(100), changeId: z.uuid() });

/** Staff read the objections to each announced change. */
export const subprocessorObjectionsSchema = z.object({
  changes: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      change: z.enum(['added', 'replaced', 'removed']),
      at: z.string(),
      objectionDeadline: z.string(),
      objections: z.array(
        z.object({ email: z.string(), accountName: z.string(), reason: z.string(), createdAt: z.string() }),
      ),
    }),
  ),
});
export type SubprocessorObjections = z.infer<typeof subprocessorObjectionsSchema>;
export const subprocessorHistorySchema = z.object({ changes: z.array(subprocessorChangeSchema) });
export type SubprocessorChange = z.infer<typeof subprocessorChangeSchema>;
