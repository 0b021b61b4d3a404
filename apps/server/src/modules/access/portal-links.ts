import type { FastifyRequest } from 'fastify';
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
 * The portal's own addresses for links in mail: the registered custom domain the request came on,
 * or the main host. Never an arbitrary Host header, so a forged Host cannot put its address in a
 * sign-in link sent to someone else.
 */
export function portalLinks(
  config: AppConfig,
  tenant: { slug: string; customDomain: string | null },
  request?: FastifyRequest,
): PortalLinks {
  const origin =
    tenant.customDomain && request ? `${request.protocol}://${request.headers.host}` : config.appUrl;
  return {
    origin,
    portal: tenant.customDomain && request ? origin : `${origin}/${tenant.slug}`,
    api: `${origin}/api/share/${tenant.slug}`,
  };
}

export type { ResolvedTenant };
