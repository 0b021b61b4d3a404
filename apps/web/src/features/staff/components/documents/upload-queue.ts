import { titleFromFileName, UPLOAD_MESSAGES, type DocumentType } from '@trust/shared';

export type AccessChoice = 'default' | 'view_only' | 'view_and_download';

/** One file waiting in the upload screen, with the choices made for it. */
export interface QueuedUpload {
  key: string;
  file: File;
  type: DocumentType | null;
  access: AccessChoice;
  isShared: boolean;
  /** Put it on the documents card as a new item. */
  showOnCard: boolean;
  title: string;
  publicAccess: boolean;
  /** rejected: refused before sending (too large); failed: the server refused it, and it may be retried. */
  status: 'ready' | 'uploading' | 'done' | 'failed' | 'rejected';
  progress: number;
  error: string | null;
}

let counter = 0;

export function queueFile(file: File, maxBytes: number): QueuedUpload {
  const tooLarge = file.size > maxBytes;
  return {
    key: `${Date.now()}-${counter++}`,
    file,
    type: null,
    access: 'default',
    isShared: false,
    showOnCard: true,
    title: titleFromFileName(file.name),
    publicAccess: false,
    status: tooLarge ? 'rejected' : 'ready',
    progress: 0,
    error: tooLarge ? UPLOAD_MESSAGES.tooLarge(maxBytes) : null,
  };
}

/** What must be fixed before a queued file can go: its field errors, in the spec's words. */
export function queuedErrors(entry: QueuedUpload): { type?: string; title?: string } {
  const errors: { type?: string; title?: string } = {};
  if (!entry.type) errors.type = 'Type is required';
  if (entry.showOnCard) {
    const title = entry.title.trim();
    if (title.length < 2) errors.title = 'Must be at least 2 characters';
    else if (title.length > 100) errors.title = 'Must be at most 100 characters';
  }
  return errors;
}

/** The multipart form: the fields first (the server reads them before the file), then the file. */
export function uploadForm(entry: QueuedUpload): FormData {
  const form = new FormData();
  form.append('type', entry.type ?? '');
  form.append('documentAccessType', entry.access);
  form.append('isShared', String(entry.isShared));
  form.append('file', entry.file, entry.file.name);
  return form;
}

/** Files the Upload button sends: new ones, and ones the server refused (to try again). */
export const awaitingUpload = (queue: QueuedUpload[]) =>
  queue.filter((e) => e.status === 'ready' || e.status === 'failed');
