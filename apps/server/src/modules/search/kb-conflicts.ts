import { setTimeout as delay } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { AppContext, OrgScope } from '../../context.js';
import { conflictInputs, entriesFingerprint } from './kb-queries.js';
import { pauser, similarGramPairs, similarity, trigramIds } from './near-duplicates.js';

/** Questions this alike (pg_trgm's similarity, 0..1) with different answers are flagged for review. */
const NEAR_DUPLICATE = 0.6;
/**
 * How long the staff list waits for an analysis under way before it shows the last one finished:
 * the first analysis of tens of thousands of entries takes from half a minute to minutes.
 */
const LIST_WAIT_MS = 1500;
/** More questions changed than this (an import) and all are compared again, not each changed one with all. */
const MAX_CHANGED = 500;

interface Entry {
  id: string;
  question: string;
  answer: string;
  /** None: every product. */
  productIds: string[];
}

/** An entry, and another whose question is nearly the same and whose answer is not. */
export interface Conflict {
  id: string;
  otherId: string;
  otherQuestion: string;
}

/** A question's numbers in order ('2' of 'SOC 2', '27001 2022'): questions about different ones differ. */
const numbersOf = (question: string) => (question.match(/[0-9]+/g) ?? []).join(' ');
/** A visitor could read both: entries of different products each answer for their own. */
const productsMeet = (a: string[], b: string[]) =>
  a.length === 0 || b.length === 0 || a.some((id) => b.includes(id));

/** An entry as an analysis holds it: with what comparing it needs, worked out once. */
interface Analysed extends Entry {
  grams: Int32Array;
  numbers: string;
  answerKey: string;
}

function analysed(entry: Entry, grams: Int32Array): Analysed {
  return {
    ...entry,
    grams,
    numbers: numbersOf(entry.question),
    answerKey: entry.answer.trim().toLowerCase(),
  };
}

const conflicting = (a: Analysed, b: Analysed) =>
  a.numbers === b.numbers && a.answerKey !== b.answerKey && productsMeet(a.productIds, b.productIds);

/** Each conflict of alike pairs of entries, once from each side. */
async function conflictsOf(pairs: Iterable<[Analysed, Analysed]>): Promise<Conflict[]> {
  const pause = pauser();
  const conflicts: Conflict[] = [];
  for (const [a, b] of pairs) {
    await pause();
    if (conflicting(a, b))
      conflicts.push(
        { id: a.id, otherId: b.id, otherQuestion: b.question },
        { id: b.id, otherId: a.id, otherQuestion: a.question },
      );
  }
  return conflicts;
}

/**
 * What one analysis of an organisation's entries found: which questions are alike. Conflicts
 * follow from the pairs and the entries' answers and products. Never changed once made: the list
 * may show it while the next one is under way.
 */
interface Analysis {
  fingerprint: string;
  entries: ReadonlyMap<string, Analysed>;
  /** Each entry's alike entries, by id. */
  alike: ReadonlyMap<string, ReadonlySet<string>>;
  /** The trigrams' numbers, shared by an organisation's analyses (it only grows). */
  dictionary: Map<string, number>;
  conflicts: Conflict[];
}

/** The entries' alike pairs, from both sides. */
async function alikeSets(pairs: Iterable<[string, string]>): Promise<Map<string, Set<string>>> {
  const pause = pauser();
  const alike = new Map<string, Set<string>>();
  const add = (a: string, b: string) => {
    let set = alike.get(a);
    if (!set) alike.set(a, (set = new Set()));
    set.add(b);
  };
  for (const [a, b] of pairs) {
    await pause();
    add(a, b);
    add(b, a);
  }
  return alike;
}

async function withConflicts(analysis: Omit<Analysis, 'conflicts'>): Promise<Analysis> {
  const pause = pauser();
  const pairs: [Analysed, Analysed][] = [];
  for (const [id, others] of analysis.alike) {
    for (const other of others)
      if (id < other) pairs.push([analysis.entries.get(id)!, analysis.entries.get(other)!]);
    await pause();
  }
  return { ...analysis, conflicts: await conflictsOf(pairs) };
}

/** Every entry compared with every other (PPJoin over their trigrams). */
async function analyseAll(fingerprint: string, rows: Entry[], dictionary = new Map<string, number>()) {
  const pause = pauser();
  const entries = new Map<string, Analysed>();
  for (const row of rows) {
    entries.set(row.id, analysed(row, trigramIds(row.question, dictionary)));
    await pause();
  }
  const pairs = await similarGramPairs(
    rows.map((row) => entries.get(row.id)!.grams),
    NEAR_DUPLICATE,
  );
  const alike = await alikeSets(pairs.map(([i, j]): [string, string] => [rows[i]!.id, rows[j]!.id]));
  return await withConflicts({ fingerprint, entries, alike, dictionary });
}

/**
 * The last analysis brought up to date: only the questions added or reworded are compared with
 * every entry (milliseconds each, where comparing all takes a minute for fifty thousand). Null
 * when too many changed for that to be quicker.
 */
async function analyseChanges(fingerprint: string, rows: Entry[], last: Analysis): Promise<Analysis | null> {
  const reworded = rows.filter((row) => last.entries.get(row.id)?.question !== row.question);
  if (reworded.length > MAX_CHANGED) return null;
  const pause = pauser();
  const current = new Set(rows.map((row) => row.id));
  const entries = new Map<string, Analysed>();
  for (const row of rows) {
    const held = last.entries.get(row.id);
    const grams = held?.question === row.question ? held.grams : trigramIds(row.question, last.dictionary);
    entries.set(row.id, analysed(row, grams));
    await pause();
  }
  // Pairs of entries deleted or reworded go; the reworded ones are compared again below.
  const gone = new Set([...last.entries.keys()].filter((id) => !current.has(id)));
  for (const row of reworded) gone.add(row.id);
  // Sets are shared with the last analysis where nothing of theirs changed, and copied before a change.
  const alike = new Map<string, ReadonlySet<string>>();
  for (const [id, others] of last.alike) {
    await pause();
    if (gone.has(id)) continue;
    if (![...others].some((other) => gone.has(other))) alike.set(id, others);
    else {
      const kept = [...others].filter((other) => !gone.has(other));
      if (kept.length > 0) alike.set(id, new Set(kept));
    }
  }
  const compared = [...entries.values()].filter((e) => !gone.has(e.id));
  const pairs: [string, string][] = [];
  for (const row of reworded) {
    const entry = entries.get(row.id)!;
    const size = entry.grams.length;
    for (let k = 0; k < compared.length; k++) {
      if ((k & 0x3ff) === 0) await pause();
      const other = compared[k]!;
      // Sizes this far apart cannot be this alike.
      if (other.grams.length < NEAR_DUPLICATE * size || size < NEAR_DUPLICATE * other.grams.length) continue;
      if (size > 0 && similarity(entry.grams, other.grams) >= NEAR_DUPLICATE)
        pairs.push([entry.id, other.id]);
    }
    compared.push(entry);
  }
  for (const [id, others] of await alikeSets(pairs))
    alike.set(id, new Set([...(alike.get(id) ?? []), ...others]));
  return await withConflicts({ fingerprint, entries, alike, dictionary: last.dictionary });
}

/**
 * Each organisation's conflicting entries. An analysis is remembered until the entries change;
 * the next one compares only what changed, and the staff list does not wait long for one: it shows
 * the last finished while a long one (the first of a large knowledge base, an import) goes on.
 */
export class KbConflicts {
  private readonly finished = new LRUCache<string, Analysis>({ max: 100 });
  private readonly running = new Map<string, { fingerprint: string; analysis: Promise<Analysis> }>();

  /** `waitMs`: 0 never waits for a check under way. */
  constructor(
    private readonly ctx: AppContext,
    private readonly waitMs = LIST_WAIT_MS,
  ) {}

  /** The conflicts, and whether they are those of entries since changed (`pending`, then checked again). */
  async of(scope: OrgScope): Promise<{ conflicts: Conflict[]; pending: boolean }> {
    const fingerprint = await entriesFingerprint(this.ctx.db, scope);
    const last = this.finished.get(scope.orgId);
    if (last?.fingerprint === fingerprint) return { conflicts: last.conflicts, pending: false };
    const analysis = this.analyse(scope, fingerprint);
    // Not waited for, a failed check is tried again at the next list.
    analysis.catch(() => undefined);
    const ready =
      this.waitMs > 0 ? await Promise.race([analysis, delay(this.waitMs, null, { ref: false })]) : null;
    if (ready) return { conflicts: ready.conflicts, pending: false };
    return { conflicts: this.finished.get(scope.orgId)?.conflicts ?? [], pending: true };
  }

  /** The analysis of this state of the entries: the one under way, or one begun after it. */
  private analyse(scope: OrgScope, fingerprint: string): Promise<Analysis> {
    const under = this.running.get(scope.orgId);
    if (under?.fingerprint === fingerprint) return under.analysis;
    const analysis = (under?.analysis ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        const rows = await conflictInputs(this.ctx.db, scope);
        const last = this.finished.get(scope.orgId);
        const next =
          (last && (await analyseChanges(fingerprint, rows, last))) ??
          (await analyseAll(fingerprint, rows, last?.dictionary));
        this.finished.set(scope.orgId, next);
        return next;
      })
      .finally(() => {
        if (this.running.get(scope.orgId)?.analysis === analysis) this.running.delete(scope.orgId);
      });
    this.running.set(scope.orgId, { fingerprint, analysis });
    return analysis;
  }
}
