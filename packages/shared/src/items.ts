/** Item enumerations shared by the portal and the editor. */
export const ENABLED_STATES = ['enabled', 'work_in_progress', 'not_enabled'] as const;
export type EnabledState = (typeof ENABLED_STATES)[number];

export const MATURITY_LEVELS = ['initial', 'developing', 'defined', 'managed', 'optimised'] as const;
export type Maturity = (typeof MATURITY_LEVELS)[number];
export const MATURITY_LABELS: Record<Maturity, string> = {
  initial: 'Initial',
  developing: 'Developing',
  defined: 'Defined',
  managed: 'Managed',
  optimised: 'Optimised',
};

export const RECURRENCES = [
  'none',
  'continuous',
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'semi_annually',
  'annually',
] as const;
export type Recurrence = (typeof RECURRENCES)[number];
export const RECURRENCE_LABELS: Record<Recurrence, string> = {
  none: 'No recurrence',
  continuous: 'Continuous',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  semi_annually: 'Semi-annually',
  annually: 'Annually',
};

/** An item's short answer to the question its title asks ('Encryption at rest': Yes). */
export const ITEM_CHOICES = ['yes', 'partial', 'no', 'not_applicable'] as const;
export type ItemChoice = (typeof ITEM_CHOICES)[number];
export const ITEM_CHOICE_LABELS: Record<ItemChoice, string> = {
  yes: 'Yes',
  partial: 'Partially',
  no: 'No',
  not_applicable: 'Not applicable',
};

/** Item types: a fixed list with titles; 'other' is the catch-all. */
export const ITEM_TYPES = {
  soc_1: 'SOC 1 Type II',
  soc_2_type_1: 'SOC 2 Type I',
  soc_2_type_2: 'SOC 2 Type II',
  soc_3: 'SOC 3',
  iso_27001: 'ISO 27001',
  iso_27017: 'ISO 27017',
  iso_27018: 'ISO 27018',
  iso_27701: 'ISO 27701',
  iso_42001: 'ISO 42001',
  pci_dss: 'PCI DSS',
  hipaa: 'HIPAA',
  gdpr: 'GDPR',
  ccpa: 'CCPA',
  csa_star: 'CSA STAR',
  fedramp: 'FedRAMP',
  tisax: 'TISAX',
  cyber_essentials: 'Cyber Essentials',
  pen_test: 'Penetration Test',
  policy: 'Policy',
  questionnaire: 'Questionnaire',
  dpa: 'Data Processing Agreement',
  responsible_disclosure: 'Responsible Disclosure',
  status_monitoring: 'Status Monitoring',
  subprocessors: 'Subprocessors',
  security_scorecard: 'Security Scorecard',
  control: 'Control',
  other: 'Other',
} as const;
export type ItemType = keyof typeof ITEM_TYPES;
export const ITEM_TYPE_VALUES = Object.keys(ITEM_TYPES) as [ItemType, ...ItemType[]];

/** Report types that may carry a bridge letter. */
export const BRIDGE_LETTER_TYPES = ['SOC 1', 'SOC 2'] as const;
export type BridgeLetterType = (typeof BRIDGE_LETTER_TYPES)[number];

export const ACCESS_LEVELS = ['public', 'restricted', 'hidden'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
