import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productParamsSchema, riskProfileBodySchema } from '@trust/shared';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import type { RiskProfileService } from './service.js';

export const riskProfileRoutes: FastifyPluginAsyncZod<{ riskProfile: RiskProfileService }> = async (
  app,
  { riskProfile },
) => {
  app.put('/api/trust-center/products/:productId/risk-profile', {
    schema: {
      tags: ['editor'],
      summary: "Save the product's risk profile (a null answer is 'No Answer')",
      params: productParamsSchema,
      body: riskProfileBodySchema,
      response: { 204: z.null(), ...errorResponses },
    },
    preHandler: requireStaff('statuspage:edit'),
    handler: async (request, reply) => {
      await riskProfile.save(
        { orgId: request.staffOrg.id },
        staffActor(request),
        request.params.productId,
        request.body,
      );
      return reply.status(204).send(null);
    },
  });
};
