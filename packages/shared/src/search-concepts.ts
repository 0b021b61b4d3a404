import { READ_WITH, SPELLINGS, SYNONYM_GROUPS } from './search-synonyms.js';
import { ENGLISH_STOP_WORDS, QUESTION_VERBS } from './search-stop-words.js';

/** One idea of the question: any of its phrases counts as a match (a word, or a synonym group). */
export interface Concept {
  phrases: string[];
  /**
   * For a synonym group: the phrase asked and its other spellings (see `SPELLINGS`), which search
   * counts as the asker's own words; the group's other phrases rank below them.
   */
  spellings?: string[];
}

export interface QueryPlan {
  /** The term as typed, trimmed. */
  term: string;
  concepts: Concept[];
  /**
   * Search as you type: the last word, still being typed, also matches as a prefix, as an
   * alternative of `concept`, the concept the word belongs to. A stop word being typed ('so' on
   * the way to 'SOC') is a concept of its own only when the term has no other.
   */
  prefix: { word: string; concept: number } | null;
}

/**
 * How a term is read: as typed into a search box (its last word may be unfinished) or as a question
 * asked in full (Ask AI, a questionnaire's question).
 */
export type TermReading = 'typing' | 'asked';

/** Questions rarely carry more ideas than this; more only slows ranking down. */
export const MAX_CONCEPTS = 16;
const MAX_PHRASE_WORDS = 5;
export const WORD = /[\p{L}\p{N}]+(?:[-'./][\p{L}\p{N}]+)*/gu;

const words = (text: string) => text.toLowerCase().match(WORD) ?? [];

/**
 * A word as synonym phrases are looked up by: an English plural as its singular ('pen tests' is
 * 'pen test', 'third parties' 'third party'). Words of three letters and those ending in ss, us
 * or is ('sso', 'access', 'status', 'analysis') are kept as they are.
 */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || /(?:ss|us|is)$/.test(word)) return word;
  return word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.slice(0, -1);
}
/** Words made singular, a hyphen read as a space: 'sub processors' is 'sub-processor'. */
const phraseKey = (tokens: string[]) => tokens.map(singular).join(' ').replace(/-/g, ' ');
/** The same run together: 'anti virus' is 'antivirus', 'back ups' 'backup'. */
const compactKey = (key: string) => singular(key.replace(/ /g, ''));

/**
 * Every phrase of every group, by its key, and by its compact key (the first phrase's to have it):
 * a term is written apart, joined or hyphenated, and typed in any of the three.
 */
const GROUP_OF_PHRASE = new Map<string, { group: number; phrase: string }>();
SYNONYM_GROUPS.forEach((group, index) => {
  for (const phrase of group) GROUP_OF_PHRASE.set(phraseKey(words(phrase)), { group: index, phrase });
});
const GROUP_OF_COMPACT = new Map<string, { group: number; phrase: string }>();
for (const [key, found] of GROUP_OF_PHRASE) {
  const compact = compactKey(key);
  if (!GROUP_OF_COMPACT.has(compact)) GROUP_OF_COMPACT.set(compact, found);
}
const groupOf = (tokens: string[]) => {
  const key = phraseKey(tokens);
  return GROUP_OF_PHRASE.get(key) ?? GROUP_OF_COMPACT.get(compactKey(key));
};
const SPELLINGS_OF = new Map(SPELLINGS.flatMap((spellings) => spellings.map((p) => [p, [...spellings]])));

/**
 * A name run together with its number ('soc3', 'iso27701', 'aes256'), as the words texts write it
 * in ('SOC 3'): the text parser reads the two as one word, which 'SOC 3' does not hold.
 */
export function spacedNumber(token: string): string | null {
  const parts = /^(\p{L}{2,})(\p{N}+)$/u.exec(token);
  return parts ? `${parts[1]} ${parts[2]}` : null;
}

/**
 * The question's words, each read as a phrase of the question gives it to be read (see
 * `READ_WITH`), and the words asked that stay phrases of their idea (null where none does).
 */
function readWith(tokens: string[]): { read: string[]; kept: (string | null)[] } {
  const asked = ` ${tokens.join(' ')} `;
  const rules = READ_WITH.filter(({ phrase }) => asked.includes(` ${phrase} `));
  const ruleOf = tokens.map((token) => rules.find(({ words }) => words.has(token)));
  return {
    read: tokens.map((token, i) => ruleOf[i]?.as ?? token),
    kept: tokens.map((token, i) => (ruleOf[i]?.kept ? token : null)),
  };
}

/**
 * Splits a question into concepts: the longest synonym phrase at each position becomes one
 * concept with its whole group; any other word that is not a stop word is a concept of its own.
 */
export function planQuery(term: string, reading: TermReading = 'typing'): QueryPlan {
  const { read: tokens, kept } = readWith(words(term));
  const concepts: Concept[] = [];
  const indexOf = new Map<string, number>();
  let lastConcept: number | null = null;
  // A last word that completes a phrase of several words ('penetration test', 'sub-processors')
  // was not being typed: as a bare prefix ('test:*') it would match every entry with the word.
  let endsInPhrase = false;
  // Question verbs ('handle', 'perform'), kept for a term that has nothing else.
  const verbs: string[] = [];
  let endsInVerb = false;
  const add = (key: string, phrases: string[], spellings?: string[]) => {
    if (!indexOf.has(key) && concepts.length < MAX_CONCEPTS) {
      indexOf.set(key, concepts.length);
      concepts.push(spellings ? { phrases, spellings } : { phrases });
    } else if (spellings) {
      // The same group asked twice in other words ('MFA or 2FA'): both are the asker's.
      const concept = concepts[indexOf.get(key)!];
      if (concept) concept.spellings = [...new Set([...(concept.spellings ?? []), ...spellings])];
    }
    lastConcept = indexOf.get(key) ?? null;
  };
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, tokens.length - i); n >= 1; n--) {
      const found = groupOf(tokens.slice(i, i + n));
      if (found !== undefined) {
        const { group, phrase } = found;
        const asked = kept.slice(i, i + n).filter((word) => word !== null);
        if (asked.length > 0) add(`g${group}`, [...SYNONYM_GROUPS[group]!, ...asked], asked);
        else add(`g${group}`, [...SYNONYM_GROUPS[group]!], SPELLINGS_OF.get(phrase) ?? [phrase]);
        matched = n;
        break;
      }
    }
    endsInVerb = false;
    if (matched) {
      endsInPhrase = matched > 1 || tokens[i]!.includes('-');
      i += matched;
      continue;
    }
    const token = tokens[i]!;
    lastConcept = null;
    endsInPhrase = false;
    endsInVerb = QUESTION_VERBS.has(token);
    const spaced = spacedNumber(token);
    if (endsInVerb) verbs.push(token);
    else if (spaced) add(`w${token}`, [token, spaced], [token, spaced]);
    else if (!ENGLISH_STOP_WORDS.has(token)) add(`w${token}`, [token]);
    i += 1;
  }
  if (concepts.length === 0) {
    for (const verb of verbs) add(`w${verb}`, [verb]);
    if (!endsInVerb) lastConcept = null;
  }
  const last = /[\p{L}\p{N}]+$/u.exec(term.toLowerCase())?.[0];
  let prefix: QueryPlan['prefix'] = null;
  if (reading === 'typing' && last && last.length >= 2 && !endsInPhrase) {
    if (lastConcept === null && concepts.length === 0) add(`p${last}`, []);
    if (lastConcept !== null) prefix = { word: last, concept: lastConcept };
  }
  return { term: term.trim(), concepts, prefix };
}
