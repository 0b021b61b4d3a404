import fs from 'node:fs';
import wordListPath from 'word-list';

/** Words added to the set between yields while it loads in the background: some 5 ms each. */
const WORDS_PER_TURN = 20_000;

let words: Set<string> | null = null;
let loading: Promise<void> | null = null;

/**
 * Whether `word` (lower case) is an English word, inflections included: such a word is never
 * taken for a typo of another, even where no content holds it ('frequently' is not 'request').
 * The 274,000-word list (about 20 MB in memory) is read here if `loadEnglishWords` has not yet.
 */
export function isEnglishWord(word: string): boolean {
  words ??= new Set(fs.readFileSync(wordListPath, 'utf8').split('\n'));
  return words.has(word);
}

/**
 * Reads the word list in the background, yielding to requests between turns: read on the spot by
 * the first question with a word no content holds, it would hold up every request in flight for
 * about 0.1 s. Search starts it when it builds its first term index.
 */
export function loadEnglishWords(): Promise<void> {
  loading ??= (async () => {
    const list = (await fs.promises.readFile(wordListPath, 'utf8')).split('\n');
    const loaded = new Set<string>();
    for (let at = 0; at < list.length && !words; at += WORDS_PER_TURN) {
      for (const word of list.slice(at, at + WORDS_PER_TURN)) loaded.add(word);
      await new Promise((resolve) => setImmediate(resolve));
    }
    words ??= loaded;
  })();
  return loading;
}
