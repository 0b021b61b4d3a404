import { createHash, randomInt } from 'node:crypto';
import { PRODUCT_NAME } from '@trust/shared';

/** TOTP (RFC 6238) two-factor sign-in: authenticator secrets and single-use recovery codes. */
export const RECOVERY_CODE_COUNT = 10;

// otplib and qrcode are loaded when two-factor sign-in is first used, not by every start.
export async function newTotpSecret(email: string) {
  const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([
    import('otplib'),
    import('qrcode'),
  ]);
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: PRODUCT_NAME, label: email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/** A code of the current 30-second step, or of the one before or after (clocks drift). */
export async function totpCodeValid(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const { verify } = await import('otplib');
  try {
    return (await verify({ secret, token: code, epochTolerance: 30 })).valid;
  } catch {
    return false;
  }
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** Ten codes like 'k3f9-2mxq-7hza', shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}
