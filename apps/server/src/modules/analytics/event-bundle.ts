import { EVENT_CLOCK_SLACK_MS, type analyticsEventBundles } from '../../db/schema/index.js';
import type { EventSender } from './event-buffer.js';

/** An event as seeds and tests write it, with its time as a Date. */
export interface TimedEvent {
  type: string;
  data?: Record<string, unknown>;
  occurredAt: Date;
}

/** Who sent a batch: its bundle's sender, and the visitor's id and truncated address where known. */
export type BatchSender = EventSender & { visitorId?: string | null; ipPrefix?: string | null };

/**
 * A bundle of one batch, for events recorded outside the portal's route (the demo's traffic,
 * tests): it arrives when its last event happened, as a browser's batch would, so its events must
 * lie within a day of each other (what the route keeps browser clocks to).
 */
export function eventBundle(
  { visitorId, ipPrefix, ...sender }: BatchSender,
  events: TimedEvent[],
): typeof analyticsEventBundles.$inferInsert {
  const times = events.map((e) => e.occurredAt.getTime());
  const receivedAt = Math.max(...times);
  if (receivedAt - Math.min(...times) > EVENT_CLOCK_SLACK_MS)
    throw new Error('the events of one batch lie within a day of each other');
  const pageViews = events.filter((e) => e.type === 'page_view').length;
  return {
    ...sender,
    body: {
      batches: [
        {
          ip: ipPrefix ?? undefined,
          pageViews,
          visitorId: visitorId ?? undefined,
          events: events.map((e) => ({ type: e.type, data: e.data ?? {}, at: e.occurredAt.toISOString() })),
        },
      ],
    },
    pageViews,
    receivedAt: new Date(receivedAt),
  };
}
