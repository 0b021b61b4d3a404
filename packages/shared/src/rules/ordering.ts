import { cardWeight, type CardKind } from '../cards.js';
import type { EnabledState } from '../items.js';

/** What ordering needs to know about an item. */
export interface OrderableItem {
  itemUid: string;
  title: string;
  enabledState: EnabledState;
  type: string | null;
}

/** Items that a card kind lifts above its other items (editor spec section 9). */
const SPECIAL_ITEM_TYPE: Partial<Record<CardKind, string>> = {
  application_security: 'responsible_disclosure',
  infrastructure: 'status_monitoring',
  legal: 'subprocessors',
  security_grades: 'security_scorecard',
};

const CERTIFICATION_STATE_RANK: Record<EnabledState, number> = {
  enabled: 0,
  work_in_progress: 1,
  not_enabled: 2,
};

function specialPriority(kind: CardKind, item: OrderableItem): number {
  if (kind === 'certifications') return CERTIFICATION_STATE_RANK[item.enabledState];
  const special = SPECIAL_ITEM_TYPE[kind];
  return special !== undefined && item.type === special ? 0 : 1;
}

const isEnabled = (item: OrderableItem) => item.enabledState !== 'not_enabled';
const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Orders a card's items: enabled first, then the card's custom order (items it does not name come
 * after those it does), then the kind's special priority, then title.
 */
export function sortCardItems<T extends OrderableItem>(
  kind: CardKind,
  items: readonly T[],
  customOrder: readonly string[] = [],
): T[] {
  const position = new Map(customOrder.map((uid, index) => [uid, index]));
  const customRank = (item: T) => position.get(item.itemUid) ?? Number.MAX_SAFE_INTEGER;
  return [...items].sort(
    (a, b) =>
      Number(isEnabled(b)) - Number(isEnabled(a)) ||
      customRank(a) - customRank(b) ||
      specialPriority(kind, a) - specialPriority(kind, b) ||
      titleCollator.compare(a.title, b.title),
  );
}

/** What ordering needs to know about a card. */
export interface OrderableCard {
  kind: CardKind;
  title: string;
  position: number | null;
}

/**
 * Orders cards: an explicit position saved by 'Re-order cards' wins; cards without one follow by
 * category weight (heaviest first), then title.
 */
export function sortCards<T extends OrderableCard>(cards: readonly T[]): T[] {
  const rank = (c: T) => c.position ?? Number.MAX_SAFE_INTEGER;
  return [...cards].sort(
    (a, b) =>
      rank(a) - rank(b) || cardWeight(b.kind) - cardWeight(a.kind) || titleCollator.compare(a.title, b.title),
  );
}
