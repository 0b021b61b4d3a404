/** Section order values (editor spec section 3) and how they become page rows. */
export const SECTION_VALUES = [
  'overview',
  'certifications',
  'overview_and_certifications',
  'trusted_by',
  'subprocessors',
  'documents',
  'cards',
  'knowledge_base',
  'trust_center_updates',
  'help',
] as const;
export type SectionValue = (typeof SECTION_VALUES)[number];
export type Section = Exclude<SectionValue, 'overview_and_certifications'>;

export const DEFAULT_SECTION_ORDER: readonly SectionValue[] = [
  'overview',
  'certifications',
  'trusted_by',
  'subprocessors',
  'documents',
  'cards',
  'knowledge_base',
  'trust_center_updates',
  'help',
];

export const SECTION_LABELS: Record<SectionValue, string> = {
  overview: 'Overview',
  certifications: 'Certifications',
  overview_and_certifications: 'Overview and certifications',
  trusted_by: 'Trusted by',
  subprocessors: 'Subprocessors',
  documents: 'Documents',
  cards: 'Cards',
  knowledge_base: 'Knowledge base',
  trust_center_updates: 'Trust Center updates',
  help: 'Help',
};

/** Overview and certifications become one row where the first of them was (editor spec section 4). */
export function combineOverviewAndCertifications(order: readonly SectionValue[]): SectionValue[] {
  const at = order.findIndex((s) => s === 'overview' || s === 'certifications');
  if (at < 0) return [...order];
  const rest = order.filter((s) => s !== 'overview' && s !== 'certifications');
  return [...rest.slice(0, at), 'overview_and_certifications', ...rest.slice(at)];
}

/** The combined row becomes overview, then certifications, in its place. */
export function separateOverviewAndCertifications(order: readonly SectionValue[]): SectionValue[] {
  return order.flatMap((s) =>
    s === 'overview_and_certifications' ? (['overview', 'certifications'] as const) : [s],
  );
}
