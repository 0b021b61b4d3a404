import countries from 'i18n-iso-countries';
import { z } from 'zod';
import {
  ACCESS_MESSAGES as M,
  EXTEND_ACCESS_RESULTS,
  INVITE_MAX_EMAILS,
  INVITE_MESSAGES,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  REASON_MAX_LENGTH,
  RELATIONSHIPS,
} from './access.js';
import { PERMISSIONS } from './permissions.js';
import type { OptionalAccessField } from './customization.js';
import { dateLocaleSchema } from './customization-api.js';

const requiredText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, M.nameTooLong)
    .regex(NAME_PATTERN, M.namePattern);
export const emailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, M.emailRequired)
  .pipe(z.email(M.emailInvalid));

/** ISO 3166-1 alpha-2 codes, from a maintained list. */
export const COUNTRY_CODES = Object.keys(countries.getAlpha2Codes()) as [string, ...string[]];

/** Everything the access form may send; which optional fields are required depends on the customization. */
export const accessRequestBodySchema = z.object({
  email: emailSchema,
  firstName: requiredText(M.firstNameRequired),
  lastName: requiredText(M.lastNameRequired),
  companyName: requiredText(M.companyNameRequired),
  agree: z.literal(true, { error: M.agree }),
  subscribe: z.boolean().optional(),
  jobTitle: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, M.nameTooLong)
    .regex(NAME_PATTERN, M.namePattern)
    .optional(),
  pointOfContact: z.string().trim().toLowerCase().pipe(z.email(M.contactEmail)).optional(),
  relationship: z.enum(RELATIONSHIPS, { error: M.fieldRequired }).optional(),
  country: z.enum(COUNTRY_CODES, { error: M.fieldRequired }).optional(),
  accountMemberRequestProducts: z.array(z.uuid()).optional(),
  customCheckbox: z.boolean().optional(),
  /** Why the visitor asks, where the organisation switched the field on. */
  reason: z.string().trim().max(REASON_MAX_LENGTH, M.reasonTooLong).optional(),
  // Hidden fields.
  productId: z.uuid({ error: M.fieldRequired }),
  itemUid: z.uuid().optional(),
  itemKind: z.string().max(64).optional(),
  source: z.string().max(64).optional(),
  invitedColleagueToken: z.string().max(4096).optional(),
  /** The portal's random visitor id, sent only with analytics consent (staff see what they looked at first). */
  visitorId: z.uuid().optional(),
  statusPageCustomizationRevision: z.number().int().optional(),
});
export type AccessRequestBody = z.infer<typeof accessRequestBodySchema>;

export const accessRequestResponseSchema = z.object({
  status: z.enum(['Pending', 'AutoApproved']),
  /** A waiting request's id: the portal keeps it to show the request as waiting on a later visit. */
  requestId: z.uuid().optional(),
});
export type AccessRequestResponse = z.infer<typeof accessRequestResponseSchema>;

export const loginParamsSchema = z.object({ org: z.string().min(1).max(100), productId: z.uuid() });
export const loginBodySchema = z.object({
  email: z
    .string({ error: M.loginEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, M.loginEmailRequired)
    .pipe(z.email(M.emailInvalid)),
  productId: z.uuid(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = z.object({ status: z.literal('LinkSent') });

/**
 * A sign-in link's query. Any token is taken: one a mail client cut short, or none at all, leads
 * to the portal's 'link expired' sign-in like an old one, never to an error page.
 */
export const magicLinkQuerySchema = z.object({ token: z.string().max(2000).catch('').default('') });

export const signInBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(M.emailInvalid)),
  password: z.string().min(1, M.fieldRequired).max(500),
  /** The authenticator's 6-digit code or a recovery code, once two-factor sign-in is on. */
  code: z.string().trim().max(40).optional(),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const staffMeSchema = z.object({
  user: z.object({ id: z.uuid(), email: z.string(), displayName: z.string() }),
  organisations: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      name: z.string(),
      permissions: z.array(z.enum(PERMISSIONS)),
      /** How the organisation writes dates: the staff app writes them the same way. */
      dateLocale: dateLocaleSchema,
    }),
  ),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const memberMeSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountId: z.uuid(),
  accountName: z.string(),
  isAutoApprovedAccountMember: z.boolean(),
  /** When the member's access ends; null: no end date. */
  accessExpiresAt: z.string().nullable(),
  showWelcome: z.boolean(),
});
export type MemberMe = z.infer<typeof memberMeSchema>;
export const shareMeResponseSchema = z.object({ member: memberMeSchema.nullable() });

type AccessFields = {
  jobTitleTextField: boolean;
  pointOfContactField: boolean;
  relationshipDropdown: boolean;
  countriesDropdown: boolean;
  accountMemberRequestProducts: boolean;
  customCheckbox: { enabled: boolean; required: boolean };
  optionalFields?: readonly OptionalAccessField[];
};

/** The optional fields the customization switches on are required unless marked optional: the errors for those left empty. */
export function missingAccessFields(
  fields: AccessFields,
  body: Partial<AccessRequestBody>,
): Record<string, string> {
  const missing: Record<string, string> = {};
  const required = (shown: boolean, key: OptionalAccessField) =>
    shown && !(fields.optionalFields ?? []).includes(key);
  if (required(fields.jobTitleTextField, 'jobTitle') && !body.jobTitle) missing.jobTitle = M.fieldRequired;
  if (required(fields.pointOfContactField, 'pointOfContact') && !body.pointOfContact)
    missing.pointOfContact = M.contactEmail;
  if (required(fields.relationshipDropdown, 'relationship') && !body.relationship)
    missing.relationship = M.fieldRequired;
  if (required(fields.countriesDropdown, 'country') && !body.country) missing.country = M.fieldRequired;
  if (
    required(fields.accountMemberRequestProducts, 'accountMemberRequestProducts') &&
    !body.accountMemberRequestProducts?.length
  )
    missing.accountMemberRequestProducts = M.productsRequired;
  if (fields.customCheckbox.enabled && fields.customCheckbox.required && !body.customCheckbox)
    missing.customCheckbox = M.fieldRequired;
  return missing;
}

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export const accessRequestListQuerySchema = z.object({
  status: z.enum(ACCESS_REQUEST_STATUSES).default('pending'),
});
/** The portal asks whether the request it remembers still waits. */
export const pendingRequestParamsSchema = z.object({ org: z.string().min(1).max(100), requestId: z.uuid() });
export const pendingRequestResponseSchema = z.object({ status: z.enum(ACCESS_REQUEST_STATUSES) });
export type PendingRequestResponse = z.infer<typeof pendingRequestResponseSchema>;

export const accessRequestIdParamsSchema = z.object({ requestId: z.uuid() });

export const accessRequestSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  autoDecided: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  productName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** The account a request from this domain would most likely join. */
  suggestedAccountId: z.uuid().nullable(),
  /** The requester allowed analytics: what they looked at before asking can be shown. */
  visitorTracked: z.boolean(),
});
export type AccessRequestSummary = z.infer<typeof accessRequestSummarySchema>;

/** Approving: into an existing account or a new one, with a profile and an optional end date. */
/** Declining may carry a note to the requester, quoted in the mail. */
export const declineAccessRequestBodySchema = z
  .object({ message: z.string().trim().max(1000, 'At most 1000 characters').optional() })
  // No body at all (a plain POST) is a decline without a note.
  .nullish()
  .transform((body) => body ?? {});
export type DeclineAccessRequestBody = z.infer<typeof declineAccessRequestBodySchema>;

export const approveAccessRequestBodySchema = z
  .object({
    accountId: z.uuid().optional(),
    newAccountName: z.string().trim().min(1).max(NAME_MAX_LENGTH).optional(),
    permissionProfileId: z.uuid(),
    expiresAt: z.iso.date().optional(),
  })
  .refine((b) => Boolean(b.accountId) !== Boolean(b.newAccountName), {
    message: 'Choose an account or name a new one',
    path: ['accountId'],
  });
export type ApproveAccessRequestBody = z.infer<typeof approveAccessRequestBodySchema>;

export const accountSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string().nullable(),
  permissionProfileId: z.uuid().nullable(),
  members: z.array(
    z.object({
      id: z.uuid(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      accessExpiresAt: z.string().nullable(),
    }),
  ),
});
export const permissionProfileSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isDefault: z.boolean(),
  itemCount: z.number().int(),
});
export const accountsOverviewSchema = z.object({
  accounts: z.array(accountSummarySchema),
  profiles: z.array(permissionProfileSummarySchema),
});
export type AccountsOverview = z.infer<typeof accountsOverviewSchema>;

export const inviteParamsSchema = z.object({ accountId: z.uuid() });
export const inviteColleagueBodySchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().pipe(z.email()))
    .min(1, INVITE_MESSAGES.required)
    .max(INVITE_MAX_EMAILS)
    .refine((list) => new Set(list).size === list.length, { message: 'Each email may be invited once' }),
  message: z.string().trim().max(1000).optional(),
});
export type InviteColleagueBody = z.infer<typeof inviteColleagueBodySchema>;
export const inviteColleagueResponseSchema = z.object({ invited: z.number().int() });

export const extendAccessParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const extendAccessBodySchema = z.object({ email: emailSchema });
export const extendAccessResponseSchema = z.object({ result: z.enum(EXTEND_ACCESS_RESULTS) });

export const ndaStatusSchema = z.object({
  passed: z.boolean(),
  provider: z.enum(['none', 'click-wrap']),
  email: z.string().nullable(),
  title: z.string(),
  /** The text to accept (markdown rendered safely by the server). */
  html: z.string(),
  /** The agreement as an uploaded PDF, when there is one: read before accepting. */
  documentUrl: z.string().nullable(),
  version: z.number().int(),
  acceptedAt: z.string().nullable(),
});
export type NdaStatus = z.infer<typeof ndaStatusSchema>;
export const acceptNdaBodySchema = z.object({
  name: requiredText(M.fieldRequired),
  agree: z.literal(true, { error: M.agree }),
});

export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Enter a domain such as example.com',
  );

export const accountIdParamsSchema = z.object({ accountId: z.uuid() });
export const memberParamsSchema = z.object({ accountId: z.uuid(), memberId: z.uuid() });
export const profileIdParamsSchema = z.object({ profileId: z.uuid() });
export const domainRuleParamsSchema = z.object({ ruleId: z.uuid() });

export const createAccountBodySchema = z.object({
  name: requiredText(M.fieldRequired),
  domain: domainSchema.optional(),
  permissionProfileId: z.uuid().nullable().optional(),
});
export const updateAccountBodySchema = createAccountBodySchema.partial();
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

export const addMemberBodySchema = z.object({
  email: emailSchema,
  firstName: requiredText(M.firstNameRequired),
  lastName: requiredText(M.lastNameRequired),
  accessExpiresAt: z.iso.date().nullable().optional(),
});
export type AddMemberBody = z.infer<typeof addMemberBodySchema>;

export const profileBodySchema = z.object({
  name: requiredText(M.fieldRequired),
  itemUids: z.array(z.uuid()).max(5000),
  isDefault: z.boolean().optional(),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

export const DOMAIN_RULE_KINDS = ['approved', 'blocked'] as const;
export const domainRuleBodySchema = z.object({
  domain: domainSchema,
  kind: z.enum(DOMAIN_RULE_KINDS),
  accountId: z.uuid().nullable().optional(),
});
export type DomainRuleBody = z.infer<typeof domainRuleBodySchema>;
export const domainRuleSchema = z.object({
  id: z.uuid(),
  domain: z.string(),
  kind: z.enum(DOMAIN_RULE_KINDS),
  accountId: z.uuid().nullable(),
});
export const domainRulesResponseSchema = z.object({ rules: z.array(domainRuleSchema) });

/** Items a profile can name: the restricted and hidden ones (public items are open to all anyway). */
export const profileItemSchema = z.object({
  itemUid: z.uuid(),
  title: z.string(),
  cardTitle: z.string(),
  productName: z.string(),
  hidden: z.boolean(),
});
export const profileItemsResponseSchema = z.object({
  items: z.array(profileItemSchema),
  profiles: z.array(
    z.object({ id: z.uuid(), name: z.string(), isDefault: z.boolean(), itemUids: z.array(z.uuid()) }),
  ),
});
export type ProfileItemsResponse = z.infer<typeof profileItemsResponseSchema>;
