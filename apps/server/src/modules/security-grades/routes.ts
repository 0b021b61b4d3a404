import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productParamsSchema, securityGradesBodySchema } from '@trust/shared';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import type { SecurityGradesService } from './service.js';

export const securityGradesRoutes: FastifyPluginAsyncZod<{ grades: SecurityGradesService }> = async (
  app,
  { grades },
) => {
  app.put('/api/trust-center/products/:productId/security-grades', {
    schema: {
      tags: ['editor'],
      summary: "Save the security grades card's entries, in order",
      params: productParamsSchema,
      body: securityGradesBodySchema,
      response: { 204: z.null(), ...errorResponses },
    },
    preHandler: requireStaff('statuspage:edit'),
    handler: async (request, reply) => {
      await grades.save(
        { orgId: request.staffOrg.id },
        staffActor(request),
        request.params.productId,
        request.body,
      );
      return reply.status(204).send(null);
    },
  });
};
