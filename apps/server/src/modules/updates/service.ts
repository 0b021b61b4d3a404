import type { ComplianceUpdateQuery, ComplianceUpdatesResponse } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { ResponseCache } from '../../platform/response-cache.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { listUpdatesOfTopics, listVisibleTopics, productIdsBySlugs } from './queries.js';

/**
 * Compliance update topics with their updates for a visitor: visible topics, pinned first then
 * newest, public-audience updates only (private ones come with signed-in account members).
 * productSlugs and productIds narrow to topics of those products (and topics of every product).
 */
export async function listPublicComplianceUpdates(ctx: AppContext, scope: OrgScope, query: ComplianceUpdateQuery): Promise<ComplianceUpdatesResponse> {
  const filterIds =
    query.productSlugs || query.productIds
      ? [...(query.productIds ?? []), ...(await productIdsBySlugs(ctx.db, scope, query.productSlugs ?? []))]
      : null;
  const topics = await listVisibleTopics(ctx.db, scope, filterIds);
  const updateRows = await listUpdatesOfTopics(ctx.db, scope, topics.map((t) => t.id), ['public']);
  return {
    topics: topics
      .map((t) => ({
        id: t.id,
        subject: t.subject,
        category: t.category,
        isPinned: t.isPinned,
        productIds: t.productIds,
        updates: updateRows
          .filter((u) => u.topicId === t.id)
          .map((u) => ({ id: u.id, createdAt: u.createdAt.toISOString(), message: u.message, messageHtml: renderMarkdown(u.message), spAudience: u.spAudience })),
      })),
  };
}

/** Visitors' update reads, serialised once per organisation revision and filter. */
export class UpdatesService {
  private readonly cache: ResponseCache;

  constructor(private readonly ctx: AppContext) {
    this.cache = new ResponseCache(ctx.events);
  }

  publicTopics(tenant: ResolvedTenant, query: ComplianceUpdateQuery) {
    const key = `${(query.productIds ?? []).join(',')}|${(query.productSlugs ?? []).join(',')}`;
    return this.cache.get(tenant.id, key, tenant.contentRevision, () => listPublicComplianceUpdates(this.ctx, { orgId: tenant.id }, query));
  }
}
