import { ERROR_MESSAGES, type ErrorEnvelope } from '@trust/shared';
import { ApiError } from './api';

/**
 * Sends a form (POST, or PUT for routes that replace) with upload progress (fetch cannot report
 * it), answering like the other API calls: the parsed JSON, or an ApiError carrying the envelope.
 */
interface UploadOptions {
  method?: 'POST' | 'PUT';
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  { method = 'POST', onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.response as T);
      const envelope = xhr.response as ErrorEnvelope | null;
      reject(
        new ApiError(
          xhr.status,
          envelope?.error?.code ?? 'unknown',
          envelope?.error?.message ?? ERROR_MESSAGES.generic,
          envelope?.error?.fields,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', ERROR_MESSAGES.unknown));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
