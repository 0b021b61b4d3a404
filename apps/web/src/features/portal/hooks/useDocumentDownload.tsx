import { useCallback, useRef, useState } from 'react';
import { DOWNLOAD_MESSAGES } from '@trust/shared';
import { track } from '../analytics/track';
import { downloadFile } from '@/lib/download';
import { showToast } from '@/lib/toast';
import { DownloadErrorDialog } from '../components/documents/DownloadErrorDialog';

const TOAST_MS = 6000;

/**
 * Downloads one file in the page so a failure can be shown where it happened: the toast and the
 * 'Error downloading' dialog, whose 'Try again' repeats the same download.
 */
export function useDocumentDownload() {
  const [pending, setPending] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
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
    } finally {
      busy.current = false;
      setPending(null);
    }
  }, []);

  const errorDialog = (
    <DownloadErrorDialog
      opened={failedUrl !== null}
      onCancel={() => setFailedUrl(null)}
      onRetry={() => failedUrl && void download(failedUrl)}
    />
  );
  return { download, pending, errorDialog };
}
