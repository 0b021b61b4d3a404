import fs from 'node:fs';
import wordListPath from 'word-list';

let words: Set<string> | null = null;

/**
 * Whether `word` (lower case) is an English word, inflections included: such a word is never
 * taken for a typo of another, even where no content holds it ('frequently' is not 'request').
 * The 274,000-word list (about 20 MB in memory, 0.1 s to read) is read when first needed.
 */
export function isEnglishWord(word: string): boolean {
  words ??= new Set(fs.readFileSync(wordListPath, 'utf8').split('\n'));
  return words.has(word);
}
