import { securityTxt, securityTxtContacts } from '@trust/shared';
import type { SigningKeysResponse, TrustKeys, TrustPosture, VerifyResult } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { ResponseCache, type CachedBody } from '../../platform/response-cache.js';
import { recordEvent, type Actor } from '../audit/audit-log.js';
import { settingsOf } from '../documents/file-service.js';
import type { PortalService } from '../portal/service.js';
import { publicViews, type ManifestService } from './manifest.js';
import { llmsTxt, trustPosture, wellKnownLinks } from './posture.js';
import * as q from './queries.js';

/** Verifiable documents and the machine-readable posture of one organisation (issue 19). */
export class VerificationService {
  private readonly cache: ResponseCache;

  constructor(
    private readonly ctx: AppContext,
    private readonly portal: PortalService,
    readonly manifests: ManifestService,
  ) {
    this.cache = new ResponseCache(ctx.events);
  }

  /** trust.json, built once per content revision and host. */
  async posture(tenant: ResolvedTenant): Promise<CachedBody<TrustPosture>> {
    return this.cache.get(
      tenant.id,
      `trust.json|${tenant.customDomain ?? ''}`,
      tenant.contentRevision,
      async () => {
        const views = await publicViews(this.portal, tenant);
        const fileIds = views.flatMap((v) =>
          v.cards.flatMap((c) => c.items.flatMap((i) => i.documents.map((d) => d.fileId))),
        );
        const digests = new Map(
          (await q.digestsOf(this.ctx.db, { orgId: tenant.id }, fileIds)).map((f) => [f.id, f.sha256]),
        );
        const settings = await settingsOf(this.ctx, { orgId: tenant.id });
        const published = tenant.customDomain !== null && securityTxtOf(settings) !== null;
        return trustPosture(this.ctx.config, tenant, views, digests, published);
      },
    );
  }

  async llms(tenant: ResolvedTenant): Promise<{ etag: string; text: string }> {
    const posture = await this.posture(tenant);
    const settings = await settingsOf(this.ctx, { orgId: tenant.id });
    const links = wellKnownLinks(this.ctx.config, tenant);
    return {
      etag: posture.etag.replace(/"$/, '-llms"'),
      text: llmsTxt(posture.data, links.trustJson, settings.portalTitle),
    };
  }

  /** RFC 9116 text for a custom domain; null when the organisation publishes none. */
  async securityTxt(tenant: ResolvedTenant): Promise<string | null> {
    if (!tenant.customDomain) return null;
    const settings = await settingsOf(this.ctx, { orgId: tenant.id });
    const fields = securityTxtOf(settings);
    if (!fields) return null;
    const links = wellKnownLinks(this.ctx.config, tenant);
    return securityTxt(fields, { canonical: `${links.origin}/.well-known/security.txt`, now: new Date() });
  }

  keys(scope: OrgScope): Promise<TrustKeys> {
    return this.manifests.keys.jwks(scope);
  }

  async publicKey(scope: OrgScope, kid: string): Promise<string | null> {
    return (await this.manifests.keys.list(scope)).find((k) => k.kid === kid)?.publicKey ?? null;
  }

  /** What a digest is: a published version, a member's stamped copy, or nothing of this organisation's. */
  async verify(scope: OrgScope, sha256: string): Promise<VerifyResult> {
    const version = await q.versionByDigest(this.ctx.db, scope, sha256);
    if (version)
      return {
        match: 'published',
        title: version.title,
        version: version.access === 'public' ? version.version : null,
        access: version.access,
        publishedAt: version.publishedAt.toISOString(),
        supersededAt: version.supersededAt?.toISOString() ?? null,
      };
    const copy = await q.copyByDigest(this.ctx.db, scope, sha256);
    if (copy) {
      const original = await q.versionByDigest(this.ctx.db, scope, copy.originalSha256);
      return {
        match: 'copy',
        title: original?.title ?? copy.fileName,
        copyId: copy.copyId,
        recipient: `${copy.recipientEmail} (${copy.accountName})`,
        issuedAt: copy.createdAt.toISOString(),
        originalSha256: copy.originalSha256,
      };
    }
    return { match: 'none' };
  }

  async signingKeys(tenant: ResolvedTenant): Promise<SigningKeysResponse> {
    await this.manifests.current(tenant);
    const links = wellKnownLinks(this.ctx.config, tenant);
    const keys = await this.manifests.keys.list({ orgId: tenant.id });
    return {
      keys: keys
        .map((k) => ({
          kid: k.kid,
          createdAt: k.createdAt.toISOString(),
          retiredAt: k.retiredAt?.toISOString() ?? null,
        }))
        .reverse(),
      manifestUrl: links.manifest,
      keysUrl: links.keys,
      postureUrl: links.trustJson,
    };
  }

  async rotate(tenant: ResolvedTenant, actor: Actor): Promise<SigningKeysResponse> {
    await this.ctx.transact(async () => {
      const before =
        (await this.manifests.keys.list({ orgId: tenant.id })).find((k) => !k.retiredAt)?.kid ?? null;
      const signed = await this.manifests.rotate(tenant);
      await recordEvent(this.ctx, { orgId: tenant.id }, actor, {
        action: 'signing-key.rotate',
        target: 'signing-key',
        before: before && { kid: before },
        after: { kid: signed.kid, manifest: signed.sequence },
      });
    });
    return this.signingKeys(tenant);
  }
}

/** The fields to publish, or null when security.txt is off or would have no Contact (RFC 9116 requires one). */
function securityTxtOf(settings: Awaited<ReturnType<typeof settingsOf>>) {
  const contacts = securityTxtContacts(settings.securityTxt, settings.securityMailbox);
  return settings.securityTxt.enabled && contacts.length > 0 ? { ...settings.securityTxt, contacts } : null;
}
