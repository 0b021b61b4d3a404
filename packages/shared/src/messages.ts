/** Texts shown to users verbatim (visitor spec section 8). */
export const ERROR_MESSAGES = {
  companyNotFound: 'Company not found',
  noAccessTitle: 'No access',
  noAccess: "You don't have access to this page",
  notFound: 'Not found',
  validation: 'The request is not valid.',
  generic: 'Sorry, an error has occurred.',
  unknown: 'Unfortunately, an unknown error has occurred.',
  noProductId: 'No product id',
} as const;

/** Download texts (visitor spec sections 2 and 8, editor spec section 9). */
export const DOWNLOAD_MESSAGES = {
  singleFailedToast: 'Failed to download the document. If the problem persists, please contact support.',
  errorTitle: 'Error downloading',
  errorText: 'Oops, looks like we encountered an error during this download. Try again below.',
  bulkFailedLog: 'Downloading files failed',
  partialFailure: (count: number) => `Failed to download ${count} document(s)`,
  untitled: '(Untitled)',
} as const;
