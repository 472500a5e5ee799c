import { z } from 'zod';

/** `GET /api/health`: which database serves and whether Google sign-in is configured. */
export const healthSchema = z.object({
  ok: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
  google: z.boolean(),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * `GET /api/ready`: whether this instance should get traffic — its database answers, every
 * migration it knows is applied, and it is not stopping. 200 when ready, 503 with the reason.
 */
export const readinessSchema = z.object({
  ready: z.boolean(),
  reason: z.enum(['draining', 'database', 'migrations']).optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;
