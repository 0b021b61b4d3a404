import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../plugins/errors.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { getAssetFile } from './queries.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves portal images. A `v` equal to the asset's revision makes the answer cacheable for good. */
export class AssetService {
  constructor(private readonly ctx: AppContext) {}

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    tenant: ResolvedTenant,
    assetId: string,
    version: number | undefined,
  ) {
    const asset = await getAssetFile(this.ctx.db, { orgId: tenant.id }, assetId);
    if (!asset) throw notFound();
    const etag = `"${asset.sha256.slice(0, 32)}"`;
    reply
      .header('etag', etag)
      .header('cache-control', version === asset.revision ? IMMUTABLE : 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own must not run scripts.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(asset.contentType).send(await this.ctx.storage.read(asset.storageKey));
  }
}
