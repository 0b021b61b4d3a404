import type { CompiledPlan } from '../query-plan.js';
import type { SearchScope } from '../search-scope.js';
import type { OrgTermIndex } from './org-index.js';
import type { TermIndex } from './term-index.js';
import { parseTsQuery, rankedLexemes, type TsQueryNode } from './tsquery-text.js';

/** A compiled plan's tsqueries, parsed for the term index. */
interface ParsedPlan {
  /** The term as websearch syntax: with every concept, what the every-concept stage matches. */
  web: TsQueryNode | null;
  any: TsQueryNode | null;
  concepts: (TsQueryNode | null)[];
  lexemes: Set<string>;
}

const parsedPlans = new WeakMap<CompiledPlan['ts'], ParsedPlan>();

function parsed(plan: CompiledPlan): ParsedPlan {
  let found = parsedPlans.get(plan.ts);
  if (!found) {
    const any = parseTsQuery(plan.ts.any);
    found = {
      web: parseTsQuery(plan.ts.web),
      any,
      concepts: plan.ts.concepts.map(parseTsQuery),
      lexemes: rankedLexemes(any),
    };
    parsedPlans.set(plan.ts, found);
  }
  return found;
}

/**
 * A row's place in the order the statements rank by: every-concept matches first, then by concepts
 * covered, then by ts_rank. Concepts are at most 16 and a ts_rank sum stays far below 1,000.
 */
const orderKey = (whole: number, hits: number, rank: number) => whole * 1e9 + hits * 1e6 + rank;

/** Per-row working arrays of one index, reused by every selection (selections never overlap: no awaits). */
interface Scratch {
  hits: Uint8Array;
  whole: Uint8Array;
  keep: Uint8Array;
  ranks: Float64Array;
}
const scratches = new WeakMap<TermIndex, Scratch>();

function scratchOf(index: TermIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const n = index.size;
    scratch = {
      hits: new Uint8Array(n),
      whole: new Uint8Array(n),
      keep: new Uint8Array(n),
      ranks: new Float64Array(n),
    };
    scratches.set(index, scratch);
  }
  return scratch;
}

/** Candidate rows and their order keys (parallel arrays). */
interface Scored {
  rows: number[];
  keys: number[];
}

/**
 * The rows of `index` the viewer may find that the SQL pool would hold, with their order keys:
 * those matching every concept and, for a question of several concepts, those matching some.
 */
function scoredRows(index: TermIndex, allowed: Uint8Array, plan: ParsedPlan): Scored {
  const { hits, whole, keep, ranks } = scratchOf(index);
  const touched: number[] = [];
  for (const concept of plan.concepts)
    for (const row of index.matching(concept))
      if (allowed[row] && hits[row]!++ === 0) {
        keep[row] = 1;
        touched.push(row);
      }
  // The every-concept stage matches `web || (c0 & c1 & ...)`.
  const concepts = plan.concepts.length;
  if (concepts > 0) for (const row of touched) if (hits[row] === concepts) whole[row] = 1;
  for (const row of index.matching(plan.web))
    if (allowed[row]) {
      whole[row] = 1;
      if (!keep[row]) {
        keep[row] = 1;
        touched.push(row);
      }
    }
  const rows = concepts <= 1 ? touched.filter((row) => whole[row]) : touched;
  if (rows !== touched) for (const row of touched) if (!whole[row]) keep[row] = 0;
  index.addRanks(plan.lexemes, ranks, keep);
  const keys = rows.map((row) => orderKey(whole[row]!, hits[row]!, ranks[row]!));
  for (const row of touched) {
    hits[row] = 0;
    whole[row] = 0;
    keep[row] = 0;
    ranks[row] = 0;
  }
  return { rows, keys };
}

/** The `limit` values with the highest keys, best first. */
function best<T>(values: readonly T[], keys: readonly number[], limit: number): T[] {
  const top: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const key = keys[i]!;
    if (top.length === limit && key <= keys[top[limit - 1]!]!) continue;
    let at = top.length;
    while (at > 0 && keys[top[at - 1]!]! < key) at--;
    top.splice(at, 0, i);
    if (top.length > limit) top.pop();
  }
  return top.map((i) => values[i]!);
}

/** Ids of the rows each source's ranking statement should rank: its best candidates by the index. */
export interface IndexedCandidates {
  kbIds: string[];
  /** For search: the best passage of each of the best files. For answers: the best passages. */
  passageIds: string[];
  itemUids: string[];
}

export function indexedCandidates(
  index: OrgTermIndex,
  scope: SearchScope,
  compiled: CompiledPlan,
  limit: number,
  passagesPerFile: 'one' | 'all',
): IndexedCandidates {
  const plan = parsed(compiled);
  const kb = scoredRows(index.kb.index, index.kbAllowed(scope), plan);
  const passages = scoredRows(index.passages.index, index.passagesAllowed(scope), plan);
  const passageRows = index.passages.rows;
  const chosen = passagesPerFile === 'one' ? bestPerFile(passages, passageRows, index.fileCount) : passages;
  const open = scoredRows(index.openItems.index, index.openItemsAllowed(scope), plan);
  const locked = scoredRows(index.lockedItems.index, index.lockedItemsAllowed(scope), plan);
  const itemRows = index.openItems.rows;
  return {
    kbIds: best(kb.rows, kb.keys, limit).map((row) => index.kb.rows[row]!.id),
    passageIds: best(chosen.rows, chosen.keys, limit).map((row) => passageRows[row]!.id),
    itemUids: best([...open.rows, ...locked.rows], [...open.keys, ...locked.keys], limit).map(
      (row) => itemRows[row]!.uid,
    ),
  };
}

/** Each file's best passage: search shows a document once, with its best passage as the snippet. */
function bestPerFile(passages: Scored, rows: readonly { fileNo: number }[], fileCount: number): Scored {
  const bestOfFile = new Int32Array(fileCount).fill(-1);
  passages.rows.forEach((row, i) => {
    const file = rows[row]!.fileNo;
    const held = bestOfFile[file]!;
    if (held < 0 || passages.keys[held]! < passages.keys[i]!) bestOfFile[file] = i;
  });
  const chosen = [...bestOfFile].filter((i) => i >= 0);
  return { rows: chosen.map((i) => passages.rows[i]!), keys: chosen.map((i) => passages.keys[i]!) };
}
