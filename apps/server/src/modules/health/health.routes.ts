import { type Health, healthSchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export async function healthRoutes(app: FastifyInstance) {
  const schema = { response: { 200: healthSchema } };
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', { schema }, async (): Promise<Health> => {
    return { ok: true, database: app.database.kind, google: Boolean(app.config.google) };
  });
}
