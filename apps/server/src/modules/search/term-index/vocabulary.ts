import type { TermIndex } from './term-index.js';

/** One table's index with the rows one viewer may find in it. */
export interface VisibleSource {
  index: TermIndex;
  allowed: Uint8Array;
}

/**
 * The words one viewer could find in an organisation's content: the lexemes of the rows they may
 * see. A word held only by rows hidden from them is not theirs, so nothing a search does with this
 * depends on what they may not see.
 */
export class ViewerVocabulary {
  constructor(
    private readonly sources: readonly VisibleSource[],
    /** Every lexeme of every source, by its length, visible or not. */
    private readonly byLength: ReadonlyMap<number, readonly string[]>,
  ) {}

  /** Rows the viewer may find that hold `lexeme`, counted up to `enough`. */
  rows(lexeme: string, enough = Infinity): number {
    let found = 0;
    for (const { index, allowed } of this.sources) {
      const rows = index.rowsOf(lexeme);
      for (let i = 0; i < rows.length && found < enough; i++) if (allowed[rows[i]!]) found++;
    }
    return found;
  }

  holds(lexeme: string): boolean {
    return this.rows(lexeme, 1) > 0;
  }

  /** Whether the viewer may find a lexeme beginning with `prefix`. */
  holdsPrefix(prefix: string): boolean {
    return this.sources.some(({ index }) => index.withPrefix(prefix).some((lexeme) => this.holds(lexeme)));
  }

  /** Lexemes of `length` letters, visible to the viewer or not (`holds` tells). */
  ofLength(length: number): readonly string[] {
    return this.byLength.get(length) ?? [];
  }
}

/** Every lexeme of the indexes, by length. */
export function lexemesByLength(indexes: readonly TermIndex[]): Map<number, string[]> {
  const all = new Set(indexes.flatMap((index) => index.lexemes));
  const byLength = new Map<number, string[]>();
  for (const lexeme of all) {
    const same = byLength.get(lexeme.length);
    if (same) same.push(lexeme);
    else byLength.set(lexeme.length, [lexeme]);
  }
  return byLength;
}
