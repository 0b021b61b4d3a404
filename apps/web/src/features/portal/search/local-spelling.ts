import {
  allowedEdits,
  bestCorrection,
  type Correction,
  isCorrectable,
  isNeverCorrected,
  isSynonymWord,
  MAX_CORRECTED_WORDS,
  oneEditFrom,
  SYNONYM_WORDS,
  typoEdits,
  WORD,
} from '@trust/shared';

/** The words of the page's records (folded), with how many records hold each. */
export class PageVocabulary {
  private readonly recordsOf = new Map<string, number>();
  private readonly byLength = new Map<number, string[]>();
  private readonly sorted: string[];

  constructor(records: readonly (readonly string[])[]) {
    for (const fields of records) {
      const words = new Set(fields.flatMap((text) => text.match(WORD) ?? []));
      for (const word of words) this.recordsOf.set(word, (this.recordsOf.get(word) ?? 0) + 1);
    }
    for (const word of this.recordsOf.keys()) {
      if (!isCorrectable(word)) continue;
      const same = this.byLength.get(word.length);
      if (same) same.push(word);
      else this.byLength.set(word.length, [word]);
    }
    this.sorted = [...this.recordsOf.keys()].sort();
  }

  records(word: string): number {
    return this.recordsOf.get(word) ?? 0;
  }

  /** Whether a word of the page begins with `prefix`. */
  holdsPrefix(prefix: string): boolean {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return this.sorted[low]?.startsWith(prefix) ?? false;
  }

  ofLength(length: number): readonly string[] {
    return this.byLength.get(length) ?? [];
  }
}

/** A correction's kind (see `Correction`); its `held` is the records holding it. */
const KIND = { synonym: 0, page: 1 };

/** The nearest word to `word` of the synonym vocabulary or the page, within the edits its length allows; or null. */
function nearest(vocabulary: PageVocabulary, word: string): string | null {
  const oneEdit: Correction[] = [];
  for (const edited of oneEditFrom(word)) {
    if (isSynonymWord(edited)) oneEdit.push({ word: edited, edits: 1, kind: KIND.synonym, held: 0 });
    else if (vocabulary.records(edited) > 0)
      oneEdit.push({ word: edited, edits: 1, kind: KIND.page, held: vocabulary.records(edited) });
  }
  const allowed = allowedEdits(word.length);
  if (oneEdit.length > 0 || allowed < 2) return bestCorrection(oneEdit);
  const further: Correction[] = [];
  for (const synonym of SYNONYM_WORDS) {
    const edits = typoEdits(word, synonym);
    if (edits !== null) further.push({ word: synonym, edits, kind: KIND.synonym, held: 0 });
  }
  for (let length = word.length - allowed; length <= word.length + allowed; length++)
    for (const candidate of vocabulary.ofLength(length)) {
      const edits = typoEdits(word, candidate);
      if (edits !== null)
        further.push({ word: candidate, edits, kind: KIND.page, held: vocabulary.records(candidate) });
    }
  return bestCorrection(further);
}

/**
 * The visitor's own search reads a typo as the word meant, as the server's search does
 * ('pentset' is 'pentest', 'gpdr' 'gdpr'). Without the server's English dictionary (no download
 * for a search box), a word is corrected only when it finds nothing on the page as typed
 * (`findsNothing`), so a real word is never traded for another that the page happens to hold. A
 * word still being typed (the last one, `typing`) is kept while a word of the page or the synonym
 * vocabulary begins with it. Corrections are remembered in `remembered`, by word.
 */
export function correctLocally(
  vocabulary: PageVocabulary,
  term: string,
  findsNothing: (word: string) => boolean,
  remembered: Map<string, string | null>,
): string {
  const typing = /[\p{L}\p{N}]$/u.test(term);
  let looked = 0;
  return term.replace(WORD, (token: string, offset: number) => {
    const word = token.toLowerCase();
    if (!isCorrectable(word) || isNeverCorrected(word)) return token;
    const beingTyped = typing && offset + token.length === term.length;
    if (beingTyped && (vocabulary.holdsPrefix(word) || SYNONYM_WORDS.some((s) => s.startsWith(word))))
      return token;
    if (!remembered.has(word)) {
      if (looked++ >= MAX_CORRECTED_WORDS) return token;
      remembered.set(word, findsNothing(word) ? nearest(vocabulary, word) : null);
    }
    return remembered.get(word) ?? token;
  });
}
