/** Card kinds of the editor specification (section 2), with the constants that hang off each kind. */
export const CARD_KINDS = [
  'overview',
  'documents',
  'certifications',
  'reports',
  'questionnaires',
  'product_features',
  'data_security',
  'application_security',
  'legal',
  'ai',
  'esg',
  'data_privacy',
  'access_control',
  'infrastructure',
  'endpoint_security',
  'network_security',
  'internal_practices',
  'policies',
  'continuous_monitoring',
  'physical_environmental',
  'change_configuration_management',
  'awareness_training',
  'business_continuity',
  'asset_management',
  'risk_management',
  'incident_response',
  'risk_profile',
  'security_grades',
  'trusted_by',
  'subprocessors',
  'customer_data',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export const CARD_DEFAULT_TITLES: Record<CardKind, string> = {
  overview: 'Overview',
  documents: 'Documents',
  certifications: 'Certifications',
  reports: 'Reports',
  questionnaires: 'Questionnaires',
  product_features: 'Product Security',
  data_security: 'Data Security',
  application_security: 'Application Security',
  legal: 'Legal',
  ai: 'AI',
  esg: 'ESG',
  data_privacy: 'Data Privacy',
  access_control: 'Access Control',
  infrastructure: 'Infrastructure',
  endpoint_security: 'Endpoint Security',
  network_security: 'Network Security',
  internal_practices: 'Corporate Security',
  policies: 'Policies',
  continuous_monitoring: 'Continuous Monitoring',
  physical_environmental: 'Physical Security',
  change_configuration_management: 'Change Management',
  awareness_training: 'Security Awareness',
  business_continuity: 'Business Continuity',
  asset_management: 'Asset Management',
  risk_management: 'Risk Management',
  incident_response: 'Incident Response',
  risk_profile: 'Risk Profile',
  security_grades: 'Security Grades',
  trusted_by: 'Trusted By',
  subprocessors: 'Subprocessors',
  customer_data: 'Customer Data',
};

/** Card category ordering weights (editor spec section 9); every other kind weighs 0. */
export const CARD_CATEGORY_WEIGHTS: Partial<Record<CardKind, number>> = {
  reports: 16,
  certifications: 15,
  questionnaires: 14,
  product_features: 13,
  data_security: 12,
  application_security: 11,
  legal: 10,
  ai: 9,
  esg: 8,
  data_privacy: 7,
  access_control: 6,
  infrastructure: 5,
  endpoint_security: 4,
  network_security: 3,
  internal_practices: 2,
  policies: 1,
  documents: -1,
};

export const cardWeight = (kind: CardKind): number => CARD_CATEGORY_WEIGHTS[kind] ?? 0;

/** Kinds that have a row of their own; every other kind goes into the grid of other cards. */
export const ROW_CARD_KINDS = [
  'overview',
  'certifications',
  'trusted_by',
  'subprocessors',
  'documents',
] as const satisfies readonly CardKind[];
export const isGridCard = (kind: CardKind): boolean =>
  !(ROW_CARD_KINDS as readonly CardKind[]).includes(kind);

/** Cards hidden from visitors when they have nothing to show. */
export const HIDDEN_WHEN_EMPTY: readonly CardKind[] = ['documents', 'trusted_by', 'subprocessors'];

export const CARD_ACTIONS = [
  'edit',
  'displayText',
  'hide',
  'editPlaceholder',
  'reorderCardItems',
  'changeIcon',
  'customItems',
] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/** Allowed actions per kind (editor spec section 3, 'Card allowed actions'). */
export function cardAllowedActions(kind: CardKind): CardAction[] {
  switch (kind) {
    case 'subprocessors':
      return ['hide'];
    case 'trusted_by':
      return ['hide', 'edit', 'displayText', 'changeIcon'];
    case 'risk_profile':
      return CARD_ACTIONS.filter((a) => a !== 'editPlaceholder' && a !== 'customItems');
    case 'certifications':
    case 'security_grades':
      return CARD_ACTIONS.filter((a) => a !== 'customItems');
    default:
      return [...CARD_ACTIONS];
  }
}

/** Clicking a card expands it, except the subprocessors card (visitor spec section 4). */
export const isExpandable = (kind: CardKind): boolean => kind !== 'subprocessors';
