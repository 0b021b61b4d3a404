// Download texts, apart from messages.ts: only lazy screens use them, so they stay out of the first paint.

/** Download texts (visitor spec sections 2 and 8, editor spec section 9). */
export const DOWNLOAD_MESSAGES = {
  singleFailedToast: 'Failed to download the document. If the problem persists, please contact support.',
  errorTitle: 'Error downloading',
  errorText: 'Oops, looks like we encountered an error during this download. Try again below.',
  bulkFailedLog: 'Downloading files failed',
  partialFailure: (count: number) => `Failed to download ${count} document(s)`,
  untitled: '(Untitled)',
} as const;
