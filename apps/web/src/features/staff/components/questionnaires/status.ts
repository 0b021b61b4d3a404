import type { ConfidenceTier, QuestionnaireStatus } from '@trust/shared';

export const STATUS_COLORS: Record<QuestionnaireStatus, string> = {
  received: 'gray',
  in_progress: 'blue',
  answered: 'teal',
};

export const TIER_COLORS: Record<ConfidenceTier, string> = {
  exact: 'teal',
  close: 'blue',
  needs_review: 'orange',
};
