import { ApiError } from './api';

/** The file name a Content-Disposition header gives (RFC 6266: filename* first). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = header.match(/filename\*=UTF-8''([^;]+)/i);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      // fall through to the plain name
    }
  }
  return header.match(/filename="([^"]*)"/i)?.[1] ?? null;
}

/** Lets the browser save from a same-origin URL (it streams; nothing is held in the page). */
export function saveFromUrl(url: string, name = '') {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Fetches a file and saves it under the server's name. Unlike a plain link, a failure stays on the
 * page as an error the caller can show, instead of navigating to an error body.
 */
export async function downloadFile(url: string, signal?: AbortSignal): Promise<void> {
  const response = await fetch(url, { signal });
  if (!response.ok)
    throw new ApiError(response.status, 'download_failed', `Download failed with status ${response.status}`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    saveFromUrl(
      objectUrl,
      fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'download',
    );
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
