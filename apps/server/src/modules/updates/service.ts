import type { ComplianceUpdateQuery, ComplianceUpdatesResponse } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { ResponseCache } from '../../platform/response-cache.js';
import type { Viewer } from '../access/item-access.js';
import { seesPrivateContent } from '../access/viewer.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { listUpdatesOfTopics, listVisibleTopics, productIdsBySlugs } from './queries.js';

/**
 * Compliance update topics with their updates: visible topics, pinned first then newest, public
 * updates, and private ones too when `includePrivate` (signed-in account members, staff).
 * productSlugs and productIds narrow to topics of those products (and topics of every product).
 */
export async function listPublicComplianceUpdates(
  ctx: AppContext,
  scope: OrgScope,
  query: ComplianceUpdateQuery,
  includePrivate = false,
): Promise<ComplianceUpdatesResponse> {
  const filterIds =
    query.productSlugs || query.productIds
      ? [...(query.productIds ?? []), ...(await productIdsBySlugs(ctx.db, scope, query.productSlugs ?? []))]
      : null;
  const topics = await listVisibleTopics(ctx.db, scope, filterIds);
  const updateRows = await listUpdatesOfTopics(
    ctx.db,
    scope,
    topics.map((t) => t.id),
    includePrivate ? ['public', 'private'] : ['public'],
  );
  return {
    topics: topics.map((t) => ({
      id: t.id,
      subject: t.subject,
      category: t.category,
      isPinned: t.isPinned,
      productIds: t.productIds,
      updates: updateRows
        .filter((u) => u.topicId === t.id)
        .map((u) => ({
          id: u.id,
          createdAt: u.createdAt.toISOString(),
          message: u.message,
          messageHtml: renderMarkdown(u.message),
          spAudience: u.spAudience,
        })),
    })),
  };
}

/** Visitors' update reads, serialised once per organisation revision and filter. */
export class UpdatesService {
  private readonly cache: ResponseCache;

  constructor(private readonly ctx: AppContext) {
    this.cache = new ResponseCache(ctx.events);
  }

  /** Private-audience updates only for those who see private content (seesPrivateContent). */
  topicsFor(tenant: ResolvedTenant, query: ComplianceUpdateQuery, viewer: Viewer) {
    const includePrivate = seesPrivateContent(viewer);
    const key = `${includePrivate ? 'private' : 'public'}|${(query.productIds ?? []).join(',')}|${(query.productSlugs ?? []).join(',')}`;
    return this.cache.get(tenant.id, key, tenant.contentRevision, () =>
      listPublicComplianceUpdates(this.ctx, { orgId: tenant.id }, query, includePrivate),
    );
  }

  publicTopics(tenant: ResolvedTenant, query: ComplianceUpdateQuery) {
    return this.topicsFor(tenant, query, { mode: 'Public' });
  }
}
