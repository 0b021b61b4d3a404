import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * The trigrams of a text as pg_trgm takes them: each word (letters and digits) lower-cased and
 * padded with two spaces before and one after, every three characters of it, each once.
 */
export function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = Array.from(`  ${word} `);
    for (let i = 0; i + 3 <= chars.length; i++) found.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return found;
}

/**
 * Every pair of texts at least `threshold` alike by pg_trgm's similarity (shared trigrams over
 * trigrams of either), as index pairs [i, j] with i < j. Exact, and fast for thousands of texts:
 * PPJoin (Xiao et al., 2008). Two texts that alike share one of their rarest trigrams, so each
 * text is compared only with those sharing one, and a pair whose remaining trigrams could no
 * longer reach the overlap needed is dropped as soon as that shows; a self-join on the trigram
 * index compares every question with every one sharing a common trigram.
 */
export async function similarPairs(texts: readonly string[], threshold: number): Promise<[number, number][]> {
  const pause = pauser();
  const dictionary = new Map<string, number>();
  const grams: Int32Array[] = [];
  for (const text of texts) {
    grams.push(trigramIds(text, dictionary));
    await pause();
  }
  return similarGramPairs(grams, threshold);
}

/** As `similarPairs`, of texts given as their trigrams' numbers (see `trigramIds`). */
export async function similarGramPairs(
  grams: readonly Int32Array[],
  threshold: number,
): Promise<[number, number][]> {
  const pause = pauser();
  const frequency = new Map<number, number>();
  for (const set of grams) {
    for (const gram of set) frequency.set(gram, (frequency.get(gram) ?? 0) + 1);
    await pause();
  }
  // Each text's trigrams renumbered in one order, rarest first.
  const order = [...frequency.keys()].sort((a, b) => frequency.get(a)! - frequency.get(b)! || a - b);
  const rankOf = new Map(order.map((gram, rank) => [gram, rank]));
  const records: Int32Array[] = [];
  for (const set of grams) {
    records.push(Int32Array.from(set, (gram) => rankOf.get(gram)!).sort());
    await pause();
  }
  const atLeast = (value: number) => Math.ceil(value - 1e-9);
  // Smallest first: a text is compared with those no larger, indexed before it.
  const bySize = records.map((_, i) => i).sort((a, b) => records[a]!.length - records[b]!.length);
  /** Per trigram, the texts holding it in their indexed prefix, as pairs of text and position. */
  const holders = new Map<number, number[]>();
  const overlap = new Int32Array(records.length);
  const candidates: number[] = [];
  const pairs: [number, number][] = [];
  for (const x of bySize) {
    await pause();
    const grams = records[x]!;
    const size = grams.length;
    if (size === 0) continue;
    const needed = atLeast(threshold * size);
    for (let i = 0; i <= size - needed; i++) {
      const held = holders.get(grams[i]!);
      if (!held) continue;
      for (let h = 0; h < held.length; h += 2) {
        // A trigram common to most texts is held by tens of thousands: requests go first meanwhile.
        if ((h & 0x3fff) === 0x3ffe) await pause();
        const y = held[h]!;
        const ySize = records[y]!.length;
        if (ySize < needed || overlap[y] === -1) continue;
        if (overlap[y] === 0) candidates.push(y);
        // The overlap the pair needs, and the most it can still reach from these positions.
        const wanted = atLeast((threshold / (1 + threshold)) * (size + ySize));
        const reachable = overlap[y]! + 1 + Math.min(size - i - 1, ySize - held[h + 1]! - 1);
        overlap[y] = reachable >= wanted ? overlap[y]! + 1 : -1;
      }
    }
    for (const y of candidates) {
      if (overlap[y]! > 0 && similarity(grams, records[y]!) >= threshold) pairs.push(x < y ? [x, y] : [y, x]);
      overlap[y] = 0;
    }
    candidates.length = 0;
    // Texts met later are no smaller: a shorter prefix of this one is enough to be found by them.
    const indexed = size - atLeast(((2 * threshold) / (1 + threshold)) * size) + 1;
    for (let j = 0; j < indexed; j++) {
      const held = holders.get(grams[j]!);
      if (held) held.push(x, j);
      else holders.set(grams[j]!, [x, j]);
    }
  }
  return pairs;
}

/**
 * Lets other work run every few milliseconds: thousands of questions take a second or more to
 * compare, and requests go first meanwhile, as the term index's build lets them.
 */
export function pauser(sliceMs = 10) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}

/**
 * A text's trigrams as numbers of `dictionary` (which learns the new ones), sorted: what
 * `similarity` compares.
 */
export function trigramIds(text: string, dictionary: Map<string, number>): Int32Array {
  return Int32Array.from(trigramsOf(text), (gram) => {
    let id = dictionary.get(gram);
    if (id === undefined) dictionary.set(gram, (id = dictionary.size));
    return id;
  }).sort();
}

/** pg_trgm's similarity of two texts' sorted trigram numbers: shared over either. */
export function similarity(a: Int32Array, b: Int32Array): number {
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
}
