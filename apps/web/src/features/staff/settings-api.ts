import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ByoidSecret,
  ByoidSettings,
  AccessSettings,
  AiSettings,
  ScriptsSettings,
  BrandSettings,
  NdaSettings,
  NoticeSettings,
  OrganisationSettings,
  SecurityTxt,
  SigningKeysResponse,
} from '@trust/shared';
import { apiPost, apiSend } from '@/lib/api';
import { apiGet } from '@/lib/api';
import { uploadWithProgress } from '@/lib/upload';

export const useSettings = () =>
  useQuery({ queryKey: ['settings'], queryFn: () => apiGet<OrganisationSettings>('/api/settings') });

interface SettingsPages {
  brand: BrandSettings;
  nda: NdaSettings;
  access: AccessSettings;
  notice: NoticeSettings;
  ai: AiSettings;
  scripts: ScriptsSettings;
  'security-txt': SecurityTxt;
}

/** Every settings change refreshes the settings, the first steps and the staff's own view of the org. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      ['settings', 'checklist', 'staff-me'].map((key) => client.invalidateQueries({ queryKey: [key] })),
    );
}

export function useSaveSettings<P extends keyof SettingsPages>(page: P) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: SettingsPages[P]) => apiSend<void>('PUT', `/api/settings/${page}`, body),
    onSuccess,
  });
}

export function useImageActions() {
  const onSuccess = useRefresh();
  return {
    upload: useMutation({
      mutationFn: ({ kind, file }: { kind: 'logo' | 'favicon'; file: File }) => {
        const form = new FormData();
        form.append('file', file);
        return uploadWithProgress<void>(`/api/settings/images/${kind}`, form, { method: 'PUT' });
      },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (kind: 'logo' | 'favicon') => apiSend<void>('DELETE', `/api/settings/images/${kind}`),
      onSuccess,
    }),
  };
}

export function useDomainActions() {
  const onSuccess = useRefresh();
  return {
    add: useMutation({
      mutationFn: (domain: string) => apiPost<void>('/api/settings/domains', { domain }),
      onSuccess,
    }),
    verify: useMutation({
      mutationFn: (id: string) => apiPost<void>(`/api/settings/domains/${id}/verify`),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiSend<void>('DELETE', `/api/settings/domains/${id}`),
      onSuccess,
    }),
  };
}

export function useNdaDocumentActions() {
  const onSuccess = useRefresh();
  return {
    upload: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return uploadWithProgress<void>('/api/settings/nda/document', form, { method: 'PUT' });
      },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: () => apiSend<void>('DELETE', '/api/settings/nda/document'),
      onSuccess,
    }),
  };
}

export const useSigningKeys = () =>
  useQuery({
    queryKey: ['signing-keys'],
    queryFn: () => apiGet<SigningKeysResponse>('/api/settings/signing-keys'),
  });

export function useRotateSigningKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<SigningKeysResponse>('/api/settings/signing-keys/rotate'),
    onSuccess: (keys) => client.setQueryData(['signing-keys'], keys),
  });
}

export const useByoidSettings = () =>
  useQuery({ queryKey: ['byoid'], queryFn: () => apiGet<ByoidSettings>('/api/settings/byoid') });

export function useByoidActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: ['byoid'] });
  return {
    rotate: useMutation({ mutationFn: () => apiPost<ByoidSecret>('/api/settings/byoid/secret'), onSuccess }),
    disable: useMutation({ mutationFn: () => apiSend<void>('DELETE', '/api/settings/byoid'), onSuccess }),
  };
}
