import { z } from 'zod';
import { CARD_KINDS } from './cards.js';
import { LOGO_VARIANTS } from './certification-logos.js';
import { EDITOR_MESSAGES as M, isAllowedLink, slugError } from './editor.js';
import {
  ACCESS_LEVELS,
  BRIDGE_LETTER_TYPES,
  ENABLED_STATES,
  ITEM_CHOICES,
  ITEM_TYPE_VALUES,
  MATURITY_LEVELS,
  RECURRENCES,
} from './items.js';
import { INTEGRATION_PROVIDERS } from './integrations.js';
import { SECTION_VALUES } from './sections.js';

const uuid = z.uuid();
export const productParamsSchema = z.object({ productId: uuid });
export const cardParamsSchema = z.object({ productId: uuid, kind: z.enum(CARD_KINDS) });
/** 'default' names the organisation's default product (editor spec section 7). */
export const itemParamsSchema = z.object({ productId: z.union([uuid, z.literal('default')]), itemUid: uuid });
export const itemUidParamsSchema = z.object({ itemUid: uuid });

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .transform((v) => (v?.trim() ? v.trim() : null));

/** A card's own settings; every field optional (editor spec sections 3, 5). */
export const cardPatchBodySchema = z.object({
  hidden: z.boolean().optional(),
  title: z.string().trim().min(2, M.titleMin).max(50, M.cardTitleMax).nullable().optional(),
  displayText: z
    .string()
    .trim()
    .max(100, 'Must be at most 100 characters')
    .refine((v) => v.length === 0 || v.length >= 4, M.displayTextHelp)
    .nullable()
    .transform((v) => (v ? v : null))
    .optional(),
  placeholder: z
    .string()
    .max(1000, M.placeholderMax)
    .nullable()
    .transform((v) => (v?.trim() ? v : null))
    .optional(),
});
export type CardPatchBody = z.input<typeof cardPatchBodySchema>;

export const cardsOrderBodySchema = z.object({
  cards: z.array(z.enum(CARD_KINDS)).min(1).max(CARD_KINDS.length),
});
export const itemsOrderBodySchema = z.object({
  items: z.array(uuid).max(1000),
  /** Documents card: the featured band, saved first. */
  featured: z.array(uuid).max(1000).optional(),
});
/** The overview card's text, in Markdown (editor spec section 2). */
export const overviewBodySchema = z.object({
  content: z.string().max(20_000, 'Must be at most 20000 characters'),
});
export type OverviewBody = z.input<typeof overviewBodySchema>;

export const sectionsBodySchema = z.object({
  sections: z.array(z.enum(SECTION_VALUES)).min(1).max(SECTION_VALUES.length),
});

/** A SOC report's bridge letter; content, signer name and title are required once it is enabled. */
export const bridgeLetterSchema = z
  .object({
    letterEnabled: z.boolean(),
    letterContent: z.string().max(20_000, 'Must be at most 20000 characters'),
    signerName: z.string().trim().max(200),
    signerTitle: z.string().trim().max(200),
    letterType: z.enum(BRIDGE_LETTER_TYPES),
  })
  .superRefine((letter, context) => {
    if (!letter.letterEnabled) return;
    if (!letter.letterContent.trim())
      context.addIssue({ code: 'custom', path: ['letterContent'], message: M.letterContentRequired });
    if (!letter.signerName)
      context.addIssue({ code: 'custom', path: ['signerName'], message: M.signerNameRequired });
    if (!letter.signerTitle)
      context.addIssue({ code: 'custom', path: ['signerTitle'], message: M.signerTitleRequired });
  });
export type BridgeLetterDraft = z.infer<typeof bridgeLetterSchema>;

/** An item's fields (editor spec sections 3, 5); absent fields stay as they are. */
export const itemPatchBodySchema = z.object({
  enabledState: z.enum(ENABLED_STATES).optional(),
  title: z.string().trim().min(2, M.titleMin).max(100, M.titleMax).optional(),
  type: z.enum(ITEM_TYPE_VALUES, { error: M.typeRequired }).nullable().optional(),
  maturity: z.enum(MATURITY_LEVELS).nullable().optional(),
  recurrence: z.enum(RECURRENCES).nullable().optional(),
  explanation: optionalText(5000).optional(),
  href: z
    .string()
    .trim()
    .max(2000)
    .refine(isAllowedLink, M.invalidUrl)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  expiry: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
      M.invalidExpiry,
    )
    .transform((v) => v || null)
    .nullable()
    .optional(),
  auditor: optionalText(200).optional(),
  /** Certifications: a built-in logo, or null to follow the auditor. */
  logoVariant: z.enum(LOGO_VARIANTS).nullable().optional(),
  access: z.enum(ACCESS_LEVELS).optional(),
  bridgeLetter: bridgeLetterSchema.optional(),
  /** The item's short answer, or null for none. */
  choice: z.enum(ITEM_CHOICES).nullable().optional(),
  /** Connected integrations whose live data the item shows as evidence. */
  integrations: z
    .array(z.enum(INTEGRATION_PROVIDERS))
    .max(INTEGRATION_PROVIDERS.length)
    .transform((providers) => [...new Set(providers)])
    .optional(),
  /** The bullet points shown under the explanation. */
  listEntries: z
    .array(z.string().trim().min(1).max(300, 'Each entry must be at most 300 characters'))
    .max(50, 'At most 50 entries')
    .optional(),
});
export type ItemPatchBody = z.input<typeof itemPatchBodySchema>;

/** A custom item: a title, and optionally the fields its card shows. */
export const createItemBodySchema = z.object({
  title: z.string().trim().min(2, M.titleMin).max(100, M.titleMax),
  type: z.enum(ITEM_TYPE_VALUES, { error: M.typeRequired }).optional(),
  explanation: z.string().trim().max(5000).optional(),
  access: z.enum(ACCESS_LEVELS).default('restricted'),
});
export type CreateItemBody = z.input<typeof createItemBodySchema>;
export const createdItemSchema = z.object({ itemUid: uuid });

/** The item route: field changes, or a move to another card of the same product ({destinationCardId} alone). */
export const itemRouteBodySchema = itemPatchBodySchema.extend({
  destinationCardId: z.uuid({ error: M.moveDestinationRequired }).optional(),
});

export const slugBodySchema = z.object({
  slug: z.string().superRefine((value, context) => {
    const error = slugError(value);
    if (error) context.addIssue({ code: 'custom', message: error });
  }),
});

export const editorFeaturesSchema = z.object({
  allowSectionCustomization: z.boolean(),
  allowReplaceCardIcons: z.boolean(),
  allowItemTitleRenaming: z.boolean(),
  allowCardTitleRenaming: z.boolean(),
  allowRestrictedFileSwitch: z.boolean(),
  allowBridgeLetter: z.boolean(),
});
export type EditorFeatures = z.infer<typeof editorFeaturesSchema>;

export const auditEventSchema = z.object({
  id: uuid,
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditLogResponseSchema = z.object({ events: z.array(auditEventSchema) });
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const itemFileParamsSchema = z.object({
  productId: z.union([uuid, z.literal('default')]),
  itemUid: uuid,
  fileId: uuid,
});
export const linkFileBodySchema = z.object({ fileId: uuid });
