import { parseTsVector } from './tsvector-text.js';
import type { TsQueryNode } from './tsquery-text.js';
import { complement, difference, EMPTY, intersect, lowerBound, union, type RowSet } from './sorted-sets.js';

/** The ranking functions' default weights of D, C, B and A. */
const WEIGHT_VALUES = [0.1, 0.2, 0.4, 1.0];
/** BM25's usual constants: how fast repeats stop adding, and how much length counts. */
const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** Phrases remembered per index (see `phraseRows`). */
const MAX_PHRASES = 5000;
/** The weight code of A, a knowledge-base entry's question or an item's title. */
export const WEIGHT_A = 3;
/**
 * A word still being typed ranks rows by its commonest completions, each at half the weight of a
 * word typed in full: 'encryp' ranks by 'encrypt', and 'rest' (maybe finished) ranks 'rest' above 'restore'.
 */
const COMPLETION_WEIGHT = 0.5;
const MAX_COMPLETIONS = 16;
/**
 * Lexemes in this many rows or more have their BM25 scores worked out as the index is built: for
 * 'access' in forty thousand entries that takes about a millisecond, which the first question
 * asking for it would otherwise pay. The rarer ones cost microseconds and are scored when asked for.
 */
const SCORED_AT_BUILD = 1000;
/** Rows scored at build between yields to requests: a few milliseconds of work. */
const SCORES_PER_TURN = 50_000;

/** Where one lexeme occurs: its rows in order, each with its weights and its positions. */
interface Posting {
  rows: Int32Array;
  /**
   * The weights of the lexeme's occurrences in the row, added up: ts_rank_cd's sum for a question
   * whose concepts are alternatives (each occurrence is a cover of its own).
   */
  weightSum: Float32Array;
  /** The highest weight code (A = 3) among them. */
  best: Uint8Array;
  /** Positions of row i are positions[start[i]] up to positions[start[i + 1]]. */
  start: Int32Array;
  positions: Uint16Array;
  /** Each row's BM25 score for the lexeme, once a question has asked for it (4 bytes a row). */
  contributions?: Float32Array;
}

interface PostingBuilder {
  rows: number[];
  weightSum: number[];
  best: number[];
  start: number[];
  positions: number[];
}

/** A query's result: rows, or (for a negation) every row but these. */
interface Found {
  rows: RowSet;
  negated: boolean;
}

/**
 * An inverted index over the tsvectors of one table's rows for one organisation, in memory: which
 * rows hold a lexeme, where, and with what weight. It evaluates tsqueries as `@@` does (phrases by
 * position, prefixes, negation) and ts_rank's per-lexeme sums, without asking the database.
 */
export class TermIndex {
  private readonly postings = new Map<string, Posting>();
  private sortedLexemes: string[] | null = null;
  /** Rows of phrases and prefixes met lately (see `phraseRows`). */
  private readonly phrases = new Map<string, RowSet>();
  private readonly commonCompletions = new Map<string, string[]>();
  /** Positions held: what the index costs in memory, roughly. */
  readonly weight: number;

  /** Each row's length in lexeme occurrences, and their mean: BM25 weighs a match in a short row higher. */
  private readonly lengths: Uint16Array;
  private readonly meanLength: number;

  private constructor(
    readonly size: number,
    builders: Map<string, PostingBuilder>,
    lengths: number[],
  ) {
    this.lengths = Uint16Array.from(lengths, (n) => Math.min(n, 65_535));
    this.meanLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length) || 1;
    let weight = 0;
    for (const [lexeme, b] of builders) {
      b.start.push(b.positions.length);
      this.postings.set(lexeme, {
        rows: Int32Array.from(b.rows),
        weightSum: Float32Array.from(b.weightSum),
        best: Uint8Array.from(b.best),
        start: Int32Array.from(b.start),
        positions: Uint16Array.from(b.positions),
      });
      weight += b.positions.length + b.rows.length;
    }
    this.weight = weight;
  }

  /** An index of the tsvectors (as PostgreSQL prints them), row i being vectors[i]. */
  static async build(vectors: readonly string[], yieldEvery = 500): Promise<TermIndex> {
    const builders = new Map<string, PostingBuilder>();
    const lengths: number[] = [];
    for (let row = 0; row < vectors.length; row++) {
      // Fifty thousand vectors take about a second to parse: requests go first every 10 ms or so.
      if (row > 0 && row % yieldEvery === 0) await new Promise((resolve) => setImmediate(resolve));
      let length = 0;
      for (const { lexeme, positions, weights } of parseTsVector(vectors[row]!)) {
        length += Math.max(1, positions.length);
        let b = builders.get(lexeme);
        if (!b) builders.set(lexeme, (b = { rows: [], weightSum: [], best: [], start: [], positions: [] }));
        b.rows.push(row);
        b.start.push(b.positions.length);
        b.weightSum.push(weights.reduce((sum, code) => sum + WEIGHT_VALUES[code]!, 0) || WEIGHT_VALUES[0]!);
        b.best.push(Math.max(0, ...weights));
        for (const position of positions) b.positions.push(position);
      }
      lengths.push(length);
    }
    const index = new TermIndex(vectors.length, builders, lengths);
    let scored = 0;
    for (const posting of index.postings.values()) {
      if (posting.rows.length < SCORED_AT_BUILD) continue;
      posting.contributions = index.contributions(posting);
      scored += posting.rows.length;
      if (scored >= SCORES_PER_TURN) {
        scored = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    return index;
  }

  /** Rows matching `query` (null matches nothing), as `vector @@ query`. */
  matching(query: TsQueryNode | null): RowSet {
    if (!query) return EMPTY;
    const found = this.find(query);
    return found.negated ? complement(found.rows, this.size) : found.rows;
  }

  /**
   * Adds to `scores` each row's BM25 score for `lexemes`, for rows where `keep` is set, counting an
   * occurrence by its weight (a question's word as a whole one, an answer's as 0.4). Unlike
   * ts_rank_cd it weighs each word by how rare it is here (among fifty thousand entries,
   * 'compliance' in thousands of them would otherwise count as much as 'pci' in two) and a match in
   * a short entry above one in a long entry that holds every word.
   */
  addScores(lexemes: Iterable<string>, scores: Float64Array, keep: Uint8Array, weight = 1): void {
    for (const lexeme of lexemes) {
      const posting = this.scoredPosting(lexeme);
      if (!posting) continue;
      const { rows, contributions } = posting;
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i]!;
        if (keep[row]) scores[row]! += weight * contributions[i]!;
      }
    }
  }

  /**
   * The rows holding `lexeme`, each with its BM25 score for it at the same place (as `addScores`
   * adds them), or null where no row holds it: for adding the scores while walking the rows anyway.
   */
  scoredPosting(lexeme: string): { rows: Int32Array; contributions: Float32Array } | null {
    const posting = this.postings.get(lexeme);
    if (!posting) return null;
    return { rows: posting.rows, contributions: (posting.contributions ??= this.contributions(posting)) };
  }

  /** As `addScores`, for words being typed (`prefixes`): by their completions other than `exact`. */
  addCompletionScores(
    prefixes: Iterable<string>,
    exact: Set<string>,
    scores: Float64Array,
    keep: Uint8Array,
  ) {
    for (const prefix of prefixes) {
      const completions = this.completions(prefix).filter((lexeme) => !exact.has(lexeme));
      this.addScores(completions, scores, keep, COMPLETION_WEIGHT);
    }
  }

  /** The prefix's commonest completions among the index's lexemes, remembered. */
  private completions(prefix: string): string[] {
    let found = this.commonCompletions.get(prefix);
    if (!found) {
      if (this.commonCompletions.size >= MAX_PHRASES) this.commonCompletions.clear();
      const rowsOf = (lexeme: string) => this.postings.get(lexeme)!.rows.length;
      found = this.withPrefix(prefix)
        .sort((a, b) => rowsOf(b) - rowsOf(a))
        .slice(0, MAX_COMPLETIONS);
      this.commonCompletions.set(prefix, found);
    }
    return found;
  }

  /** Each row's BM25 score for the posting's lexeme: fixed while the index lives, so computed once. */
  private contributions({ rows, weightSum }: Posting): Float32Array {
    const { lengths, meanLength, size } = this;
    const rarity = Math.log(1 + (size - rows.length + 0.5) / (rows.length + 0.5));
    return Float32Array.from(rows, (row, i) => {
      const frequency = weightSum[i]!;
      const norm = BM25_K1 * (1 - BM25_B + (BM25_B * lengths[row]!) / meanLength);
      return (rarity * frequency * (BM25_K1 + 1)) / (frequency + norm);
    });
  }

  /** The lexemes it holds, sorted. */
  get lexemes(): readonly string[] {
    return (this.sortedLexemes ??= [...this.postings.keys()].sort());
  }

  /** The rows holding `lexeme`. */
  rowsOf(lexeme: string): RowSet {
    return this.postings.get(lexeme)?.rows ?? EMPTY;
  }

  /** The highest weight code `lexeme` has in `row`, or -1 where it does not occur. */
  bestWeight(lexeme: string, row: number): number {
    const posting = this.postings.get(lexeme);
    if (!posting) return -1;
    const i = lowerBound(posting.rows, row);
    return posting.rows[i] === row ? posting.best[i]! : -1;
  }

  private find(node: TsQueryNode): Found {
    switch (node.kind) {
      case 'lexeme':
        return { rows: this.lexemeRows(node.lexeme, node.prefix), negated: false };
      case 'not': {
        const inner = this.find(node.operand);
        return { rows: inner.rows, negated: !inner.negated };
      }
      case 'and': {
        const a = this.find(node.left);
        const b = this.find(node.right);
        if (!a.negated && !b.negated) return { rows: intersect(a.rows, b.rows), negated: false };
        if (a.negated && b.negated) return { rows: union(a.rows, b.rows), negated: true };
        return a.negated
          ? { rows: difference(b.rows, a.rows), negated: false }
          : { rows: difference(a.rows, b.rows), negated: false };
      }
      case 'or': {
        const a = this.find(node.left);
        const b = this.find(node.right);
        if (!a.negated && !b.negated) return { rows: union(a.rows, b.rows), negated: false };
        if (a.negated && b.negated) return { rows: intersect(a.rows, b.rows), negated: true };
        return a.negated
          ? { rows: difference(a.rows, b.rows), negated: true }
          : { rows: difference(b.rows, a.rows), negated: true };
      }
      case 'phrase':
        return { rows: this.phraseRows(node), negated: false };
    }
  }

  /**
   * A phrase's rows, remembered: questions draw on the same few dozen synonym phrases
   * ('multi <-> factor <-> authent'), and matching one by position over tens of thousands of rows
   * took most of a search's time in the index. An index lives until the next content change.
   */
  private phraseRows(node: TsQueryNode): RowSet {
    return this.remembered(JSON.stringify(node), () => this.located(node).rows);
  }

  private remembered(key: string, find: () => RowSet): RowSet {
    let rows = this.phrases.get(key);
    if (!rows) {
      if (this.phrases.size >= MAX_PHRASES) this.phrases.clear();
      this.phrases.set(key, (rows = find()));
    }
    return rows;
  }

  /** A lexeme's rows; a prefix's (every word being typed asks for one: 'enc', 'encr') remembered. */
  private lexemeRows(lexeme: string, prefix: boolean): RowSet {
    if (!prefix) return this.postings.get(lexeme)?.rows ?? EMPTY;
    return this.remembered(`${lexeme}:*`, () => {
      let rows = EMPTY;
      for (const found of this.withPrefix(lexeme)) rows = union(rows, this.postings.get(found)!.rows);
      return rows;
    });
  }

  /** Its lexemes beginning with `prefix`. */
  withPrefix(prefix: string): string[] {
    const sorted = this.lexemes;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) found.push(sorted[i]!);
    return found;
  }

  /**
   * Rows where `node` matches with the positions it matches at, as phrase matching counts them (a
   * phrase at its last word). A lexeme's are its posting as it is; a phrase walks its operands'
   * rows together and compares their positions in place.
   */
  private located(node: TsQueryNode): Located {
    switch (node.kind) {
      case 'lexeme': {
        const lexemes = node.prefix ? this.withPrefix(node.lexeme) : [node.lexeme];
        return lexemes
          .map((lexeme): Located => this.postings.get(lexeme) ?? NOWHERE)
          .reduce((a, b) => combineLocated(a, b, 'or'), NOWHERE);
      }
      case 'or':
      case 'and':
        return combineLocated(this.located(node.left), this.located(node.right), node.kind);
      case 'phrase':
        return followedBy(this.located(node.left), this.located(node.right), node.distance);
      case 'not':
        // A negation inside a phrase ('a <-> !b'): rare in questions, and never a match here.
        return NOWHERE;
    }
  }
}

/** Rows, each with its sorted positions: positions[start[i]] up to positions[start[i + 1]]. */
interface Located {
  rows: Int32Array;
  start: Int32Array;
  positions: Uint16Array | Int32Array;
}

const NOWHERE: Located = { rows: EMPTY, start: new Int32Array(1), positions: new Int32Array(0) };

/** Rows of `right` at whose positions p `left` matches at p - distance; the positions are those p. */
function followedBy(left: Located, right: Located, distance: number): Located {
  const rows: number[] = [];
  const start: number[] = [0];
  const positions: number[] = [];
  let i = 0;
  for (let j = 0; j < right.rows.length && i < left.rows.length; j++) {
    const row = right.rows[j]!;
    if (left.rows[i]! < row) i = lowerBound(left.rows, row, i);
    if (left.rows[i] !== row) continue;
    let a = left.start[i]!;
    const aEnd = left.start[i + 1]!;
    const before = positions.length;
    for (let b = right.start[j]!; b < right.start[j + 1]!; b++) {
      const wanted = right.positions[b]! - distance;
      while (a < aEnd && left.positions[a]! < wanted) a++;
      if (a < aEnd && left.positions[a] === wanted) positions.push(right.positions[b]!);
    }
    if (positions.length > before) {
      rows.push(row);
      start.push(positions.length);
    }
  }
  return {
    rows: Int32Array.from(rows),
    start: Int32Array.from(start),
    positions: Int32Array.from(positions),
  };
}

/** Rows in either (or) or both (and), each with the union of its positions. */
function combineLocated(a: Located, b: Located, kind: 'or' | 'and'): Located {
  if (kind === 'or' && a.rows.length === 0) return b;
  if (kind === 'or' && b.rows.length === 0) return a;
  const rows: number[] = [];
  const start: number[] = [0];
  const positions: number[] = [];
  const take = (from: Located, at: number, into: number[]) => {
    for (let k = from.start[at]!; k < from.start[at + 1]!; k++) into.push(from.positions[k]!);
  };
  let i = 0;
  let j = 0;
  while (i < a.rows.length || j < b.rows.length) {
    const x = i < a.rows.length ? a.rows[i]! : Infinity;
    const y = j < b.rows.length ? b.rows[j]! : Infinity;
    if (kind === 'and' && x !== y) {
      if (x < y) i++;
      else j++;
      continue;
    }
    const merged: number[] = [];
    if (x <= y) take(a, i++, merged);
    if (y <= x) take(b, j++, merged);
    if (x !== y) positions.push(...merged);
    else for (const p of [...new Set(merged)].sort((m, n) => m - n)) positions.push(p);
    rows.push(Math.min(x, y));
    start.push(positions.length);
  }
  return {
    rows: Int32Array.from(rows),
    start: Int32Array.from(start),
    positions: Int32Array.from(positions),
  };
}
