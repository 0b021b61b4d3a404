import { Feed } from 'feed';
import { customizationSettingsSchema, UPDATE_CATEGORY_LABELS } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { portalLinks } from '../access/portal-links.js';
import { notFound } from '../../plugins/errors.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { getCustomization, listProducts } from '../portal/queries.js';
import { listPublicComplianceUpdates } from './service.js';

const FEED_SIZE = 50;

/**
 * Public updates as a feed (issue 5, section 6), for one product when `productSlug` names one:
 * security teams follow a vendor from their feed reader. Private updates are never in a feed.
 */
export async function updatesFeed(
  ctx: AppContext,
  tenant: ResolvedTenant,
  productSlug: string | undefined,
): Promise<{ atom(): string; json(): string }> {
  const scope = { orgId: tenant.id };
  const [customization, products] = await Promise.all([
    getCustomization(ctx.db, scope),
    listProducts(ctx.db, scope),
  ]);
  const product = productSlug
    ? products.find((p) => p.slug === productSlug && (p.show || p.id === tenant.defaultProductId))
    : undefined;
  if (productSlug && !product) throw notFound();
  const settings = customizationSettingsSchema.parse(customization?.settings ?? {});
  const { topics } = await listPublicComplianceUpdates(
    ctx,
    scope,
    product ? { productIds: [product.id] } : {},
  );
  const { portal, api } = portalLinks(ctx.config, tenant);
  const productQuery = product ? `?product=${encodeURIComponent(product.slug)}` : '';
  const entries = topics
    .flatMap((topic) => topic.updates.map((update) => ({ topic, update })))
    .sort((a, b) => b.update.createdAt.localeCompare(a.update.createdAt))
    .slice(0, FEED_SIZE);
  const title = `${tenant.name} ${settings.portalTitle}${product ? `: ${product.name}` : ''}`;
  const feed = new Feed({
    id: `${portal}${productQuery}`,
    title: `${title} updates`,
    description: settings.description || `Security, privacy and compliance updates from ${tenant.name}.`,
    link: `${portal}${productQuery}`,
    language: 'en',
    updated: entries[0] ? new Date(entries[0].update.createdAt) : new Date(0),
    generator: false,
    feedLinks: { atom: `${api}/updates.atom${productQuery}`, json: `${api}/updates.json${productQuery}` },
    author: { name: tenant.name, link: portal },
    copyright: `© ${tenant.name}`,
  });
  for (const { topic, update } of entries) {
    feed.addItem({
      id: `urn:uuid:${update.id}`,
      title: topic.subject,
      link: `${portal}?tcuUid=${update.id}`,
      date: new Date(update.createdAt),
      description: update.message.slice(0, 280),
      content: update.messageHtml,
      category: [{ name: UPDATE_CATEGORY_LABELS[topic.category], term: topic.category }],
      author: [{ name: tenant.name }],
    });
  }
  return {
    json: () => feed.json1(),
    /**
     * The feed library declares entry titles and summaries as HTML; they are plain text (a topic
     * subject such as 'Fixed <b> handling' must read as written), so they are escaped as such.
     */
    atom: () =>
      feed
        .atom1()
        .replace(
          /<(title|summary) type="html"><!\[CDATA\[([\s\S]*?)\]\]><\/\1>/g,
          (_, tag: string, text: string) => `<${tag} type="text">${escapeXml(text)}</${tag}>`,
        ),
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
