import { AI_ACCESS_LEVELS } from './search.js';
import { z } from 'zod';
import { CARD_KINDS } from './cards.js';
import { customizationSchema } from './customization-api.js';
import { partnerSchema } from './partners.js';
import { scriptPlanSchema } from './scripts-api.js';
import { bridgeLetterSchema, editorFeaturesSchema } from './editor-api.js';
import { LOGO_VARIANTS } from './certification-logos.js';
import { riskProfileAnswerSchema } from './risk-profile-api.js';
import { gradeEntrySchema } from './security-grades.js';
import { BRIDGE_LETTER_TYPES, ENABLED_STATES, ITEM_CHOICES } from './items.js';
import { INTEGRATION_PROVIDERS } from './integrations.js';
import { SECTION_VALUES } from './sections.js';

export const SHARING_MODES = ['Main', 'Public', 'Preview', 'AccountExternal'] as const;
export type SharingMode = (typeof SHARING_MODES)[number];

const uuid = z.uuid();

/** `{org}` in a share path: the organisation's slug or id. */
export const orgParamsSchema = z.object({ org: z.string().min(1).max(100) });
export const viewProductParamsSchema = orgParamsSchema.extend({ productId: uuid });
/** Preview identity (staff) or the member's account (AccountExternal). */
export const viewQuerySchema = z.object({
  accountId: z.uuid().optional(),
  permissionProfileId: z.uuid().optional(),
});
export const assetParamsSchema = orgParamsSchema.extend({ assetId: uuid });
export const assetQuerySchema = z.object({ v: z.coerce.number().int().nonnegative().optional() });

export const portalDocumentSchema = z.object({
  fileId: uuid,
  /** The asker may not open it yet (restricted item, file not shared): offered for access requests, refused by the server. */
  locked: z.boolean(),
  originalName: z.string(),
  contentType: z.string(),
  itemUid: uuid,
  /** View-only (per file or the organisation's default): no download for viewable types. */
  viewOnly: z.boolean(),
});

export type PortalDocument = z.infer<typeof portalDocumentSchema>;

export const portalItemSchema = z.object({
  itemUid: uuid,
  cardKind: z.enum(CARD_KINDS),
  title: z.string(),
  subtitle: z.string().nullable(),
  enabledState: z.enum(ENABLED_STATES),
  type: z.string().nullable(),
  maturity: z.string().nullable(),
  recurrence: z.string().nullable(),
  explanation: z.string().nullable(),
  href: z.string().nullable(),
  auditor: z.string().nullable(),
  expiry: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** Main mode only: the chosen built-in logo; null follows the auditor. */
  logoVariant: z.enum(LOGO_VARIANTS).nullable(),
  /** Certifications: the logo is the organisation's upload, not a built-in mark. */
  logoUploaded: z.boolean(),
  listEntries: z.array(z.string()),
  choice: z.enum(ITEM_CHOICES).nullable(),
  /** Integrations whose live data the item shows; only those connected to the product. */
  integrations: z.array(z.enum(INTEGRATION_PROVIDERS)),
  publicAccess: z.boolean(),
  /** Restricted and listed only to accounts whose profile includes it ('Hide unless access granted'). */
  hidden: z.boolean(),
  /** Restricted and not accessible to the asker: public fields only. */
  locked: z.boolean(),
  custom: z.boolean(),
  slug: z.string().nullable(),
  documents: z.array(portalDocumentSchema),
  bridgeLetter: z.object({ letterType: z.enum(BRIDGE_LETTER_TYPES) }).nullable(),
  /** Main mode only: the whole letter, for the editor. */
  bridgeLetterDraft: bridgeLetterSchema.nullable(),
  lastModified: z.object({ on: z.string(), by: z.object({ name: z.string() }) }).nullable(),
});
export type PortalItem = z.infer<typeof portalItemSchema>;

export const portalCardSchema = z.object({
  id: uuid,
  kind: z.enum(CARD_KINDS),
  title: z.string(),
  iconUrl: z.string().nullable(),
  hidden: z.boolean(),
  placeholder: z.string().nullable(),
  displayText: z.string().nullable(),
  expandable: z.boolean(),
  featuredDocuments: z.array(uuid),
  items: z.array(portalItemSchema),
});
export type PortalCard = z.infer<typeof portalCardSchema>;

/** A tile of the documents card: an item that carries documents (visitor spec section 3). */
export const documentEntrySchema = z.object({
  target: z.object({ kind: z.enum(CARD_KINDS), itemUid: uuid }),
  title: z.string(),
  cardTitle: z.string(),
  documents: z.array(portalDocumentSchema),
  isUnlocked: z.boolean(),
  featured: z.boolean(),
  bridgeLetter: z.object({ letterType: z.enum(BRIDGE_LETTER_TYPES) }).nullable(),
});
export type DocumentEntry = z.infer<typeof documentEntrySchema>;

export const companySchema = z.object({
  /** Set when the company comes from the built-in list; null for one typed in. */
  companyId: z.string().nullable(),
  name: z.string(),
  domain: z.string().nullable(),
  logoUrl: z.string().nullable(),
  url: z.string().nullable(),
});

export const subprocessorSchema = z.object({
  id: uuid,
  company: companySchema,
  purpose: z.string().nullable(),
  location: z.string().nullable(),
  additionalDetails: z.string().nullable(),
  createdAt: z.string(),
});
export type Subprocessor = z.infer<typeof subprocessorSchema>;

export const trustedCompanySchema = z.object({ id: uuid, company: companySchema });
export type TrustedCompany = z.infer<typeof trustedCompanySchema>;

export const knowledgeBaseEntrySchema = z.object({
  id: uuid,
  question: z.string(),
  answer: z.string(),
  comment: z.string().nullable(),
  sourceType: z.string(),
  dateAdded: z.string(),
  lastModified: z.string(),
});
export type KnowledgeBaseEntry = z.infer<typeof knowledgeBaseEntrySchema>;

export const productSchema = z.object({
  productId: uuid,
  productName: z.string(),
  productSlug: z.string(),
  show: z.boolean(),
  bannerUrl: z.string().nullable(),
  revision: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

export const productLinkSchema = z.object({ link: z.string(), name: z.string(), show: z.boolean() });

export const portalViewSchema = z.object({
  mode: z.enum(SHARING_MODES),
  organisation: z.object({ id: uuid, name: z.string(), slug: z.string() }),
  sharedInfo: z.object({
    defaultProductId: uuid,
    products: z.array(productSchema),
    productLinks: z.array(productLinkSchema),
    customization: customizationSchema,
    /** TPRM tools a signed-in member may send data to; empty unless the plan allows it. */
    partners: z.array(partnerSchema),
    /** The customization's tags and cookie banner, as the page loads them; null in Main mode. */
    scriptPlan: scriptPlanSchema.nullable(),
  }),
  product: productSchema,
  pageSettings: z.object({
    productId: uuid,
    revision: z.number().int(),
    sectionOrder: z.array(z.enum(SECTION_VALUES)),
  }),
  /** `markdown` (the text to edit) only in Main mode, where the card also shows while empty. */
  overview: z.object({ title: z.string(), html: z.string(), markdown: z.string().optional() }).nullable(),
  cards: z.array(portalCardSchema),
  documents: z.array(documentEntrySchema),
  subprocessors: z.array(subprocessorSchema),
  trustedBy: z.array(trustedCompanySchema),
  /** The risk profile's answered questions, in question order (empty while its card is not shown). */
  riskProfile: z.array(riskProfileAnswerSchema),
  /** The security grades card's entries, Security Scorecard first (empty while the card is not shown). */
  securityGrades: z.array(gradeEntrySchema),
  /** Integrations whose live data the cards show (fetched apart, so a provider never holds the view). */
  liveIntegrations: z.object({ hackerone: z.boolean(), statuspage: z.boolean() }),
  /** The first entries the Knowledge Base card lists (favourites first); the dialog queries the rest. */
  knowledgeBase: z.array(knowledgeBaseEntrySchema),
  /** How many public entries the product has. */
  knowledgeBaseTotal: z.number().int(),
  features: z.object({
    builtOnBadge: z.boolean(),
    /** The Ask AI toggle's state for this viewer (visitor spec section 4). */
    aiAccess: z.enum(AI_ACCESS_LEVELS),
    /** Search through the server's index (members, previews) rather than locally. */
    serverSearch: z.boolean(),
    /** The portal reports its events (page views, clicks, searches) for this viewer. */
    analytics: z.boolean(),
  }),
  /** Main mode only: the plan's editor features, for showing gates and upgrade hints. */
  editorFeatures: editorFeaturesSchema.nullable(),
  /** Bumped by any content change; also the view's ETag. */
  revision: z.number().int(),
});
export type PortalView = z.infer<typeof portalViewSchema>;
