/** Document types: value to display name (editor spec section 3; the contents are ours). */
export const DOCUMENT_TYPES = {
  soc_report: 'SOC report',
  certificate: 'Certificate',
  pen_test: 'Penetration test',
  policy: 'Policy',
  questionnaire: 'Questionnaire',
  dpa: 'Data processing agreement',
  contract: 'Contract',
  insurance: 'Insurance certificate',
  bridge_letter: 'Bridge letter',
  other: 'Other',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_TYPE_VALUES = Object.keys(DOCUMENT_TYPES) as [DocumentType, ...DocumentType[]];
/** The document types as select options. */
export const DOCUMENT_TYPE_OPTIONS = Object.entries(DOCUMENT_TYPES).map(([value, label]) => ({
  value,
  label,
}));

/** What an upload may be, decided from the bytes: documents people read, not programs. */
export const UPLOADABLE_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'text/plain',
  'text/csv',
  'text/markdown',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/zip',
] as const;

export const UPLOAD_MESSAGES = {
  unsupportedType:
    'This file type is not supported. Upload a PDF, an image, a text or Office document, or a zip archive.',
  tooLarge: (maxBytes: number) =>
    `The file is larger than the ${Number((maxBytes / 1048576).toPrecision(2))} MB limit.`,
  noFile: 'Please upload a file to save this item.',
  failed: 'The upload failed. Please try again.',
} as const;

const MAX_NAME_LENGTH = 200;

/**
 * A file name safe to store and to send back in headers: no folders, no control characters, no
 * characters Windows refuses, at most 200 characters with the extension kept.
 */
export function sanitizeFileName(name: string): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned) return 'document';
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length).trimEnd() + extension;
}

/** The title a new item gets from its file: the name without its extension. */
export const titleFromFileName = (name: string) => name.replace(/\.[a-z0-9]{1,8}$/i, '').slice(0, 100);
