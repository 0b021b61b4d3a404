import type { FastifyReply, FastifyRequest } from 'fastify';
import { customizationSettingsSchema, type FileQuery } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { notFound } from '../../plugins/errors.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import type { Viewer } from '../access/item-access.js';
import type { AccessService } from '../access/service.js';
import { getCustomization } from '../portal/queries.js';
import { bridgeLetterPdf } from './bridge-letter.js';
import { memberCopy, resolveFile } from './file-access.js';
import { insertFileEvent } from './queries.js';
import { contentDisposition } from '../../platform/content-disposition.js';

/** The email recorded with a file event: the member outside Main mode, the staff user inside it. */
export async function actorEmail(request: FastifyRequest, viewer: Viewer): Promise<string | null> {
  if (viewer.mode === 'Public') return null;
  const { member, staff } = await request.identity();
  return viewer.mode === 'AccountExternal' ? (member?.email ?? null) : (staff?.email ?? null);
}

export async function settingsOf(ctx: AppContext, scope: OrgScope) {
  return customizationSettingsSchema.parse((await getCustomization(ctx.db, scope))?.settings ?? {});
}

/**
 * Opens or downloads a document for whoever is asking (issue 4, sections 3 and 4): one decision,
 * a 404 for anything they may not see, every access recorded, and account members' PDFs stamped.
 */
export class FileService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: AccessService,
  ) {}

  async bridgeLetter(
    request: FastifyRequest,
    tenant: ResolvedTenant,
    itemUid: string,
    query: { productId: string; accountId?: string; permissionProfileId?: string },
  ) {
    const viewer = await this.access.viewer(request, tenant, query);
    return bridgeLetterPdf(this.ctx, { orgId: tenant.id }, viewer, itemUid, query.productId);
  }

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    tenant: ResolvedTenant,
    fileId: string,
    query: FileQuery,
  ) {
    const viewer = await this.access.viewer(request, tenant, query);
    const { member } = await request.identity();
    return this.deliver(
      reply,
      { orgId: tenant.id },
      viewer,
      { fileId, ...query },
      {
        actorEmail: await actorEmail(request, viewer),
        stampFor: viewer.mode === 'AccountExternal' ? member : null,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      },
    );
  }

  /**
   * Sends one document as `viewer` may have it (404 otherwise), recording the access; PDFs for an
   * account member carry a footer naming them.
   */
  async deliver(
    reply: FastifyReply,
    scope: OrgScope,
    viewer: Viewer,
    query: FileQuery & { fileId: string },
    who: {
      actorEmail: string | null;
      stampFor: Parameters<typeof memberCopy>[3];
      ip: string;
      userAgent: string | null;
    },
  ) {
    const { fileId } = query;
    const resolved = await resolveFile(
      this.ctx,
      scope,
      viewer,
      { fileId, itemUid: query.itemUid, productId: query.productId },
      await settingsOf(this.ctx, scope),
    );
    if (!resolved?.allowed[query.accessType]) throw notFound();
    const { file } = resolved;

    await insertFileEvent(this.ctx.db, scope, {
      fileId,
      itemUid: query.itemUid,
      productId: query.productId,
      kind: query.accessType,
      mode: viewer.mode,
      actorEmail: who.actorEmail,
      accessSource: query.accessSource ?? null,
      ip: who.ip,
      userAgent: who.userAgent,
    });

    reply
      .type(file.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        contentDisposition(query.accessType === 'view' ? 'inline' : 'attachment', file.originalName),
      );
    if (file.contentType === 'image/svg+xml')
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    const stamped = who.stampFor ? await memberCopy(this.ctx, scope, file, who.stampFor, who.ip) : null;
    return reply.send(stamped ?? (await this.ctx.storage.read(file.storageKey)));
  }
}
