import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificationLogoParamsSchema, errorEnvelopeSchema, logoVariantsFor } from '@trust/shared';
import { notFound } from '../../plugins/errors.js';
import { certificationLogoSvg } from './certification-logo.js';

/**
 * The built-in certification logos. They hold no organisation's data, so this route is global and
 * long-cached; items point at it through their `logoUrl`.
 */
export const certificationLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/certification-logos/:type/:variant', {
    schema: {
      tags: ['portal'],
      summary: 'A built-in certification logo (SVG): the standard mark or an audit firm variant',
      params: certificationLogoParamsSchema,
      response: { 200: z.any().describe('SVG image'), 404: errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const { type, variant } = request.params;
      const svg = (logoVariantsFor(type) as string[]).includes(variant)
        ? certificationLogoSvg(type, variant)
        : null;
      if (!svg) throw notFound('Logo not found');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  });
};
