import type { AskedQuestion } from './knowledge-base.js';

/** Who asked, as 'Questions asked' names them. */
export const ASKED_BY_LABELS: Record<AskedQuestion['viewerKind'], string> = {
  visitor: 'Visitor',
  member: 'Member',
  preview: 'Staff preview',
  staff: 'Staff',
};

export const askedModeLabel = (question: Pick<AskedQuestion, 'mode'>) =>
  question.mode === 'ai' ? 'Ask AI' : 'Search';

export const askedByLabel = (question: Pick<AskedQuestion, 'askedBy'>) =>
  question.askedBy.map((kind) => ASKED_BY_LABELS[kind]).join(', ');

/** What a question found: 'Answered', 'No answer', '3 results', '2 partial matches: …', 'No results'. */
export function askedFinding(question: Pick<AskedQuestion, 'answered' | 'mode' | 'resultCount'>): string {
  const count = question.resultCount;
  if (question.answered)
    return question.mode === 'ai' ? 'Answered' : `${count} ${count === 1 ? 'result' : 'results'}`;
  if (question.mode === 'ai') return 'No answer';
  return count > 0
    ? `${count} partial ${count === 1 ? 'match' : 'matches'}: not every word found`
    : 'No results';
}

/** How askers rated Ask AI's answer: 'Marked not helpful twice · helpful once'; null if never. */
export function askedRatings({
  markedHelpful,
  markedUnhelpful,
}: Pick<AskedQuestion, 'markedHelpful' | 'markedUnhelpful'>): string | null {
  const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
  const parts = [
    markedUnhelpful > 0 ? `not helpful ${times(markedUnhelpful)}` : null,
    markedHelpful > 0 ? `helpful ${times(markedHelpful)}` : null,
  ].filter((part) => part !== null);
  return parts.length ? `Marked ${parts.join(' · ')}` : null;
}
