import { z } from 'zod';

/**
 * Security questionnaires (visitor spec sections 2, 4, 6): a member hands in their own
 * questionnaire (a file or a link); staff map it, draft answers from the knowledge base, approve
 * them and return the answered file, which the member downloads from their account menu.
 */
export const QUESTIONNAIRE_STATUSES = ['received', 'in_progress', 'answered'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];
export const QUESTIONNAIRE_STATUS_LABELS: Record<QuestionnaireStatus, string> = {
  received: 'Received',
  in_progress: 'In progress',
  answered: 'Answered',
};

/** How sure a drafted answer is: an approved answer to the same question, a close match, or a guess. */
export const CONFIDENCE_TIERS = ['exact', 'close', 'needs_review'] as const;
export type ConfidenceTier = (typeof CONFIDENCE_TIERS)[number];
export const CONFIDENCE_LABELS: Record<ConfidenceTier, string> = {
  exact: 'Exact approved answer',
  close: 'Close match',
  needs_review: 'Needs review',
};

/** Types a questionnaire may be, decided from the file's bytes. */
export const QUESTIONNAIRE_CONTENT_TYPES = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/pdf': 'pdf',
} as const;
export type QuestionnaireFormat =
  (typeof QUESTIONNAIRE_CONTENT_TYPES)[keyof typeof QUESTIONNAIRE_CONTENT_TYPES];
/** The content type each format is sent with. */
export const QUESTIONNAIRE_FORMAT_TYPES = Object.fromEntries(
  Object.entries(QUESTIONNAIRE_CONTENT_TYPES).map(([type, format]) => [format, type]),
) as Record<QuestionnaireFormat, string>;
/** The format of a content type sniffed from a file's bytes; null when no questionnaire is of that type. */
export const questionnaireFormatOf = (contentType: string): QuestionnaireFormat | null =>
  (QUESTIONNAIRE_CONTENT_TYPES as Record<string, QuestionnaireFormat>)[contentType] ?? null;
/** Formats whose questions are found and answered in place; the others are answered by hand. */
export const TABULAR_FORMATS: readonly QuestionnaireFormat[] = ['xlsx', 'csv'];
export const QUESTIONNAIRE_ACCEPT = '.xlsx,.xls,.csv,.docx,.pdf';
/** More than a SIG Core asks; beyond this a sheet is not one questionnaire. */
export const QUESTIONNAIRE_MAX_QUESTIONS = 2000;

export const QUESTIONNAIRE_MESSAGES = {
  button: 'Submit a questionnaire',
  noticeTitle: 'Before you submit a questionnaire',
  notice: (org: string) =>
    `${org} answers security questionnaires by hand, from the same sources as this page. Please allow up to five business days. Much of what questionnaires ask is already answered here: search this page first.`,
  continue: 'Continue',
  cancel: 'Cancel',
  chooseTitle: 'Submit a questionnaire',
  uploadFile: 'Upload a file',
  provideLink: 'Provide a link',
  fileLabel: 'Questionnaire file',
  fileHelp: 'Excel (.xlsx, .xls), CSV, Word (.docx) or PDF',
  linkLabel: 'Link to the questionnaire',
  linkHelp: 'A link to your questionnaire in your own tool, starting with https://',
  noteLabel: 'Anything we should know (optional)',
  submit: 'Submit',
  back: 'Back',
  submitted: 'Questionnaire submitted successfully',
  hearBack: (org: string) => `You will hear back from ${org}.`,
  viewUnder: 'You can view it under "Questionnaires"',
  close: 'Close',
  menuItem: 'Questionnaires',
  listTitle: 'Your questionnaires',
  listEmpty: 'Your account has not submitted a questionnaire yet.',
  download: 'Download the answered file',
  fileRequired: 'Choose a file to upload.',
  fileType: 'Upload an Excel, CSV, Word or PDF file.',
  linkInvalid: 'Enter a link that starts with https://',
  notAllowed: 'Questionnaires can be submitted only by account members, when the organisation accepts them.',
  loginRequired: 'Sign in to submit a questionnaire.',
  mappingInvalid: 'The sheet, question column and answer column must be different columns of one sheet.',
  noQuestions: 'No questions were found with this mapping. Check the sheet and the question column.',
  notTabular:
    'Questions are found only in Excel (.xlsx) and CSV files. Answer this one by hand and return the file.',
  notMapped: 'Confirm the column mapping first.',
  returnFileRequired: 'Attach the answered file: this questionnaire cannot be filled in automatically.',
  returned: 'The answered questionnaire was sent to the member.',
  savedToKb: (n: number) =>
    n === 1 ? '1 answer saved to the knowledge base.' : `${n} answers saved to the knowledge base.`,
  unparseable: 'This file could not be read as a spreadsheet.',
  tooManyQuestions: `This mapping finds more than ${QUESTIONNAIRE_MAX_QUESTIONS.toLocaleString('en-US')} questions. Check the sheet and the question column.`,
} as const;

/** Column letters as a spreadsheet shows them: 1 is A, 27 is AA. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

export const questionnaireParamsSchema = z.object({ id: z.uuid() });
export const questionnaireQuestionParamsSchema = z.object({ id: z.uuid(), questionId: z.uuid() });

/** `POST {base}/questionnaires/link`: a questionnaire that lives in the member's own tool. */
export const questionnaireLinkBodySchema = z.object({
  productId: z.uuid(),
  link: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https$/, error: QUESTIONNAIRE_MESSAGES.linkInvalid }))
    .pipe(z.string().max(2000)),
  note: z.string().trim().max(2000).default(''),
});
export type QuestionnaireLinkBody = z.input<typeof questionnaireLinkBodySchema>;

/** The text fields of `POST {base}/questionnaires/file` (multipart, before the file). */
export const questionnaireFileFieldsSchema = z.object({
  productId: z.uuid(),
  note: z.string().trim().max(2000).default(''),
});

/** Where the questions sit: columns and rows count from 1, as in a spreadsheet. */
export const questionnaireMappingSchema = z
  .object({
    sheet: z.string().min(1).max(200),
    headerRow: z.number().int().min(1).max(10_000),
    questionColumn: z.number().int().min(1).max(200),
    answerColumn: z.number().int().min(1).max(200),
    /** Where the explanation goes when the answer column takes only a choice (Yes, No, N/A). */
    commentColumn: z.number().int().min(1).max(200).nullable().default(null),
  })
  .refine(
    (m) =>
      m.questionColumn !== m.answerColumn &&
      m.commentColumn !== m.questionColumn &&
      m.commentColumn !== m.answerColumn,
    { error: QUESTIONNAIRE_MESSAGES.mappingInvalid, path: ['answerColumn'] },
  );
export type QuestionnaireMapping = z.infer<typeof questionnaireMappingSchema>;
export type QuestionnaireMappingInput = z.input<typeof questionnaireMappingSchema>;

/** A sheet as staff see it while mapping: its name, its first rows, and its columns' headers. */
export const questionnaireSheetSchema = z.object({
  name: z.string(),
  rowCount: z.number().int(),
  preview: z.array(z.array(z.string())),
});

export const questionnaireSourceSchema = z.object({
  type: z.enum(['kb', 'document']),
  id: z.string(),
  title: z.string(),
});
export type QuestionnaireSource = z.infer<typeof questionnaireSourceSchema>;

export const questionnaireQuestionSchema = z.object({
  id: z.uuid(),
  sheet: z.string(),
  row: z.number().int(),
  question: z.string(),
  /** What the knowledge base suggested; kept apart from the edited answer. */
  draft: z.string().nullable(),
  answer: z.string(),
  /** The choice for a dropdown answer column (Yes, No, N/A), when the sheet has one. */
  choice: z.string().nullable(),
  tier: z.enum(CONFIDENCE_TIERS),
  sources: z.array(questionnaireSourceSchema),
  approved: z.boolean(),
});
export type QuestionnaireQuestion = z.infer<typeof questionnaireQuestionSchema>;

export const questionnaireQuestionUpdateSchema = z.object({
  answer: z.string().trim().max(10_000),
  choice: z.string().trim().max(100).nullable().default(null),
  approved: z.boolean(),
});
export type QuestionnaireQuestionUpdate = z.input<typeof questionnaireQuestionUpdateSchema>;

const fileRefSchema = z.object({ name: z.string(), size: z.number().int(), format: z.string() });

export const questionnaireSummarySchema = z.object({
  id: z.uuid(),
  account: z.object({ id: z.uuid(), name: z.string() }),
  submittedBy: z.object({ name: z.string(), email: z.string() }),
  product: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  file: fileRefSchema.nullable(),
  link: z.string().nullable(),
  note: z.string(),
  returnedFile: fileRefSchema.nullable(),
  questionCount: z.number().int(),
  approvedCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;
export const questionnaireListSchema = z.object({ questionnaires: z.array(questionnaireSummarySchema) });
export type QuestionnaireList = z.infer<typeof questionnaireListSchema>;

export const questionnaireDetailSchema = z.object({
  questionnaire: questionnaireSummarySchema,
  /** Tabular files: the sheets to map, and the mapping (guessed until staff confirm it). */
  sheets: z.array(questionnaireSheetSchema),
  mapping: questionnaireMappingSchema.nullable(),
  mappingConfirmed: z.boolean(),
  /** The choices of the answer column's dropdown, when it has one. */
  choices: z.array(z.string()),
  questions: z.array(questionnaireQuestionSchema),
});
export type QuestionnaireDetail = z.infer<typeof questionnaireDetailSchema>;

export const questionnaireReturnFieldsSchema = z.object({
  format: z.enum(['original', 'csv']).default('original'),
  message: z.string().trim().max(2000).default(''),
});
export type QuestionnaireReturnFields = z.input<typeof questionnaireReturnFieldsSchema>;

export const questionnaireExportQuerySchema = z.object({
  format: z.enum(['original', 'csv']).default('original'),
});

export const questionnaireSaveToKbBodySchema = z.object({
  questionIds: z.array(z.uuid()).min(1).max(1000),
});
export const questionnaireSaveToKbResultSchema = z.object({ saved: z.number().int() });
