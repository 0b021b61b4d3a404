import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '@trust/shared';
import { AppError } from '../errors.js';
import { hostnameOf, TenantDirectory, type ResolvedTenant } from './directory.js';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantDirectory;
  }
  interface FastifyRequest {
    tenant: ResolvedTenant;
  }
}

/**
 * Resolves the organisation of a share request: the custom domain's Host if the request came on
 * one, else the `{org}` path segment (slug or id). On a custom domain, an `{org}` segment naming
 * another organisation is a 404, so one organisation's host never serves another's data.
 */
export async function resolveShareTenant(
  app: FastifyInstance,
  request: FastifyRequest,
  orgKey: string,
): Promise<ResolvedTenant> {
  const hostname = hostnameOf(request.headers.host);
  if (!app.tenants.isMainHost(hostname)) {
    const org = await app.tenants.byCustomDomain(hostname);
    if (!org) throw new AppError(404, 'company_not_found', ERROR_MESSAGES.companyNotFound);
    if (orgKey !== org.slug && orgKey !== org.id)
      throw new AppError(404, 'not_found', ERROR_MESSAGES.notFound);
    return { ...org, customDomain: hostname };
  }
  const org = await app.tenants.byOrgKey(orgKey);
  if (!org) throw new AppError(404, 'company_not_found', ERROR_MESSAGES.companyNotFound);
  return { ...org, customDomain: null };
}

/** Probes that load balancers send by address or internal name: answered whatever the Host. */
const ANY_HOST_PATHS = new Set(['/healthz', '/readyz']);

export const tenantPlugin = fp(async (app: FastifyInstance, opts: { directory: TenantDirectory }) => {
  app.decorate('tenants', opts.directory);
  app.decorateRequest('tenant', null as unknown as ResolvedTenant);
  // Trust no Host: one that is not a plain host name is refused, and one that is neither the main
  // host nor a registered custom domain serves nothing (pages say 'Company not found' themselves).
  app.addHook('onRequest', (request, _reply, done) => {
    if (ANY_HOST_PATHS.has(request.url)) return done();
    const hostname = hostnameOf(request.headers.host);
    if (!hostname) return done(new AppError(400, 'invalid_host', 'The Host header is not valid.'));
    if (opts.directory.isMainHost(hostname) || !request.url.startsWith('/api/')) return done();
    opts.directory.byCustomDomain(hostname).then(
      (org) => done(org ? undefined : new AppError(404, 'company_not_found', ERROR_MESSAGES.companyNotFound)),
      (error: unknown) => done(error as Error),
    );
  });
});

/** preHandler for routes with an `{org}` param. */
export async function requireShareTenant(this: FastifyInstance, request: FastifyRequest) {
  const { org } = request.params as { org: string };
  request.tenant = await resolveShareTenant(this, request, org);
}
