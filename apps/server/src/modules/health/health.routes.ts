import type { Health } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (): Promise<Health> => {
    return { ok: true, database: app.database.kind, google: Boolean(app.config.google) };
  });
}
