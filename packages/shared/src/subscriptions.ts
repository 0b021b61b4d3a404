// Subscription constants and texts, apart from updates.ts: only lazy screens use them, so they stay out of the first paint.

/** Where a subscription started (visitor spec section 3). */
export const SUBSCRIBE_SOURCES = [
  'subscribe_button',
  'trust_center_updates_button',
  'direct_link',
  'access_request',
] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'blocked'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
/** Email confirmation outcomes, carried to the portal as ?subscribeStatus= (visitor spec section 3). */
export const SUBSCRIBE_STATUSES = ['confirmed', 'blocked', 'token_invalid'] as const;
export type SubscribeStatus = (typeof SUBSCRIBE_STATUSES)[number];

/** Texts of subscribing and unsubscribing, verbatim (visitor spec sections 2, 5 and 8). */
export const SUBSCRIPTION_MESSAGES = {
  emailInvalid: 'This email is invalid',
  emailRequired: 'Email is required',
  unsubscribeAnyTime: 'You may unsubscribe at any time',
  checkInbox: 'Please check your email inbox to confirm your subscription',
  unknownError: 'Unfortunately, an unknown error has occurred.',
  confirmedTitle: 'Subscription confirmed',
  confirmedText: (org: string, portalTitle: string) =>
    `You will now receive updates from ${org}'s ${portalTitle} via email`,
  failedTitle: 'Subscription failed',
  blockedText: (org: string, portalTitle: string) =>
    `You are blocked from subscribing to updates from ${org}'s ${portalTitle}`,
  blockedAdvice: (supportMailbox: string | null) =>
    supportMailbox
      ? `If you believe this is a mistake, please contact support at ${supportMailbox}.`
      : 'If you believe this is a mistake, please contact support.',
  expiredText: 'Your subscription link expired. Please try to subscribe again.',
  tryAgain: 'Try again',
  unsubscribeTitle: 'Unsubscribe from updates',
  unsubscribeConfirm: (email: string, org: string) =>
    `Stop sending ${org}'s Trust Center updates to ${email}?`,
  unsubscribed: 'You have been unsubscribed to updates',
  unsubscribeFailedTitle: 'Unsubscribe failed',
  unsubscribeFailedText: 'Your unsubscribe link expired',
  unsubscribeFailedAdvice: 'Please contact support',
} as const;

/** How long the links in subscription mail work. */
export const SUBSCRIBE_CONFIRM_TTL = '48h';
export const UNSUBSCRIBE_TOKEN_TTL = '180d';
