import { describe, expect, it } from 'vitest';
import { sanitizeFileName, titleFromFileName } from './documents.js';

describe('uploaded file names', () => {
  it('lose folders, control characters and characters Windows refuses', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\me\\SOC 2 report.pdf')).toBe('SOC 2 report.pdf');
    expect(sanitizeFileName('a\u0000b\u001fc<d>e:f"g|h?i*j.pdf')).toBe('abcdefghij.pdf');
    expect(sanitizeFileName('  spaced\t\tout  name .pdf ')).toBe('spaced out name .pdf');
  });

  it('are never empty or only dots', () => {
    expect(sanitizeFileName('')).toBe('document');
    expect(sanitizeFileName('...')).toBe('document');
    expect(sanitizeFileName('/')).toBe('document');
  });

  it('keep their extension when shortened to 200 characters', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('keep letters of every script', () => {
    expect(sanitizeFileName('Sicherheitsrichtlinie für Müller.pdf')).toBe(
      'Sicherheitsrichtlinie für Müller.pdf',
    );
  });

  it('give item titles without the extension', () => {
    expect(titleFromFileName('Penetration Test 2026.pdf')).toBe('Penetration Test 2026');
    expect(titleFromFileName('README')).toBe('README');
  });
});
