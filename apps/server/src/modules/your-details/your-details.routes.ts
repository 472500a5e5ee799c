import { savedYourDetailsSchema, saveYourDetailsRequestSchema, yourDetailsSchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestBody } from '../../lib/request-body.ts';
import { getYourDetails } from './get-your-details.ts';
import { saveYourDetails } from './save-your-details.ts';

/** Your details (docs/api-content.md#your-details): the standard components, read and saved as one form; the signed-in user's (the default access). */
export async function yourDetailsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/your-details', { schema: { response: { 200: yourDetailsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getYourDetails(db, request.user);
  });

  api.put(
    '/api/your-details',
    {
      schema: { body: requestBody(saveYourDetailsRequestSchema), response: { 200: savedYourDetailsSchema } },
    },
    async (request) => saveYourDetails(db, request.user.id, request.body),
  );
}
