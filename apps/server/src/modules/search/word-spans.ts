/**
 * Words as the database's parser reads them, near enough for marking them: runs of letters and
 * digits joined by hyphens ('multi-factor', 'AES-256'), and numbers with dots ('1.2').
 */
export const WORD = /\p{N}+(?:\.\p{N}+)+|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const WORD_HERE = new RegExp(WORD.source, 'uy');

const isDigit = (c: number) => c >= 48 && c <= 57;
const isAlnum = (c: number) => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** Not ASCII: a letter or digit of another script may go on the word, for the expression to tell. */
const beyondAscii = (c: number) => c >= 128;

/** The character after a dot at `at`; NaN where there is no dot. */
const dotThen = (text: string, at: number) => (text.charCodeAt(at) === 46 ? text.charCodeAt(at + 1) : NaN);

/**
 * The end of the word of ASCII letters and digits at `start`, as `WORD` reads it, or -1 where a
 * character beyond ASCII is next to it (then `WORD` reads it).
 */
function asciiWordEnd(text: string, start: number): number {
  let at = start;
  let digitsOnly = true;
  for (; at < text.length && isAlnum(text.charCodeAt(at)); at++)
    if (!isDigit(text.charCodeAt(at))) digitsOnly = false;
  if (beyondAscii(text.charCodeAt(at))) return -1;
  // A dot between digits joins them (a digit of another script after it: for the expression).
  if (digitsOnly && beyondAscii(dotThen(text, at))) return -1;
  if (digitsOnly && isDigit(dotThen(text, at))) {
    while (isDigit(dotThen(text, at))) {
      at++;
      while (isDigit(text.charCodeAt(at))) at++;
    }
    return beyondAscii(text.charCodeAt(at)) || beyondAscii(dotThen(text, at)) ? -1 : at;
  }
  while (text.charCodeAt(at) === 45) {
    const next = text.charCodeAt(at + 1);
    if (beyondAscii(next)) return -1;
    if (!isAlnum(next)) break;
    at++;
    while (isAlnum(text.charCodeAt(at))) at++;
    if (beyondAscii(text.charCodeAt(at))) return -1;
  }
  return at;
}

/**
 * Calls `visit` with each word's span in `text`, as `text.matchAll(WORD)` finds them, and whether
 * it is of ASCII letters and digits only (no hyphen, no other script). Words of ASCII, most of
 * any text, are read character by character: the expression's match objects were a third of the
 * cost of a snippet.
 */
export function forEachWord(text: string, visit: (start: number, end: number, simple: boolean) => void) {
  let at = 0;
  while (at < text.length) {
    const c = text.charCodeAt(at);
    if (!beyondAscii(c) && !isAlnum(c)) {
      at++;
      continue;
    }
    let end = beyondAscii(c) ? -1 : asciiWordEnd(text, at);
    if (end < 0) {
      WORD_HERE.lastIndex = at;
      if (!WORD_HERE.test(text)) {
        // A character of another script that is no letter nor digit (an emoji, a mark).
        at += c >= 0xd800 && c <= 0xdbff ? 2 : 1;
        continue;
      }
      end = WORD_HERE.lastIndex;
    }
    let simple = true;
    for (let i = at; i < end && simple; i++) simple = isAlnum(text.charCodeAt(i));
    visit(at, end, simple);
    at = end;
  }
}
