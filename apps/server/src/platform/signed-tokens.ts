import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, jwtVerify, SignJWT } from 'jose';

/** Signed, expiring tokens (HS256 JWTs) for links that must not be forged: invitations, unsubscribes. */
export class SignedTokens {
  private readonly key: Uint8Array;
  /** For sealed tokens, whose claims only this server can read. */
  private readonly sealKey: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
    this.sealKey = createHash('sha256').update(`seal:${secret}`).digest();
  }

  /** Like sign, but encrypted (A256GCM): for claims the holder of the link must not read, such as a password hash. */
  seal(purpose: string, subject: string, claims: Record<string, string>, expiresIn: string): Promise<string> {
    return new EncryptJWT({ ...claims, pur: purpose })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .encrypt(this.sealKey);
  }

  async unseal(
    purpose: string,
    token: string,
  ): Promise<{ subject: string; claims: Record<string, unknown> } | null> {
    try {
      const { payload } = await jwtDecrypt(token, this.sealKey);
      if (payload.pur !== purpose || typeof payload.sub !== 'string') return null;
      return { subject: payload.sub, claims: payload };
    } catch {
      return null;
    }
  }

  sign(purpose: string, subject: string, claims: Record<string, string>, expiresIn: string): Promise<string> {
    return new SignJWT({ ...claims, pur: purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(this.key);
  }

  /** The token's subject and claims; null when it is forged, expired, for another purpose or has no string subject. */
  async verify(
    purpose: string,
    token: string,
  ): Promise<{ subject: string; claims: Record<string, unknown> } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.pur !== purpose || typeof payload.sub !== 'string') return null;
      return { subject: payload.sub, claims: payload };
    } catch {
      return null;
    }
  }
}
