import { sql, type SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import {
  FUNNEL_STEPS,
  type AccountActivity,
  type AnalyticsDashboard,
  type AnalyticsQuery,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { queryRows } from '../../db/rows.js';
import {
  accountMembers,
  accounts,
  analyticsEventBundles,
  auditEvents,
  fileEvents,
  files,
  searchQueries,
} from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';
import type { SearchLog } from '../search/search-log.js';
import { requesterJourney } from './journey.js';

const DAY_MS = 86_400_000;
const TOP = 10;
/** Visitors, not staff: what the dashboard counts. */
const VISITOR_MODES = sql`('Public', 'AccountExternal')`;

interface Window {
  from: Date;
  /** Exclusive: the day after `to`. */
  until: Date;
  productId: string | null;
}

function windowOf(query: AnalyticsQuery, now = new Date()): Window & { fromDay: string; toDay: string } {
  const toDay = query.to ?? now.toISOString().slice(0, 10);
  const fromDay = query.from ?? new Date(Date.parse(toDay) - 29 * DAY_MS).toISOString().slice(0, 10);
  return {
    fromDay,
    toDay,
    from: new Date(`${fromDay}T00:00:00Z`),
    until: new Date(Date.parse(`${toDay}T00:00:00Z`) + DAY_MS),
    productId: query.productId ?? null,
  };
}

const int = (value: unknown) => Number(value ?? 0);

/**
 * What the analytics page shows, from where each thing is recorded: page views and clicks
 * (`analytics_event_bundles`), document views and downloads (`file_events`), access requests, approvals
 * and NDA acceptances (`audit_events`), searches (`search_queries`). Staff are never counted.
 */
export class AnalyticsDashboardService {
  constructor(
    private readonly ctx: AppContext,
    private readonly searchLog: SearchLog,
  ) {}

  async dashboard(scope: OrgScope, query: AnalyticsQuery): Promise<AnalyticsDashboard> {
    await this.searchLog.flush();
    const w = windowOf(query);
    const db = this.ctx.db;
    const inWindow = (column: SQL) => sql`${column} >= ${w.from} and ${column} < ${w.until}`;
    const product = (column: SQL) => (w.productId ? sql`and ${column} = ${w.productId}` : sql``);
    // Page views are counted by their bundle's arrival, which follows them within seconds (a day
    // at most): the events themselves are not read.
    const visits = sql`${analyticsEventBundles.orgId} = ${scope.orgId} and ${analyticsEventBundles.pageViews} > 0
      and ${inWindow(sql`${analyticsEventBundles.receivedAt}`)} ${product(sql`${analyticsEventBundles.productId}`)}`;
    const opens = sql`${fileEvents.orgId} = ${scope.orgId} and ${fileEvents.mode} in ${VISITOR_MODES}
      and ${inWindow(sql`${fileEvents.createdAt}`)} ${product(sql`${fileEvents.productId}`)}`;
    const audit = (actions: string[]) => sql`${auditEvents.orgId} = ${scope.orgId}
      and ${auditEvents.action} in (${sql.join(
        actions.map((a) => sql`${a}`),
        sql`, `,
      )})
      and ${inWindow(sql`${auditEvents.createdAt}`)}`;
    const emails = (actions: string[]) =>
      sql`count(distinct lower(${auditEvents.after}->>'email')) filter (where ${audit(actions)})`;

    const [views, documents, access, series, topDocuments, searches, accountRows] = await Promise.all([
      queryRows<{ visitors: number; pageViews: number }>(
        db,
        // Visitors are told apart by their visitor id, else as the member, else by their address;
        // only batches with a page view count.
        sql`select (select count(distinct coalesce(batch->>'visitorId', ${analyticsEventBundles.memberId}::text, batch->>'ip'))
            from ${analyticsEventBundles}, json_array_elements(${analyticsEventBundles.body}->'batches') batch
            where ${visits} and (batch->>'pageViews')::int > 0)::int as visitors,
          (select coalesce(sum(${analyticsEventBundles.pageViews}), 0) from ${analyticsEventBundles} where ${visits})::int as "pageViews"`,
      ),
      queryRows<{ views: number; downloads: number; members: number }>(
        db,
        sql`select count(*) filter (where ${fileEvents.kind} = 'view')::int as views,
          count(*) filter (where ${fileEvents.kind} = 'download')::int as downloads,
          count(distinct lower(${fileEvents.actorEmail})) filter (where ${fileEvents.mode} = 'AccountExternal')::int as members
        from ${fileEvents} where ${opens}`,
      ),
      queryRows<{
        requests: number;
        approvals: number;
        nda: number;
        requested: number;
        approved: number;
        accepted: number;
      }>(
        db,
        sql`select count(*) filter (where ${audit(['access.request', 'access.auto_approve'])})::int as requests,
          count(*) filter (where ${audit(['access.approve', 'access.auto_approve'])})::int as approvals,
          count(*) filter (where ${audit(['nda.accept'])})::int as nda,
          ${emails(['access.request', 'access.auto_approve'])}::int as requested,
          ${emails(['access.approve', 'access.auto_approve'])}::int as approved,
          ${emails(['nda.accept'])}::int as accepted
        from ${auditEvents} where ${auditEvents.orgId} = ${scope.orgId}`,
      ),
      queryRows<{ day: string; pageViews: number; documentOpens: number; accessRequests: number }>(
        db,
        sql`select d::date::text as day,
          (select coalesce(sum(${analyticsEventBundles.pageViews}), 0) from ${analyticsEventBundles} where ${visits} and ${analyticsEventBundles.receivedAt} >= d and ${analyticsEventBundles.receivedAt} < d + interval '1 day')::int as "pageViews",
          (select count(*) from ${fileEvents} where ${opens} and ${fileEvents.createdAt} >= d and ${fileEvents.createdAt} < d + interval '1 day')::int as "documentOpens",
          (select count(*) from ${auditEvents} where ${audit(['access.request', 'access.auto_approve'])} and ${auditEvents.createdAt} >= d and ${auditEvents.createdAt} < d + interval '1 day')::int as "accessRequests"
        from generate_series(${w.from}::timestamptz, ${w.until}::timestamptz - interval '1 day', interval '1 day') d
        order by d`,
      ),
      queryRows<{ fileId: string; name: string; views: number; downloads: number }>(
        db,
        sql`select ${files.id} as "fileId", ${files.originalName} as name,
          count(*) filter (where ${fileEvents.kind} = 'view')::int as views,
          count(*) filter (where ${fileEvents.kind} = 'download')::int as downloads
        from ${fileEvents} join ${files} on ${files.id} = ${fileEvents.fileId}
        where ${opens}
        group by ${files.id}, ${files.originalName}
        order by count(*) desc, ${files.originalName}
        limit ${TOP}`,
      ),
      queryRows<{
        term: string;
        count: number;
        answered: boolean;
        latestHelpful: boolean | null;
        open: boolean;
        entryAdded: boolean;
      }>(
        db,
        // One question however worded ('MFA', '2FA'), as 'Questions asked' shows it: as last worded,
        // answered or not the last time it was asked.
        sql`select (array_agg(${searchQueries.term} order by ${searchQueries.createdAt} desc))[1] as term,
          count(*)::int as count,
          (array_agg(${searchQueries.answered} order by ${searchQueries.createdAt} desc))[1] as answered,
          (array_agg(${searchQueries.helpful} order by ${searchQueries.createdAt} desc)
            filter (where ${searchQueries.helpful} is not null))[1] as "latestHelpful",
          bool_or(${searchQueries.dismissedAt} is null) as open,
          (array_agg(${searchQueries.kbEntryId} order by ${searchQueries.createdAt} desc))[1] is not null as "entryAdded"
        from ${searchQueries}
        where ${searchQueries.orgId} = ${scope.orgId} and ${searchQueries.viewerKind} in ('visitor', 'member')
          and ${inWindow(sql`${searchQueries.createdAt}`)} ${product(sql`${searchQueries.productId}`)}
        group by coalesce(${searchQueries.questionKey}, lower(${searchQueries.term}))
        order by count(*) desc, 1
        limit ${TOP * 5}`,
      ),
      this.accountRows(scope, w),
    ]);
    const termOf = (s: (typeof searches)[number]) => ({
      term: s.term,
      count: int(s.count),
      answered: Boolean(s.answered),
      markedUnhelpful: s.latestHelpful === false,
    });
    const v = views[0]!;
    const d = documents[0]!;
    const a = access[0]!;
    const funnelCounts = [
      int(v.visitors),
      int(a.requested),
      int(a.approved),
      int(a.accepted),
      int(d.members),
    ];
    return {
      from: w.fromDay,
      to: w.toDay,
      totals: {
        visitors: int(v.visitors),
        pageViews: int(v.pageViews),
        documentViews: int(d.views),
        documentDownloads: int(d.downloads),
        accessRequests: int(a.requests),
        approvals: int(a.approvals),
        ndaAccepted: int(a.nda),
      },
      series: series.map((s) => ({
        day: s.day,
        pageViews: int(s.pageViews),
        documentOpens: int(s.documentOpens),
        accessRequests: int(s.accessRequests),
      })),
      topDocuments: topDocuments.map((t) => ({ ...t, views: int(t.views), downloads: int(t.downloads) })),
      topSearches: searches.slice(0, TOP).map(termOf),
      // Unanswered first, then answers marked not helpful, as 'Questions asked' orders them.
      gaps: searches
        .filter((s) => s.open && !s.entryAdded && (!s.answered || s.latestHelpful === false))
        .map(termOf)
        .sort((a, b) => Number(a.answered) - Number(b.answered))
        .slice(0, TOP),
      funnel: FUNNEL_STEPS.map((step, i) => ({ step, count: funnelCounts[i]! })),
      accounts: accountRows,
    };
  }

  /** Every account with its members' document views and downloads in the window, and when one was last seen. */
  private async accountRows(scope: OrgScope, w: Window) {
    const rows = await queryRows<{
      accountId: string;
      name: string;
      members: number;
      views: number;
      downloads: number;
      lastSeen: string | null;
    }>(
      this.ctx.db,
      sql`with member_files as (
          select lower(${accountMembers.email}) as email, ${accountMembers.accountId} as account_id, fe.kind, fe.created_at
          from ${accountMembers}
          join ${fileEvents} fe on fe.org_id = ${accountMembers.orgId} and lower(fe.actor_email) = lower(${accountMembers.email})
            and fe.mode = 'AccountExternal' and fe.created_at >= ${w.from} and fe.created_at < ${w.until}
            ${w.productId ? sql`and fe.product_id = ${w.productId}` : sql``}
          where ${accountMembers.orgId} = ${scope.orgId}
        ),
        seen as (
          select ${analyticsEventBundles.accountId} as account_id, max(${analyticsEventBundles.receivedAt}) as at
          from ${analyticsEventBundles}
          where ${analyticsEventBundles.orgId} = ${scope.orgId} and ${analyticsEventBundles.accountId} is not null
          group by ${analyticsEventBundles.accountId}
        )
        select ${accounts.id} as "accountId", ${accounts.name} as name,
          (select count(*) from ${accountMembers} m where m.account_id = ${accounts.id})::int as members,
          (select count(*) from member_files f where f.account_id = ${accounts.id} and f.kind = 'view')::int as views,
          (select count(*) from member_files f where f.account_id = ${accounts.id} and f.kind = 'download')::int as downloads,
          to_char(greatest(
            (select max(f.created_at) from member_files f where f.account_id = ${accounts.id}),
            (select at from seen where seen.account_id = ${accounts.id})
          ) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastSeen"
        from ${accounts}
        where ${accounts.orgId} = ${scope.orgId}
        order by 6 desc nulls last, ${accounts.name}`,
    );
    return rows.map((r) => ({
      ...r,
      members: int(r.members),
      views: int(r.views),
      downloads: int(r.downloads),
    }));
  }

  /** What one account's members opened and downloaded, newest first (any time). */
  async account(scope: OrgScope, accountId: string): Promise<AccountActivity> {
    const [account] = await queryRows<{ id: string; name: string }>(
      this.ctx.db,
      sql`select ${accounts.id} as id, ${accounts.name} as name from ${accounts}
        where ${accounts.orgId} = ${scope.orgId} and ${accounts.id} = ${accountId}`,
    );
    if (!account) throw notFound();
    const events = await queryRows<{
      at: string;
      email: string;
      kind: 'view' | 'download';
      fileName: string;
    }>(
      this.ctx.db,
      sql`select to_char(fe.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
          ${accountMembers.email} as email, fe.kind, ${files.originalName} as "fileName"
        from ${fileEvents} fe
        join ${accountMembers} on ${accountMembers.orgId} = fe.org_id and lower(${accountMembers.email}) = lower(fe.actor_email)
        join ${files} on ${files.id} = fe.file_id
        where fe.org_id = ${scope.orgId} and fe.mode = 'AccountExternal' and ${accountMembers.accountId} = ${accountId}
        order by fe.created_at desc
        limit 500`,
    );
    return { account, events };
  }

  /** What an access request's sender looked at before asking (with their analytics consent). */
  journey(scope: OrgScope, requestId: string) {
    return requesterJourney(this.ctx, scope, requestId);
  }

  /** The accounts table of the window as CSV. */
  async accountsCsv(scope: OrgScope, query: AnalyticsQuery): Promise<string> {
    const rows = await this.accountRows(scope, windowOf(query));
    return Papa.unparse(
      rows.map((r) => ({
        Account: r.name,
        Members: r.members,
        'Document views': r.views,
        Downloads: r.downloads,
        'Last seen': r.lastSeen ?? '',
      })),
      { escapeFormulae: true },
    );
  }
}
