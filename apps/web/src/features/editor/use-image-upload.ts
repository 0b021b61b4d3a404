import { useState } from 'react';
import { EDITOR_MESSAGES as M, ICON_MAX_BYTES } from '@trust/shared';
import { ApiError, apiSend } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { uploadWithProgress } from '@/lib/upload';
import { useEditorCalls } from './api';

/**
 * Uploading or removing a portal image saved at once (a certification's or a company's own logo):
 * `url` takes PUT (multipart, field `logo`) and DELETE. A refused file (too large, not an image)
 * is reported as `error`; anything else as a toast. The portal view is refreshed after.
 */
export function useImageUpload(productId: string, url: string, done: { uploaded: string; removed: string }) {
  const calls = useEditorCalls(productId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (call: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      await calls.refresh();
      showToast(success, { hideAfterMs: 4000 });
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 413 || failure.status === 415))
        setError(failure.message);
      else showToast(M.logoFailed, { color: 'red', hideAfterMs: 6000 });
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    error,
    upload(file: File | null) {
      if (!file) return;
      if (file.size > ICON_MAX_BYTES) return setError(M.logoTooLarge);
      const form = new FormData();
      form.append('logo', file, file.name);
      void change(() => uploadWithProgress(url, form, { method: 'PUT' }), done.uploaded);
    },
    remove: () => void change(() => apiSend('DELETE', url), done.removed),
  };
}
