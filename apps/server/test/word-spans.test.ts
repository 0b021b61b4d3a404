import { describe, expect, it } from 'vitest';
import { forEachWord, WORD } from '../src/modules/search/word-spans.js';

const spans = (text: string) => {
  const found: [number, number, boolean][] = [];
  forEachWord(text, (start, end, simple) => found.push([start, end, simple]));
  return found;
};
const expected = (text: string) =>
  [...text.matchAll(WORD)].map((m) => [m.index, m.index + m[0].length, /^[A-Za-z0-9]+$/.test(m[0])]);

const SAMPLES = [
  'Customer data is encrypted at rest (AES-256) and in transit (TLS 1.2+).',
  'multi-factor, sign-on; e-mail-based -leading trailing- a--b 1.2.3 1.2-3 12ab.3 1.x .5 5.',
  'café naïve Zürich résumé São-Paulo über-cool 数据加密了吗？ Какие данные вы храните? 🔒🔑 نعم، التشفير',
  'x1-ü 2-ü ü-2 1.٣ ٣.1 ABC-DEF-123 trailing-',
  '',
  '   ',
];

describe('word spans', () => {
  it('finds the words WORD finds, in every script, and tells which are plain ASCII', () => {
    for (const text of SAMPLES) expect(spans(text), text).toEqual(expected(text));
  });

  it('agrees with WORD on random text of letters, digits, marks and other scripts', () => {
    const alphabet = ['a', 'B', '7', '-', '.', ' ', ',', 'é', 'д', '数', '🔒', '٣', "'", '_'];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let round = 0; round < 2000; round++) {
      const text = Array.from({ length: next() % 24 }, () => alphabet[next() % alphabet.length]).join('');
      expect(spans(text), JSON.stringify(text)).toEqual(expected(text));
    }
  });
});
