import { randomUUID } from 'node:crypto';
import type { Db } from '../client.js';
import { eventBundle, type TimedEvent } from '../../modules/analytics/event-bundle.js';
import { analyticsEventBundles, fileEvents } from '../schema/index.js';
import type { CreatedOrganisation } from './organisation-builder.js';

const DAY_MS = 86_400_000;

/** A small deterministic generator (mulberry32): the same demo every time. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A month of visits for the demo's analytics: anonymous visitors on weekdays more than weekends,
 * card clicks, and members of the named accounts reading documents, so /app/analytics has a story
 * to tell on a fresh start.
 */
export async function seedDemoTraffic(
  db: Db,
  org: CreatedOrganisation,
  readers: { email: string; documents: string[] }[],
  now = new Date(),
) {
  const next = random(2026);
  const productId = org.products[0]!.id;
  const visitors = Array.from({ length: 60 }, () => randomUUID());
  const sender = { orgId: org.id, productId, mode: 'Public' as const, ipPrefix: '198.51.100.0' };
  const visits: (typeof analyticsEventBundles.$inferInsert)[] = [];
  for (let day = 29; day >= 0; day--) {
    const date = new Date(now.getTime() - day * DAY_MS);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const count = Math.round((weekend ? 3 : 9) + next() * (weekend ? 4 : 14));
    for (let i = 0; i < count; i++) {
      const at = new Date(date.getTime() - next() * 8 * 3_600_000);
      const visitorId = visitors[Math.floor(next() * visitors.length)]!;
      const events: TimedEvent[] = [{ type: 'page_view', data: { product: 'platform' }, occurredAt: at }];
      if (next() < 0.4) events.push({ type: 'card_click', data: { card: 'certifications' }, occurredAt: at });
      visits.push(eventBundle({ ...sender, visitorId }, events));
    }
  }
  await db.insert(analyticsEventBundles).values(visits);

  const reads: (typeof fileEvents.$inferInsert)[] = [];
  for (const reader of readers)
    reader.documents.forEach((name, i) => {
      const fileId = org.fileIds.get(name);
      if (!fileId) return;
      reads.push({
        orgId: org.id,
        fileId,
        productId,
        kind: i % 2 === 0 ? 'download' : 'view',
        mode: 'AccountExternal',
        actorEmail: reader.email,
        ip: '198.51.100.24',
        createdAt: new Date(now.getTime() - (3 + i * 4 + next() * 3) * DAY_MS),
      });
    });
  if (reads.length > 0) await db.insert(fileEvents).values(reads);
}
