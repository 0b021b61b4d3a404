import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DOCUMENT_TYPE_MESSAGES as T } from '@trust/shared';
import { apiSend } from '@/lib/api';

/**
 * The document type picker's state (editor spec section 6): a type is required ('Type is
 * required'); saving sets it on every named document and refreshes the library.
 */
export function useDocumentTypeChange(documentIds: string[]) {
  const client = useQueryClient();
  const [type, setType] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const choose = (value: string | null) => {
    setType(value);
    setError(null);
  };
  /** True once saved; false when nothing was chosen or the server refused (`error` says which). */
  const save = async (): Promise<boolean> => {
    if (!type) {
      setError(T.required);
      return false;
    }
    setSaving(true);
    try {
      await apiSend('PATCH', '/api/documents', { documentIds, updates: { type } });
      await client.invalidateQueries({ queryKey: ['documents'] });
      return true;
    } catch {
      setError(T.failed);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { type, choose, error, saving, save };
}
