import { isGridCard, type CardKind } from './cards.js';

/** Texts of the editor, verbatim (editor spec sections 5, 6 and 8). */
export const EDITOR_MESSAGES = {
  titleMin: 'Must be at least 2 characters',
  titleMax: 'Must be at most 100 characters',
  /** A card's name is shorter than an item's title (editor spec sections 5 and 9: 'another bound is 2-50'). */
  cardTitleMax: 'Must be at most 50 characters',
  cardTitleRequired: 'Card name is required',
  cardTitleTooltip: 'Limit titles to 1-3 words so they are easy to read',
  typeRequired: 'Select an item type to save this item',
  invalidUrl: 'Please enter a valid URL.',
  invalidExpiry: 'Invalid expiration date',
  displayTextHelp: 'Must be at least 4 characters, or leave empty for default.',
  displayTextGridMax: 'Max 24 characters',
  placeholderMax: 'Placeholder text cannot exceed 1000 characters',
  placeholderUpdated: 'Placeholder text updated',
  upgrade: 'Upgrade your plan to unlock this feature',
  saveError: 'Save error',
  cardHidden: 'Card hidden in Trust Center',
  cardShown: 'Card shown in Trust Center',
  cardsOrderUpdated: (slug: string) => `Updated card order for ${slug} product`,
  cardsOrderFailed: (slug: string) => `Failed to update cards order for ${slug} product`,
  itemsOrderUpdated: (card: string) => `Updated ${card} card item's order`,
  itemsOrderFailed: (card: string) => `Failed to update ${card} card item's order`,
  slugInUse: (title: string | null) => `This URL slug is already in use by item: ${title ?? 'Unknown'}`,
  slugTooLong: 'URL slug must be less than 100 characters',
  slugInvalid: 'Invalid url slug, only lowercase letters, numbers and hyphens are allowed',
  customUrlCreated: (title: string) => `Successfully created custom URL for ${title}`,
  customUrlFailed: 'Failed to create custom URL',
  discardTitle: 'Discard changes?',
  discardText: 'You have unsaved changes. They will be lost if you leave.',
  accessPublic: 'This item is accessible to everyone.',
  accessRestricted:
    'Shown to everyone, but only accounts whose Permission Profile includes it get its documents; others can request access.',
  accessHidden: 'Inaccessible except to accounts whose Permission Profile includes it.',
  hideUnlessGranted: 'Hide unless access granted',
  publicAccessTag: 'Public Access',
  moveDestinationRequired: 'Choose a card to move this item to',
  moved: (title: string, card: string) => `Successfully moved ${title} to ${card}`,
  moveFailed: 'Failed to move item to another card',
  deleteTitle: 'Delete item',
  deleteText: (title: string) => `"${title}" will be removed from the Trust Center. This cannot be undone.`,
  deleteErrorTitle: 'Delete Error',
  deleteErrorText: (title: string) =>
    `There was an unexpected error while deleting ${title}. Please try again.`,
  logoVariantMismatch: 'This logo does not belong to the item type.',
  logoRequired: 'Custom logo is required',
  logoHint: 'png, jpeg or svg, max 1MB',
  logoTooLarge: 'The logo must be at most 1 MB.',
  logoWrongType: 'The logo must be a png, jpeg or svg image.',
  logoOnlyCertifications: 'Only certifications have logos.',
  logoUploaded: 'Logo uploaded',
  logoRemoved: 'Uploaded logo removed; the built-in mark is back',
  logoFailed: 'Failed to change the logo',
  iconRequired: 'Custom icon is required',
  iconHint: '20px x 20px, png, jpeg or svg, max 1MB',
  iconSaved: 'Card icon saved. The icon may take a few minutes to appear',
  iconReset: 'Card icon reset to default',
  iconFailed: 'Failed to change card icon',
  iconTooLarge: 'The icon must be at most 1 MB.',
  iconTooSmall: 'The icon must be at least 20 x 20 pixels.',
  iconWrongType: 'The icon must be a png, jpeg or svg image.',
  fileRequired: 'Please upload a file to save this item.',
  linkedPending: 'Linked (pending)',
  unlinkedPending: 'Unlinked (pending)',
  saveToLink: 'Save to link',
  saveToUnlink: 'Save to unlink',
  letterContentRequired: 'Letter content is required',
  signerNameRequired: 'Signer name is required',
  signerTitleRequired: 'Signer title is required',
  reuseWarning: (card: string) =>
    `An item with this title already exists on the ${card} card. Consider reusing it instead of creating a new one.`,
} as const;

/** Cards an item may not be moved to (editor spec section 5), besides its own. */
export const MOVE_EXCLUDED_KINDS: readonly CardKind[] = [
  'overview',
  'documents',
  'certifications',
  'trusted_by',
  'subprocessors',
  'customer_data',
  'risk_profile',
];

/** Fields an item may show and edit, beyond title, enabled state and access level. */
export const ITEM_FIELDS = [
  'type',
  'maturity',
  'recurrence',
  'explanation',
  'href',
  'expiry',
  'auditor',
  'logoVariant',
  'file',
  'bridgeLetter',
  'listEntries',
  'choice',
  'integrations',
] as const;
export type ItemField = (typeof ITEM_FIELDS)[number];

const CONTROL_FIELDS: ItemField[] = [
  'choice',
  'maturity',
  'recurrence',
  'explanation',
  'listEntries',
  'href',
  'integrations',
];

/**
 * Which fields each card kind's items show (editor spec section 3 leaves the lists to us): reports
 * carry a file, type, auditor, expiry, recurrence and (SOC reports) a bridge letter; certifications
 * an expiry, auditor and logo (a built-in mark of the type, or its auditor's variant); documents a
 * file and type; the control-style cards a short answer (choice), maturity, recurrence, an
 * explanation and a link, and may show a connected integration's live data as evidence.
 */
export function itemFields(kind: CardKind): readonly ItemField[] {
  switch (kind) {
    case 'reports':
      return ['type', 'auditor', 'expiry', 'recurrence', 'explanation', 'file', 'bridgeLetter'];
    case 'certifications':
      return ['type', 'auditor', 'logoVariant', 'expiry', 'explanation', 'href'];
    case 'documents':
    case 'questionnaires':
      return ['type', 'explanation', 'file'];
    case 'policies':
      return ['type', 'recurrence', 'explanation', 'href', 'file'];
    case 'data_privacy':
    case 'legal':
      return ['type', 'choice', 'explanation', 'href', 'file'];
    case 'overview':
    case 'trusted_by':
    case 'subprocessors':
    case 'security_grades':
    case 'risk_profile':
      return [];
    default:
      return CONTROL_FIELDS;
  }
}

/** Bridge letters belong to SOC 1 and SOC 2 reports. */
export const SOC_REPORT_TYPES = ['soc_1', 'soc_2_type_1', 'soc_2_type_2'] as const;

const PRIVATE_HOST =
  /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.0\.0\.0|\[?::1\]?$|\[?f[cd][0-9a-f]{2}:)/i;

/** Empty, or an http, https or ftp URL that does not point at a private address. */
export function isAllowedLink(value: string): boolean {
  if (!value) return true;
  try {
    const url = new URL(value);
    return (
      ['http:', 'https:', 'ftp:'].includes(url.protocol) &&
      Boolean(url.hostname) &&
      !PRIVATE_HOST.test(url.hostname)
    );
  } catch {
    return false;
  }
}

export const ICON_MAX_BYTES = 1024 * 1024;
export const ICON_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

export const SLUG_MAX_LENGTH = 99;
const SLUG = /^[a-z0-9-]+$/;

/** The slug's error in the spec's words, or null when it is valid. */
export function slugError(slug: string): string | null {
  if (slug.length > SLUG_MAX_LENGTH) return 'URL slug must be less than 100 characters';
  if (!SLUG.test(slug)) return 'Invalid url slug, only lowercase letters, numbers and hyphens are allowed';
  return null;
}

/** The default slug: the title lowercased with hyphens, if that is valid, else 'item'. */
export function defaultSlug(title: string): string {
  const candidate = title.trim().toLowerCase().replace(/\s+/g, '-');
  return slugError(candidate) === null ? candidate : 'item';
}

/**
 * Display text is 4 to 100 characters everywhere (the schema checks that). The spec also gives a
 * 24-character limit without saying where; we apply it to the grid's cards, three to a row, whose
 * display text sits on one short line under the title. Full-width rows keep 100.
 */
export function displayTextMax(kind: CardKind): number {
  return isGridCard(kind) ? 24 : 100;
}

export function displayTextKindError(kind: CardKind, text: string | null | undefined): string | null {
  const max = displayTextMax(kind);
  if (!text || text.trim().length <= max) return null;
  return max === 24 ? EDITOR_MESSAGES.displayTextGridMax : `Must be at most ${max} characters`;
}
