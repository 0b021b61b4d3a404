import { z } from 'zod';
import { domainSchema } from './access-api.js';

/**
 * TPRM partners (visitor spec sections 3, 4, 6, 7): third-party risk-management tools a member
 * may hand the organisation's trust data to, with a one-time token the tool redeems.
 */
export const TPRM_TOKEN_HOURS = 24;
/** How long 'Copied' shows after the token is copied (visitor spec section 4). */
export const TPRM_COPIED_MS = 5000;

export const PARTNER_MESSAGES = {
  menuItem: 'Send to a TPRM tool',
  title: 'Send data to a TPRM tool',
  choose: 'Choose the third-party risk-management tool that should receive this trust data.',
  next: 'Next',
  back: 'Back',
  done: 'Done',
  copy: 'Copy',
  copied: 'Copied',
  tokenHelp: `Paste this token into the tool. It works once, within ${TPRM_TOKEN_HOURS} hours, and is shown only now.`,
  nameRequired: 'Enter the name of the tool',
  tokenInvalid: 'This token is not valid, has expired, or was already used.',
} as const;

export const partnerSchema = z.object({ id: z.uuid(), name: z.string(), domain: z.string() });
export type Partner = z.infer<typeof partnerSchema>;

export const partnerInputSchema = z.object({
  name: z.string().trim().min(1, { error: PARTNER_MESSAGES.nameRequired }).max(100),
  domain: domainSchema,
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;

export const partnerListSchema = z.object({ partners: z.array(partnerSchema) });
export const partnerParamsSchema = z.object({ id: z.uuid() });

/** `GET /api/statuspage/share/{accountId}/external/{partnerId}/jwt/`. */
export const tprmTokenParamsSchema = z.object({ accountId: z.uuid(), partnerId: z.uuid() });
export const tprmTokenResponseSchema = z.object({
  result: z.object({ token: z.string(), expiresAt: z.iso.datetime({ offset: true }) }),
});
export type TprmTokenResponse = z.infer<typeof tprmTokenResponseSchema>;

/** What a partner reads with a token: what the member's account may see, with links valid as long as the token. */
export const partnerTrustDataSchema = z.object({
  organisation: z.object({ name: z.string(), portal: z.string() }),
  account: z.object({ name: z.string() }),
  partner: z.object({ name: z.string() }),
  expiresAt: z.iso.datetime({ offset: true }),
  products: z.array(
    z.object({
      name: z.string(),
      certifications: z.array(
        z.object({
          title: z.string(),
          status: z.enum(['enabled', 'work_in_progress', 'not_enabled']),
          expiry: z.string().nullable(),
        }),
      ),
      documents: z.array(
        z.object({
          title: z.string(),
          fileName: z.string(),
          contentType: z.string(),
          /** Null when the account may not open it (listed, as the portal lists it, but locked). */
          downloadUrl: z.string().nullable(),
        }),
      ),
      subprocessors: z.array(
        z.object({ name: z.string(), purpose: z.string().nullable(), location: z.string().nullable() }),
      ),
      knowledgeBase: z.array(z.object({ question: z.string(), answer: z.string() })),
    }),
  ),
});
export type PartnerTrustData = z.infer<typeof partnerTrustDataSchema>;

export const partnerFileParamsSchema = z.object({ fileId: z.uuid() });
export const partnerFileQuerySchema = z.object({ link: z.string().min(1).max(4000) });
