/** The risk profile's questions, in the order they show (editor spec section 3). */
export const RISK_QUESTIONS = [
  'DataAccess',
  'Impact',
  'RecoveryTime',
  'RecoveryPoint',
  'CriticalDependence',
  'TpDependence',
  'Hosting',
] as const;
export type RiskQuestion = (typeof RISK_QUESTIONS)[number];

export const RISK_QUESTION_LABELS: Record<RiskQuestion, { title: string; help: string }> = {
  DataAccess: { title: 'Data access', help: 'The most sensitive customer data the product can reach.' },
  Impact: { title: 'Impact', help: 'The impact on customers if the product were compromised.' },
  RecoveryTime: { title: 'Recovery time', help: 'How soon service is restored after a disaster (RTO).' },
  RecoveryPoint: { title: 'Recovery point', help: 'How much recent data could be lost in a disaster (RPO).' },
  CriticalDependence: {
    title: 'Critical dependence',
    help: "Whether customers' critical operations depend on the product.",
  },
  TpDependence: {
    title: 'Third-party dependence',
    help: 'Whether the product relies on third parties to run.',
  },
  Hosting: { title: 'Hosting', help: 'Where the product runs.' },
};

const RECOVERY_CHOICES = {
  immediate: 'Immediate',
  hours_24_48: '24-48 hours',
  hours_48_72: '48-72 hours',
  days_4_7: '4-7 days',
};
const YES_NO = { yes: 'Yes', no: 'No' };

/** Each question's answer set, value to label; recovery questions also take a custom `{unit}_{number}`. */
export const RISK_ANSWERS: Record<RiskQuestion, Record<string, string>> = {
  DataAccess: { public: 'Public', internal: 'Internal', restricted: 'Restricted' },
  Impact: { low: 'Low', moderate: 'Moderate', substantial: 'Substantial', severe: 'Severe' },
  RecoveryTime: RECOVERY_CHOICES,
  RecoveryPoint: RECOVERY_CHOICES,
  CriticalDependence: YES_NO,
  TpDependence: YES_NO,
  Hosting: { major_cloud: 'Major cloud provider', on_premise: 'On premise', combination: 'Combination' },
};

export const RECOVERY_UNITS = ['minutes', 'hours', 'days'] as const;
export type RecoveryUnit = (typeof RECOVERY_UNITS)[number];
/** Custom recovery time: 0-99 minutes, hours or days; the form starts at 12 hours. */
export const CUSTOM_RECOVERY = { min: 0, max: 99, defaultNumber: 12, defaultUnit: 'hours' as RecoveryUnit };
export const NO_ANSWER_LABEL = 'No Answer';

const CUSTOM_PATTERN = /^(minutes|hours|days)_(\d{1,2})$/;

/** The custom recovery answer's parts, or null when the answer is not a custom one. */
export function parseCustomRecovery(answer: string): { unit: RecoveryUnit; number: number } | null {
  const match = CUSTOM_PATTERN.exec(answer);
  return match ? { unit: match[1] as RecoveryUnit, number: Number(match[2]) } : null;
}

export const customRecoveryAnswer = (number: number, unit: RecoveryUnit) => `${unit}_${number}`;

export function isValidRiskAnswer(question: RiskQuestion, answer: string): boolean {
  if (answer in RISK_ANSWERS[question]) return true;
  const custom = (question === 'RecoveryTime' || question === 'RecoveryPoint') && parseCustomRecovery(answer);
  return Boolean(custom && custom.number >= CUSTOM_RECOVERY.min && custom.number <= CUSTOM_RECOVERY.max);
}

/** How an answer reads: its label, or '12 hours' for a custom recovery answer. */
export function riskAnswerLabel(question: RiskQuestion, answer: string): string {
  const label = RISK_ANSWERS[question][answer];
  if (label) return label;
  const custom = parseCustomRecovery(answer);
  if (!custom) return answer;
  const unit = custom.number === 1 ? custom.unit.slice(0, -1) : custom.unit;
  return `${custom.number} ${unit}`;
}
