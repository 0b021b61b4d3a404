import { z } from 'zod';
import type { PortalCard, PortalItem, SharingMode } from './portal.js';
import { ERROR_MESSAGES } from './messages.js';

/** Visitor spec sections 4, 8 and 9: the search widget's texts and constants. */
export const SEARCH_MESSAGES = {
  idle: 'Start searching above',
  noResults: 'No results found',
  noResultsHint: 'Try using a different search term.',
  searchFailed: 'Failed to retrieve search results. Please try again later.',
  answerFailed: 'Failed to get an answer from the AI. Please try again later.',
  placeholderContent: 'Search content',
  placeholderItems: 'Search items',
  placeholderAi: 'Ask a question',
  generating: 'Generating Answer',
  answer: 'Answer',
  copyResponse: 'Copy response',
  aiUserDisabled:
    'Ask AI will not be available to Account Members until you enable it in your Generative AI settings',
  aiRequiresPaidPlan: 'Ask AI will not be available to Account Members until you upgrade to a paid plan',
  kbEmpty: 'No entries to show',
  kbNoMatch: 'No results match this criteria',
  termTooLong: 'Max 512 characters',
  /** The answer route, asked by a viewer whose AI access level is not Full. */
  aiUnavailable: 'Ask AI is not available to you on this trust center.',
  /** Under an answer: the asker says whether it answered them, for staff's 'Questions asked'. */
  feedbackPrompt: 'Was this answer helpful?',
  feedbackHelpful: 'Helpful',
  feedbackUnhelpful: 'Not helpful',
  feedbackThanks: 'Thanks for letting us know.',
  feedbackFailed: 'Your feedback could not be saved. Please try again.',
  /** The feedback route, for an answer that is not the asker's (another session's, or unknown). */
  feedbackGone: 'This answer can no longer be rated.',
} as const;

export const SEARCH_LIMITS = {
  maxTermLength: 512,
  localFirstPage: 15,
  localPageStep: 10,
  localScrollDelayMs: 500,
  semanticDebounceMs: 500,
  localDebounceMs: 100,
  stalledAfterMs: 300,
  queryEnteredEventMs: 700,
  perGroup: 3,
  skeletonRows: 3,
  tallModalHeight: 467,
  /** A local search is remembered once its term has stood this long (as-you-type prefixes are not). */
  localLogDelayMs: 1500,
  localLogMinLength: 3,
  tallModalAfter: 5,
  /** Server search: matches answered per call. */
  serverMatches: 40,
} as const;

/** Result types (visitor spec section 3) and the group labels they show under. */
export const SEARCH_RESULT_TYPES = [
  'Documents',
  'KnowledgeBase',
  'TrustCenterContent',
  'TrustCenterUpdates',
  'Controls',
  'Facts',
  'Webpage',
] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];
export const SEARCH_GROUP_LABELS: Record<SearchResultType, string> = {
  Documents: 'Documents',
  KnowledgeBase: 'FAQs',
  TrustCenterContent: 'Trust Items',
  TrustCenterUpdates: 'Updates',
  Controls: 'Controls',
  Facts: 'Facts',
  Webpage: 'Webpage',
};

/** Highlighted words in snippets are wrapped in these tags; clients render them as text, never as HTML. */
export const HIGHLIGHT_START = '<mark>';
export const HIGHLIGHT_END = '</mark>';

const term = z
  .string()
  .trim()
  .min(1, 'Enter a search term')
  .max(SEARCH_LIMITS.maxTermLength, SEARCH_MESSAGES.termTooLong);

export const searchRequestSchema = z.object({
  query: z.object({
    term,
    /** A search call needs a product id (visitor spec section 5). */
    filters: z.object(
      {
        products: z.array(z.uuid(), { error: ERROR_MESSAGES.noProductId }).min(1, ERROR_MESSAGES.noProductId),
      },
      { error: ERROR_MESSAGES.noProductId },
    ),
  }),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/**
 * A search the browser ran on its own index (visitors and staff in Main mode), remembered for
 * staff's 'Questions asked'. Only the count comes from the browser: result titles could be anything.
 */
export const localSearchLogSchema = searchRequestSchema.extend({
  resultCount: z.number().int().min(0).max(10_000),
  /**
   * Some result covered every idea of the question: matches of some of its words are shown too, but
   * leave it open for staff. Without it, any result answers.
   */
  answered: z.boolean().optional(),
});
export type LocalSearchLog = z.infer<typeof localSearchLogSchema>;

export const answerRequestSchema = z.object({
  query: z.object({
    term,
    /** An answer call needs a product id (visitor spec section 5). */
    filters: z.object(
      { product: z.uuid({ error: ERROR_MESSAGES.noProductId }) },
      { error: ERROR_MESSAGES.noProductId },
    ),
  }),
});
export type AnswerRequest = z.infer<typeof answerRequestSchema>;

export const searchResultSchema = z.object({
  id: z.string(),
  type: z.enum(SEARCH_RESULT_TYPES),
  source: z.enum(['fuse', 'semantic']),
  title: z.string(),
  subtitle: z.string().nullable(),
  icon: z.string(),
  /** Listed but closed to this viewer: no snippet, opening asks for access. */
  locked: z.boolean().default(false),
  metadata: z.record(z.string(), z.unknown()),
  /** Documents: content[0].value is the matching snippet (highlighted). */
  content: z.array(z.object({ value: z.string() })).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  data: z.object({ result: z.object({ matches: z.array(searchResultSchema) }) }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const answerResponseSchema = z.object({
  data: z.object({
    result: z.object({
      answer: z.string().nullable(),
      sources: z.array(searchResultSchema),
      /** This asking, as 'Questions asked' logs it: what the asker rates the answer by. */
      askingId: z.uuid(),
    }),
  }),
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

/** The asker says whether Ask AI's answer answered them (only the session that asked may). */
export const answerFeedbackSchema = z.object({ askingId: z.uuid(), helpful: z.boolean() });
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;

/** Visitor spec section 4: the Ask AI toggle's state. */
export const AI_ACCESS_LEVELS = ['None', 'UserDisabled', 'RequiresPaidPlan', 'Full'] as const;
export type AiAccessLevel = (typeof AI_ACCESS_LEVELS)[number];

/**
 * GenAI access (visitor spec section 4): None for public and main modes, and in preview unless
 * previewing as an account or profile; RequiresPaidPlan in preview without the plan;
 * UserDisabled when the plan includes Trust Center AI but the admin turned it off; Full needs the
 * plan, the setting, and a data store (the search index) that is set up.
 */
export function aiAccessLevel(input: {
  mode: SharingMode;
  previewingAsAccountOrProfile: boolean;
  planIncludesAi: boolean;
  aiEnabled: boolean;
  dataStoreReady: boolean;
}): AiAccessLevel {
  if (input.mode === 'Public' || input.mode === 'Main') return 'None';
  if (input.mode === 'Preview' && !input.previewingAsAccountOrProfile) return 'None';
  if (!input.planIncludesAi) return input.mode === 'Preview' ? 'RequiresPaidPlan' : 'None';
  if (!input.aiEnabled) return 'UserDisabled';
  return input.dataStoreReady ? 'Full' : 'None';
}

/** Search source (visitor spec section 4): the server's index for members and previews, else local. */
export const usesServerSearch = (mode: SharingMode) => mode === 'AccountExternal' || mode === 'Preview';

/** What a logged question was answered from. */
export const searchLogSourceSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.string(),
  title: z.string(),
});
export type SearchLogSource = z.infer<typeof searchLogSourceSchema>;

/** A trust item as a search result (visitor spec section 3), from the local index or the server's. */
export function trustItemResult(
  item: PortalItem,
  card: Pick<PortalCard, 'id' | 'kind' | 'title'>,
  source: SearchResult['source'],
): SearchResult {
  return {
    id: item.itemUid,
    type: 'TrustCenterContent',
    source,
    title: item.title,
    subtitle: card.title,
    icon: card.kind,
    locked: item.locked,
    metadata: {
      cardTitle: card.title,
      cardId: card.id,
      itemUid: item.itemUid,
      ...(item.explanation ? { explanation: item.explanation } : {}),
    },
  };
}
