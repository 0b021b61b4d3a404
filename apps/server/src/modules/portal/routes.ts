import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetParamsSchema,
  assetQuerySchema,
  errorEnvelopeSchema,
  orgParamsSchema,
  portalViewSchema,
  viewProductParamsSchema,
  viewQuerySchema,
} from '@trust/shared';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import type { AccessService } from '../access/service.js';
import { sendCachedJson } from '../../platform/response-cache.js';
import type { PortalService } from './service.js';
import type { AssetService } from './assets.js';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
/** Binary answers (images) are sent as they are; the schema only documents them. */
const binary = z.any().describe('image bytes');

export const portalRoutes: FastifyPluginAsyncZod<{
  portal: PortalService;
  access: AccessService;
  assets: AssetService;
}> = async (app, { portal, access, assets }) => {
  app.addHook('preHandler', requireShareTenant);

  app.get('/api/share/:org/view', {
    schema: {
      tags: ['portal'],
      summary: "The portal view of the organisation's default product",
      params: orgParamsSchema,
      querystring: viewQuerySchema,
      response: { 200: portalViewSchema, ...errors },
    },
    handler: async (request, reply) => {
      const viewer = await access.viewer(request, request.tenant, request.query);
      return sendCachedJson(
        request,
        reply,
        await portal.view(request.tenant, null, viewer),
        viewer.mode !== 'Public',
      );
    },
  });

  app.get('/api/share/:org/view/:productId', {
    schema: {
      tags: ['portal'],
      summary: 'The portal view of one product',
      params: viewProductParamsSchema,
      querystring: viewQuerySchema,
      response: { 200: portalViewSchema, ...errors },
    },
    handler: async (request, reply) => {
      const viewer = await access.viewer(request, request.tenant, request.query);
      return sendCachedJson(
        request,
        reply,
        await portal.view(request.tenant, request.params.productId, viewer),
        viewer.mode !== 'Public',
      );
    },
  });

  app.get('/api/share/:org/social-image.png', {
    schema: {
      tags: ['portal'],
      summary: 'The 1200x630 PNG shown in link previews of the portal',
      params: orgParamsSchema,
      querystring: assetQuerySchema,
      response: { 200: binary, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .type('image/png')
        .header(
          'cache-control',
          request.query.v === request.tenant.contentRevision
            ? 'public, max-age=86400'
            : 'public, max-age=300',
        )
        .send(await portal.socialImage(request.tenant)),
  });

  app.get('/api/share/:org/assets/:assetId', {
    schema: {
      tags: ['portal'],
      summary: 'An image of the portal (logo, banner, card icon, certification or company logo)',
      params: assetParamsSchema,
      querystring: assetQuerySchema,
      response: { 200: binary, ...errors },
    },
    handler: async (request, reply) =>
      assets.send(request, reply, request.tenant, request.params.assetId, request.query.v),
  });
};
