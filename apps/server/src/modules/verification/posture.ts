import {
  DEFAULT_PORTAL_TITLE,
  fileUrl,
  TRUST_JSON_VERSION,
  type EnabledState,
  type PortalItem,
  type PortalView,
  type TrustPosture,
} from '@trust/shared';
import type { AppConfig } from '../../config.js';
import { portalLinks } from '../access/portal-links.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';

const STATUS: Record<EnabledState, TrustPosture['products'][number]['certifications'][number]['status']> = {
  enabled: 'active',
  work_in_progress: 'in_progress',
  not_enabled: 'not_enabled',
};

/** Where the organisation's machine-readable files live: its custom domain's root, or under its slug. */
export function wellKnownLinks(config: Pick<AppConfig, 'appUrl'>, tenant: ResolvedTenant) {
  const { origin, portal } = portalLinks(config, tenant);
  const root = tenant.customDomain ? origin : portal;
  return {
    origin,
    portal,
    trustJson: `${root}/.well-known/trust.json`,
    manifest: `${root}/.well-known/trust-manifest.json`,
    keys: `${root}/.well-known/trust-keys.json`,
    llms: `${root}/llms.txt`,
    verify: `${portal}/verify`,
    securityTxt: tenant.customDomain ? `${origin}/.well-known/security.txt` : null,
    schema: `${config.appUrl}/api/schemas/trust.json`,
  };
}

const itemLink = (portal: string, view: PortalView, item: PortalItem) =>
  item.slug
    ? `${portal}/product/${encodeURIComponent(view.product.productSlug).replace(/%20/g, '+')}/${item.slug}`
    : `${portal}?product=${encodeURIComponent(view.product.productSlug)}&itemUid=${item.itemUid}`;

/**
 * trust.json: the public posture of every shown product, from the anonymous visitor's views (so
 * nothing hidden, restricted or internal can reach it) and the published documents' digests.
 */
export function trustPosture(
  config: Pick<AppConfig, 'appUrl'>,
  tenant: ResolvedTenant,
  views: PortalView[],
  digests: Map<string, string>,
  securityTxtPublished: boolean,
): TrustPosture {
  const links = wellKnownLinks(config, tenant);
  const first = views[0]!;
  const { customization } = first.sharedInfo;
  const api = `${links.origin}/api/share/${tenant.slug}`;
  return {
    $schema: links.schema,
    schemaVersion: TRUST_JSON_VERSION,
    organisation: {
      name: first.organisation.name,
      slug: first.organisation.slug,
      url: links.portal,
      description:
        customization.description || `Security, privacy and compliance at ${first.organisation.name}.`,
    },
    contact: {
      securityEmail: customization.securityMailbox,
      supportEmail: customization.supportMailbox,
      supportUrl:
        customization.contactSupport.onClickAction === 'direct_to_site'
          ? customization.contactSupport.supportUrl
          : null,
      securityTxt: securityTxtPublished ? links.securityTxt : null,
    },
    products: views.map((view) => {
      const items = view.cards.flatMap((c) => c.items);
      return {
        id: view.product.productId,
        name: view.product.productName,
        slug: view.product.productSlug,
        url: `${links.portal}?product=${encodeURIComponent(view.product.productSlug)}`,
        certifications: items
          .filter((i) => i.cardKind === 'certifications')
          .map((i) => ({
            name: i.title,
            status: STATUS[i.enabledState],
            auditor: i.auditor,
            expiry: i.expiry,
            url: itemLink(links.portal, view, i),
          })),
        documents: items.flatMap((item) =>
          item.documents.flatMap((doc) => {
            const sha256 = digests.get(doc.fileId);
            if (doc.locked || !sha256) return [];
            const accessType = doc.viewOnly ? 'view' : 'download';
            const path = fileUrl(tenant.slug, doc.fileId, {
              productId: view.product.productId,
              itemUid: item.itemUid,
              accessType,
            });
            return [
              {
                documentId: item.itemUid,
                fileId: doc.fileId,
                title: item.title,
                fileName: doc.originalName,
                type: item.type,
                sha256,
                url: `${links.origin}${path}`,
              },
            ];
          }),
        ),
        subprocessors: view.subprocessors.map((s) => ({
          name: s.company.name,
          domain: s.company.domain,
          purpose: s.purpose,
          location: s.location,
        })),
        updates: {
          atom: `${api}/updates.atom?product=${encodeURIComponent(view.product.productSlug)}`,
          json: `${api}/updates.json?product=${encodeURIComponent(view.product.productSlug)}`,
        },
      };
    }),
    verification: { manifest: links.manifest, keys: links.keys, verifyPage: links.verify },
    llms: links.llms,
  };
}

/** Markdown safe to drop into a list item or heading: no line breaks, no stray link syntax. */
const inline = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/([[\]])/g, '\\$1')
    .trim();

/**
 * llms.txt (llmstxt.org): a title, a one-line summary in a quote, then sections of links with
 * notes. Built from trust.json, so it says nothing trust.json does not.
 */
export function llmsTxt(
  posture: TrustPosture,
  trustJsonUrl: string,
  portalTitle = DEFAULT_PORTAL_TITLE,
): string {
  const lines = [
    `# ${inline(posture.organisation.name)} ${inline(portalTitle)}`,
    '',
    `> ${inline(posture.organisation.description)}`,
    '',
    `This is the public security and compliance posture of ${inline(posture.organisation.name)}. Restricted documents (audit reports under NDA) are not listed; they can be requested at ${posture.organisation.url}.`,
    '',
  ];
  const contacts = [
    posture.contact.securityEmail && `- Security contact: ${posture.contact.securityEmail}`,
    posture.contact.supportEmail && `- Support: ${posture.contact.supportEmail}`,
    posture.contact.supportUrl && `- [Support site](${posture.contact.supportUrl})`,
    posture.contact.securityTxt && `- [security.txt](${posture.contact.securityTxt})`,
  ].filter(Boolean);
  for (const product of posture.products) {
    const heading = posture.products.length > 1 ? ` (${inline(product.name)})` : '';
    if (product.certifications.length) {
      lines.push(`## Certifications${heading}`, '');
      for (const c of product.certifications) {
        const details = [
          c.status === 'active' ? 'active' : c.status === 'in_progress' ? 'in progress' : 'not enabled',
          c.auditor && `auditor: ${inline(c.auditor)}`,
          c.expiry && `expires ${c.expiry.slice(0, 10)}`,
        ].filter(Boolean);
        lines.push(`- [${inline(c.name)}](${c.url}): ${details.join(', ')}`);
      }
      lines.push('');
    }
    if (product.documents.length) {
      lines.push(`## Documents${heading}`, '');
      for (const d of product.documents)
        lines.push(`- [${inline(d.title)}](${d.url}): ${inline(d.fileName)}, SHA-256 ${d.sha256}`);
      lines.push('');
    }
    if (product.subprocessors.length) {
      lines.push(`## Subprocessors${heading}`, '');
      for (const s of product.subprocessors) {
        const details = [s.purpose && inline(s.purpose), s.location && inline(s.location)].filter(Boolean);
        lines.push(`- ${inline(s.name)}${details.length ? `: ${details.join('; ')}` : ''}`);
      }
      lines.push('');
    }
  }
  if (contacts.length) lines.push('## Contact', '', ...(contacts as string[]), '');
  lines.push(
    '## Optional',
    '',
    `- [Machine-readable posture (trust.json)](${trustJsonUrl})`,
    `- [Signed document manifest](${posture.verification.manifest})`,
    `- [Verify a document](${posture.verification.verifyPage})`,
    ...posture.products.map(
      (p) =>
        `- [Updates feed${posture.products.length > 1 ? ` (${inline(p.name)})` : ''}](${p.updates.atom})`,
    ),
    '',
  );
  return lines.join('\n');
}
