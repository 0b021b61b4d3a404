import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireLinkBody, QuestionnaireList, QuestionnaireSummary } from '@trust/shared';
import { apiGet, apiPost } from '@/lib/api';
import { uploadWithProgress } from '@/lib/upload';

const base = (org: string) => `/api/share/${encodeURIComponent(org)}/questionnaires`;
const key = (org: string) => ['questionnaires', org];

/** The signed-in member's account's questionnaires, newest first. */
export function useMyQuestionnaires(org: string, enabled: boolean) {
  return useQuery({
    queryKey: key(org),
    queryFn: ({ signal }) => apiGet<QuestionnaireList>(base(org), { signal }).then((r) => r.questionnaires),
    enabled,
  });
}

export type QuestionnaireSubmission =
  | { kind: 'file'; productId: string; file: File; note: string }
  | { kind: 'link'; productId: string; link: string; note: string };

export function useSubmitQuestionnaire(org: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (submission: QuestionnaireSubmission) => {
      if (submission.kind === 'link')
        return apiPost<QuestionnaireSummary>(`${base(org)}/link`, {
          productId: submission.productId,
          link: submission.link,
          note: submission.note,
        } satisfies QuestionnaireLinkBody);
      // The fields before the file, as the server reads them.
      const form = new FormData();
      form.append('productId', submission.productId);
      form.append('note', submission.note);
      form.append('file', submission.file);
      return uploadWithProgress<QuestionnaireSummary>(`${base(org)}/file`, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: key(org) }),
  });
}

export const answeredFileUrl = (org: string, id: string) => `${base(org)}/${id}/answered`;
