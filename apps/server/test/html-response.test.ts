import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../src/plugins/web/html-response.js';

describe('the encoding of a page', () => {
  it('prefers brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
