import {
  itemFields,
  itemPatchBodySchema,
  type AccessLevel,
  type BridgeLetterDraft,
  type EnabledState,
  type IntegrationProvider,
  type ItemPatchBody,
  type PortalItem,
  type CardKind,
} from '@trust/shared';

/** An item as the edit form holds it: strings for inputs, '' for empty. */
export interface ItemFormValues {
  enabledState: EnabledState;
  title: string;
  type: string;
  maturity: string;
  recurrence: string;
  explanation: string;
  /** One entry per line. */
  listEntries: string;
  /** '' for no answer. */
  choice: string;
  integrations: IntegrationProvider[];
  href: string;
  expiry: string;
  auditor: string;
  /** '' follows the auditor; otherwise 'standard' or an audit firm. */
  logoVariant: string;
  access: AccessLevel;
  /** Null: the item has no letter and none is being written. */
  bridgeLetter: BridgeLetterDraft | null;
}

export function toFormValues(item: PortalItem): ItemFormValues {
  return {
    enabledState: item.enabledState,
    title: item.title,
    type: item.type ?? '',
    maturity: item.maturity ?? '',
    recurrence: item.recurrence ?? '',
    explanation: item.explanation ?? '',
    listEntries: item.listEntries.join('\n'),
    choice: item.choice ?? '',
    integrations: item.integrations,
    href: item.href ?? '',
    expiry: item.expiry ?? '',
    auditor: item.auditor ?? '',
    logoVariant: item.logoVariant ?? '',
    access: item.publicAccess ? 'public' : item.hidden ? 'hidden' : 'restricted',
    bridgeLetter: item.bridgeLetterDraft,
  };
}

/** What the save sends: only the fields that changed and that this kind of item has. */
export function changedFields(kind: CardKind, before: ItemFormValues, after: ItemFormValues): ItemPatchBody {
  const fields = itemFields(kind);
  const body: ItemPatchBody = {};
  const nullable = (v: string) => (v.trim() ? v.trim() : null);
  if (after.enabledState !== before.enabledState) body.enabledState = after.enabledState;
  if (after.title.trim() !== before.title) body.title = after.title.trim();
  if (after.access !== before.access) body.access = after.access;
  if (fields.includes('type') && after.type !== before.type)
    body.type = (nullable(after.type) as ItemPatchBody['type']) ?? null;
  if (fields.includes('maturity') && after.maturity !== before.maturity)
    body.maturity = nullable(after.maturity) as ItemPatchBody['maturity'];
  if (fields.includes('recurrence') && after.recurrence !== before.recurrence)
    body.recurrence = nullable(after.recurrence) as ItemPatchBody['recurrence'];
  if (fields.includes('explanation') && after.explanation !== before.explanation)
    body.explanation = nullable(after.explanation);
  if (fields.includes('listEntries') && after.listEntries !== before.listEntries)
    body.listEntries = after.listEntries
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  if (fields.includes('choice') && after.choice !== before.choice)
    body.choice = nullable(after.choice) as ItemPatchBody['choice'];
  if (
    fields.includes('integrations') &&
    [...after.integrations].sort().join() !== [...before.integrations].sort().join()
  )
    body.integrations = after.integrations;
  if (fields.includes('href') && after.href !== before.href) body.href = after.href.trim();
  if (fields.includes('expiry') && after.expiry !== before.expiry) body.expiry = after.expiry.trim();
  if (fields.includes('auditor') && after.auditor !== before.auditor) body.auditor = nullable(after.auditor);
  if (fields.includes('logoVariant') && after.logoVariant !== before.logoVariant)
    body.logoVariant = (nullable(after.logoVariant) as ItemPatchBody['logoVariant']) ?? null;
  if (
    fields.includes('bridgeLetter') &&
    after.bridgeLetter &&
    JSON.stringify(after.bridgeLetter) !== JSON.stringify(before.bridgeLetter)
  )
    body.bridgeLetter = after.bridgeLetter;
  return body;
}

/** The shared schema's messages, by field, for a change about to be sent. */
export function validationErrors(body: ItemPatchBody): Record<string, string> {
  const parsed = itemPatchBodySchema.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}
