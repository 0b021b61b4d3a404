import type { ManifestEntry, PortalView, TrustManifest } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { unscopedFindOrgByKey } from '../../plugins/tenant/queries.js';
import type { PortalService } from '../portal/service.js';
import * as q from './queries.js';
import { SigningKeys } from './signing-keys.js';

const QUEUE = 'sign-trust-manifest';

/** A document version the public portal lists now. */
interface Listed {
  itemUid: string;
  fileId: string;
  title: string;
  fileName: string;
  access: 'public' | 'restricted';
}

export type SignedManifest = NonNullable<Awaited<ReturnType<typeof q.latestManifest>>>;

/** Every anonymous visitor's view of every product the organisation shows. */
export async function publicViews(portal: PortalService, tenant: ResolvedTenant): Promise<PortalView[]> {
  const first = (await portal.view(tenant, null, { mode: 'Public' })).data;
  const others = first.sharedInfo.products.filter((p) => p.productId !== first.product.productId);
  return [
    first,
    ...(await Promise.all(
      others.map(async (p) => (await portal.view(tenant, p.productId, { mode: 'Public' })).data),
    )),
  ];
}

/**
 * What the public portal lists: documents anyone may open (a public item's, or a shared file) as
 * public, locked ones as restricted; hidden items' not at all.
 */
function listedDocuments(views: PortalView[]): Listed[] {
  const listed = new Map<string, Listed>();
  for (const view of views)
    for (const item of view.cards.flatMap((c) => c.items))
      for (const doc of item.documents)
        listed.set(`${item.itemUid}:${doc.fileId}`, {
          itemUid: item.itemUid,
          fileId: doc.fileId,
          title: item.title,
          fileName: doc.originalName,
          access: doc.locked ? 'restricted' : 'public',
        });
  return [...listed.values()];
}

/**
 * The signed manifest of an organisation's published document versions. A content change queues
 * a job that records what the public portal now lists (new versions, superseded ones) and signs a
 * new manifest when the list changed; a request that finds the manifest behind the content does
 * the same at once.
 */
export class ManifestService {
  private readonly syncing = new Map<string, Promise<SignedManifest>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly portal: PortalService,
    readonly keys: SigningKeys,
  ) {}

  async start() {
    await this.ctx.jobs.work<{ orgId: string }>(QUEUE, async ({ orgId }) => {
      const org = await unscopedFindOrgByKey(this.ctx.db, orgId);
      if (org) await this.sync({ ...org, customDomain: null });
    });
    // Queued by the instance that made the change only: every other instance hears it too.
    this.ctx.events.subscribe((orgId, local) => {
      if (orgId && local)
        this.ctx.jobs
          .send(QUEUE, { orgId }, { singletonKey: orgId })
          .catch((error: unknown) => console.warn('could not queue the manifest job', error));
    });
  }

  /** The newest signed manifest, brought up to date with the content first. */
  async current(tenant: ResolvedTenant): Promise<SignedManifest> {
    const latest = await q.latestManifest(this.ctx.db, { orgId: tenant.id });
    if (latest && latest.checkedRevision >= tenant.contentRevision) return latest;
    return this.sync(tenant);
  }

  bySequence(scope: OrgScope, sequence: number) {
    return q.manifestBySequence(this.ctx.db, scope, sequence);
  }

  /** Records what is listed now and signs a new manifest if that changed the list (one at a time per organisation). */
  sync(tenant: ResolvedTenant): Promise<SignedManifest> {
    const pending = this.syncing.get(tenant.id);
    if (pending) return pending;
    const work = this.syncNow(tenant).finally(() => this.syncing.delete(tenant.id));
    this.syncing.set(tenant.id, work);
    return work;
  }

  /** Rotation: a new key signs a new manifest at once, in the caller's transaction. */
  async rotate(tenant: ResolvedTenant): Promise<SignedManifest> {
    const scope = { orgId: tenant.id };
    await q.lockManifest(this.ctx.db, scope);
    await this.keys.rotate(scope);
    return this.writeManifest(tenant, listedDocuments(await publicViews(this.portal, tenant)), true);
  }

  private async syncNow(tenant: ResolvedTenant): Promise<SignedManifest> {
    const listed = listedDocuments(await publicViews(this.portal, tenant));
    return this.ctx.transact(async () => {
      await q.lockManifest(this.ctx.db, { orgId: tenant.id });
      const latest = await q.latestManifest(this.ctx.db, { orgId: tenant.id });
      // Another instance (or job) got here first with content at least this new.
      if (latest && latest.checkedRevision >= tenant.contentRevision) return latest;
      return this.writeManifest(tenant, listed, false);
    });
  }

  private async writeManifest(tenant: ResolvedTenant, listed: Listed[], resign: boolean) {
    const scope = { orgId: tenant.id };
    await this.recordVersions(scope, listed);
    const key = await this.keys.active(scope);
    const latest = await q.latestManifest(this.ctx.db, scope);
    const documents = toEntries(await q.allVersions(this.ctx.db, scope));
    const organisation = { name: tenant.name, slug: tenant.slug };
    const unchanged =
      latest &&
      latest.kid === key.kid &&
      JSON.stringify(pick(JSON.parse(latest.body) as TrustManifest)) ===
        JSON.stringify({ organisation, documents });
    if (unchanged && !resign) {
      await q.markManifestChecked(this.ctx.db, scope, latest.sequence, tenant.contentRevision);
      return { ...latest, checkedRevision: tenant.contentRevision };
    }
    const manifest: TrustManifest = {
      manifestVersion: 1,
      organisation,
      sequence: (latest?.sequence ?? 0) + 1,
      issuedAt: new Date().toISOString(),
      keyId: key.kid,
      documents,
    };
    const body = `${JSON.stringify(manifest, null, 2)}\n`;
    const row = {
      sequence: manifest.sequence,
      body,
      signature: SigningKeys.sign(key, body),
      kid: key.kid,
      checkedRevision: tenant.contentRevision,
      signedAt: new Date(manifest.issuedAt),
    };
    await q.insertManifest(this.ctx.db, scope, row);
    return { ...row, orgId: tenant.id };
  }

  /** New versions get the next number on their document; versions no longer listed are superseded. */
  private async recordVersions(scope: OrgScope, listed: Listed[]) {
    const { db } = this.ctx;
    const current = await q.currentVersions(db, scope);
    const key = (v: { itemUid: string; fileId: string }) => `${v.itemUid}:${v.fileId}`;
    const listedByKey = new Map(listed.map((l) => [key(l), l]));
    const now = new Date();
    for (const version of current) {
      const still = listedByKey.get(key(version));
      if (!still) await q.updateVersion(db, scope, version.id, { supersededAt: now });
      else if (
        still.access !== version.access ||
        still.title !== version.title ||
        still.fileName !== version.fileName
      )
        await q.updateVersion(db, scope, version.id, {
          access: still.access,
          title: still.title,
          fileName: still.fileName,
        });
      listedByKey.delete(key(version));
    }
    const fresh = [...listedByKey.values()];
    const digests = new Map(
      (
        await q.digestsOf(
          db,
          scope,
          fresh.map((l) => l.fileId),
        )
      ).map((f) => [f.id, f.sha256]),
    );
    for (const doc of fresh) {
      const sha256 = digests.get(doc.fileId);
      if (!sha256) continue;
      const version = (await q.lastVersionOf(db, scope, doc.itemUid)) + 1;
      await q.insertVersion(db, scope, { ...doc, sha256, version, publishedAt: now });
    }
  }
}

const pick = (m: TrustManifest) => ({ organisation: m.organisation, documents: m.documents });

function toEntries(versions: Awaited<ReturnType<typeof q.allVersions>>): ManifestEntry[] {
  const restricted = new Set<string>();
  return versions.flatMap((v): ManifestEntry[] => {
    if (v.access === 'restricted') {
      const key = `${v.title}\n${v.sha256}`;
      if (restricted.has(key)) return [];
      restricted.add(key);
      return [{ access: 'restricted', title: v.title, sha256: v.sha256 }];
    }
    return [
      {
        access: 'public',
        documentId: v.itemUid,
        fileId: v.fileId,
        title: v.title,
        fileName: v.fileName,
        version: v.version,
        sha256: v.sha256,
        publishedAt: v.publishedAt.toISOString(),
        supersededAt: v.supersededAt?.toISOString() ?? null,
      },
    ];
  });
}
