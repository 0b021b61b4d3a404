import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  QuestionnaireDetail,
  QuestionnaireList,
  QuestionnaireMappingInput,
  QuestionnaireQuestion,
  QuestionnaireQuestionUpdate,
  QuestionnaireReturnFields,
  QuestionnaireSummary,
} from '@trust/shared';
import { apiGet, apiPost, apiSend } from '@/lib/api';
import { uploadWithProgress } from '@/lib/upload';

const LIST = ['questionnaires'];
const detailKey = (id: string) => [...LIST, id];
export const questionnaireUrl = (id: string) => `/api/questionnaires/${id}`;

export function useQuestionnaires() {
  return useQuery({ queryKey: LIST, queryFn: () => apiGet<QuestionnaireList>('/api/questionnaires') });
}

export function useQuestionnaire(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: () => apiGet<QuestionnaireDetail>(questionnaireUrl(id)),
  });
}

/** The mutations of one questionnaire; each refreshes what it changed. */
export function useQuestionnaireActions(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: LIST });
  const setDetail = (detail: QuestionnaireDetail) => {
    client.setQueryData(detailKey(id), detail);
    void client.invalidateQueries({ queryKey: LIST, exact: true });
  };
  return {
    map: useMutation({
      mutationFn: (mapping: QuestionnaireMappingInput) =>
        apiSend<QuestionnaireDetail>('PUT', `${questionnaireUrl(id)}/mapping`, mapping),
      onSuccess: setDetail,
    }),
    update: useMutation({
      mutationFn: ({ questionId, ...body }: QuestionnaireQuestionUpdate & { questionId: string }) =>
        apiSend<QuestionnaireQuestion>('PUT', `${questionnaireUrl(id)}/questions/${questionId}`, body),
      onSuccess: (question) =>
        client.setQueryData<QuestionnaireDetail>(
          detailKey(id),
          (detail) =>
            detail && {
              ...detail,
              questions: detail.questions.map((q) => (q.id === question.id ? question : q)),
            },
        ),
    }),
    returnAnswers: useMutation({
      mutationFn: (body: QuestionnaireReturnFields) =>
        apiPost<QuestionnaireSummary>(`${questionnaireUrl(id)}/return`, body),
      onSuccess: refresh,
    }),
    returnFile: useMutation({
      mutationFn: ({ file, message }: { file: File; message: string }) => {
        const form = new FormData();
        form.append('message', message);
        form.append('file', file);
        return uploadWithProgress<QuestionnaireSummary>(`${questionnaireUrl(id)}/return-file`, form);
      },
      onSuccess: refresh,
    }),
    saveToKb: useMutation({
      mutationFn: (questionIds: string[]) =>
        apiPost<{ saved: number }>(`${questionnaireUrl(id)}/save-to-kb`, { questionIds }),
      onSuccess: () => client.invalidateQueries({ queryKey: ['kb'] }),
    }),
  };
}
