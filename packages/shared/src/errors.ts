import { z } from 'zod';

/** The standard error envelope: `{ error: { code, message, fields? } }`. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const ERROR_MESSAGES = {
  companyNotFound: 'Company not found',
  noAccessTitle: 'No access',
  noAccess: "You don't have access to this page",
  notFound: 'Not found',
  validation: 'The request is not valid.',
  generic: 'Sorry, an error has occurred.',
  unknown: 'Unfortunately, an unknown error has occurred.',
  noProductId: 'No product id',
} as const;
