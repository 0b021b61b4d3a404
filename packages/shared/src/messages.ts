/** Texts shown to users verbatim (visitor spec section 8). */
export const ERROR_MESSAGES = {
  companyNotFound: 'Company not found',
  noAccessTitle: 'No access',
  /** A mistyped organisation: no trust centre answers at that address. */
  trustCentreNotFoundTitle: 'Trust centre not found',
  trustCentreNotFound:
    'There is no trust centre at this address. Check the link you were given, or ask the organisation for it.',
  noAccess: "You don't have access to this page",
  notFound: 'Not found',
  validation: 'The request is not valid.',
  generic: 'Sorry, an error has occurred.',
  unknown: 'Unfortunately, an unknown error has occurred.',
  noProductId: 'No product id',
  /** Share is off where the link would not open for others: a preview, a product hidden from visitors. */
  shareLinksDisabled: 'Share links will be disabled until a public portal is published',
  /** Not a spec text: the database is briefly away (503 with Retry-After). */
  unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
} as const;
