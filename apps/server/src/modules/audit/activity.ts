import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import {
  auditChanges,
  auditKindOf,
  auditPrefixesOf,
  auditSentence,
  customizationSettingsSchema,
  type ActivityEvent,
  type ActivityResponse,
  type AuditQuery,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { auditEvents, customizations, products } from '../../db/schema/index.js';

/** Entries shown at most; the CSV export carries more. */
const PAGE_LIMIT = 500;
const EXPORT_LIMIT = 50_000;

function filters({ orgId }: OrgScope, query: AuditQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(auditEvents.orgId, orgId)];
  if (query.actor) conditions.push(eq(auditEvents.actorName, query.actor));
  if (query.kind)
    conditions.push(
      or(...auditPrefixesOf(query.kind).map((prefix) => sql`${auditEvents.action} like ${`${prefix}.%`}`)),
    );
  if (query.from) conditions.push(gte(auditEvents.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    conditions.push(lt(auditEvents.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  return and(...conditions)!;
}

const toEvent = (row: typeof auditEvents.$inferSelect): ActivityEvent => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actor: row.actorName,
  action: row.action,
  kind: auditKindOf(row.action),
  target: row.target,
  before: row.before,
  after: row.after,
});

/** The Activity page: every staff action and access event, newest first, filtered; and its CSV. */
export class ActivityLog {
  constructor(private readonly ctx: AppContext) {}

  async list(scope: OrgScope, query: AuditQuery): Promise<ActivityResponse> {
    const [rows, actors] = await Promise.all([
      this.ctx.db
        .select()
        .from(auditEvents)
        .where(filters(scope, query))
        .orderBy(desc(auditEvents.createdAt))
        .limit(PAGE_LIMIT),
      this.ctx.db
        .selectDistinct({ actor: auditEvents.actorName })
        .from(auditEvents)
        .where(eq(auditEvents.orgId, scope.orgId))
        .orderBy(auditEvents.actorName)
        .limit(500),
    ]);
    return { events: rows.map(toEvent), actors: actors.map((a) => a.actor) };
  }

  /**
   * One row per entry: the sentence as the page shows it (dates in the organisation's locale) and every
   * field of the change, additions and removals included (the page lists edits only).
   */
  async csv(scope: OrgScope, query: AuditQuery): Promise<string> {
    const [rows, [customization], productNames] = await Promise.all([
      this.ctx.db
        .select()
        .from(auditEvents)
        .where(filters(scope, query))
        .orderBy(desc(auditEvents.createdAt))
        .limit(EXPORT_LIMIT),
      this.ctx.db
        .select({ settings: customizations.settings })
        .from(customizations)
        .where(eq(customizations.orgId, scope.orgId)),
      this.ctx.db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(eq(products.orgId, scope.orgId)),
    ]);
    const names = new Map(productNames.map((p) => [p.id, p.name]));
    const locale = customizationSettingsSchema.parse(customization?.settings ?? {}).dateLocale;
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const date = (iso: string) => format.format(new Date(iso));
    const data = rows.map(toEvent).map((e) => ({
      When: e.at,
      Who: e.actor,
      What: auditSentence(e, date),
      Kind: e.kind,
      Action: e.action,
      Target: e.target,
      Changes: auditChanges(e.before, e.after, names)
        .map((c) => `${c.field ? `${c.field}: ` : ''}${c.before} → ${c.after}`)
        .join('\n'),
    }));
    // Cells a spreadsheet would run as formulae are quoted as text.
    return Papa.unparse(data, { escapeFormulae: true });
  }
}
