import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  CardKind,
  CardPatchBody,
  CreateItemBody,
  ItemPatchBody,
  RiskProfileBody,
  SecurityGradesBody,
  SubprocessorBody,
  TrustedByBody,
} from '@trust/shared';
import { apiPost, apiSend } from '@/lib/api';

const base = '/api/trust-center';

/** The editor's calls; each refreshes the portal view afterwards so the page shows the change. */
export function useEditorCalls(productId: string) {
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: ['portal-view'] }), [client]);
  const then = async <T>(call: Promise<T>) => {
    const result = await call;
    await refresh();
    return result;
  };
  return {
    refresh,
    patchCard: (kind: CardKind, body: CardPatchBody) =>
      then(apiSend('PATCH', `${base}/products/${productId}/cards/${kind}`, body)),
    reorderCards: (cards: CardKind[]) =>
      then(apiSend('PATCH', `${base}/products/${productId}/cards`, { cards })),
    reorderItems: (kind: CardKind, items: string[], featured?: string[]) =>
      then(apiSend('PATCH', `${base}/products/${productId}/cards/${kind}/items`, { items, featured })),
    /** Not refreshed: a card save patches several items, then refreshes once. */
    patchItem: (itemUid: string, body: ItemPatchBody) =>
      apiSend('PATCH', `${base}/products/${productId}/items/${itemUid}`, body),
    moveItem: (itemUid: string, destinationCardId: string) =>
      then(apiSend('PATCH', `${base}/products/${productId}/items/${itemUid}`, { destinationCardId })),
    createItem: (kind: CardKind, body: CreateItemBody) =>
      then(apiPost<{ itemUid: string }>(`${base}/products/${productId}/cards/${kind}/items`, body)),
    deleteItem: (itemUid: string) =>
      then(apiSend('DELETE', `${base}/products/${productId}/items/${itemUid}`)),
    /** Not refreshed: applied as part of a card save. */
    linkFile: (itemUid: string, fileId: string) =>
      apiPost(`${base}/products/${productId}/items/${itemUid}/files`, { fileId }),
    unlinkFile: (itemUid: string, fileId: string) =>
      apiSend('DELETE', `${base}/products/${productId}/items/${itemUid}/files/${fileId}`),
    addSubprocessor: (body: SubprocessorBody) =>
      then(apiPost<{ id: string }>(`${base}/products/${productId}/subprocessors`, body)),
    editSubprocessor: (id: string, body: SubprocessorBody) =>
      then(apiSend('PUT', `${base}/products/${productId}/subprocessors/${id}`, body)),
    removeSubprocessor: (id: string) =>
      then(apiSend('DELETE', `${base}/products/${productId}/subprocessors/${id}`)),
    setTrustedBy: (body: TrustedByBody) =>
      then(apiSend('PUT', `${base}/products/${productId}/trusted-by`, body)),
    saveRiskProfile: (body: RiskProfileBody) =>
      then(apiSend('PUT', `${base}/products/${productId}/risk-profile`, body)),
    saveSecurityGrades: (body: SecurityGradesBody) =>
      then(apiSend('PUT', `${base}/products/${productId}/security-grades`, body)),
    setSlug: (itemUid: string, slug: string) =>
      then(apiSend<{ slug: string }>('PUT', `${base}/items/${itemUid}/slug`, { slug })),
  };
}
