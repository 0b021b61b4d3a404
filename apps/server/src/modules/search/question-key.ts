import { stem } from 'porter2';
import { planQuery, spacedNumber } from '@trust/shared';

const ENGLISH_WORD = /^[a-z]+$/;
const DIGITS = /^\p{N}+$/u;

/** A word as a key holds it: without its inner punctuation, and stemmed when it is English. */
const wordKey = (word: string) => {
  const bare = word.replace(/[-'./]/g, '');
  return ENGLISH_WORD.test(bare) ? stem(bare) : bare;
};

/**
 * What 'Questions asked' groups questions by: their ideas, however worded. A synonym group counts
 * as its first phrase ('2FA' and 'multi-factor' are 'mfa'), other words as their stems ('Is SSO
 * supported?' and 'Do you support SAML' are one question), stop words are dropped and order does
 * not count. A number joins the word before it, so 'SOC 2', 'soc2' and 'SOC-2?' are one question
 * and 'SOC 2' and 'SOC 3' are two. A question of stop words only keeps its letters and digits.
 */
export function questionKey(term: string): string {
  const parts: string[] = [];
  let previousWord: number | null = null;
  // 'SOC-2' is read as 'SOC 2', so that it is found in the synonym groups as 'SOC 2' is.
  const spaced = term.replace(/(\p{L})[-.](?=\p{N})/gu, '$1 ');
  for (const { phrases } of planQuery(spaced, 'asked').concepts) {
    // 'soc3' is a word with its spaced form ('soc 3') beside it: as a word, it joins 'SOC 3'.
    const runTogether = phrases.length === 2 && spacedNumber(phrases[0]!) === phrases[1];
    if (phrases.length !== 1 && !runTogether) {
      parts.push(`~${phrases[0]}`);
      previousWord = null;
      continue;
    }
    const word = wordKey(phrases[0]!);
    if (previousWord !== null && DIGITS.test(word)) parts[previousWord] += word;
    else {
      previousWord = parts.length;
      parts.push(word);
    }
  }
  if (parts.length === 0) return term.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
  return [...new Set(parts)].sort().join(' ');
}
