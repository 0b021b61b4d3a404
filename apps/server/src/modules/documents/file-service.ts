import type { FastifyReply, FastifyRequest } from 'fastify';
import { customizationSettingsSchema, isViewable, type FileQuery } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../plugins/errors.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { fileAccess, itemVisibility } from '../access/item-access.js';
import type { AccessService } from '../access/service.js';
import { getCustomization } from '../portal/queries.js';
import { bridgeLetterPdf } from './bridge-letter.js';
import { findItemFile, insertFileEvent } from './queries.js';
import { stampPdf } from './stamp.js';

/** The RFC 6266 header for a file name with any characters. */
const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Opens or downloads a document for whoever is asking (issue 4, sections 3 and 4): one decision,
 * a 404 for anything they may not see, every access recorded, and account members' PDFs stamped.
 */
export class FileService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: AccessService,
  ) {}

  async bridgeLetter(request: FastifyRequest, tenant: ResolvedTenant, itemUid: string, query: { productId: string; accountId?: string; permissionProfileId?: string }) {
    const viewer = await this.access.viewer(request, tenant, query);
    return bridgeLetterPdf(this.ctx, { orgId: tenant.id }, viewer, itemUid, query.productId);
  }

  async send(request: FastifyRequest, reply: FastifyReply, tenant: ResolvedTenant, fileId: string, query: FileQuery) {
    const scope = { orgId: tenant.id };
    const viewer = await this.access.viewer(request, tenant, query);
    const [found, customization] = await Promise.all([findItemFile(this.ctx.db, scope, fileId, query.itemUid), getCustomization(this.ctx.db, scope)]);
    if (!found || found.card.productId !== query.productId) throw notFound();
    if (viewer.mode !== 'Main' && found.card.hidden) throw notFound();
    const settings = customizationSettingsSchema.parse(customization?.settings ?? {});
    const { file } = found;
    const viewOnly = (file.documentAccessType ?? settings.documentAccessDefault) === 'view_only';
    const allowed = fileAccess(viewer, itemVisibility(found.item, viewer, settings.publicAccessLevel), { isShared: file.isShared, contentType: file.contentType, viewOnly }, isViewable(file.contentType));
    if (!allowed[query.accessType]) throw notFound();

    const { member, staff } = await request.identity();
    await insertFileEvent(this.ctx.db, scope, {
      fileId, itemUid: query.itemUid, productId: query.productId, kind: query.accessType, mode: viewer.mode,
      actorEmail: viewer.mode === 'AccountExternal' ? (member?.email ?? null) : viewer.mode === 'Public' ? null : (staff?.email ?? null),
      accessSource: query.accessSource ?? null, ip: request.ip, userAgent: request.headers['user-agent'] ?? null,
    });

    reply
      .type(file.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(query.accessType === 'view' ? 'inline' : 'attachment', file.originalName));
    if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (viewer.mode === 'AccountExternal' && member && file.contentType === 'application/pdf') {
      const date = new Date().toISOString().slice(0, 10);
      return reply.send(await stampPdf(await this.ctx.storage.readAll(file.storageKey), `Downloaded by ${member.email} (${member.accountName}) on ${date} - confidential`));
    }
    return reply.send(await this.ctx.storage.read(file.storageKey));
  }
}
