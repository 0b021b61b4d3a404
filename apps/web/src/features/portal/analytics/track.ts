import {
  ANALYTICS_BATCH_MAX,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type AnalyticsEventType,
} from '@trust/shared';
import { v7 as uuidv7 } from 'uuid';
import { readConsent } from '../consent/consent-store';

/**
 * The portal's analytics: events are queued and sent in batches (every few seconds, and with
 * sendBeacon when the page hides), so reporting never holds the page. Nothing is sent when the
 * browser asks not to be tracked; the random visitor id is kept only with analytics consent.
 */
interface Context {
  org: string;
  productId: string;
  /** The view says whether to report (not for staff editing or previewing, nor with analytics off). */
  enabled: boolean;
  accountId: string | null;
}

const FLUSH_MS = 5000;
const VISITOR_KEY = 'tc-visitor';

let context: Context | null = null;
const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

const doNotTrack = () =>
  typeof navigator !== 'undefined' &&
  (navigator.doNotTrack === '1' || (window as { doNotTrack?: string }).doNotTrack === '1');

/** Where events go, and for whom: set by the portal page as the product or viewer changes. */
export function configureAnalytics(next: Context) {
  if (context && (context.productId !== next.productId || context.org !== next.org)) flush();
  context = next;
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  }
}

export function track(type: AnalyticsEventType, data: Record<string, string | number | boolean | null> = {}) {
  // A browser that asks not to be tracked is not.
  if (!context?.enabled || doNotTrack()) return;
  queue.push({ type, at: new Date().toISOString(), data });
  if (queue.length >= ANALYTICS_BATCH_MAX) flush();
  else timer ??= setTimeout(flush, FLUSH_MS);
}

/**
 * The visitor id: only where the portal reports, with analytics consent, and without Do Not Track.
 * Random but time-ordered (UUID v7): the ids of one period sort together, wherever they are kept.
 */
export function visitorId(org: string): string | undefined {
  if (!context?.enabled || doNotTrack() || !readConsent(org)?.categories.analytics) return undefined;
  try {
    let id = window.localStorage.getItem(VISITOR_KEY);
    if (!id) window.localStorage.setItem(VISITOR_KEY, (id = uuidv7()));
    return id;
  } catch {
    return undefined;
  }
}

function flush() {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!context || queue.length === 0) return;
  const events = queue.splice(0, ANALYTICS_BATCH_MAX);
  const batch: AnalyticsBatch = {
    productId: context.productId,
    visitorId: visitorId(context.org),
    ...(context.accountId ? { accountId: context.accountId } : {}),
    events,
  };
  const url = `/api/share/${encodeURIComponent(context.org)}/events`;
  const body = new Blob([JSON.stringify(batch)], { type: 'application/json' });
  // sendBeacon survives the page going away; fetch with keepalive where it is refused.
  if (!navigator.sendBeacon?.(url, body))
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  if (queue.length > 0) flush();
}
