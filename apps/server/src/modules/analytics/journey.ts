import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CARD_DEFAULT_TITLES,
  CARD_KINDS,
  JOURNEY_LOOKBACK_DAYS,
  type AnalyticsEventType,
  type CardKind,
  type RequesterJourney,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { queryRows } from '../../db/rows.js';
import {
  EVENT_CLOCK_SLACK_MS,
  accessRequests,
  analyticsEventBundles,
  analyticsEvents,
  files,
  items,
  products,
} from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';

/** Steps listed at most: the most recent before the request. */
const STEPS_MAX = 100;
/** The browser batches events for a few seconds, so the last ones may land just after the request. */
const SETTLE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Too small to tell staff anything about the requester. */
const UNTOLD: AnalyticsEventType[] = ['search_focus', 'subscribe_failed'];
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

interface StepRow {
  at: string;
  type: AnalyticsEventType;
  data: Record<string, unknown>;
  productName: string | null;
}

interface Names {
  items: Map<string, string>;
  files: Map<string, string>;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const isCardKind = (value: unknown): value is CardKind => CARD_KINDS.includes(value as CardKind);

/** One step as staff read it: 'Downloaded ISO 27001 certificate.pdf', 'Searched for “soc 2”'. */
function describe(row: StepRow, names: Names): string {
  const item = names.items.get(String(row.data.item));
  const file = names.files.get(String(row.data.file));
  switch (row.type) {
    case 'page_view':
      return row.productName ? `Visited the trust centre (${row.productName})` : 'Visited the trust centre';
    case 'card_click':
      if (item) return `Opened “${item}”`;
      return isCardKind(row.data.card) ? `Opened ${CARD_DEFAULT_TITLES[row.data.card]}` : 'Opened a card';
    case 'search_entered':
      return `Searched for “${text(row.data.term) ?? ''}”`;
    case 'search_select':
      return item ? `Chose “${item}” from the search results` : 'Chose a search result';
    case 'file_engaged':
      return `${row.data.how === 'view' ? 'Viewed' : 'Downloaded'} ${file ?? 'a document'}`;
    case 'file_requested':
      return item ? `Asked for access to “${item}”` : 'Asked for access to a document';
    case 'support_click':
      return `Clicked “${text(row.data.action) ?? 'Contact'}”`;
    case 'share_click':
      return `Shared the trust centre${text(row.data.how) ? ` (${row.data.how})` : ''}`;
    default:
      return row.type;
  }
}

/**
 * What a requester did on the portal before asking for access: only for requests sent with the
 * visitor id, which the portal sends only with the visitor's analytics consent.
 */
export async function requesterJourney(
  ctx: AppContext,
  scope: OrgScope,
  requestId: string,
): Promise<RequesterJourney> {
  const [request] = await queryRows<{ visitorId: string | null; createdAt: string }>(
    ctx.db,
    sql`select ${accessRequests.visitorId} as "visitorId", to_char(${accessRequests.createdAt} at time zone 'UTC', ${sql.raw(ISO)}) as "createdAt"
      from ${accessRequests} where ${accessRequests.orgId} = ${scope.orgId} and ${accessRequests.id} = ${requestId}`,
  );
  if (!request) throw notFound();
  if (!request.visitorId)
    return { tracked: false, firstSeen: null, visitDays: 0, steps: [], truncated: false };

  const createdAt = Date.parse(request.createdAt);
  const until = new Date(createdAt + SETTLE_MS);
  // Bundles hold many visitors' batches, with no index by visitor: those of the period that hold
  // the id anywhere in their text are found first, and only their events are expanded.
  const bundles = sql`select ${analyticsEventBundles.id} from ${analyticsEventBundles}
    where ${analyticsEventBundles.orgId} = ${scope.orgId}
      and ${analyticsEventBundles.receivedAt} >= ${new Date(createdAt - JOURNEY_LOOKBACK_DAYS * DAY_MS)}
      and ${analyticsEventBundles.receivedAt} <= ${new Date(until.getTime() + EVENT_CLOCK_SLACK_MS)}
      and strpos(${analyticsEventBundles.body}::text, ${request.visitorId}) > 0`;
  const mine = sql`${analyticsEvents.bundleId} in (${bundles}) and ${analyticsEvents.orgId} = ${scope.orgId}
    and ${analyticsEvents.visitorId} = ${request.visitorId} and ${analyticsEvents.occurredAt} <= ${until}`;
  const [summary, recent] = await Promise.all([
    queryRows<{ firstSeen: string | null; visitDays: number }>(
      ctx.db,
      sql`select to_char(min(${analyticsEvents.occurredAt}) at time zone 'UTC', ${sql.raw(ISO)}) as "firstSeen",
        count(distinct (${analyticsEvents.occurredAt} at time zone 'UTC')::date)::int as "visitDays"
        from ${analyticsEvents} where ${mine}`,
    ),
    queryRows<StepRow>(
      ctx.db,
      sql`select to_char(${analyticsEvents.occurredAt} at time zone 'UTC', ${sql.raw(ISO)}) as at,
          ${analyticsEvents.type} as type, ${analyticsEvents.data} as data, ${products.name} as "productName"
        from ${analyticsEvents}
        left join ${products} on ${products.id} = ${analyticsEvents.productId} and ${products.orgId} = ${scope.orgId}
        where ${mine} and ${analyticsEvents.type} not in (${sql.join(
          UNTOLD.map((t) => sql`${t}`),
          sql`, `,
        )})
        order by ${analyticsEvents.occurredAt} desc, ${analyticsEvents.bundleId} desc, ${analyticsEvents.batch} desc, ${analyticsEvents.place} desc
        limit ${STEPS_MAX + 1}`,
    ),
  ]);
  const rows = recent.slice(0, STEPS_MAX).reverse();
  const names = await namesOf(ctx, scope, rows);
  return {
    tracked: true,
    firstSeen: summary[0]?.firstSeen ?? null,
    visitDays: Number(summary[0]?.visitDays ?? 0),
    steps: rows.map((row) => ({ at: row.at, type: row.type, text: describe(row, names) })),
    truncated: recent.length > STEPS_MAX,
  };
}

const uuid = z.uuid();

/** The titles of the items and names of the files the steps mention, of this organisation only. */
async function namesOf(ctx: AppContext, scope: OrgScope, rows: StepRow[]): Promise<Names> {
  const ids = (key: string) => [
    ...new Set(rows.map((r) => r.data[key]).filter((v): v is string => uuid.safeParse(v).success)),
  ];
  const itemIds = ids('item');
  const fileIds = ids('file');
  const list = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}::uuid`),
      sql`, `,
    );
  const [itemRows, fileRows] = await Promise.all([
    itemIds.length
      ? queryRows<{ id: string; name: string }>(
          ctx.db,
          sql`select ${items.uid} as id, ${items.title} as name from ${items}
            where ${items.orgId} = ${scope.orgId} and ${items.uid} in (${list(itemIds)})`,
        )
      : [],
    fileIds.length
      ? queryRows<{ id: string; name: string }>(
          ctx.db,
          sql`select ${files.id} as id, ${files.originalName} as name from ${files}
            where ${files.orgId} = ${scope.orgId} and ${files.id} in (${list(fileIds)})`,
        )
      : [],
  ]);
  return {
    items: new Map(itemRows.map((r) => [r.id, r.name])),
    files: new Map(fileRows.map((r) => [r.id, r.name])),
  };
}
