/** Texts of the company picker, the subprocessor dialogs and the trusted-by form (editor spec 2, 5). */
export const COMPANY_MESSAGES = {
  required: 'This field is required',
  justUse: (typed: string) => `Just use: "${typed}"`,
  noCompanies: "You haven't selected any companies yet",
  addSubprocessor: 'Add subprocessor',
  editSubprocessor: 'Edit subprocessor',
  deleteSubprocessor: 'Delete subprocessor',
  deleteSubprocessorText: (name: string) => `"${name}" will be removed from the subprocessors list.`,
  subprocessorAdded: 'Subprocessor added',
  subprocessorUpdated: 'Subprocessor updated',
  subprocessorDeleted: 'Subprocessor removed',
  trustedByUpdated: 'Companies updated',
  noticeTopic: 'Subprocessor change',
  notifySubscribers: 'Notify subscribers (publish a Subprocessor change update)',
  objectionDays: 'Days to object',
  objectionRecorded: 'Your objection has been recorded.',
  objectionClosed: 'The objection period for this change has ended.',
  objectionDuplicate: 'You have already objected to this change.',
  objectionSignIn: 'Sign in as a member of a customer account to object.',
  objectionReasonRequired: 'Please give a reason for your objection.',
  invalidUrl: 'Please enter a valid URL.',
  logoRequired: 'Choose a logo to upload.',
  logoUploaded: 'Logo uploaded',
  logoRemoved: 'Logo removed',
} as const;

/** The picker searches after typing stops for this long (editor spec section 7). */
export const COMPANY_SEARCH_DEBOUNCE_MS = 200;
/** 'Just use' shows once the typed text is longer than 1 character. */
export const JUST_USE_MIN_LENGTH = 2;
/** Logo sizes: 25 px in the picker, 30 px in tables and stacks (at most 5), 56 px trusted-by icons. */
export const COMPANY_LOGO_SIZES = { picker: 25, row: 30, trustedBy: 56, stacked: 5 } as const;

/** Subscribers have this long to object to an announced change unless the editor sets another. */
export const DEFAULT_OBJECTION_DAYS = 30;
