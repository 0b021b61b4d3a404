import { z } from 'zod';

/**
 * Bring your own identity: an organisation's own app signs a short-lived token (HS256, with the
 * secret made under Settings › Access) and sends its signed-in customer to
 * `/byoid/{org}/welcome?token=…` (or the portal with `?byoidJwt=…`), who lands signed in.
 */
export const BYOID_MESSAGES = {
  signingIn: 'Signing you in…',
  invalid: 'This sign-in link is invalid or has expired. Ask for a new one, or sign in with your email.',
  off: 'Signing in from your own app is off.',
} as const;

/** A token may live at most this long (from iat to exp): it is a link, not a session. */
export const BYOID_MAX_LIFETIME_S = 15 * 60;

/** The claims the organisation's app signs. */
export const byoidClaimsSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  given_name: z.string().trim().max(100).optional(),
  family_name: z.string().trim().max(100).optional(),
  /** The customer's company: the account a new member joins when no account has their email's domain. */
  company: z.string().trim().min(1).max(100).optional(),
  /** Unique per token: each is redeemed once. */
  jti: z.string().min(8).max(200),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type ByoidClaims = z.infer<typeof byoidClaimsSchema>;

export const byoidSessionBodySchema = z.object({ token: z.string().min(1).max(4096) });
export const byoidSessionResponseSchema = z.object({ redirect: z.string() });

export const byoidSettingsSchema = z.object({
  enabled: z.boolean(),
  /** When the current secret was made. */
  createdAt: z.iso.datetime().nullable(),
});
export type ByoidSettings = z.infer<typeof byoidSettingsSchema>;
/** Shown once, when made. */
export const byoidSecretSchema = z.object({ secret: z.string(), createdAt: z.iso.datetime() });
export type ByoidSecret = z.infer<typeof byoidSecretSchema>;
