import { EVENT_CLOCK_SLACK_MS, type analyticsEventBatches } from '../../db/schema/index.js';
import type { EventOrigin } from './event-buffer.js';

/** An event as seeds and tests write it, with its time as a Date. */
export interface TimedEvent {
  type: string;
  data?: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * A batch row for events recorded outside the portal's route (the demo's traffic, tests): it
 * arrives when its last event happened, as a browser's batch would, so its events must lie
 * within a day of each other (what the route keeps browser clocks to).
 */
export function eventBatch(
  origin: EventOrigin,
  events: TimedEvent[],
): typeof analyticsEventBatches.$inferInsert {
  const times = events.map((e) => e.occurredAt.getTime());
  const receivedAt = Math.max(...times);
  if (receivedAt - Math.min(...times) > EVENT_CLOCK_SLACK_MS)
    throw new Error('the events of one batch lie within a day of each other');
  return {
    ...origin,
    body: {
      events: events.map((e) => ({ type: e.type, data: e.data ?? {}, at: e.occurredAt.toISOString() })),
    },
    pageViews: events.filter((e) => e.type === 'page_view').length,
    receivedAt: new Date(receivedAt),
  };
}
