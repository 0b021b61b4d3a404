import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_MESSAGES,
  orgParamsSchema,
  signingKeysResponseSchema,
  trustKeysSchema,
  trustPostureJsonSchema,
  trustPostureSchema,
  verifyParamsSchema,
  verifyResultSchema,
} from '@trust/shared';
import { errorResponses } from '../../plugins/error-responses.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import { hostnameOf, type ResolvedTenant } from '../../plugins/tenant/directory.js';
import { requireShareTenant, resolveShareTenant } from '../../plugins/tenant/plugin.js';
import { sendCachedJson } from '../../platform/response-cache.js';
import { publicKeyPem } from './signing-keys.js';
import type { VerificationService } from './service.js';

const errors = { ...errorResponses, 429: errorResponses[404] };
const bytes = z.any().describe('the file');
const sequenceQuery = z.object({ sequence: z.coerce.number().int().min(1).optional() });
const kidParams = z.object({ kid: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

/** Machine-readable files are for any tool from any origin: they hold public content only. */
const publicFile = (reply: FastifyReply, type: string) =>
  reply.type(type).header('access-control-allow-origin', '*').header('cache-control', 'no-cache');

/** Sets the ETag; true when the client has this version already (answer 304). */
function fresh(request: FastifyRequest, reply: FastifyReply, etag: string) {
  reply.header('etag', etag);
  return request.headers['if-none-match'] === etag;
}

type Send = (request: FastifyRequest, reply: FastifyReply, tenant: ResolvedTenant) => Promise<unknown>;

/**
 * The signed manifest, public keys, trust.json, llms.txt and security.txt: under `/{org}` on the
 * main host and at the root of a custom domain; the Verify page's digest lookup; staff key routes.
 */
export const verificationRoutes: FastifyPluginAsyncZod<{ verification: VerificationService }> = async (
  app,
  { verification },
) => {
  const { manifests } = verification;

  /** The organisation of a root path: only a registered custom domain has one. */
  const rootTenant = async (request: FastifyRequest): Promise<ResolvedTenant> => {
    const hostname = hostnameOf(request.headers.host);
    if (app.tenants.isMainHost(hostname)) throw notFound();
    const org = await app.tenants.byCustomDomain(hostname);
    if (!org) throw new AppError(404, 'company_not_found', ERROR_MESSAGES.companyNotFound);
    return { ...org, customDomain: hostname };
  };

  /** The manifest `?sequence=N` names, else the current one. */
  const manifestAsked = async (request: FastifyRequest, tenant: ResolvedTenant) => {
    const { sequence } = request.query as z.infer<typeof sequenceQuery>;
    const manifest = sequence
      ? await manifests.bySequence({ orgId: tenant.id }, sequence)
      : await manifests.current(tenant);
    if (!manifest) throw notFound();
    return manifest;
  };

  /** One file at `/{org}{path}` and at `{path}` on custom domains. */
  const wellKnown = (
    path: string,
    summary: string,
    schema: { querystring?: z.ZodObject; response: z.ZodType },
    send: Send,
    { customDomainOnly = false } = {},
  ) => {
    const response = { 200: schema.response, ...errors };
    const querystring = schema.querystring ? { querystring: schema.querystring } : {};
    if (!customDomainOnly)
      app.get(`/:org${path}`, {
        schema: { tags: ['verification'], summary, params: orgParamsSchema, ...querystring, response },
        handler: async (request, reply) =>
          send(request, reply, await resolveShareTenant(app, request, request.params.org)),
      });
    app.get(path, {
      schema: {
        tags: ['verification'],
        summary: `${summary} (on a custom domain)`,
        ...querystring,
        response,
      },
      handler: async (request, reply) => send(request, reply, await rootTenant(request)),
    });
  };

  wellKnown(
    '/.well-known/trust.json',
    'The public security posture, machine-readable (JSON Schema at /api/schemas/trust.json)',
    { response: trustPostureSchema },
    async (request, reply, tenant) => {
      publicFile(reply, 'application/json');
      return sendCachedJson(request, reply, await verification.posture(tenant));
    },
  );

  wellKnown(
    '/.well-known/trust-manifest.json',
    'The signed manifest of published document versions (signature at trust-manifest.sig)',
    { querystring: sequenceQuery, response: bytes },
    async (request, reply, tenant) => {
      const manifest = await manifestAsked(request, tenant);
      publicFile(reply, 'application/json; charset=utf-8').header('x-trust-manifest-key-id', manifest.kid);
      if (fresh(request, reply, `"manifest-${manifest.sequence}"`)) return reply.status(304).send();
      return reply.send(manifest.body);
    },
  );

  wellKnown(
    '/.well-known/trust-manifest.sig',
    'The detached Ed25519 signature (64 raw bytes) of the manifest, or of manifest ?sequence=N',
    { querystring: sequenceQuery, response: bytes },
    async (request, reply, tenant) => {
      const manifest = await manifestAsked(request, tenant);
      publicFile(reply, 'application/octet-stream').header(
        'x-trust-manifest-sequence',
        String(manifest.sequence),
      );
      if (fresh(request, reply, `"signature-${manifest.sequence}"`)) return reply.status(304).send();
      return reply.send(Buffer.from(manifest.signature, 'base64'));
    },
  );

  wellKnown(
    '/.well-known/trust-keys.json',
    'The public keys that sign the manifest, as a JWKS (retired keys included)',
    { response: trustKeysSchema },
    async (_request, reply, tenant) => {
      // A first visit may find no key yet: the current manifest makes one.
      await manifests.current(tenant);
      publicFile(reply, 'application/jwk-set+json');
      return verification.keys({ orgId: tenant.id });
    },
  );

  for (const [prefix, resolve] of [
    [
      '/:org',
      (request: FastifyRequest) => resolveShareTenant(app, request, (request.params as { org: string }).org),
    ],
    ['', rootTenant],
  ] as const)
    app.get(`${prefix}/.well-known/trust-keys/:kid`, {
      schema: {
        tags: ['verification'],
        summary: 'One public key as PEM (SubjectPublicKeyInfo), for openssl',
        params: prefix ? orgParamsSchema.extend(kidParams.shape) : kidParams,
        response: { 200: bytes, ...errors },
      },
      handler: async (request, reply) => {
        const tenant = await resolve(request);
        const x = await verification.publicKey({ orgId: tenant.id }, (request.params as { kid: string }).kid);
        if (!x) throw notFound();
        publicFile(reply, 'application/x-pem-file');
        return reply.send(publicKeyPem(x));
      },
    });

  wellKnown(
    '/llms.txt',
    'A Markdown digest of the public posture for language models (llms.txt)',
    { response: bytes },
    async (request, reply, tenant) => {
      const { etag, text } = await verification.llms(tenant);
      publicFile(reply, 'text/markdown; charset=utf-8');
      if (fresh(request, reply, etag)) return reply.status(304).send();
      return reply.send(text);
    },
  );

  wellKnown(
    '/.well-known/security.txt',
    'RFC 9116 security.txt from the security contact settings',
    { response: bytes },
    async (_request, reply, tenant) => {
      const body = await verification.securityTxt(tenant);
      if (!body) throw notFound();
      return publicFile(reply, 'text/plain; charset=utf-8').send(body);
    },
    { customDomainOnly: true },
  );

  app.get('/api/schemas/trust.json', {
    schema: {
      tags: ['verification'],
      summary: 'The JSON Schema of trust.json',
      response: { 200: z.record(z.string(), z.unknown()) },
    },
    handler: async (_request, reply) => {
      publicFile(reply, 'application/schema+json');
      return trustPostureJsonSchema(`${app.ctx.config.appUrl}/api/schemas/trust.json`);
    },
  });

  app.get('/api/share/:org/verify/:sha256', {
    schema: {
      tags: ['verification'],
      summary: 'Whether a SHA-256 digest is a published document version or a member’s copy',
      params: verifyParamsSchema,
      response: { 200: verifyResultSchema, ...errors },
    },
    preHandler: requireShareTenant,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await manifests.current(request.tenant);
      return verification.verify({ orgId: request.tenant.id }, request.params.sha256);
    },
  });

  const admin = requireStaff('settings:manage');
  const staffTenant = async (request: FastifyRequest): Promise<ResolvedTenant> => {
    const org = await app.tenants.byOrgKey(request.staffOrg.id);
    if (!org) throw notFound();
    return { ...org, customDomain: null };
  };

  app.get('/api/settings/signing-keys', {
    schema: {
      tags: ['settings'],
      summary: 'The signing keys of the document manifest and the published files’ addresses',
      response: { 200: signingKeysResponseSchema, ...errors },
    },
    preHandler: admin,
    handler: async (request) => verification.signingKeys(await staffTenant(request)),
  });

  app.post('/api/settings/signing-keys/rotate', {
    schema: {
      tags: ['settings'],
      summary: 'Retire the active signing key, make a new one and sign the manifest with it',
      response: { 200: signingKeysResponseSchema, ...errors },
    },
    preHandler: admin,
    handler: async (request) => verification.rotate(await staffTenant(request), staffActor(request)),
  });
};
