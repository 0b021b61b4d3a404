import { describe, expect, it } from 'vitest';
import { rankedRows, type Groups, type ParsedPlan } from '../src/modules/search/term-index/candidates.js';
import { TermIndex } from '../src/modules/search/term-index/term-index.js';

/** A small deterministic generator: the same rows every run. */
function generator(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const WORDS = ['data', 'encrypt', 'rest', 'backup', 'key', 'audit', 'log', 'access'];

/** Rows of a few words each, common words in most rows (as 'data' is), with weights A and D. */
function randomVectors(random: () => number, count: number): string[] {
  return Array.from({ length: count }, () => {
    const lexemes = WORDS.filter((_, rank) => random() < 0.7 / (rank + 1) + 0.05);
    return lexemes.map((w, i) => `'${w}':${i + 1}${random() < 0.2 ? 'A' : ''}`).join(' ');
  });
}

const lexeme = (word: string) => ({ kind: 'lexeme' as const, lexeme: word, prefix: false });

/**
 * A question of these concepts, each its words' alternatives. `web`: a word whose rows match the
 * whole question, as rows matching the term read as websearch syntax do.
 */
function planOf(concepts: string[][], web: string | null): ParsedPlan {
  const words = concepts.flat();
  return {
    web: web === null ? null : lexeme(web),
    concepts: concepts.map((alternatives) => alternatives.map(lexeme)),
    conceptLexemes: concepts,
    lexemes: new Set(words),
    synonyms: new Set(),
    prefixes: new Set(),
  };
}

/** What ranking every allowed row and sorting them all chooses: whole, then concepts, then score, then row. */
function exhaustive(
  index: TermIndex,
  allowed: Uint8Array,
  concepts: string[][],
  web: string | null,
  limit: number,
  groups?: Groups,
) {
  const scored: { row: number; whole: boolean; hits: number; score: number }[] = [];
  for (let row = 0; row < index.size; row++) {
    if (!allowed[row]) continue;
    const hits = concepts.filter((c) => c.some((w) => index.bestWeight(w, row) >= 0)).length;
    const whole = hits === concepts.length || (web !== null && index.bestWeight(web, row) >= 0);
    if ((hits === 0 && !whole) || (concepts.length <= 1 && !whole)) continue;
    let score = 0;
    for (const word of new Set(concepts.flat())) {
      const posting = index.scoredPosting(word);
      const at = posting ? posting.rows.indexOf(row) : -1;
      if (at >= 0) score += posting!.contributions[at]!;
    }
    scored.push({ row, whole, hits, score });
  }
  const order = (a: (typeof scored)[0], b: (typeof scored)[0]) =>
    Number(b.whole) - Number(a.whole) || b.hits - a.hits || b.score - a.score || a.row - b.row;
  scored.sort(order);
  const bestOfGroup = groups
    ? scored.filter((r, i) => scored.findIndex((o) => groups.of[o.row] === groups.of[r.row]) === i)
    : scored;
  return bestOfGroup.slice(0, limit).map((r) => r.row);
}

describe('ranking in the term index', () => {
  it('chooses what ranking every row would, though it ranks only rows matching enough concepts', async () => {
    const random = generator(7);
    const vectors = randomVectors(random, 3000);
    const index = await TermIndex.build(vectors);
    const groups: Groups = { of: Int32Array.from(vectors, (_, row) => Math.floor(row / 4)), count: 750 };
    // With a `web` word: rows holding it rank first whatever they match (the websearch reading of a question).
    const questions: [string[][], string | null][] = [
      [[['data']], null],
      [[['data'], ['encrypt']], null],
      [[['data'], ['encrypt', 'key'], ['rest']], null],
      [[['data'], ['encrypt', 'key'], ['rest']], 'log'],
      [[['access'], ['log'], ['audit'], ['backup']], null],
      [[['audit'], ['nowhere']], 'rest'],
    ];
    for (const [concepts, web] of questions)
      for (const limit of [1, 12, 400])
        for (const share of [1, 0.3]) {
          const allowed = Uint8Array.from(vectors, () => (random() < share ? 1 : 0));
          const plan = planOf(concepts, web);
          expect(rankedRows(index, allowed, plan, limit).map((r) => r.row)).toEqual(
            exhaustive(index, allowed, concepts, web, limit),
          );
          expect(rankedRows(index, allowed, plan, limit, groups).map((r) => r.row)).toEqual(
            exhaustive(index, allowed, concepts, web, limit, groups),
          );
        }
  });
});
