import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';

/**
 * The portal's own address for links in mail: the registered custom domain the request came on, or
 * the main host. Never an arbitrary Host header, so a forged Host cannot put its address in a
 * sign-in link sent to someone else.
 */
export function portalBaseUrl(config: AppConfig, request: FastifyRequest, tenant: ResolvedTenant): string {
  return tenant.customDomain ? `${request.protocol}://${request.headers.host}` : `${config.appUrl}/${tenant.slug}`;
}
