import { z } from 'zod';

/** Knowledge-base access levels: Public to everyone, Private to members with access, Internal to staff. */
export const KB_ACCESS_LEVELS = ['public', 'private', 'internal'] as const;
export type KbAccessLevel = (typeof KB_ACCESS_LEVELS)[number];
export const KB_ACCESS_LABELS: Record<KbAccessLevel, string> = {
  public: 'Public',
  private: 'Private',
  internal: 'Internal',
};

export const KB_SOURCE_TYPES = ['manual', 'questionnaire', 'status page'] as const;
export type KbSourceType = (typeof KB_SOURCE_TYPES)[number];

/** Entries the Knowledge Base card lists before 'View more'. */
export const KB_CARD_ENTRIES = 5;

/** Visitor spec section 9: the knowledge-base dialog's constants. */
export const KB_LIMITS = {
  pageSize: 10,
  /** Hits reachable by paging: 1000 minus the page size. */
  maxTotal: 1000 - 10,
  maxFacetValues: 1000,
  tableHeightOffset: 220,
  minTableHeight: 320,
  resizeDebounceMs: 50,
  questionMax: 1000,
  answerMax: 10_000,
  commentMax: 2000,
} as const;

export const KB_TIME_FILTERS = ['1d', '7d', '1m', '1y', 'all'] as const;
export type KbTimeFilter = (typeof KB_TIME_FILTERS)[number];
export const KB_TIME_LABELS: Record<KbTimeFilter, string> = {
  '1d': '1 day',
  '7d': '7 days',
  '1m': '1 month',
  '1y': '1 year',
  all: 'All time',
};

/** The visitors' knowledge-base query: the work of the spec's hosted search client, in one route. */
export const kbQuerySchema = z.object({
  query: z.string().trim().max(512, 'Max 512 characters').default(''),
  page: z.number().int().min(0).max(99).default(0),
  hitsPerPage: z.number().int().min(1).max(100).default(KB_LIMITS.pageSize),
  productId: z.uuid(),
  filters: z
    .object({
      access: z.array(z.enum(KB_ACCESS_LEVELS)).optional(),
      productIds: z.array(z.uuid()).optional(),
      sources: z.array(z.enum(KB_SOURCE_TYPES)).optional(),
      time: z.enum(KB_TIME_FILTERS).default('all'),
    })
    .default({ time: 'all' }),
  /** A deep link: just this entry, if the viewer may see it. */
  objectID: z.uuid().optional(),
});
export type KbQuery = z.infer<typeof kbQuerySchema>;
export type KbQueryInput = z.input<typeof kbQuerySchema>;

/** One entry as the knowledge-base dialog shows it (visitor spec section 3). */
export const kbHitSchema = z.object({
  objectID: z.uuid(),
  source_type: z.enum(KB_SOURCE_TYPES),
  source_subtype: z.string().nullable(),
  source_name: z.string().nullable(),
  favorite_public: z.boolean(),
  content: z.string(),
  answer: z.string(),
  comment: z.string().nullable(),
  access_level: z.enum(KB_ACCESS_LEVELS),
  product_ids: z.array(z.uuid()),
  date_timestamp: z.number().int(),
  customer_modified_timestamp: z.number().int(),
  /** With the matched words in <mark> tags; present when a query was given. */
  _highlightResult: z.object({ content: z.string(), answer: z.string() }).optional(),
});
export type KbHit = z.infer<typeof kbHitSchema>;

const facetCounts = z.record(z.string(), z.number().int());
export const kbQueryResponseSchema = z.object({
  hits: z.array(kbHitSchema),
  nbHits: z.number().int(),
  page: z.number().int(),
  nbPages: z.number().int(),
  hitsPerPage: z.number().int(),
  facets: z.object({ access_level: facetCounts, product_ids: facetCounts, source_type: facetCounts }),
});
export type KbQueryResponse = z.infer<typeof kbQueryResponseSchema>;

/** Staff: one entry as written in /app. */
export const kbEntryInputSchema = z.object({
  question: z.string().trim().min(1, 'Enter the question').max(KB_LIMITS.questionMax),
  answer: z.string().trim().min(1, 'Enter the answer').max(KB_LIMITS.answerMax),
  comment: z
    .string()
    .trim()
    .max(KB_LIMITS.commentMax)
    .nullish()
    .transform((v) => v || null),
  accessLevel: z.enum(KB_ACCESS_LEVELS).default('public'),
  productIds: z.array(z.uuid()).default([]),
  favorite: z.boolean().default(false),
});
export type KbEntryInput = z.input<typeof kbEntryInputSchema>;
export type KbEntryValues = z.output<typeof kbEntryInputSchema>;

export const staffKbEntrySchema = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  comment: z.string().nullable(),
  accessLevel: z.enum(KB_ACCESS_LEVELS),
  productIds: z.array(z.uuid()),
  favorite: z.boolean(),
  sourceType: z.enum(KB_SOURCE_TYPES),
  /** What it came from, when not typed in by hand: the questionnaire it answered. */
  sourceName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Another entry asks nearly the same question but answers differently. */
  conflictsWith: z.array(z.object({ id: z.uuid(), question: z.string() })),
  /** When searched: the question and answer with the words that matched in <mark> tags. */
  highlight: z.object({ question: z.string(), answer: z.string() }).optional(),
});
export type StaffKbEntry = z.infer<typeof staffKbEntrySchema>;

export const staffKbListQuerySchema = z.object({
  q: z.string().trim().max(512).optional(),
  access: z.enum(KB_ACCESS_LEVELS).optional(),
  productId: z.uuid().optional(),
  flagged: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** One entry by its id (an answer's source on 'Questions asked'): none if it is gone. */
  id: z.uuid().optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(5000).default(25),
});
export type StaffKbListQuery = z.input<typeof staffKbListQuerySchema>;
export type StaffKbListParams = z.output<typeof staffKbListQuerySchema>;

export const staffKbListSchema = z.object({
  entries: z.array(staffKbEntrySchema),
  total: z.number().int(),
  /** The search as it was read where a word of it was a typo ('pentset' as 'pentest'); null otherwise. */
  readAs: z.string().nullable(),
  /** Entries of the organisation flagged for review (near-duplicate questions, different answers). */
  flaggedTotal: z.number().int(),
  /**
   * The entries changed since the flags were worked out, and they are being worked out again (a
   * large knowledge base's first check takes a while): the list is worth asking for again shortly.
   */
  reviewPending: z.boolean(),
});
export type StaffKbList = z.infer<typeof staffKbListSchema>;

/** Entries that may already answer a question being written: staff see them before adding another. */
export const kbSimilarQuerySchema = z.object({
  question: z.string().trim().min(1).max(KB_LIMITS.questionMax),
  /** An entry being edited, which is not similar to itself. */
  except: z.uuid().optional(),
});
export type KbSimilarQuery = z.input<typeof kbSimilarQuerySchema>;

export const kbSimilarSchema = z.object({
  entries: z.array(
    staffKbEntrySchema
      .pick({ id: true, question: true, answer: true, accessLevel: true })
      .extend({ highlightedQuestion: z.string() }),
  ),
});
export type KbSimilar = z.infer<typeof kbSimilarSchema>;

/** CSV import: the rows as parsed in the browser; all are written or none. */
export const KB_CSV_COLUMNS = ['question', 'answer', 'comment', 'access_level'] as const;
export const kbImportSchema = z.object({
  rows: z.array(kbEntryInputSchema).min(1, 'The file has no rows').max(5000, 'At most 5,000 rows at once'),
});
export type KbImport = z.input<typeof kbImportSchema>;

/** Parses one CSV row (header names lower-cased) into an entry, or the reasons it cannot be one. */
export function parseKbCsvRow(
  row: Record<string, string | undefined>,
): { ok: true; entry: KbEntryValues } | { ok: false; errors: string[] } {
  const access = (row.access_level ?? '').trim().toLowerCase();
  const parsed = kbEntryInputSchema.safeParse({
    question: row.question ?? '',
    answer: row.answer ?? '',
    comment: row.comment ?? null,
    accessLevel: access === '' ? undefined : access,
  });
  if (parsed.success) return { ok: true, entry: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) =>
      issue.path[0] === 'accessLevel' ? 'Access level must be public, private or internal' : issue.message,
    ),
  };
}

/** Staff: 'Questions asked', every server search and Ask AI question of visitors. */
export const askedQuestionSchema = z.object({
  id: z.uuid(),
  term: z.string(),
  mode: z.enum(['search', 'ai']),
  viewerKind: z.enum(['visitor', 'member', 'preview', 'staff']),
  answered: z.boolean(),
  resultCount: z.number().int(),
  sources: z.array(z.object({ type: z.string(), id: z.string(), title: z.string() })),
  productId: z.uuid().nullable(),
  /** The entry staff wrote from it. */
  kbEntryId: z.uuid().nullable(),
  createdAt: z.string(),
  /**
   * Grouped by question: how often it was asked (its other fields are of the latest asking) and
   * who asked it. One asking: 1 and its own asker.
   */
  timesAsked: z.number().int(),
  /** Grouped: up to 3 other wordings of the question, latest first ('Is 2FA supported?' for 'Do you support MFA?'). */
  otherWordings: z.array(z.string()),
  askedBy: z.array(z.enum(['visitor', 'member', 'preview', 'staff'])),
  /** When staff dismissed it; null while it is open. */
  dismissedAt: z.string().nullable(),
  /** Ask AI: how many askings' answers the askers marked helpful, and not helpful (grouped: of every asking). */
  markedHelpful: z.number().int(),
  markedUnhelpful: z.number().int(),
  /**
   * The latest rating of its answer, null if none: false (not helpful) puts the question with
   * those nothing answered, until a later asker finds the answer helpful.
   */
  latestHelpful: z.boolean().nullable(),
});
export type AskedQuestion = z.infer<typeof askedQuestionSchema>;

export const askedQuestionsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  /**
   * One row per question (the same ideas however worded: synonyms, word forms, case, spacing,
   * punctuation and word order aside, in the same mode) instead of one per asking.
   */
  grouped: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  /** The questions staff dismissed instead of the open ones. */
  dismissed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
});
export type AskedQuestionsQuery = z.infer<typeof askedQuestionsQuerySchema>;
/** 'Questions asked' as CSV: every question (or asking) of the view, not a page of them. */
export const askedQuestionsExportQuerySchema = askedQuestionsQuerySchema.pick({
  grouped: true,
  dismissed: true,
});
export type AskedQuestionsExportQuery = z.infer<typeof askedQuestionsExportQuerySchema>;
export const askedQuestionsSchema = z.object({
  questions: z.array(askedQuestionSchema),
  total: z.number().int(),
  unanswered: z.number().int(),
  /** Answered, but the latest rating of the answer was not helpful: a gap as much as no answer. */
  markedUnhelpful: z.number().int(),
});
export type AskedQuestions = z.infer<typeof askedQuestionsSchema>;

/** Dismissing a question (nothing to add to the knowledge base), or restoring it. */
export const dismissQuestionBodySchema = z.object({ dismissed: z.boolean() });
export type DismissQuestionBody = z.infer<typeof dismissQuestionBodySchema>;

/**
 * An entry that answered a question, corrected from the question: the entry is saved and the
 * question links to it, as to an entry written from it.
 */
export const answerCorrectionSchema = z.object({ entryId: z.uuid(), entry: kbEntryInputSchema });
export type AnswerCorrection = z.infer<typeof answerCorrectionSchema>;

export const kbEntryParamsSchema = z.object({ id: z.uuid() });
export const kbImportResultSchema = z.object({ created: z.number().int() });

/** Entries changed at once from the staff list: those chosen on a page, at most this many. */
export const KB_BULK_MAX = 500;
export const kbBulkChangeSchema = z.object({
  ids: z
    .array(z.uuid())
    .min(1, 'Choose at least one entry')
    .max(KB_BULK_MAX, `At most ${KB_BULK_MAX} entries at once`),
  change: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('access'), accessLevel: z.enum(KB_ACCESS_LEVELS) }),
    z.object({ kind: z.literal('delete') }),
  ]),
});
export type KbBulkChange = z.input<typeof kbBulkChangeSchema>;
export const kbBulkResultSchema = z.object({ changed: z.number().int() });
