import { MAX_CONCEPTS } from '@trust/shared';
import type { CompiledPlan } from '../query-plan.js';
import type { SearchScope } from '../search-scope.js';
import type { OrgTermIndex } from './org-index.js';
import type { RowSet } from './sorted-sets.js';
import { WEIGHT_A, type TermIndex } from './term-index.js';
import { alternativesOf, parseTsQuery, rankedLexemes, type TsQueryNode } from './tsquery-text.js';

/**
 * A synonym's share of a word's score: an entry in the asker's own words is the likelier answer
 * ('Who are your subprocessors?' is 'Do you use subprocessors?' before 'How do you assess your
 * vendors?'). Both still match and cover the concept alike; only the closeness rank differs.
 */
const SYNONYM_WEIGHT = 0.3;

/** A compiled plan's tsqueries, parsed for the term index. */
export interface ParsedPlan {
  /** The term as websearch syntax: with every concept, what the every-concept stage matches. */
  web: TsQueryNode | null;
  /** Each concept's alternatives (see `alternativesOf`). */
  concepts: TsQueryNode[][];
  /** Each concept's lexemes, for telling which concepts a question covers. */
  conceptLexemes: string[][];
  /** The lexemes of the some-concept query, which rows are scored by. */
  lexemes: Set<string>;
  /** Those of them the asker did not type nor spell otherwise: synonyms, which score below the words asked. */
  synonyms: Set<string>;
  /** Its words being typed, which rows are scored by the completions of. */
  prefixes: Set<string>;
}

const parsedPlans = new WeakMap<CompiledPlan['ts'], ParsedPlan>();

function parsed(plan: CompiledPlan): ParsedPlan {
  let found = parsedPlans.get(plan.ts);
  if (!found) {
    const any = parseTsQuery(plan.ts.any);
    const web = parseTsQuery(plan.ts.web);
    const lexemes = rankedLexemes(any);
    const typed = rankedLexemes(parseTsQuery(plan.ts.asked));
    found = {
      web,
      concepts: plan.ts.concepts.map((c) => alternativesOf(parseTsQuery(c))),
      conceptLexemes: plan.ts.concepts.map((c) => [...rankedLexemes(parseTsQuery(c))]),
      lexemes,
      synonyms: new Set([...lexemes].filter((lexeme) => !typed.has(lexeme))),
      prefixes: rankedLexemes(any, true),
    };
    parsedPlans.set(plan.ts, found);
  }
  return found;
}

/**
 * A row's place in the order search ranks by: every-concept matches first, then by concepts
 * covered, then by score. Concepts are at most `MAX_CONCEPTS` (16) and a score stays far below 1,000.
 */
const orderKey = (whole: number, hits: number, score: number) => whole * 1e9 + hits * 1e6 + score;

/** Per-row working arrays of one index, reused by every selection (selections never overlap: no awaits). */
interface Scratch {
  /** The last concept (by a number unique to it across calls) each row was counted for. */
  stamp: Int32Array;
  hits: Uint8Array;
  whole: Uint8Array;
  keep: Uint8Array;
  scores: Float64Array;
  /** The rows a selection touched, in its first `count` places: no array grows per question. */
  touched: Int32Array;
  /**
   * `reached[h]`: the rows that came to match `h` concepts (h >= 2), in its first `reachedCount[h]`
   * places; every row with h or more is there once. `reached[0]`: the rows the every-concept
   * query matched; `reached[1]` is empty (rows with one are `touched`). Made as a selection first
   * needs them.
   */
  reached: Int32Array[];
  reachedCount: Int32Array;
}
const scratches = new WeakMap<TermIndex, Scratch>();
/** Never 0, the stamp of a fresh scratch; back to 1 after two billion concepts, long after any row was stamped. */
let nextStamp = 1;
const newStamp = () => (nextStamp = (nextStamp % 0x7fff_ffff) + 1);

function scratchOf(index: TermIndex, concepts: number): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const n = index.size;
    scratch = {
      stamp: new Int32Array(n),
      hits: new Uint8Array(n),
      whole: new Uint8Array(n),
      keep: new Uint8Array(n),
      scores: new Float64Array(n),
      touched: new Int32Array(n),
      reached: [new Int32Array(n)],
      reachedCount: new Int32Array(MAX_CONCEPTS + 1),
    };
    scratches.set(index, scratch);
  }
  const { reached } = scratch;
  for (let h = reached.length; h <= concepts; h++)
    reached.push(h < 2 ? new Int32Array(0) : new Int32Array(index.size));
  return scratch;
}

/** A row the index ranked: what the ranking statements computed before, computed here. */
interface RankedRow {
  row: number;
  /** It matches every concept (or the term as websearch syntax). */
  whole: boolean;
  /** Concepts it matches. */
  hits: number;
  /** 0..1, normalised as ts_rank_cd's flag 32 does: score / (score + 1). */
  rank: number;
  key: number;
}

/** Rows in groups (a document's passages): only the best row of each group is chosen. */
export interface Groups {
  of: Int32Array;
  count: number;
}

/** Counts a concept's match in each allowed row of `rows` once (see `rankedRows`); the new count of rows touched. */
function countRows(rows: RowSet, mark: number, allowed: Uint8Array, scratch: Scratch, count: number) {
  const { stamp, hits, keep, touched, reached, reachedCount } = scratch;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (stamp[row] === mark || !allowed[row]) continue;
    stamp[row] = mark;
    const h = ++hits[row]!;
    if (h === 1) {
      keep[row] = 1;
      touched[count++] = row;
    } else reached[h]![reachedCount[h]!++] = row;
  }
  return count;
}

/**
 * As `countRows`, adding each allowed row's score for the lexeme as well. Two loops, not one with a
 * branch per row: one loop took a quarter longer over the tens of thousands of rows a common word has.
 */
function countScored(
  posting: { rows: RowSet; contributions: Float32Array },
  weight: number,
  mark: number,
  allowed: Uint8Array,
  scratch: Scratch,
  count: number,
) {
  const { stamp, hits, keep, scores, touched, reached, reachedCount } = scratch;
  const { rows, contributions } = posting;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (!allowed[row]) continue;
    scores[row]! += weight * contributions[i]!;
    if (stamp[row] === mark) continue;
    stamp[row] = mark;
    const h = ++hits[row]!;
    if (h === 1) {
      keep[row] = 1;
      touched[count++] = row;
    } else reached[h]![reachedCount[h]!++] = row;
  }
  return count;
}

/**
 * The fewest concepts a row must match to be among the best `limit`: the most that `limit` rows
 * (or, with groups, rows of `limit` groups) match at least. A row matching fewer, unless it
 * matches the whole query, ranks below all of those (`orderKey`), so it need not be ranked.
 */
function fewestHits(scratch: Scratch, concepts: number, limit: number, groups?: Groups): number {
  const { reached, reachedCount } = scratch;
  for (let h = concepts; h >= 2; h--) {
    const n = reachedCount[h]!;
    if (n < limit) continue;
    if (!groups || distinctGroups(reached[h]!, n, groups, limit) >= limit) return h;
  }
  return 1;
}

/** How many groups the first `n` rows of `rows` belong to, counted up to `enough`. */
function distinctGroups(rows: Int32Array, n: number, groups: Groups, enough: number): number {
  const seen = new Uint8Array(groups.count);
  let distinct = 0;
  for (let i = 0; i < n && distinct < enough; i++) {
    const group = groups.of[rows[i]!]!;
    if (!seen[group]) {
      seen[group] = 1;
      distinct++;
    }
  }
  return distinct;
}

/**
 * The best `limit` rows of `index` the viewer may find that match the plan, ranked: among those
 * matching every concept and, for a question of several concepts, those matching some. It walks
 * the rows it touched (tens of thousands for a common word) as few times as it can. Exported for
 * its test, which checks it against ranking every row.
 */
export function rankedRows(
  index: TermIndex,
  allowed: Uint8Array,
  plan: ParsedPlan,
  limit: number,
  groups?: Groups,
): RankedRow[] {
  const scratch = scratchOf(index, plan.concepts.length);
  const { hits, whole, keep, scores, touched, reached, reachedCount } = scratch;
  reachedCount.fill(0);
  let count = 0;
  // A lexeme asked alone is scored while its rows are counted: each row it holds is kept, as it
  // matches the concept. Lexemes only inside phrases are scored below, once the rows kept are known.
  const scoredAlone = new Set<string>();
  for (const alternatives of plan.concepts) {
    const mark = newStamp();
    for (const alternative of alternatives) {
      const scoreNow =
        alternative.kind === 'lexeme' &&
        !alternative.prefix &&
        plan.lexemes.has(alternative.lexeme) &&
        !scoredAlone.has(alternative.lexeme);
      const posting = scoreNow ? index.scoredPosting(alternative.lexeme) : null;
      const weight = scoreNow && plan.synonyms.has(alternative.lexeme) ? SYNONYM_WEIGHT : 1;
      if (scoreNow) scoredAlone.add(alternative.lexeme);
      count = posting
        ? countScored(posting, weight, mark, allowed, scratch, count)
        : countRows(index.matching(alternative), mark, allowed, scratch, count);
    }
  }
  // The every-concept stage matches `web || (c0 & c1 & ...)`.
  const wholeRows = reached[0]!;
  for (const row of index.matching(plan.web))
    if (allowed[row]) {
      whole[row] = 1;
      wholeRows[reachedCount[0]!++] = row;
      if (!keep[row]) {
        keep[row] = 1;
        touched[count++] = row;
      }
    }
  for (const lexeme of plan.lexemes) {
    if (scoredAlone.has(lexeme)) continue;
    const weight = plan.synonyms.has(lexeme) ? SYNONYM_WEIGHT : 1;
    index.addScores([lexeme], scores, keep, weight);
  }
  index.addCompletionScores(plan.prefixes, plan.lexemes, scores, keep);
  const concepts = plan.concepts.length;
  const top = new TopRows(limit);
  const best = groups && new BestOfGroups(groups);
  const offer = (row: number) => {
    if (concepts > 0 && hits[row] === concepts) whole[row] = 1;
    // A question of one concept or none has no some-concepts stage.
    if (concepts <= 1 && !whole[row]) return;
    const key = orderKey(whole[row]!, hits[row]!, scores[row]!);
    if (best) best.offer(row, key);
    else top.offer(row, key);
  };
  // Only rows that can be among the best are ranked: of the tens of thousands a common word
  // touches, most match one concept of several and rank below hundreds that match more.
  const floor = fewestHits(scratch, concepts, limit, groups);
  if (floor === 1) for (let i = 0; i < count; i++) offer(touched[i]!);
  else {
    const rows = reached[floor]!;
    for (let i = 0; i < reachedCount[floor]!; i++) offer(rows[i]!);
    for (let i = 0; i < reachedCount[0]!; i++) if (hits[wholeRows[i]!]! < floor) offer(wholeRows[i]!);
  }
  if (best) best.each((row, key) => top.offer(row, key));
  const ranked = top.rows.map((row, i) => ({
    row,
    whole: whole[row] === 1,
    hits: hits[row]!,
    rank: scores[row]! / (scores[row]! + 1),
    key: top.keys[i]!,
  }));
  // Back to zeros for the next selection: row by row where few were touched, else all at once.
  if (count < index.size / 8)
    for (let i = 0; i < count; i++) {
      const row = touched[i]!;
      hits[row] = 0;
      whole[row] = 0;
      keep[row] = 0;
      scores[row] = 0;
    }
  else {
    hits.fill(0);
    whole.fill(0);
    keep.fill(0);
    scores.fill(0);
  }
  return ranked;
}

/**
 * Whether a row ranks above another: by key, and on the same key the earlier row first, so that
 * the order rows are offered in never changes what is chosen.
 */
const ranksAbove = (key: number, row: number, otherKey: number, otherRow: number) =>
  key > otherKey || (key === otherKey && row < otherRow);

/** The best row of each group offered: a document is found by its best passage only. */
class BestOfGroups {
  private readonly row: Int32Array;
  private readonly key: Float64Array;
  private readonly seen: number[] = [];

  constructor(private readonly groups: Groups) {
    this.row = new Int32Array(groups.count).fill(-1);
    this.key = new Float64Array(groups.count);
  }

  offer(row: number, key: number) {
    const group = this.groups.of[row]!;
    if (this.row[group] === -1) this.seen.push(group);
    else if (!ranksAbove(key, row, this.key[group]!, this.row[group]!)) return;
    this.row[group] = row;
    this.key[group] = key;
  }

  each(visit: (row: number, key: number) => void) {
    for (const group of this.seen) visit(this.row[group]!, this.key[group]!);
  }
}

/** The `limit` rows with the highest keys offered, best first: one pass, no sort of them all. */
class TopRows {
  readonly rows: number[] = [];
  readonly keys: number[] = [];

  constructor(private readonly limit: number) {}

  offer(row: number, key: number) {
    const { rows, keys, limit } = this;
    if (rows.length === limit && !ranksAbove(key, row, keys[limit - 1]!, rows[limit - 1]!)) return;
    let at = rows.length;
    while (at > 0 && ranksAbove(key, row, keys[at - 1]!, rows[at - 1]!)) at--;
    rows.splice(at, 0, row);
    keys.splice(at, 0, key);
    if (rows.length > limit) {
      rows.pop();
      keys.pop();
    }
  }
}

/** The `limit` rows with the highest keys, best first. */
function best<T extends { key: number }>(rows: readonly T[], limit: number): T[] {
  return [...rows].sort((a, b) => b.key - a.key).slice(0, limit);
}

/** A chosen row of some source, by its id, with its ranking. */
export type Chosen<Extra = object> = { id: string; whole: boolean; hits: number; rank: number } & Extra;

/** What the index chose for a search: the best rows of each source, in order. */
export interface SearchChoice {
  kb: Chosen<{ questionHits: number }>[];
  items: Chosen[];
  /** Documents: by name, or by their best passage (then `passageId`). */
  files: Chosen<{ passageId: string | null }>[];
  updates: Chosen[];
}

/** What the index chose for an answer: the best knowledge-base entries and passages. */
export interface AnswerChoice {
  kb: Chosen<{ questionHits: number }>[];
  passages: Chosen<{ fileId: string }>[];
}

export function searchChoice(
  index: OrgTermIndex,
  scope: SearchScope,
  compiled: CompiledPlan,
  limit: number,
): SearchChoice {
  const plan = parsed(compiled);
  const open = rankedRows(index.openItems.index, index.openItemsAllowed(scope), plan, limit);
  const locked = rankedRows(index.lockedItems.index, index.lockedItemsAllowed(scope), plan, limit);
  const itemRows = index.openItems.rows;
  return {
    kb: chooseKb(index, scope, plan, limit),
    items: best([...open, ...locked], limit).map((r) => chosen(r, itemRows[r.row]!.uid, {})),
    files: chooseFiles(index, scope, plan, limit),
    updates: rankedRows(index.updates.index, index.updatesAllowed(scope), plan, limit).map((r) =>
      chosen(r, index.updates.rows[r.row]!.id, {}),
    ),
  };
}

export function answerChoice(
  index: OrgTermIndex,
  scope: SearchScope,
  compiled: CompiledPlan,
  limit: number,
): AnswerChoice {
  const plan = parsed(compiled);
  const passages = rankedRows(index.passages.index, index.passagesAllowed(scope), plan, limit);
  return {
    kb: chooseKb(index, scope, plan, limit),
    passages: passages.map((r) => {
      const { id, fileId } = index.passages.rows[r.row]!;
      return chosen(r, id, { fileId });
    }),
  };
}

const chosen = <Extra extends object>(r: RankedRow, id: string, extra: Extra): Chosen<Extra> => ({
  id,
  whole: r.whole,
  hits: r.hits,
  rank: r.rank,
  ...extra,
});

/** Entries, each with the concepts its question covers (the question weighs above the answer). */
function chooseKb(index: OrgTermIndex, scope: SearchScope, plan: ParsedPlan, limit: number) {
  const kb = index.kb.index;
  return rankedRows(kb, index.kbAllowed(scope), plan, limit).map((r) => {
    const inQuestion = plan.conceptLexemes.filter((lexemes) =>
      lexemes.some((lexeme) => kb.bestWeight(lexeme, r.row) === WEIGHT_A),
    );
    return chosen(r, index.kb.rows[r.row]!.id, { questionHits: Math.min(r.hits, inQuestion.length) });
  });
}

/** Each listed file once: by its name, or by its best passage where the viewer may read it. */
function chooseFiles(index: OrgTermIndex, scope: SearchScope, plan: ParsedPlan, limit: number) {
  const { passages, fileNames } = index;
  const byText = rankedRows(passages.index, index.passagesAllowed(scope), plan, limit, index.passageFiles);
  const byName = rankedRows(fileNames.index, index.fileNamesAllowed(scope), plan, limit);
  const byFile = new Map<string, { r: RankedRow; passageId: string | null }>();
  const offer = (fileId: string, r: RankedRow, passageId: string | null) => {
    const held = byFile.get(fileId);
    if (!held || held.r.key < r.key) byFile.set(fileId, { r, passageId });
  };
  for (const r of byText) offer(passages.rows[r.row]!.fileId, r, passages.rows[r.row]!.id);
  for (const r of byName) offer(fileNames.rows[r.row]!.id, r, null);
  const files = [...byFile].map(([fileId, { r, passageId }]) => ({ ...r, fileId, passageId }));
  return best(files, limit).map((f) => chosen(f, f.fileId, { passageId: f.passageId }));
}
