import type { QuestionnaireQuestion, QuestionnaireSummary } from '@trust/shared';
import type { QuestionnaireListRow, QuestionRow } from './queries.js';

const fileRef = (name: string | null, size: number | null, format: string | null) =>
  name && size !== null && format ? { name, size, format } : null;

export function toSummary(row: QuestionnaireListRow): QuestionnaireSummary {
  const q = row.questionnaire;
  return {
    id: q.id,
    account: { id: q.accountId, name: row.accountName },
    submittedBy: { name: q.submittedByName, email: q.submittedByEmail },
    product: { id: q.productId, name: row.productName },
    status: q.status,
    file: fileRef(q.fileName, q.fileSize, q.fileFormat),
    link: q.link,
    note: q.note,
    returnedFile: fileRef(q.returnedName, q.returnedSize, q.returnedFormat),
    questionCount: row.questionCount,
    approvedCount: row.approvedCount,
    createdAt: q.createdAt.toISOString(),
    answeredAt: q.answeredAt?.toISOString() ?? null,
  };
}

export const toQuestion = (row: QuestionRow): QuestionnaireQuestion => ({
  id: row.id,
  sheet: row.sheet,
  row: row.row,
  question: row.question,
  draft: row.draft,
  answer: row.answer,
  choice: row.choice,
  tier: row.tier,
  sources: row.sources,
  approved: row.approved,
});

/** What a questionnaire is called in mail and lists: its file name, or its link. */
export const questionnaireName = (q: { fileName: string | null; link: string | null }) =>
  q.fileName ?? q.link ?? 'questionnaire';
