/** Access workflow constants and texts shown verbatim (visitor spec sections 5 and 8). */
export const RELATIONSHIPS = [
  'customer',
  'prospective_customer',
  'vendor',
  'partner',
  'regulator/auditor',
  'researcher',
  'other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  customer: 'Customer',
  prospective_customer: 'Prospective customer',
  vendor: 'Vendor',
  partner: 'Partner',
  'regulator/auditor': 'Regulator / Auditor',
  researcher: 'Researcher',
  other: 'Other',
};

export const ACCESS_REQUEST_TIMEOUT_MS = 120_000;
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
export const MEMBER_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const NAME_MAX_LENGTH = 100;
/** The optional 'reason' of an access request. */
export const REASON_MAX_LENGTH = 1000;
/** Letters of any script, digits, spaces and the punctuation names and companies use. */
export const NAME_PATTERN = /^[\p{L}\p{M}\p{N} .,'&()\-/]+$/u;

export const ACCESS_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyNameRequired: 'Company name is required',
  namePattern: "Only letters, numbers, spaces and . , ' & ( ) - / are allowed",
  nameTooLong: `Must be at most ${NAME_MAX_LENGTH} characters`,
  reasonTooLong: `Must be at most ${REASON_MAX_LENGTH.toLocaleString('en')} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'This email is invalid',
  loginEmailRequired: 'You must provide an email.',
  workEmail: 'Please use your work email.',
  agree: 'You must agree to the terms',
  fieldRequired: 'This field is required',
  contactEmail: 'Please enter a valid email',
  contactHint: "Enter your contact's email within this organization",
  productsRequired: 'Please select at least one product',
  unknown: 'Unfortunately, an unknown error has occurred.',
  signInFailed: 'The email or password is incorrect.',
} as const;

/** Codes the request endpoint answers with (section 8) besides success. */
export const ACCESS_REQUEST_ERROR_CODES = [
  'pending_request',
  'account_already_exists',
  'access_expired',
  'request_declined',
  'request_declined_blocked_domain',
  'request_declined_third_party',
  'request_access_auto_declined',
  'request_approved',
  'not_work_email',
  'unique_violation',
] as const;
export type AccessRequestErrorCode = (typeof ACCESS_REQUEST_ERROR_CODES)[number];

/** Codes the login endpoint answers with (section 8). */
export const LOGIN_ERROR_CODES = [
  'AccessExpired',
  'PendingRequest',
  'RequestDeclined',
  'RequestDeclinedThirdParty',
  'RequestDeclinedAuto',
  'RequestDeclinedBlockedDomain',
  'EmailNotRecognised',
  'NotWorkEmail',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/** Invite colleagues (visitor spec sections 5 and 8). */
export const INVITE_MESSAGES = {
  required: 'Required',
  invalid: (value: string) => `"${value}" is not a valid email`,
  duplicate: (value: string) => `"${value}" has already been added`,
  failureTitle: 'Problem inviting your colleagues',
  failureText:
    'There was an issue inviting your colleagues. Please try again, or contact us if the problem persists.',
} as const;
export const INVITE_MAX_EMAILS = 20;
export const INVITE_TOKEN_PURPOSE = 'invite';

/** Asking for more time after access expired (visitor spec sections 3 and 8). */
export const EXTEND_ACCESS_RESULTS = ['success', 'already-has-access', 'already-requested', 'error'] as const;
export type ExtendAccessResult = (typeof EXTEND_ACCESS_RESULTS)[number];
export const EXTEND_ACCESS_MESSAGES: Record<Exclude<ExtendAccessResult, 'success'>, string> = {
  'already-has-access': 'You already have access.',
  'already-requested': 'You have already requested access to this account.',
  error: 'An error occurred, please try again.',
};

export const NDA_MESSAGES = {
  downloadFailed: 'Failed to download NDA. Please contact support.',
  reminder: 'Accept the NDA to open restricted documents.',
} as const;
export const NDA_REMINDER_MS = 20_000;
export const NDA_FAILURE_TOAST_MS = 10_000;
