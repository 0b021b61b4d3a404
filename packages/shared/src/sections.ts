/** Section order values (editor spec section 3) and how they become page rows. */
export const SECTION_VALUES = [
  'overview', 'certifications', 'overview_and_certifications', 'trusted_by', 'subprocessors',
  'documents', 'cards', 'knowledge_base', 'trust_center_updates', 'help',
] as const;
export type SectionValue = (typeof SECTION_VALUES)[number];
export type Section = Exclude<SectionValue, 'overview_and_certifications'>;

export const DEFAULT_SECTION_ORDER: readonly SectionValue[] = [
  'overview', 'certifications', 'trusted_by', 'subprocessors', 'documents', 'cards',
  'knowledge_base', 'trust_center_updates', 'help',
];
