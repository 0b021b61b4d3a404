import { errorEnvelopeSchema } from '@trust/shared';

/** The error answers most routes document: every one is the standard envelope. */
export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
