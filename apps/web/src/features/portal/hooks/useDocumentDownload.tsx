import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { DOWNLOAD_MESSAGES } from '@trust/shared';
import { track } from '../analytics/track';
import { downloadFile } from '@/lib/download';
import { showToast } from '@/lib/toast';

const TOAST_MS = 6000;
/** Loaded the first time a download fails: most visits never need it. */
const DownloadErrorDialog = lazy(() =>
  import('../components/documents/DownloadErrorDialog').then((m) => ({ default: m.DownloadErrorDialog })),
);

/**
 * Downloads one file in the page so a failure can be shown where it happened: the toast and the
 * 'Error downloading' dialog, whose 'Try again' repeats the same download.
 */
export function useDocumentDownload() {
  const [pending, setPending] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // Kept mounted once shown, so that closing it animates and hands focus back.
  const [everFailed, setEverFailed] = useState(false);
  const busy = useRef(false);

  const download = useCallback(async (url: string) => {
    if (busy.current) return;
    busy.current = true;
    setPending(url);
    setFailedUrl(null);
    track('file_engaged', { file: /\/files\/([0-9a-f-]{36})/.exec(url)?.[1] ?? null, how: 'download' });
    try {
      await downloadFile(url);
    } catch (error) {
      console.error(error);
      showToast(DOWNLOAD_MESSAGES.singleFailedToast, { color: 'red', hideAfterMs: TOAST_MS });
      setFailedUrl(url);
      setEverFailed(true);
    } finally {
      busy.current = false;
      setPending(null);
    }
  }, []);

  const errorDialog = everFailed && (
    <Suspense fallback={null}>
      <DownloadErrorDialog
        opened={failedUrl !== null}
        onCancel={() => setFailedUrl(null)}
        onRetry={() => failedUrl && void download(failedUrl)}
      />
    </Suspense>
  );
  return { download, pending, errorDialog };
}
