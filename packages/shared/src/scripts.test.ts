import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_CATEGORIES } from './customization.js';
import { parseConsent } from './scripts.js';

const everyCategory = (value: boolean) =>
  Object.fromEntries(COOKIE_CONSENT_CATEGORIES.map((c) => [c, value]));

describe('a stored cookie choice read back', () => {
  it('is the choice when every category is decided', () => {
    const stored = {
      categories: { ...everyCategory(false), analytics: true },
      decidedAt: '2026-11-26T10:00:00Z',
    };
    expect(parseConsent(stored)).toEqual(stored);
  });

  it('keeps only the known categories', () => {
    const stored = { categories: { ...everyCategory(true), retired_category: true }, decidedAt: 'x' };
    expect(Object.keys(parseConsent(stored)!.categories).sort()).toEqual(
      [...COOKIE_CONSENT_CATEGORIES].sort(),
    );
  });

  it('is no choice when a category is missing or not a yes or no, or the date is missing', () => {
    const { analytics: _dropped, ...missing } = everyCategory(true);
    expect(parseConsent({ categories: missing, decidedAt: 'x' })).toBeNull();
    expect(
      parseConsent({ categories: { ...everyCategory(true), analytics: 'yes' }, decidedAt: 'x' }),
    ).toBeNull();
    expect(parseConsent({ categories: everyCategory(true) })).toBeNull();
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('granted')).toBeNull();
    expect(parseConsent({ categories: null, decidedAt: 'x' })).toBeNull();
  });
});
