import { z } from 'zod';
import {
  CLICK_ACTIONS,
  COOKIE_BANNER_TYPES,
  DATE_LOCALES,
  DEFAULT_PORTAL_TITLE,
  OPTIONAL_ACCESS_FIELDS,
  PUBLIC_ACCESS_LEVELS,
  type DateLocale,
} from './customization.js';
import { DEFAULT_SECURITY_TXT } from './verification.js';
import { securityTxtSchema } from './verification-api.js';

/** The schemas of an organisation's customization; its choices and defaults are in customization.ts. */
export const cookieBannerSchema = z.object({
  show: z.boolean().default(false),
  type: z.enum(COOKIE_BANNER_TYPES).nullable().default(null),
  gtm_id: z.string().nullable().default(null),
  cbid: z.string().nullable().default(null),
  cookie_domain: z.string().nullable().default(null),
  tenant_name: z.string().nullable().default(null),
  auto_block_enabled: z.boolean().default(false),
  cookie_script_path: z.string().nullable().default(null),
  showDeclaration: z.boolean().default(false),
});

export const scriptsSchema = z.object({
  hubspot: z.object({ src: z.string() }).nullable().default(null),
  google_ua: z.string().nullable().default(null),
  gtag: z.string().nullable().default(null),
  gtm: z.string().nullable().default(null),
  intercom: z.object({ id: z.string() }).nullable().default(null),
  cookie_banner: cookieBannerSchema.default(() => cookieBannerSchema.parse({})),
});

export const dateLocaleSchema = z.enum(Object.keys(DATE_LOCALES) as [DateLocale, ...DateLocale[]]);

export const accessRequestFieldsSchema = z.object({
  jobTitleTextField: z.boolean().default(false),
  pointOfContactField: z.boolean().default(false),
  relationshipDropdown: z.boolean().default(false),
  countriesDropdown: z.boolean().default(false),
  accountMemberRequestProducts: z.boolean().default(false),
  customCheckbox: z
    .object({ enabled: z.boolean(), required: z.boolean(), label: z.string() })
    .default({ enabled: false, required: false, label: '' }),
  /** A free-text 'reason' for the request; always optional for the requester. */
  reasonField: z.boolean().default(false),
  /** Fields shown but not required (a shown field is required unless named here; Settings, Access requests). */
  optionalFields: z.array(z.enum(OPTIONAL_ACCESS_FIELDS)).default([]),
});

const actionSchema = z.enum(CLICK_ACTIONS);

/** Stored shape (the JSON column) of an organisation's customization. */
export const customizationSettingsSchema = z.object({
  publicAccessLevel: z.enum(PUBLIC_ACCESS_LEVELS).default('Full'),
  portalTitle: z.string().min(1).max(60).default(DEFAULT_PORTAL_TITLE),
  showPortalTitle: z.boolean().default(true),
  description: z.string().max(300).default(''),
  /** How the portal writes dates ('MMMM d, yyyy' in English). */
  dateLocale: dateLocaleSchema.default('en-US'),
  primaryColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .default('#1c7ed6'),
  supportMailbox: z.email().nullable().default(null),
  securityMailbox: z.email().nullable().default(null),
  contactSupport: z
    .object({ onClickAction: actionSchema, supportUrl: z.url().nullable() })
    .default({ onClickAction: 'send_email', supportUrl: null }),
  reportIssue: z
    .object({ onClickAction: actionSchema, reportUrl: z.url().nullable() })
    .default({ onClickAction: 'send_email', reportUrl: null }),
  accessRequestFields: accessRequestFieldsSchema.default(() => accessRequestFieldsSchema.parse({})),
  bannerLevel: z.enum(['none', 'info', 'warning']).default('none'),
  subscribeEnabled: z.boolean().default(true),
  bulkDownloadEnabled: z.boolean().default(true),
  /** Account members may hand in their own security questionnaires. */
  questionnairesEnabled: z.boolean().default(true),
  securityPortalMode: z.boolean().default(true),
  documentAccessDefault: z.enum(['view_only', 'view_and_download']).default('view_and_download'),
  termsOfServiceUrl: z.url().nullable().default(null),
  privacyNoticeUrl: z.url().nullable().default(null),
  /** A guide for account members, linked from their account dropdown. */
  userGuideUrl: z.url().nullable().default(null),
  scripts: scriptsSchema.default(() => scriptsSchema.parse({})),
  /** A click-wrap NDA members accept before restricted documents open; each publication is a new version. */
  nda: z
    .object({
      provider: z.enum(['none', 'click-wrap']),
      title: z.string().max(200),
      text: z.string().max(50_000),
      version: z.number().int().min(1).default(1),
      /** An uploaded PDF of the agreement, accepted together with the text. */
      document: z.object({ fileId: z.uuid(), name: z.string(), sha256: z.string() }).nullable().default(null),
    })
    .default({ provider: 'none', title: 'Non-Disclosure Agreement', text: '', version: 1, document: null }),
  /** The organisation's own notice at the top of the portal (Settings, Banner). */
  notice: z
    .object({ show: z.boolean(), text: z.string().max(300), link: z.url().nullable() })
    .default({ show: false, text: '', link: null }),
  /** RFC 9116 security.txt on the organisation's custom domains (Settings, Verification). */
  securityTxt: securityTxtSchema.default(() => ({ ...DEFAULT_SECURITY_TXT })),
  /** Shown to a member the first time they sign in (Settings, Access requests). */
  welcomeText: z.string().max(2000).default(''),
  /** Staff who are mailed about new access requests; empty: everyone who reviews requests. */
  requestNotifyUserIds: z.array(z.uuid()).default([]),
  /** Generative AI settings: Ask AI for account members, when the plan includes it. */
  trustCenterAi: z.object({ enabled: z.boolean() }).default({ enabled: false }),
});
export type CustomizationSettings = z.infer<typeof customizationSettingsSchema>;

/** What the portal receives: the stored settings plus revision and asset links. */
export const customizationSchema = customizationSettingsSchema.extend({
  revision: z.number().int(),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
});
export type Customization = z.infer<typeof customizationSchema>;
/** What may be written into the settings column: defaults fill in the rest (seeds, tests). */
export type CustomizationSettingsInput = z.input<typeof customizationSettingsSchema>;
