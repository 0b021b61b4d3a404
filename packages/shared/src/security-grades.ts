import { z } from 'zod';

/** The security-grade providers (editor spec section 3). */
export const GRADE_PROVIDERS = [
  'BitSight',
  'BlackKite',
  'Cis',
  'CryptCheck',
  'CyberVadis',
  'MDN Observatory',
  'HSTS Preload List',
  'ImmuniWeb',
  'Qualys',
  'SecurityHeaders',
  'SecurityScorecard',
  'UpGuard',
  'RiskRecon',
] as const;
export type GradeProvider = (typeof GRADE_PROVIDERS)[number];

export const GRADE_MESSAGES = {
  required: 'This field is required.',
  invalidGrade: 'Invalid grade.',
  domainStyle: 'Enter the domain only, without www. or http/s (for example acme.com).',
  getGrade: 'Click on "Get Grade" button.',
  gettingGrade: 'Getting grade…',
  urlPrefix: (prefix: string) => `The URL must be a report on ${prefix}`,
  sscBadDomain: 'Domain is invalid. Please try a different name.',
  sscBadNetwork: 'Server error. Please try again.',
  sscNotCalculated: 'Your company does not have a score yet. Please try again later',
} as const;

export const SSC_ERROR_CODES = ['bad_domain', 'bad_network', 'scorecard_not_calculated'] as const;
export type SscErrorCode = (typeof SSC_ERROR_CODES)[number];
export const SSC_ERROR_MESSAGES: Record<SscErrorCode, string> = {
  bad_domain: GRADE_MESSAGES.sscBadDomain,
  bad_network: GRADE_MESSAGES.sscBadNetwork,
  scorecard_not_calculated: GRADE_MESSAGES.sscNotCalculated,
};

type Colour = 'green' | 'yellow' | 'red';

interface ProviderRule {
  /** A report link on the provider's own site, required (the grade is then optional). */
  urlPrefix?: string;
  /** Security Scorecard: a bare domain; the grade comes from 'Get Grade'. */
  domain?: true;
  /** Accepted grades, and the message for any other. */
  grade: (grade: string) => boolean;
  gradeHelp: string;
  colour: (grade: string) => Colour | null;
}

const number = (grade: string) => (/^\d+(\.\d+)?$/.test(grade) ? Number(grade) : NaN);
const between = (low: number, high: number) => (grade: string) => {
  const n = number(grade);
  return Number.isInteger(n) && n >= low && n <= high;
};
const letters = (pattern: RegExp) => (grade: string) => pattern.test(grade);
const byThresholds =
  (green: number, yellow: number) =>
  (grade: string): Colour | null => {
    const n = number(grade);
    if (Number.isNaN(n)) return null;
    return n >= green ? 'green' : n >= yellow ? 'yellow' : 'red';
  };
const byLetter =
  (table: Record<Colour, string>) =>
  (grade: string): Colour | null => {
    const letter = grade.trim().charAt(0).toUpperCase();
    for (const colour of ['green', 'yellow', 'red'] as const)
      if (table[colour].includes(letter)) return colour;
    return null;
  };
/** Letter-grade providers: A green, B/C yellow, F/T/G red (editor spec section 9). */
const letterGrade = byLetter({ green: 'A', yellow: 'BC', red: 'DEFTG' });
const letterRule = (urlPrefix: string): ProviderRule => ({
  urlPrefix,
  grade: letters(/^([A-F][+-]?|T|M)$/),
  gradeHelp: 'A letter grade such as A+, A or B',
  colour: letterGrade,
});

export const GRADE_PROVIDER_RULES: Record<GradeProvider, ProviderRule> = {
  BitSight: {
    grade: between(300, 820),
    gradeHelp: 'A rating from 300 to 820',
    colour: byThresholds(646, 473),
  },
  BlackKite: {
    grade: letters(/^(A\+|[A-D][+-]?|F)$/),
    gradeHelp: 'A letter from A+ to F',
    colour: byLetter({ green: 'AB', yellow: 'C', red: 'DF' }),
  },
  Cis: {
    grade: between(1, 5),
    gradeHelp: 'A level from 1 to 5',
    colour: (grade) => {
      const n = number(grade);
      return n === 5 ? 'green' : n === 4 || n === 3 ? 'yellow' : n === 2 || n === 1 ? 'red' : null;
    },
  },
  CryptCheck: letterRule('https://cryptcheck.fr/'),
  CyberVadis: {
    grade: between(0, 1000),
    gradeHelp: 'A score from 0 to 1000',
    colour: byThresholds(666, 333),
  },
  'MDN Observatory': {
    ...letterRule('https://developer.mozilla.org/en-US/observatory/'),
    colour: byLetter({ green: 'ABM', yellow: 'CI', red: 'DFO' }),
  },
  'HSTS Preload List': { ...letterRule('https://hstspreload.org/'), gradeHelp: 'Optional' },
  ImmuniWeb: letterRule('https://www.immuniweb.com/'),
  Qualys: letterRule('https://www.ssllabs.com/'),
  SecurityHeaders: letterRule('https://securityheaders.com/'),
  SecurityScorecard: {
    domain: true,
    grade: letters(/^[A-F]$/),
    gradeHelp: 'Read from Security Scorecard',
    colour: letterGrade,
  },
  UpGuard: {
    grade: (grade) => between(0, 950)(grade) || letters(/^[A-E]$/)(grade),
    gradeHelp: 'A score from 0 to 950, or a letter from A to E',
    colour: (grade) =>
      /^[A-E]$/.test(grade)
        ? byLetter({ green: 'AB', yellow: 'C', red: 'DE' })(grade)
        : byThresholds(601, 401)(grade),
  },
  RiskRecon: {
    grade: (grade) => /^(10(\.0)?|\d(\.\d)?)$/.test(grade) || letters(/^[A-F]$/)(grade),
    gradeHelp: 'A rating from 0 to 10 (one decimal), or a letter from A to F',
    colour: (grade) =>
      /^[A-F]$/.test(grade)
        ? byLetter({ green: 'AB', yellow: 'C', red: 'DEF' })(grade)
        : byThresholds(8, 7)(grade),
  },
};

/** The colour a grade shows in (editor spec section 9), or null when it has none. */
export const gradeColour = (provider: GradeProvider, grade: string | null) =>
  grade ? GRADE_PROVIDER_RULES[provider].colour(grade) : null;

/** A bare host: letters, digits and hyphens in dot-separated labels, no www., no scheme. */
const DOMAIN = /^(?!www\.)(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*\.[a-z]{2,63}$/i;

export const gradeEntryInputSchema = z
  .object({
    provider: z.enum(GRADE_PROVIDERS, { error: GRADE_MESSAGES.required }),
    label: z.string().trim().min(1, GRADE_MESSAGES.required).max(100, 'Must be at most 100 characters'),
    description: z
      .string()
      .trim()
      .max(500, 'Must be at most 500 characters')
      .nullable()
      .optional()
      .transform((v) => v || null),
    grade: z
      .string()
      .trim()
      .max(10)
      .nullable()
      .optional()
      .transform((v) => v || null),
    /** A report link, or for Security Scorecard the domain. */
    url: z
      .string()
      .trim()
      .max(2000)
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((entry, context) => {
    const rule = GRADE_PROVIDER_RULES[entry.provider];
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (rule.domain) {
      if (!entry.url) issue('url', GRADE_MESSAGES.required);
      else if (!DOMAIN.test(entry.url)) issue('url', GRADE_MESSAGES.domainStyle);
      if (!entry.grade) issue('grade', GRADE_MESSAGES.getGrade);
      else if (!rule.grade(entry.grade)) issue('grade', GRADE_MESSAGES.invalidGrade);
      return;
    }
    if (rule.urlPrefix) {
      if (!entry.url) issue('url', GRADE_MESSAGES.required);
      else if (!entry.url.startsWith(rule.urlPrefix)) issue('url', GRADE_MESSAGES.urlPrefix(rule.urlPrefix));
    } else if (!entry.grade) issue('grade', GRADE_MESSAGES.required);
    if (entry.grade && !rule.grade(entry.grade)) issue('grade', GRADE_MESSAGES.invalidGrade);
  });
export type GradeEntryInput = z.input<typeof gradeEntryInputSchema>;

export const securityGradesBodySchema = z.object({
  entries: z.array(gradeEntryInputSchema).max(50, 'At most 50 grades'),
});
export type SecurityGradesBody = z.input<typeof securityGradesBodySchema>;

export const gradeEntrySchema = z.object({
  id: z.uuid(),
  provider: z.enum(GRADE_PROVIDERS),
  label: z.string(),
  description: z.string().nullable(),
  grade: z.string().nullable(),
  url: z.string().nullable(),
  colour: z.enum(['green', 'yellow', 'red']).nullable(),
});
export type GradeEntry = z.infer<typeof gradeEntrySchema>;

/** Security Scorecard first (its special priority), then the editor's order. */
export function sortGradeEntries<T extends { provider: GradeProvider }>(entries: T[]): T[] {
  return [
    ...entries.filter((e) => e.provider === 'SecurityScorecard'),
    ...entries.filter((e) => e.provider !== 'SecurityScorecard'),
  ];
}

export const sscParamsSchema = z.object({ domain: z.string().max(253) });
export const sscGradeSchema = z.object({ grade: z.string() });
