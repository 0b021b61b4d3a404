import type { AppConfig } from '../../config.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';

export interface PortalLinks {
  /** Scheme and host the portal is served on. */
  origin: string;
  /** The portal page: '{origin}' on a custom domain, '{origin}/{slug}' on the main host. */
  portal: string;
  /** The share API of this organisation. */
  api: string;
}

/**
 * The portal's own addresses for links in mail, redirects and page heads: the registered custom
 * domain the request came on (with APP_URL's scheme, no port, no user info), or APP_URL. Never
 * the Host or X-Forwarded-* headers, so a forged header cannot put its address in a sign-in link
 * sent to someone else.
 */
export function portalLinks(
  config: Pick<AppConfig, 'appUrl'>,
  tenant: { slug: string; customDomain: string | null },
): PortalLinks {
  const origin = tenant.customDomain ? customDomainOrigin(config, tenant.customDomain) : config.appUrl;
  return {
    origin,
    portal: tenant.customDomain ? origin : `${origin}/${tenant.slug}`,
    api: `${origin}/api/share/${tenant.slug}`,
  };
}

/** `https://{domain}` for a registered custom domain (the scheme is APP_URL's). */
export function customDomainOrigin(config: Pick<AppConfig, 'appUrl'>, domain: string): string {
  return `${new URL(config.appUrl).protocol}//${domain}`;
}

export type { ResolvedTenant };
