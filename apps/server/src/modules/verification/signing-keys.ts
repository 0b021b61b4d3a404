import { createHash, createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TrustKeys } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { signingKeys } from '../../db/schema/index.js';
import { SecretBox } from '../../platform/secret-box.js';

export interface ActiveKey {
  kid: string;
  privateKey: KeyObject;
}

/** RFC 7638 thumbprint of an Ed25519 public key: SHA-256 of its canonical JWK, base64url. */
export const thumbprint = (x: string) =>
  createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url');

/** The SubjectPublicKeyInfo PEM of a raw Ed25519 key, as openssl reads it. */
export function publicKeyPem(x: string): string {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(x, 'base64url')]);
  const lines = spki.toString('base64').match(/.{1,64}/g)!;
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----\n`;
}

/**
 * Each organisation's Ed25519 signing keys: made on first use, the private half sealed with
 * APP_SECRET, rotated by staff. Retired keys keep their public half published.
 */
export class SigningKeys {
  private readonly box: SecretBox;

  constructor(private readonly ctx: AppContext) {
    this.box = new SecretBox(ctx.config.appSecret);
  }

  /** The key that signs now; made when there is none, or when the sealed one cannot be opened (another APP_SECRET). */
  async active(scope: OrgScope): Promise<ActiveKey> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [row] = await this.ctx.db
        .select()
        .from(signingKeys)
        .where(and(eq(signingKeys.orgId, scope.orgId), isNull(signingKeys.retiredAt)));
      if (row) {
        const privateKey = this.open(row.privateKeySealed);
        if (privateKey) return { kid: row.kid, privateKey };
        // Sealed under another secret (an archive imported elsewhere): it can never sign again.
        await this.retireActive(scope);
      }
      // Two first uses at once: the unique index lets one in, the other reads it on the next turn.
      const made = await this.insert(scope);
      if (made) return made;
    }
    throw new Error('could not obtain a signing key');
  }

  /** Retires the active key and makes a new one, in the caller's transaction. */
  async rotate(scope: OrgScope): Promise<ActiveKey> {
    await this.retireActive(scope);
    const made = await this.insert(scope);
    if (!made) throw new Error('another signing key became active during rotation');
    return made;
  }

  async list(scope: OrgScope) {
    return this.ctx.db
      .select({
        kid: signingKeys.kid,
        publicKey: signingKeys.publicKey,
        createdAt: signingKeys.createdAt,
        retiredAt: signingKeys.retiredAt,
      })
      .from(signingKeys)
      .where(eq(signingKeys.orgId, scope.orgId))
      .orderBy(asc(signingKeys.createdAt));
  }

  /** Every key as a JWKS, the active one first. */
  async jwks(scope: OrgScope): Promise<TrustKeys> {
    const keys = (await this.list(scope)).sort(
      (a, b) => Number(a.retiredAt !== null) - Number(b.retiredAt !== null),
    );
    return {
      keys: keys.map((k) => ({
        kty: 'OKP',
        crv: 'Ed25519',
        alg: 'EdDSA',
        use: 'sig',
        kid: k.kid,
        x: k.publicKey,
        created: k.createdAt.toISOString(),
        status: k.retiredAt ? 'retired' : 'active',
      })),
    };
  }

  static sign(key: ActiveKey, body: string): string {
    return sign(null, Buffer.from(body, 'utf8'), key.privateKey).toString('base64');
  }

  private open(sealed: string): KeyObject | null {
    try {
      return createPrivateKey(this.box.open(sealed));
    } catch {
      return null;
    }
  }

  private async retireActive(scope: OrgScope) {
    await this.ctx.db
      .update(signingKeys)
      .set({ retiredAt: new Date() })
      .where(and(eq(signingKeys.orgId, scope.orgId), isNull(signingKeys.retiredAt)));
  }

  private async insert(scope: OrgScope): Promise<ActiveKey | null> {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const x = publicKey.export({ format: 'jwk' }).x!;
    const kid = thumbprint(x);
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const inserted = await this.ctx.db
      .insert(signingKeys)
      .values({ orgId: scope.orgId, kid, publicKey: x, privateKeySealed: this.box.seal(pem) })
      .onConflictDoNothing()
      .returning({ kid: signingKeys.kid });
    return inserted.length ? { kid, privateKey } : null;
  }
}
