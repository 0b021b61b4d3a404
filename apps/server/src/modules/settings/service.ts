import { randomBytes, randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  customizationSettingsSchema,
  SETTINGS_MESSAGES as M,
  type AccessSettings,
  type BrandSettings,
  type CustomizationSettings,
  type NdaSettings,
  type NoticeSettings,
  type AiSettings,
  type OrganisationSettings,
  type Scripts,
  type SecurityTxt,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { uniqueViolationOf } from '../../db/errors.js';
import { transactional } from '../../db/transactions.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { recordChange, type Actor } from '../audit/audit-log.js';
import { storeImageUpload, discardAssetFile } from '../editor/image-upload.js';
import { insertFile } from '../documents/library-queries.js';
import { sniffContentType } from '../../platform/sniff.js';
import { storeUpload, UploadTooLarge } from '../../platform/upload-stream.js';
import { deleteAsset, insertAsset, replaceAssetFile } from '../editor/queries.js';
import { hasVerificationRecord, txtRecordName } from './dns-verification.js';
import * as q from './queries.js';
import { getCustomization } from '../portal/queries.js';

type ImageKind = 'logo' | 'favicon';

/** The first publication is version 1; every change of what members accept after that is the next. */
function nextNdaVersion(current: CustomizationSettings['nda'], changed: boolean): number {
  const published = current.text !== '' || current.document !== null;
  return published && changed ? current.version + 1 : current.version;
}

/** Settings of the session's organisation (administrators): brand, NDA, access, notice and domains. */
export class SettingsService {
  constructor(private readonly ctx: AppContext) {
    transactional(this as SettingsService, ctx.transact, [
      'saveBrand',
      'saveNda',
      'saveAccess',
      'saveNotice',
      'saveAi',
      'saveScripts',
      'removeImage',
      'removeNdaDocument',
      'addDomain',
      'verifyDomain',
      'removeDomain',
    ]);
  }

  async get(scope: OrgScope): Promise<OrganisationSettings> {
    const db = this.ctx.db;
    const org = await q.getOrganisationRow(db, scope);
    const row = await getCustomization(db, scope);
    const s = customizationSettingsSchema.parse(row?.settings ?? {});
    const overview = org.defaultProductId ? await q.getOverview(db, scope, org.defaultProductId) : null;
    const assetUrl = (id: string | null | undefined) =>
      id ? `/api/share/${org.slug}/assets/${id}?v=${row?.revision ?? 1}` : null;
    const domains = await q.listDomains(db, scope);
    return {
      slug: org.slug,
      plan: org.plan,
      features: { ...org.features },
      brand: {
        name: org.name,
        portalTitle: s.portalTitle,
        showPortalTitle: s.showPortalTitle,
        description: s.description,
        primaryColor: s.primaryColor,
        dateLocale: s.dateLocale,
        overview: overview?.overview.content ?? '',
        supportUrl: s.contactSupport.onClickAction === 'direct_to_site' ? s.contactSupport.supportUrl : null,
        supportMailbox: s.supportMailbox,
        securityMailbox: s.securityMailbox,
      },
      logoUrl: assetUrl(row?.logoAssetId),
      faviconUrl: assetUrl(row?.faviconAssetId),
      nda: s.nda,
      access: {
        accessRequestFields: s.accessRequestFields,
        requestNotifyUserIds: s.requestNotifyUserIds,
        welcomeText: s.welcomeText,
        questionnairesEnabled: s.questionnairesEnabled,
      },
      notice: s.notice,
      ai: s.trustCenterAi,
      scripts: s.scripts,
      securityTxt: s.securityTxt,
      domains: domains.map((d) => ({
        id: d.id,
        domain: d.domain,
        verified: d.verifiedAt !== null,
        txtName: txtRecordName(d.domain),
        txtValue: d.verificationToken,
        cnameTarget: new URL(this.ctx.config.appUrl).hostname,
      })),
      reviewers: await q.listReviewers(db, scope),
    };
  }

  async saveBrand(scope: OrgScope, actor: Actor, brand: BrandSettings): Promise<void> {
    const org = await q.getOrganisationRow(this.ctx.db, scope);
    await this.update(scope, actor, 'settings.brand', (s) => ({
      ...s,
      portalTitle: brand.portalTitle,
      showPortalTitle: brand.showPortalTitle,
      description: brand.description,
      primaryColor: brand.primaryColor.toLowerCase(),
      dateLocale: brand.dateLocale,
      supportMailbox: brand.supportMailbox,
      securityMailbox: brand.securityMailbox,
      contactSupport: brand.supportUrl
        ? { onClickAction: 'direct_to_site', supportUrl: brand.supportUrl }
        : { onClickAction: 'send_email', supportUrl: null },
    }));
    if (org.name !== brand.name) await q.renameOrganisation(this.ctx.db, scope, brand.name);
    if (org.defaultProductId) await q.setOverview(this.ctx.db, scope, org.defaultProductId, brand.overview);
  }

  /** A changed text publishes a new version: members accept it again, and signed copies name it. */
  async saveNda(scope: OrgScope, actor: Actor, nda: NdaSettings): Promise<void> {
    await this.update(scope, actor, 'settings.nda', (s) => ({
      ...s,
      nda: { ...s.nda, ...nda, version: nextNdaVersion(s.nda, nda.text !== s.nda.text) },
    }));
  }

  /** The agreement as a PDF (sniffed by its bytes), accepted with the text: a new version too. */
  async uploadNdaDocument(scope: OrgScope, actor: Actor, part: MultipartFile): Promise<void> {
    const id = randomUUID();
    const storageKey = `${scope.orgId}/${id}`;
    const stored = await storeUpload(
      this.ctx.storage,
      storageKey,
      part.file,
      this.ctx.config.uploadMaxBytes,
    ).catch((error: unknown) => {
      throw error instanceof UploadTooLarge ? new AppError(413, 'file_too_large', M.ndaTooLarge) : error;
    });
    if ((await sniffContentType(stored.head, part.filename)) !== 'application/pdf' || part.file.truncated) {
      await this.ctx.storage.remove(storageKey);
      throw new AppError(415, 'unsupported_file_type', M.ndaNotPdf, { file: M.ndaNotPdf });
    }
    const name = part.filename || 'NDA.pdf';
    await this.ctx.transact(async () => {
      await insertFile(this.ctx.db, scope, {
        id,
        originalName: name,
        contentType: 'application/pdf',
        size: stored.size,
        sha256: stored.sha256,
        storageKey,
        purpose: 'asset',
      });
      // An asset of its own keeps the PDF out of the document library (and off the public asset route).
      await insertAsset(this.ctx.db, scope, { productId: null, fileId: id, type: 'nda', relation: null });
      await this.update(scope, actor, 'settings.nda.document', (s) => ({
        ...s,
        nda: {
          ...s.nda,
          document: { fileId: id, name, sha256: stored.sha256 },
          version: nextNdaVersion(s.nda, true),
        },
      }));
    });
  }

  async removeNdaDocument(scope: OrgScope, actor: Actor): Promise<void> {
    await this.update(scope, actor, 'settings.nda.document', (s) =>
      s.nda.document ? { ...s, nda: { ...s.nda, document: null, version: s.nda.version + 1 } } : s,
    );
  }

  async saveAccess(scope: OrgScope, actor: Actor, access: AccessSettings): Promise<void> {
    const reviewers = new Set((await q.listReviewers(this.ctx.db, scope)).map((r) => r.userId));
    const strangers = access.requestNotifyUserIds.filter((id) => !reviewers.has(id));
    if (strangers.length > 0)
      throw new AppError(400, 'validation', 'The request is not valid.', {
        requestNotifyUserIds: 'Choose staff who review access requests',
      });
    await this.update(scope, actor, 'settings.access', (s) => ({ ...s, ...access }));
  }

  async saveNotice(scope: OrgScope, actor: Actor, notice: NoticeSettings): Promise<void> {
    await this.update(scope, actor, 'settings.notice', (s) => ({ ...s, notice }));
  }

  /** Third-party tags and the cookie banner (validated by the shared schema, addresses normalised). */
  async saveScripts(scope: OrgScope, actor: Actor, scripts: Scripts): Promise<void> {
    await this.update(scope, actor, 'settings.scripts', (s) => ({ ...s, scripts }));
  }

  /** RFC 9116 security.txt on the custom domains. */
  async saveSecurityTxt(scope: OrgScope, actor: Actor, securityTxt: SecurityTxt): Promise<void> {
    await this.update(scope, actor, 'settings.security-txt', (s) => ({ ...s, securityTxt }));
  }

  /** Turning Ask AI on needs a plan that includes it; turning it off never does. */
  async saveAi(scope: OrgScope, actor: Actor, ai: AiSettings): Promise<void> {
    const org = await q.getOrganisationRow(this.ctx.db, scope);
    if (ai.enabled && org.features.trustCenterAi !== true)
      throw new AppError(403, 'not_in_plan', M.aiNotInPlan);
    await this.update(scope, actor, 'settings.ai', (s) => ({ ...s, trustCenterAi: ai }));
  }

  /** Logo or favicon: an image sniffed by its bytes (PNG, JPEG, SVG), at most 1 MB. */
  async uploadImage(scope: OrgScope, actor: Actor, kind: ImageKind, part: MultipartFile): Promise<void> {
    const fileId = await storeImageUpload(this.ctx, scope, part, {
      name: kind,
      tooLarge: M.logoTooLarge,
      wrongType: M.logoWrongType,
    });
    await this.ctx.transact(async () => {
      const row = await q.lockCustomization(this.ctx.db, scope);
      const current = kind === 'logo' ? row?.logoAssetId : row?.faviconAssetId;
      if (current)
        await discardAssetFile(this.ctx, scope, await replaceAssetFile(this.ctx.db, scope, current, fileId));
      else {
        const assetId = await insertAsset(this.ctx.db, scope, {
          productId: null,
          fileId,
          type: kind,
          relation: null,
        });
        await q.saveCustomization(
          this.ctx.db,
          scope,
          kind === 'logo' ? { logoAssetId: assetId } : { faviconAssetId: assetId },
        );
      }
      // A replaced image keeps its asset id: the new revision changes its URL (?v=) so caches fetch it again.
      if (current) await q.saveCustomization(this.ctx.db, scope, {});
      await recordChange(this.ctx, scope, actor, {
        action: `settings.${kind}`,
        target: 'settings',
        before: null,
        after: { uploaded: true },
      });
    });
  }

  async removeImage(scope: OrgScope, actor: Actor, kind: ImageKind): Promise<void> {
    const row = await q.lockCustomization(this.ctx.db, scope);
    const current = kind === 'logo' ? row?.logoAssetId : row?.faviconAssetId;
    if (!current) return;
    await q.saveCustomization(
      this.ctx.db,
      scope,
      kind === 'logo' ? { logoAssetId: null } : { faviconAssetId: null },
    );
    await discardAssetFile(this.ctx, scope, await deleteAsset(this.ctx.db, scope, current));
    await recordChange(this.ctx, scope, actor, {
      action: `settings.${kind}`,
      target: 'settings',
      before: { uploaded: true },
      after: null,
    });
  }

  async addDomain(scope: OrgScope, actor: Actor, domain: string): Promise<void> {
    if (domain === new URL(this.ctx.config.appUrl).hostname)
      throw new AppError(400, 'validation', 'The request is not valid.', { domain: M.domainMainHost });
    try {
      await q.insertDomain(
        this.ctx.db,
        scope,
        domain,
        `trust-verification=${randomBytes(16).toString('hex')}`,
      );
    } catch (error) {
      if (uniqueViolationOf(error) !== null)
        throw new AppError(409, 'domain_taken', M.domainTaken, { domain: M.domainTaken });
      throw error;
    }
    await recordChange(this.ctx, scope, actor, {
      action: 'domain.add',
      target: `domain:${domain}`,
      before: null,
      after: { domain },
    });
  }

  /** Looks the TXT record up; a domain serves the portal only once it is found. */
  async verifyDomain(scope: OrgScope, actor: Actor, id: string): Promise<void> {
    const domain = await q.findDomain(this.ctx.db, scope, id);
    if (!domain) throw notFound();
    if (domain.verifiedAt) return;
    if (!(await hasVerificationRecord(domain.domain, domain.verificationToken, this.ctx.config.dnsServers)))
      throw new AppError(409, 'not_verified', M.notVerified);
    await q.markDomainVerified(this.ctx.db, scope, id);
    await recordChange(this.ctx, scope, actor, {
      action: 'domain.verify',
      target: `domain:${domain.domain}`,
      before: { verified: false },
      after: { verified: true },
    });
  }

  async removeDomain(scope: OrgScope, actor: Actor, id: string): Promise<void> {
    const domain = await q.findDomain(this.ctx.db, scope, id);
    if (!domain) throw notFound();
    await q.deleteDomain(this.ctx.db, scope, id);
    await recordChange(this.ctx, scope, actor, {
      action: 'domain.remove',
      target: `domain:${domain.domain}`,
      before: { domain: domain.domain },
      after: null,
    });
  }

  /** One settings page's read-modify-write under a row lock, with its audit row and a rebuilt view. */
  private async update(
    scope: OrgScope,
    actor: Actor,
    action: string,
    change: (settings: CustomizationSettings) => CustomizationSettings,
  ): Promise<void> {
    const row = await q.lockCustomization(this.ctx.db, scope);
    const before = customizationSettingsSchema.parse(row?.settings ?? {});
    const after = customizationSettingsSchema.parse(change(before));
    await q.saveCustomization(this.ctx.db, scope, { settings: after });
    await recordChange(this.ctx, scope, actor, { action, target: 'settings', before, after });
  }
}
