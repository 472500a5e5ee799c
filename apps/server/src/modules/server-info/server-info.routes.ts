import { type ServerInfo, serverInfoSchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * `GET /api/server-info`, public (docs/api-autofill.md#is-a-model-set-up-get-apiserver-info):
 * whether an AI model answers what the built-in matcher leaves open, so the dashboard, the landing
 * page and the extension say so instead of promising AI. It reads no credential, so the
 * extension's bearer header may come along.
 */
export async function serverInfoRoutes(app: FastifyInstance) {
  const info: ServerInfo = { modelAvailable: app.config.ai !== undefined };
  const schema = { response: { 200: serverInfoSchema } };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/server-info',
      { config: { access: 'public', bearer: true }, schema },
      async (): Promise<ServerInfo> => info,
    );
}
