import { sql } from 'drizzle-orm';
import { stem } from 'porter2';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { ENGLISH_STOP_WORDS, SYNONYM_GROUPS } from '@trust/shared';

/**
 * What PostgreSQL's parser reads the same way every time: words of ASCII letters (`asciiword`, each
 * stemmed by the `english` configuration's Snowball stemmer, Porter2, unless a stop word), such
 * words joined by hyphens (`asciihword`: the whole stemmed, then each part as a word) and words
 * of letters and digits with a digit (`numword` and `uint`, kept as they are). Anything else
 * (apostrophes, dots, other scripts) is left to the database.
 */
const LETTERS = /^[A-Za-z]+(?:-[A-Za-z]+)*$/;
const WITH_DIGITS = /^[A-Za-z0-9]*[0-9][A-Za-z0-9]*$/;
const MAX_WORD = 40;
const LOWER_LETTERS = /^[a-z]{1,40}$/;

/** A word's tokens in the parser's order, and whether each may be dropped as a stop word; null if not plain. */
function tokensOf(word: string): { token: string; stem: boolean; compound: boolean }[] | null {
  if (word.length > MAX_WORD) return null;
  const lower = word.toLowerCase();
  if (WITH_DIGITS.test(word)) return [{ token: lower, stem: false, compound: false }];
  if (!LETTERS.test(word)) return null;
  const parts = lower.split('-').map((token) => ({ token, stem: true, compound: false }));
  return parts.length === 1 ? parts : [{ token: lower, stem: true, compound: true }, ...parts];
}

/**
 * The lexemes `to_tsvector('english', word)` gives one plain word, one per position it takes (null
 * for a stop word, which takes a position and no lexeme); null where the word is not plain.
 */
export function lexemesOf(word: string): (string | null)[] | null {
  return (
    tokensOf(word)?.map(({ token, stem: stemmed, compound }) => {
      if (!stemmed) return token;
      return !compound && ENGLISH_STOP_WORDS.has(token) ? null : stem(token);
    }) ?? null
  );
}

/**
 * `phraseto_tsquery('english', text)::text` as PostgreSQL writes it, for plain words: the lexemes
 * joined by `<->`, or by `<n>` where stop words stood between them. Null where the text is not plain.
 */
export function localPhraseQuery(text: string): string | null {
  const words = text.trim().split(/ +/);
  const tokens = words.map(tokensOf);
  if (words[0] === '' || tokens.some((t) => t === null)) return null;
  const parts: string[] = [];
  let distance = 1;
  for (const { token, stem: stemmed, compound } of tokens.flatMap((t) => t!)) {
    if (stemmed && !compound && ENGLISH_STOP_WORDS.has(token)) {
      if (parts.length > 0) distance++;
      continue;
    }
    if (parts.length > 0) parts.push(distance === 1 ? '<->' : `<${distance}>`);
    parts.push(`'${stemmed ? stem(token) : token}'`);
    distance = 1;
  }
  return parts.join(' ');
}

/**
 * `to_tsquery('simple', text)::text` for a prefix query of lowercase letters (see `typedWord`): the
 * simple dictionary keeps such words as they are, so the database writes the query back unchanged.
 */
export function localPrefixQuery(text: string): string | null {
  const alternatives = text.split(' | ');
  const plain = alternatives.every((alternative, i) => {
    const word = i === 0 ? alternative.match(/^'(.*)':\*$/)?.[1] : alternative.match(/^'(.*)'$/)?.[1];
    return word !== undefined && LOWER_LETTERS.test(word);
  });
  return plain ? text : null;
}

/**
 * Words that exercise the stemmer's rules, and the synonym phrases every question may bring. The
 * last line tells Snowball releases apart: 3.0 (PostgreSQL 18) keeps 'added' as 'add', not 'ad'.
 */
const SAMPLE = [
  ...SYNONYM_GROUPS.flat(),
  'generously communities arguing agreed dying lying skies news innings proceed exceed succeed',
  'sensational traditional rational conditional hopefulness formality sensitivity electrical',
  'penetration retention termination subprocessors auditing audited audits policies procedures',
  'the data of the customer is it encrypted at rest and in transit',
  'SOC2 2FA 27001 007 iso27001 the-data of-the Multi-Factor a-b-c single sign-on role-based',
  'added adding erring',
];

/**
 * Whether this database stems as `localPhraseQuery` does: checked once per database on a sample,
 * since another PostgreSQL version may carry another Snowball release. Until it answers, and if it
 * disagrees, every piece goes to the database.
 */
const agreement = new WeakMap<Db, Promise<boolean>>();

export function stemsLikeDatabase(db: Db): Promise<boolean> {
  let agrees = agreement.get(db);
  if (!agrees) {
    agrees = compareWithDatabase(db).catch(() => {
      agreement.delete(db);
      return false;
    });
    agreement.set(db, agrees);
  }
  return agrees;
}

async function compareWithDatabase(db: Db): Promise<boolean> {
  const phrases = SAMPLE.flatMap((text) => [text, ...text.split(' ')]).filter(
    (text) => localPhraseQuery(text) !== null,
  );
  const rows = await queryRows<{ text: string; q: string }>(
    db,
    sql`select t.text, phraseto_tsquery('english', t.text)::text as q
      from json_array_elements_text(${JSON.stringify(phrases)}::json) as t(text)`,
  );
  return rows.length === phrases.length && rows.every((row) => localPhraseQuery(row.text) === row.q);
}
