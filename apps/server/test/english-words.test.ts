import { describe, expect, it } from 'vitest';
import { isEnglishWord, loadEnglishWords } from '../src/modules/search/english-words.js';

describe('the English word list', () => {
  it('loads in the background and then knows words and inflections, not typos', async () => {
    const load = loadEnglishWords();
    expect(loadEnglishWords()).toBe(load);
    await load;
    expect(isEnglishWord('frequently')).toBe(true);
    expect(isEnglishWord('encrypted')).toBe(true);
    expect(isEnglishWord('excepions')).toBe(false);
  });
});
