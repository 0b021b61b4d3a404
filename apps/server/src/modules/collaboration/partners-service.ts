import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PARTNER_MESSAGES,
  TPRM_TOKEN_HOURS,
  type PartnerInput,
  type PartnerTrustData,
  type TprmTokenResponse,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { unscopedFindOrgByKey } from '../../plugins/tenant/queries.js';
import { recordChange, recordEvent, type Actor } from '../audit/audit-log.js';
import { portalLinks } from '../access/portal-links.js';
import { kbLevelsFor, memberViewer } from '../access/viewer.js';
import type { Viewer } from '../access/item-access.js';
import type { FileService } from '../documents/file-service.js';
import { listKbEntries } from '../portal/queries.js';
import { buildPortalView } from '../portal/view-builder.js';
import * as q from './partner-queries.js';

const TOKEN_PURPOSE = 'tprm';
/** Links in a partner's trust data: each names one document and lives as long as the token. */
const FILE_LINK_PURPOSE = 'tprm-file';

/** Every entry the account may read, up to a bound no real knowledge base reaches. */
const PARTNER_KB_ENTRIES = 5000;

const invalidToken = () => new AppError(401, 'invalid_token', PARTNER_MESSAGES.tokenInvalid);

/**
 * TPRM partners (visitor spec sections 3, 4, 6, 7; issue 17, section 3). Staff list the tools; a
 * member issues a token for one; the tool redeems it once at `GET /api/partner/v1/trust-data` for
 * what the member's account may see, with document links valid for the token's 24 hours.
 */
export class PartnersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly files: FileService,
  ) {}

  list(scope: OrgScope) {
    return q.listPartners(this.ctx.db, scope);
  }

  async add(scope: OrgScope, actor: Actor, input: PartnerInput) {
    return this.ctx.transact(async () => {
      const partner = await q.insertPartner(this.ctx.db, scope, input);
      await recordChange(this.ctx, scope, actor, {
        action: 'partner.add',
        target: `partner:${partner.id}`,
        before: null,
        after: input,
      });
      return partner;
    });
  }

  async remove(scope: OrgScope, actor: Actor, id: string) {
    await this.ctx.transact(async () => {
      const partner = await q.findPartner(this.ctx.db, scope, id);
      if (!partner || !(await q.deletePartner(this.ctx.db, scope, id))) throw notFound();
      await recordChange(this.ctx, scope, actor, {
        action: 'partner.remove',
        target: `partner:${id}`,
        before: { name: partner.name, domain: partner.domain },
        after: null,
      });
    });
  }

  /** A signed-in member of `accountId` issues a token for one of the organisation's partners. */
  async issueToken(
    request: FastifyRequest,
    accountId: string,
    partnerId: string,
  ): Promise<TprmTokenResponse> {
    const { member } = await request.identity();
    if (!member) throw new AppError(401, 'unauthorized', 'Sign in first.');
    if (member.accountId !== accountId) throw notFound();
    const scope = { orgId: member.orgId };
    const org = await unscopedFindOrgByKey(this.ctx.db, member.orgId);
    const viewer = await memberViewer(this.ctx, scope, member);
    if (!org?.features.allowPartnerImport || viewer.mode !== 'AccountExternal') throw notFound();
    const partner = await q.findPartner(this.ctx.db, scope, partnerId);
    if (!partner) throw notFound();
    const expiresAt = new Date(Date.now() + TPRM_TOKEN_HOURS * 3600_000);
    const id = await q.insertToken(this.ctx.db, scope, {
      accountId,
      memberId: member.memberId,
      partnerId,
      expiresAt,
    });
    const token = await this.ctx.tokens.sign(
      TOKEN_PURPOSE,
      id,
      { org: member.orgId, acc: accountId },
      `${TPRM_TOKEN_HOURS}h`,
    );
    return { result: { token, expiresAt: expiresAt.toISOString() } };
  }

  /** The partner's one read: what the issuing member's account may see, as JSON. */
  async trustData(request: FastifyRequest): Promise<PartnerTrustData> {
    const verified = await this.ctx.tokens.verify(TOKEN_PURPOSE, bearer(request));
    if (!verified || typeof verified.claims.org !== 'string') throw invalidToken();
    const scope = { orgId: verified.claims.org };
    const token = await q.redeemToken(this.ctx.db, scope, verified.subject, request.ip);
    if (!token) throw invalidToken();
    const { org, member, viewer } = await this.tokenViewer(scope, token);
    const partner = await q.findPartner(this.ctx.db, scope, token.partnerId);
    await recordEvent(
      this.ctx,
      scope,
      { userId: null, name: `${partner?.name ?? 'Partner'} (TPRM)` },
      {
        action: 'tprm.token.redeem',
        target: `account:${token.accountId}`,
        before: null,
        after: { partner: partner?.name, issuedBy: member.email, ip: request.ip },
      },
    );

    const products = [];
    const view = await buildPortalView(this.ctx, org, null, viewer);
    for (const product of view.sharedInfo.products) {
      const page =
        product.productId === view.product.productId
          ? view
          : await buildPortalView(this.ctx, org, product.productId, viewer);
      const documents = [];
      for (const entry of page.documents)
        for (const doc of entry.documents)
          documents.push({
            title: entry.title,
            fileName: doc.originalName,
            contentType: doc.contentType,
            downloadUrl:
              doc.locked || doc.viewOnly
                ? null
                : await this.fileLink(token, {
                    fileId: doc.fileId,
                    itemUid: doc.itemUid,
                    productId: product.productId,
                  }),
          });
      products.push({
        name: product.productName,
        certifications: page.cards
          .filter((c) => c.kind === 'certifications')
          .flatMap((c) => c.items)
          .map((i) => ({ title: i.title, status: i.enabledState, expiry: i.expiry ?? null })),
        documents,
        subprocessors: page.subprocessors.map((s) => ({
          name: s.company.name,
          purpose: s.purpose,
          location: s.location,
        })),
        knowledgeBase: (
          await listKbEntries(this.ctx.db, scope, product.productId, kbLevelsFor(viewer), PARTNER_KB_ENTRIES)
        ).rows.map((k) => ({ question: k.question, answer: k.answer })),
      });
    }
    return {
      organisation: {
        name: org.name,
        portal: portalLinks(this.ctx.config, { slug: org.slug, customDomain: null }).portal,
      },
      account: { name: member.accountName },
      partner: { name: partner?.name ?? '' },
      expiresAt: token.expiresAt.toISOString(),
      products,
    };
  }

  /** A document link from a partner's trust data: while its token lives, and as the account may still see it. */
  async sendFile(request: FastifyRequest, reply: FastifyReply, fileId: string, link: string) {
    const verified = await this.ctx.tokens.verify(FILE_LINK_PURPOSE, link);
    const claims = verified?.claims ?? {};
    if (
      !verified ||
      verified.subject !== fileId ||
      typeof claims.org !== 'string' ||
      typeof claims.tok !== 'string' ||
      typeof claims.item !== 'string' ||
      typeof claims.prod !== 'string'
    )
      throw invalidToken();
    const scope = { orgId: claims.org };
    const token = await q.findRedeemedToken(this.ctx.db, scope, claims.tok);
    if (!token) throw invalidToken();
    const { member, viewer } = await this.tokenViewer(scope, token);
    return this.files.deliver(
      reply,
      scope,
      viewer,
      { fileId, itemUid: claims.item, productId: claims.prod, accessType: 'download', accessSource: 'tprm' },
      {
        actorEmail: member.email,
        stampFor: { email: member.email, accountName: member.accountName },
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      },
    );
  }

  private async tokenViewer(scope: OrgScope, token: { accountId: string; memberId: string }) {
    const [org, member] = await Promise.all([
      unscopedFindOrgByKey(this.ctx.db, scope.orgId),
      q.findTokenMember(this.ctx.db, scope, token.accountId, token.memberId),
    ]);
    if (!org || !member) throw invalidToken();
    const viewer: Viewer = await memberViewer(this.ctx, scope, member);
    if (viewer.mode !== 'AccountExternal') throw invalidToken();
    return { org, member, viewer };
  }

  private async fileLink(
    token: { id: string; orgId: string; expiresAt: Date },
    ref: { fileId: string; itemUid: string; productId: string },
  ) {
    const seconds = Math.max(1, Math.floor((token.expiresAt.getTime() - Date.now()) / 1000));
    const link = await this.ctx.tokens.sign(
      FILE_LINK_PURPOSE,
      ref.fileId,
      { org: token.orgId, tok: token.id, item: ref.itemUid, prod: ref.productId },
      `${seconds}s`,
    );
    return `${this.ctx.config.appUrl}/api/partner/v1/files/${ref.fileId}?link=${link}`;
  }
}

/** The token of an `Authorization: Bearer` header, or '' (which no verification accepts). */
function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}
