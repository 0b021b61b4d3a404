import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_PORTAL_TITLE,
  BYOID_MESSAGES,
  ERROR_MESSAGES,
  PRODUCT_NAME,
  scriptSources,
  viewQuerySchema,
  VERIFY_MESSAGES,
  type InitialPage,
  type PortalView,
} from '@trust/shared';
import { customDomainOrigin, portalLinks } from '../../modules/access/portal-links.js';
import type { AccessService } from '../../modules/access/service.js';
import type { PortalService } from '../../modules/portal/service.js';
import type { UpdatesService } from '../../modules/updates/service.js';
import { markdownToText } from '../../platform/markdown.js';
import { notFound } from '../errors.js';
import { contentSecurityPolicy } from '../security-headers.js';
import { hostnameOf, type ResolvedTenant } from '../tenant/directory.js';
import { fillTemplate, loadTemplate, renderHead, type HeadTags } from './html.js';
import { sendHtml } from './html-response.js';
import { PortalRenderer } from './portal-renderer.js';
import { parsePortalPath, pathSegments, RESERVED_FIRST_SEGMENTS } from './portal-path.js';

interface WebOptions {
  portal: PortalService;
  updates: UpdatesService;
  access: AccessService;
}

/**
 * Serves the web app: built assets under /assets, and every page as index.html with the page head
 * and the first view already inside, so the first paint needs no extra round trip and link
 * previews work without JavaScript.
 */
export async function webPlugin(app: FastifyInstance, { portal, updates, access }: WebOptions) {
  const { config } = app.ctx;
  let template = loadTemplate(config.webDistDir);
  // In development the web app rebuilds while the server runs: read the template afresh each time.
  const currentTemplate = () =>
    config.env === 'development' ? (template = loadTemplate(config.webDistDir)) : template;
  if (!template.built)
    app.log.warn(
      `No web build at ${config.webDistDir}: pages are served without the app (run npm run build).`,
    );
  else {
    await app.register(fastifyStatic, {
      root: path.join(config.webDistDir, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  }

  const renderer = new PortalRenderer(config.webDistDir, config.env === 'development', app.log);

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    head: HeadTags,
    page: InitialPage,
  ) => {
    const { html, built } = currentTemplate();
    // The public view is the same for every anonymous visitor: the server paints it. Member and
    // staff pages render in the browser.
    const rendered =
      built && config.serverRendering && page.page === 'portal' && page.view.mode === 'Public'
        ? ((await renderer.render(page, request.url)) ?? '')
        : '';
    const cacheControl =
      page.page === 'portal' && page.view.mode !== 'Public' ? 'private, no-cache' : 'no-cache';
    const plan = page.page === 'portal' ? page.view.sharedInfo.scriptPlan : null;
    if (plan && (plan.tags.length > 0 || plan.banner.kind === 'provider'))
      reply.header(
        'content-security-policy',
        contentSecurityPolicy(scriptSources(plan, config.scriptsMirror)),
      );
    return sendHtml(
      request,
      reply,
      status,
      fillTemplate(html, renderHead(head), page, rendered),
      cacheControl,
    );
  };

  const noAccess = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(
      request,
      reply,
      404,
      { title: ERROR_MESSAGES.noAccessTitle, noindex: true },
      { page: 'no-access' },
    );

  /** `/byoid/{org}/welcome?token=…`: the page that redeems a token from the organisation's own app. */
  const isByoidWelcome = (segments: string[]) =>
    segments.length === 3 && segments[0] === 'byoid' && segments[2] === 'welcome';
  const byoidWelcome = (
    request: FastifyRequest,
    reply: FastifyReply,
    org: { slug: string; name: string } | null,
  ) =>
    org
      ? sendPage(
          request,
          reply,
          200,
          { title: `${BYOID_MESSAGES.signingIn} | ${org.name}`, noindex: true },
          { page: 'byoid-welcome', organisation: { slug: org.slug, name: org.name } },
        )
      : noAccess(request, reply);

  async function portalPage(
    request: FastifyRequest,
    reply: FastifyReply,
    tenant: ResolvedTenant,
    rest: string[],
  ) {
    const portalPath = parsePortalPath(rest);
    if (!portalPath) return noAccess(request, reply);
    const query = request.query as Record<string, string | undefined>;
    const base = tenant.customDomain ? '' : `/${tenant.slug}`;
    const identityParams = viewQuerySchema.safeParse({
      accountId: query.accountId,
      permissionProfileId: query.permissionProfileId,
    });
    const viewer = await access.viewer(request, tenant, identityParams.success ? identityParams.data : {});
    const defaultView = (await portal.view(tenant, null, viewer)).data;
    const productSlug = portalPath.productSlug ?? query.product ?? null;
    const product = productSlug
      ? defaultView.sharedInfo.products.find((p) => p.productSlug === productSlug)
      : null;
    if (portalPath.productSlug && !product) return noAccess(request, reply);
    const viewOf = async (productId: string) =>
      productId === defaultView.product.productId
        ? defaultView
        : (await portal.view(tenant, productId, viewer)).data;
    const findItem = (v: PortalView) =>
      v.cards.flatMap((c) => c.items).find((i) => i.slug === portalPath.itemSlug);
    let view = product ? await viewOf(product.productId) : defaultView;
    let item = portalPath.itemSlug ? findItem(view) : undefined;
    // '/item/{slug}' names no product: the item may live on any product the visitor can see.
    if (portalPath.itemSlug && !item && !product) {
      for (const other of defaultView.sharedInfo.products) {
        const candidate = await viewOf(other.productId);
        item = findItem(candidate);
        if (item) {
          view = candidate;
          break;
        }
      }
    }
    const topics = (await updates.topicsFor(tenant, { productIds: [view.product.productId] }, viewer)).data;

    // From configuration and the registered domain only, never from Host or X-Forwarded-*.
    const { origin } = portalLinks(config, tenant);
    const canonicalDomain = tenant.customDomain ? null : await app.tenants.customDomainOf(tenant.id);
    const portalTitle = view.sharedInfo.customization.portalTitle || DEFAULT_PORTAL_TITLE;
    const siteName = `${view.organisation.name} ${portalTitle}`;
    const canonicalBase = canonicalDomain ? customDomainOrigin(config, canonicalDomain) : `${origin}${base}`;
    const itemPath = item
      ? portalPath.productSlug
        ? `/product/${encodeURIComponent(view.product.productSlug).replace(/%20/g, '+')}/${item.slug}`
        : `/item/${item.slug}`
      : portalPath.verify
        ? '/verify'
        : '';
    const updatedTime = latest([
      ...view.cards.flatMap((c) => c.items.map((i) => i.lastModified?.on)),
      ...topics.topics.flatMap((t) => t.updates.map((u) => u.createdAt)),
    ]);
    const description = item?.explanation
      ? markdownToText(item.explanation).slice(0, 200)
      : view.sharedInfo.customization.description ||
        `Security, privacy and compliance at ${view.organisation.name}.`;
    return sendPage(
      request,
      reply,
      200,
      {
        title: item
          ? `${item.title} | ${siteName}`
          : portalPath.verify
            ? `${VERIFY_MESSAGES.title} | ${siteName}`
            : siteName,
        description,
        canonical: `${canonicalBase}${itemPath}`,
        favicon: view.sharedInfo.customization.faviconUrl ?? view.sharedInfo.customization.logoUrl,
        siteName,
        image: `${origin}/api/share/${view.organisation.slug}/social-image.png?v=${view.revision}`,
        updatedTime,
        feeds: [
          {
            type: 'application/atom+xml',
            title: `${siteName} updates (Atom)`,
            href: `${origin}/api/share/${view.organisation.slug}/updates.atom?product=${encodeURIComponent(view.product.productSlug)}`,
          },
          {
            type: 'application/feed+json',
            title: `${siteName} updates (JSON Feed)`,
            href: `${origin}/api/share/${view.organisation.slug}/updates.json?product=${encodeURIComponent(view.product.productSlug)}`,
          },
        ],
      },
      {
        page: 'portal',
        basePath: base,
        origin,
        view,
        updates: topics,
        itemUid: item?.itemUid ?? null,
      },
    );
  }

  app.get('/*', async (request, reply) => {
    const segments = pathSegments(request.url);
    if (segments[0] === 'api') throw notFound();
    const hostname = hostnameOf(request.headers.host);
    if (!app.tenants.isMainHost(hostname)) {
      const org = await app.tenants.byCustomDomain(hostname);
      if (!org) {
        return sendPage(
          request,
          reply,
          404,
          { title: ERROR_MESSAGES.companyNotFound, noindex: true },
          { page: 'company-not-found' },
        );
      }
      // The portal's own domain signs in only its own organisation's visitors.
      if (isByoidWelcome(segments))
        return byoidWelcome(request, reply, [org.id, org.slug].includes(segments[1]!) ? org : null);
      return portalPage(request, reply, { ...org, customDomain: hostname }, segments);
    }
    const [first, ...rest] = segments;
    // No organisation named: the default route (a path on this host, never one from the request).
    if (first === undefined) return reply.redirect(config.defaultRoute, 302);
    if (first === 'assets') throw notFound();
    const staffPublicTitle = STAFF_PUBLIC_PAGES[first];
    if (staffPublicTitle && rest.length === 0)
      return sendPage(
        request,
        reply,
        200,
        { title: `${staffPublicTitle} | ${PRODUCT_NAME}`, noindex: true },
        { page: 'sign-in' },
      );
    if (first === 'app' || (first === 'documents' && rest.length === 0))
      return sendPage(request, reply, 200, { title: PRODUCT_NAME, noindex: true }, { page: 'app' });
    if (isByoidWelcome(segments)) return byoidWelcome(request, reply, await app.tenants.byOrgKey(rest[0]!));
    if (RESERVED_FIRST_SEGMENTS.has(first)) return noAccess(request, reply);
    const org = await app.tenants.byOrgKey(first);
    if (!org)
      return sendPage(
        request,
        reply,
        404,
        { title: ERROR_MESSAGES.trustCentreNotFoundTitle, noindex: true },
        { page: 'trust-centre-not-found' },
      );
    return portalPage(request, reply, { ...org, customDomain: null }, rest);
  });
}

/** Staff pages reached before signing in, by their first path segment, with their titles. */
const STAFF_PUBLIC_PAGES: Record<string, string | undefined> = {
  'sign-in': 'Sign in',
  setup: 'Set up your trust centre',
  'sign-up': 'Create your trust centre',
  'set-password': 'Choose a password',
  'forgot-password': 'Reset your password',
};

function latest(times: (string | undefined)[]): string | null {
  return times.reduce<string | null>((max, t) => (t && (!max || t > max) ? t : max), null);
}
