import { lexemesOf } from './local-tsquery.js';
import type { CompiledPlan } from './query-plan.js';
import { parseTsQuery, type TsQueryNode } from './term-index/tsquery-text.js';
import { WORD } from './word-spans.js';

/** A phrase of the query as lexemes at offsets from its first ('key <-> manag': key at 0, manag at 1). */
type Phrase = { at: number; lexeme: string }[];

/** What a snippet's marks may stand for: lexemes asked alone, prefixes being typed, and phrases. */
export interface MarkRules {
  alone: Set<string>;
  prefixes: string[];
  /** Phrases by their first lexeme. */
  phrases: Map<string, Phrase[]>;
}

const rulesByPlan = new WeakMap<CompiledPlan['ts'], MarkRules>();

export function rulesOf(plan: CompiledPlan): MarkRules {
  let rules = rulesByPlan.get(plan.ts);
  if (!rules) {
    rules = { alone: new Set(), prefixes: [], phrases: new Map() };
    collect(parseTsQuery(plan.ts.any), rules);
    rulesByPlan.set(plan.ts, rules);
  }
  return rules;
}

function collect(node: TsQueryNode | null, rules: MarkRules) {
  if (!node || node.kind === 'not') return;
  if (node.kind === 'lexeme') {
    if (node.prefix) rules.prefixes.push(node.lexeme);
    else rules.alone.add(node.lexeme);
  } else if (node.kind === 'phrase') {
    const phrase = phraseOf(node);
    // A phrase of alternatives (rare: quoted websearch text) marks its words as it always did.
    if (phrase)
      rules.phrases.set(phrase[0]!.lexeme, [...(rules.phrases.get(phrase[0]!.lexeme) ?? []), phrase]);
    else lexemesIn(node).forEach((lexeme) => rules.alone.add(lexeme));
  } else {
    collect(node.left, rules);
    collect(node.right, rules);
  }
}

function phraseOf(node: TsQueryNode): Phrase | null {
  if (node.kind === 'lexeme') return node.prefix ? null : [{ at: 0, lexeme: node.lexeme }];
  if (node.kind !== 'phrase') return null;
  const left = phraseOf(node.left);
  const right = phraseOf(node.right);
  if (!left || !right) return null;
  const end = Math.max(...left.map((p) => p.at));
  return [...left, ...right.map((p) => ({ at: end + node.distance + p.at, lexeme: p.lexeme }))];
}

function lexemesIn(node: TsQueryNode): string[] {
  if (node.kind === 'lexeme') return [node.lexeme];
  if (node.kind === 'not') return lexemesIn(node.operand);
  return [...lexemesIn(node.left), ...lexemesIn(node.right)];
}

/** A word of the snippet's text, and its lexemes by position (null: not plain, left to the database). */
export interface TextWord {
  start: number;
  end: number;
  lexemes: (string | null)[] | null;
}

/** A mark of the snippet: where its word stands in the snippet and in the text without marks. */
interface Mark {
  start: number;
  end: number;
  text: string;
  at: number;
  length: number;
  /** Its word is asked alone (or not read here): it stands whatever the phrases say. */
  sure: boolean;
}

/**
 * Words of snippets stemmed lately: snippets of one trust centre share most of their words. A
 * plain map, emptied when full: it is read for every word of every snippet, and an LRU's
 * bookkeeping on each read cost more than the rare re-stemming after a clear.
 */
const MAX_STEMMED_WORDS = 20_000;
const stemmedWords = new Map<string, (string | null)[] | 'not plain'>();
function lexemesOfWord(word: string): (string | null)[] | null {
  let found = stemmedWords.get(word);
  if (found === undefined) {
    if (stemmedWords.size >= MAX_STEMMED_WORDS) stemmedWords.clear();
    stemmedWords.set(word, (found = lexemesOf(word) ?? 'not plain'));
  }
  return found === 'not plain' ? null : found;
}

const MARK = /<mark>(.*?)<\/mark>/gsu;

/**
 * `snippet` (ts_headline's) with its marks as a reader expects them: see `withoutStrayMarks` and
 * `joinedAcrossHyphens`.
 */
export function tidyMarks(snippet: string, plan: CompiledPlan): string;
export function tidyMarks(snippet: string | null, plan: CompiledPlan): string | null;
export function tidyMarks(snippet: string | null, plan: CompiledPlan): string | null {
  if (!snippet || !snippet.includes('<mark>')) return snippet;
  return joinedAcrossHyphens(withoutStrayMarks(snippet, plan));
}

/** 'multi-factor' marked as one word: ts_headline marks its parts, and the hyphen between stood out. */
const joinedAcrossHyphens = (snippet: string) => snippet.replace(/<\/mark>([-\u2010\u2011])<mark>/gu, '$1');

/**
 * `snippet` without the marks on words that only some phrase of the question
 * holds, where that phrase is not there: ts_headline marks each word of a phrase wherever it
 * stands, so 'encryption keys' (with its synonyms 'key management' and 'key rotation') marked
 * 'managed' and 'rotated' in 'keys are managed in KMS and rotated yearly'. Words the question asks
 * for alone, words being typed, and words this server does not read as the database does keep
 * their marks.
 */
function withoutStrayMarks(snippet: string, plan: CompiledPlan): string {
  const rules = rulesOf(plan);
  if (rules.phrases.size === 0) return snippet;
  const asked = (lexeme: string | null) =>
    lexeme !== null && (rules.alone.has(lexeme) || rules.prefixes.some((p) => lexeme.startsWith(p)));
  // The text without marks, and where each mark stands in it and in the snippet.
  const marks: Mark[] = [];
  let text = '';
  let last = 0;
  let allSure = true;
  for (const match of snippet.matchAll(MARK)) {
    const own = lexemesOfWord(match[1]!);
    text += snippet.slice(last, match.index);
    const sure = !own || own.some(asked);
    allSure &&= sure;
    marks.push({
      start: text.length,
      end: text.length + match[1]!.length,
      text: match[1]!,
      at: match.index,
      length: match[0].length,
      sure,
    });
    text += match[1];
    last = match.index + match[0].length;
  }
  if (allSure) return snippet;
  text += snippet.slice(last);
  // ts_headline marks the parts of 'multi-factor' apart: words are read from the text, whole.
  const words: TextWord[] = [];
  for (const m of text.matchAll(WORD))
    words.push({ start: m.index, end: m.index + m[0].length, lexemes: lexemesOfWord(m[0]) });
  const inPhrase = wordsInPhrases(words, rules.phrases);
  // Marks and words both in text order: each mark's word is found walking the words once.
  let word = 0;
  const keep = (mark: Mark) => {
    if (mark.sure) return true;
    while (word < words.length && words[word]!.end < mark.end) word++;
    const w = words[word];
    if (!w || w.start > mark.start) return true;
    return !w.lexemes || inPhrase.has(word);
  };
  let out = '';
  let from = 0;
  for (const mark of marks) {
    if (keep(mark)) continue;
    out += snippet.slice(from, mark.at) + mark.text;
    from = mark.at + mark.length;
  }
  return from === 0 ? snippet : out + snippet.slice(from);
}

/** The indexes of the words where some phrase stands in full, counting positions as the database does. */
export function wordsInPhrases(words: readonly TextWord[], phrases: MarkRules['phrases']): Set<number> {
  // Each position's lexeme (null for a stop word or a word not read here) and the word it is of.
  const lexemes: (string | null)[] = [];
  const wordOf: number[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const lexeme of words[i]!.lexemes ?? [null]) {
      lexemes.push(lexeme);
      wordOf.push(i);
    }
  }
  const found = new Set<number>();
  for (let start = 0; start < lexemes.length; start++) {
    const lexeme = lexemes[start];
    const starting = lexeme != null ? phrases.get(lexeme) : undefined;
    if (!starting) continue;
    for (const phrase of starting) {
      if (!phrase.every(({ at, lexeme }) => lexemes[start + at] === lexeme)) continue;
      for (const { at } of phrase) found.add(wordOf[start + at]!);
    }
  }
  return found;
}
