import { z } from 'zod';

/** `GET /api/health`: which database serves and whether Google sign-in is configured. */
export const healthSchema = z.object({
  ok: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
  google: z.boolean(),
});
export type Health = z.infer<typeof healthSchema>;
