import { decodeJwt } from 'jose';

/**
 * The invited email an invite token names, read without verifying (the server verifies); null
 * when the token does not decode or its subject is not a string (visitor spec section 5).
 */
export function invitedEmail(token: string | null): string | null {
  if (!token) return null;
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
