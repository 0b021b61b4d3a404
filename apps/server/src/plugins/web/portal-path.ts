import { RESERVED_SLUGS } from '@trust/shared';

/** A portal URL taken apart: `/item/{slug}`, `/product/{productSlug}/{slug}`, `/verify` or the landing page. */
export interface PortalPath {
  productSlug: string | null;
  itemSlug: string | null;
  /** The 'Verify a document' page. */
  verify?: true;
}

/** Main-host paths that belong to the app itself, not to an organisation (no slug may take them). */
export const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set(RESERVED_SLUGS);

/** Product slugs in links carry spaces as '+'. */
const decodeSegment = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));

/** The portal part of a path (after the organisation on the main host); null when it names no portal page. */
export function parsePortalPath(segments: string[]): PortalPath | null {
  try {
    const [first, second, third, ...rest] = segments.map(decodeSegment);
    if (rest.length > 0) return null;
    if (first === undefined) return { productSlug: null, itemSlug: null };
    if (first === 'verify' && second === undefined)
      return { productSlug: null, itemSlug: null, verify: true };
    if (first === 'item' && second && third === undefined) return { productSlug: null, itemSlug: second };
    if (first === 'product' && second) return { productSlug: second, itemSlug: third ?? null };
    return null;
  } catch {
    return null; // malformed percent-encoding
  }
}

export const pathSegments = (url: string) => (url.split('?')[0] ?? '').split('/').filter((s) => s.length > 0);
