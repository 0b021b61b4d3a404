import { jwtVerify, SignJWT } from 'jose';

/** Signed, expiring tokens (HS256 JWTs) for links that must not be forged: invitations, unsubscribes. */
export class SignedTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
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
