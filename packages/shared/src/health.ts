import { z } from 'zod';

/** `GET /healthz`: the process is up. */
export const healthSchema = z.object({ status: z.literal('ok') });

const checkState = z.enum(['ok', 'unavailable', 'pending', 'unknown', 'stopped']);

/** `GET /readyz`: whether this instance can serve (200 ready, 503 not ready) and why. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: checkState, migrations: checkState, jobs: checkState }),
});
export type Readiness = z.infer<typeof readinessSchema>;
