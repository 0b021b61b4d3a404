import type { PortalView } from '@trust/shared';
import type { AppContext } from '../../context.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { ResponseCache } from '../../platform/response-cache.js';
import { renderSocialImage } from '../../platform/social-image.js';
import type { Viewer } from '../access/item-access.js';
import { viewerCacheKey } from '../access/viewer.js';
import { buildPortalView } from './view-builder.js';
import { getAssetFile } from './queries.js';

const viewKey = (productId: string | null, viewer: Viewer) =>
  `${productId ?? 'default'}|${viewerCacheKey(viewer)}`;

/** The portal view, serialised once per organisation revision, product and mode. */
export class PortalService {
  private readonly cache: ResponseCache;
  private readonly socialImages = new Map<string, Buffer>();

  constructor(private readonly ctx: AppContext) {
    this.cache = new ResponseCache(ctx.events);
    ctx.events.subscribe((orgId) => {
      for (const key of this.socialImages.keys())
        if (orgId === null || key.startsWith(`${orgId}|`)) this.socialImages.delete(key);
    });
  }

  view(tenant: ResolvedTenant, productId: string | null, viewer: Viewer) {
    return this.cache.get(tenant.id, viewKey(productId, viewer), tenant.contentRevision, () =>
      buildPortalView(this.ctx, tenant, productId, viewer),
    );
  }

  /** The view if it is cached and current (see `view`), else undefined. */
  cachedView(tenant: ResolvedTenant, productId: string | null, viewer: Viewer) {
    return this.cache.peek<PortalView>(tenant.id, viewKey(productId, viewer), tenant.contentRevision);
  }

  /** The link-preview image, drawn once per revision. */
  async socialImage(tenant: ResolvedTenant): Promise<Buffer> {
    const key = `${tenant.id}|${tenant.contentRevision}`;
    const hit = this.socialImages.get(key);
    if (hit) return hit;
    const { data: view } = await this.view(tenant, null, { mode: 'Public' });
    const { customization } = view.sharedInfo;
    const png = renderSocialImage({
      organisationName: view.organisation.name,
      portalTitle: customization.portalTitle,
      description:
        customization.description || `Security, privacy and compliance at ${view.organisation.name}.`,
      primaryColor: customization.primaryColor,
      logo: await this.logo(tenant, customization.logoUrl),
    });
    this.socialImages.set(key, png);
    return png;
  }

  /** The uploaded logo's bytes, for the link preview; none when there is none or it cannot be read. */
  private async logo(tenant: ResolvedTenant, logoUrl: string | null) {
    const assetId = logoUrl ? /\/assets\/([0-9a-f-]{36})/.exec(logoUrl)?.[1] : undefined;
    const asset = assetId ? await getAssetFile(this.ctx.db, { orgId: tenant.id }, assetId) : null;
    if (!asset) return null;
    try {
      return { contentType: asset.contentType, data: await this.ctx.storage.readAll(asset.storageKey) };
    } catch {
      return null;
    }
  }
}
