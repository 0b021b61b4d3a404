import { createHash, randomBytes } from 'node:crypto';

/** A random secret for cookies and links: 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * What is stored instead of the token. Looking a token up by its SHA-256 compares digests in the
 * database index, so the secret itself is never compared byte by byte in our code.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
