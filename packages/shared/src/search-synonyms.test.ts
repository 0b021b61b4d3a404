import { describe, expect, it } from 'vitest';
import { SPELLINGS, SYNONYM_GROUPS } from './search-synonyms.js';

describe('search synonyms', () => {
  it('keeps every set of spellings inside one synonym group, each phrase in one set', () => {
    for (const spellings of SPELLINGS) {
      const group = SYNONYM_GROUPS.find((g) => g.includes(spellings[0]!));
      expect(group, spellings[0]).toBeDefined();
      for (const phrase of spellings) expect(group, phrase).toContain(phrase);
    }
    const phrases = SPELLINGS.flat();
    expect(new Set(phrases).size).toBe(phrases.length);
  });
});
