import { type Health, healthSchema, readinessSchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkReadiness } from './check-readiness.ts';

/** Liveness (`/api/health`) and readiness (`/api/ready`), both public. */
export async function healthRoutes(app: FastifyInstance) {
  const options = { config: { access: 'public' as const }, schema: { response: { 200: healthSchema } } };
  // Liveness: the process answers. It never touches the database, so a supervisor does not
  // restart an instance because PostgreSQL is briefly away.
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', options, async (): Promise<Health> => {
    return { ok: true, database: app.database.kind, google: Boolean(app.config.google) };
  });
  // Readiness: whether a proxy or orchestrator should send this instance traffic.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/ready',
      { config: { access: 'public' }, schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
      async (_request, reply) => {
        const readiness = await checkReadiness(app.database.db, app.draining);
        return reply
          .status(readiness.ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(readiness);
      },
    );
}
