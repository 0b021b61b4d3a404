import type { Db } from '../../db/client.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { insertStaffToken } from './queries.js';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A single-use, 7-day link where a staff user without a password chooses one: for an invitation,
 * or an administrator made on the command line. Only the token's hash is stored.
 */
export async function setPasswordLink(
  db: Db,
  appUrl: string,
  userId: string,
  orgId: string,
): Promise<string> {
  const token = newToken();
  await insertStaffToken(db, {
    tokenHash: hashToken(token),
    staffUserId: userId,
    orgId,
    purpose: 'set_password',
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  return `${appUrl}/set-password?token=${token}`;
}
