import { describe, expect, it } from 'vitest';
import { formatPortalDate } from './format';

describe('formatPortalDate', () => {
  it("writes 'MMMM d, yyyy' in English, and each organisation's locale its own way, in UTC", () => {
    const iso = '2026-11-21T23:30:00Z';
    expect(formatPortalDate(iso)).toBe('November 21, 2026');
    expect(formatPortalDate(iso, 'en-GB')).toBe('21 November 2026');
    expect(formatPortalDate(iso, 'de-DE')).toBe('21. November 2026');
    expect(formatPortalDate(iso, 'ja-JP')).toBe('2026年11月21日');
  });
});
