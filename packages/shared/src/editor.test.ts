import { describe, expect, it } from 'vitest';
import { CARD_KINDS } from './cards.js';
import { defaultSlug, displayTextKindError, isAllowedLink, itemFields, slugError } from './editor.js';

describe('item fields per card kind', () => {
  it('gives reports a file, type, auditor, expiry, recurrence and bridge letter', () => {
    expect(itemFields('reports')).toEqual([
      'type',
      'auditor',
      'expiry',
      'recurrence',
      'explanation',
      'file',
      'bridgeLetter',
    ]);
  });
  it('gives certifications expiry, auditor and logo, and controls maturity and recurrence', () => {
    expect(itemFields('certifications')).toEqual(
      expect.arrayContaining(['type', 'expiry', 'auditor', 'logoVariant']),
    );
    expect(itemFields('reports')).not.toContain('logoVariant');
    expect(itemFields('data_security')).toEqual([
      'choice',
      'maturity',
      'recurrence',
      'explanation',
      'listEntries',
      'href',
      'integrations',
    ]);
    expect(itemFields('data_privacy')).toContain('choice');
    expect(itemFields('reports')).not.toContain('choice');
  });
  it('has an entry for every kind, and none for cards without editable items', () => {
    for (const kind of CARD_KINDS) expect(Array.isArray(itemFields(kind))).toBe(true);
    expect(itemFields('subprocessors')).toEqual([]);
  });
});

describe('links', () => {
  it('take http, https and ftp, never private addresses', () => {
    for (const ok of ['', 'https://acme.example/security', 'http://x.io', 'ftp://files.acme.example/a'])
      expect(isAllowedLink(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'acme.example',
      'http://localhost/x',
      'http://127.0.0.1',
      'http://10.0.0.2',
      'http://192.168.1.1',
      'http://172.20.0.1',
      'http://[::1]/',
    ])
      expect(isAllowedLink(bad), bad).toBe(false);
  });
});

describe('custom item URL slugs', () => {
  it('allow lowercase letters, numbers and hyphens under 100 characters', () => {
    expect(slugError('soc-2-report')).toBeNull();
    expect(slugError('SOC')).toBe(
      'Invalid url slug, only lowercase letters, numbers and hyphens are allowed',
    );
    expect(slugError('a b')).toBe(
      'Invalid url slug, only lowercase letters, numbers and hyphens are allowed',
    );
    expect(slugError('a'.repeat(100))).toBe('URL slug must be less than 100 characters');
  });
  it("default to the title lowercased with hyphens, else 'item'", () => {
    expect(defaultSlug('SOC 2 Report')).toBe('soc-2-report');
    expect(defaultSlug('Data & Privacy')).toBe('item');
  });
});

describe('combining overview and certifications', () => {
  it('puts the combined row where the first of them was, and separates it in place', async () => {
    const { combineOverviewAndCertifications, separateOverviewAndCertifications } =
      await import('./sections.js');
    expect(
      combineOverviewAndCertifications(['trusted_by', 'certifications', 'documents', 'overview', 'help']),
    ).toEqual(['trusted_by', 'overview_and_certifications', 'documents', 'help']);
    expect(separateOverviewAndCertifications(['documents', 'overview_and_certifications', 'help'])).toEqual([
      'documents',
      'overview',
      'certifications',
      'help',
    ]);
  });
});

describe('display text length', () => {
  it("is 24 on the grid's cards and 100 on full-width rows", () => {
    expect(displayTextKindError('data_security', 'x'.repeat(24))).toBeNull();
    expect(displayTextKindError('data_security', 'x'.repeat(25))).toBe('Max 24 characters');
    expect(displayTextKindError('certifications', 'x'.repeat(100))).toBeNull();
    expect(displayTextKindError('certifications', 'x'.repeat(101))).toBe('Must be at most 100 characters');
    expect(displayTextKindError('data_security', null)).toBeNull();
  });
});
