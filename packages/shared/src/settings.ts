import { z } from 'zod';
import { ACCESS_MESSAGES as M } from './access.js';
import {
  accessRequestFieldsSchema,
  customizationSettingsSchema,
  dateLocaleSchema,
  scriptsSchema,
} from './customization-api.js';
import { securityTxtSchema } from './verification-api.js';

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  urlScheme: 'Use an http or https address',
  mailtoOrUrl: 'Use an http, https or mailto address',
  domainInvalid: 'Enter a domain name such as trust.example.com',
  domainTaken: 'This domain is already registered',
  domainMainHost: "This is the trust centre's own address",
  notVerified:
    'The TXT record was not found yet. DNS changes can take a while to spread: try again in a few minutes.',
  logoTooLarge: 'The image must be at most 1 MB.',
  logoWrongType: 'Upload a PNG, JPEG or SVG image.',
  ndaNotPdf: 'Upload the agreement as a PDF.',
  ndaTooLarge: 'The PDF is larger than the upload limit.',
  aiNotInPlan: 'Trust Center AI is not included in your plan.',
} as const;

const httpUrl = z
  .url(SETTINGS_MESSAGES.urlScheme)
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value), SETTINGS_MESSAGES.urlScheme);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable());

/** Brand: what the portal is called and looks like, and where visitors get help. */
export const brandSettingsSchema = z.object({
  name: z.string().trim().min(1, M.companyNameRequired).max(100, M.nameTooLong),
  portalTitle: z.string().trim().min(1, M.fieldRequired).max(60, 'Must be at most 60 characters'),
  showPortalTitle: z.boolean(),
  description: z.string().trim().max(300, 'Must be at most 300 characters'),
  primaryColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'Use a colour such as #1c7ed6'),
  /** How the portal writes dates. */
  dateLocale: dateLocaleSchema.default('en-US'),
  /** The overview card of the first product (Markdown). */
  overview: z.string().max(20_000, 'Must be at most 20,000 characters'),
  /** Contact support: a site (http/https) or a mailto address; else the support email. */
  supportUrl: optional(
    z
      .string()
      .trim()
      .max(2000)
      .refine((v) => /^(https?:\/\/\S+|mailto:\S+@\S+)$/i.test(v), SETTINGS_MESSAGES.mailtoOrUrl),
  ),
  supportMailbox: optional(z.string().trim().toLowerCase().pipe(z.email(M.emailInvalid))),
  securityMailbox: optional(z.string().trim().toLowerCase().pipe(z.email(M.emailInvalid))),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

export const ndaSettingsSchema = z.object({
  provider: z.enum(['none', 'click-wrap']),
  title: z.string().trim().min(1, M.fieldRequired).max(200, 'Must be at most 200 characters'),
  text: z.string().max(50_000, 'Must be at most 50,000 characters'),
});
export type NdaSettings = z.infer<typeof ndaSettingsSchema>;

export const accessSettingsSchema = z.object({
  accessRequestFields: accessRequestFieldsSchema,
  requestNotifyUserIds: z.array(z.uuid()).max(100),
  welcomeText: z.string().max(2000, 'Must be at most 2,000 characters'),
  /** Members may hand in their own security questionnaires from the portal. */
  questionnairesEnabled: z.boolean(),
});
export type AccessSettings = z.infer<typeof accessSettingsSchema>;

export const noticeSettingsSchema = z.object({
  show: z.boolean(),
  text: z.string().trim().max(300, 'Must be at most 300 characters'),
  link: optional(httpUrl),
});
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;

/** Trust Center AI: Ask AI in the search dialog for signed-in members (plan gated). */
export const aiSettingsSchema = z.object({ enabled: z.boolean() });
export type AiSettings = z.infer<typeof aiSettingsSchema>;

export const customDomainSchema = z.object({
  id: z.uuid(),
  domain: z.string(),
  verified: z.boolean(),
  /** The TXT record that proves control: name and value. */
  txtName: z.string(),
  txtValue: z.string(),
  /** Where the CNAME should point: the trust centre's own host. */
  cnameTarget: z.string(),
});
export type CustomDomain = z.infer<typeof customDomainSchema>;

export const addDomainBodySchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(
      /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
      SETTINGS_MESSAGES.domainInvalid,
    ),
});

export const organisationSettingsSchema = z.object({
  slug: z.string(),
  plan: z.enum(['free', 'growth', 'enterprise']),
  /** Plan features; the instance operator changes them with `npm run org:plan`. */
  features: z.record(z.string(), z.boolean()),
  brand: brandSettingsSchema,
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  nda: customizationSettingsSchema.shape.nda.unwrap(),
  access: accessSettingsSchema,
  notice: noticeSettingsSchema,
  ai: aiSettingsSchema,
  scripts: scriptsSchema,
  securityTxt: securityTxtSchema,
  domains: z.array(customDomainSchema),
  /** Staff who review requests, for the notification choice. */
  reviewers: z.array(z.object({ userId: z.uuid(), displayName: z.string(), email: z.string() })),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

export const SSO_MESSAGES = {
  discoveryFailed:
    'The identity provider could not be reached at this issuer URL, or it is not an OpenID Connect issuer.',
  secretRequired: 'Enter the client secret',
  roleRequired: 'Choose the role new people get',
  issuerScheme: 'Use an https address (http only for a provider on this machine)',
  /** Shown on the sign-in page after a failed SSO sign-in, by the code in ?ssoError=. */
  errors: {
    unavailable: 'Single sign-on is not set up for this organisation.',
    failed: 'Signing in with your identity provider did not work. Try again.',
    unverified: 'Your identity provider did not confirm your email address.',
    not_invited: 'You are not on this organisation’s team. Ask an administrator to invite you.',
  },
} as const;
export type SsoErrorCode = keyof typeof SSO_MESSAGES.errors;

export const ssoSettingsSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  hasSecret: z.boolean(),
  enabled: z.boolean(),
  jitDomain: z.string().nullable(),
  jitRoleId: z.uuid().nullable(),
  /** The redirect URI to register at the provider. */
  redirectUri: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const ssoSettingsBodySchema = z
  .object({
    issuer: z
      .url(SSO_MESSAGES.issuerScheme)
      .max(2000)
      .refine(
        (value) =>
          /^https:\/\//i.test(value) ||
          /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i.test(value),
        SSO_MESSAGES.issuerScheme,
      ),
    clientId: z.string().trim().min(1, M.fieldRequired).max(500),
    /** Empty keeps the stored secret. */
    clientSecret: z.string().max(2000).default(''),
    enabled: z.boolean(),
    jitDomain: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, SETTINGS_MESSAGES.domainInvalid),
    ),
    jitRoleId: z.uuid().nullable(),
  })
  .refine((body) => !body.jitDomain || body.jitRoleId, {
    path: ['jitRoleId'],
    message: SSO_MESSAGES.roleRequired,
  });
export type SsoSettingsBody = z.infer<typeof ssoSettingsBodySchema>;
