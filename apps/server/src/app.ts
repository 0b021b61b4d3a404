import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@trust/shared';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { CONTENT_CHANGED_CHANNEL } from './modules/portal/content-revision.js';
import { PortalService } from './modules/portal/service.js';
import { AssetService } from './modules/portal/assets.js';
import { portalRoutes } from './modules/portal/routes.js';
import { UpdatesService } from './modules/updates/service.js';
import { updatesRoutes } from './modules/updates/routes.js';
import { ContentEvents } from './platform/content-events.js';
import { localStorage } from './platform/storage.js';
import { errorsPlugin } from './plugins/errors.js';
import { securityHeaders } from './plugins/security-headers.js';
import { TenantDirectory } from './plugins/tenant/directory.js';
import { tenantPlugin } from './plugins/tenant/plugin.js';
import { webPlugin } from './plugins/web/plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the whole application without listening: plugins, then routes, then pages. */
export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}) },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    db: database.db,
    storage: localStorage(path.join(config.dataDir, 'files')),
    events: new ContentEvents(),
  };
  app.decorate('ctx', ctx);
  // Content changed by another instance (or another connection) drops this instance's caches too.
  await database.listen(CONTENT_CHANGED_CHANNEL, (orgId) => ctx.events.emit(orgId));

  // Tier 1: cross-cutting plugins.
  await app.register(errorsPlugin);
  await app.register(securityHeaders);
  await app.register(tenantPlugin, { directory: new TenantDirectory(ctx) });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Trust Center API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Tier 2: API routes.
  const portal = new PortalService(ctx);
  const updates = new UpdatesService(ctx);
  await app.register(portalRoutes, { portal, assets: new AssetService(ctx) });
  await app.register(updatesRoutes, { updates });

  // Tier 3: pages.
  await app.register(webPlugin, { portal, updates });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: { code: 'not_found', message: ERROR_MESSAGES.notFound } }));
  return app;
}
