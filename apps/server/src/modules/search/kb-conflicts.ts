import { LRUCache } from 'lru-cache';
import type { AppContext, OrgScope } from '../../context.js';
import { conflictInputs, entriesFingerprint } from './kb-queries.js';
import { similarPairs } from './near-duplicates.js';

/** Questions this alike (pg_trgm's similarity, 0..1) with different answers are flagged for review. */
const NEAR_DUPLICATE = 0.6;

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
const sameAnswer = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** A visitor could read both: entries of different products each answer for their own. */
const productsMeet = (a: string[], b: string[]) =>
  a.length === 0 || b.length === 0 || a.some((id) => b.includes(id));

/** Each conflict among `entries`, once from each side. */
export async function conflictsAmong(entries: readonly Entry[]): Promise<Conflict[]> {
  const conflicts: Conflict[] = [];
  const alike = await similarPairs(
    entries.map((e) => e.question),
    NEAR_DUPLICATE,
  );
  for (const [i, j] of alike) {
    const a = entries[i]!;
    const b = entries[j]!;
    if (numbersOf(a.question) !== numbersOf(b.question) || sameAnswer(a.answer, b.answer)) continue;
    if (!productsMeet(a.productIds, b.productIds)) continue;
    conflicts.push(
      { id: a.id, otherId: b.id, otherQuestion: b.question },
      { id: b.id, otherId: a.id, otherQuestion: a.question },
    );
  }
  return conflicts;
}

/**
 * Each organisation's conflicting entries, found again only when its entries changed. Every page
 * of the staff list shows them, and finding them compares every question with the alike ones (a
 * self-join on the trigram index took seconds for a thousand entries and a minute for five thousand).
 */
export class KbConflicts {
  private readonly found = new LRUCache<string, { fingerprint: string; conflicts: Promise<Conflict[]> }>({
    max: 100,
  });

  constructor(private readonly ctx: AppContext) {}

  async of(scope: OrgScope): Promise<Conflict[]> {
    const fingerprint = await entriesFingerprint(this.ctx.db, scope);
    const held = this.found.get(scope.orgId);
    if (held?.fingerprint === fingerprint) return held.conflicts;
    const conflicts = conflictInputs(this.ctx.db, scope).then(conflictsAmong);
    const entry = { fingerprint, conflicts };
    this.found.set(scope.orgId, entry);
    conflicts.catch(() => {
      if (this.found.peek(scope.orgId) === entry) this.found.delete(scope.orgId);
    });
    return conflicts;
  }
}
