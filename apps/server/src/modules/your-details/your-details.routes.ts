import { savedYourDetailsSchema, saveYourDetailsRequestSchema, yourDetailsSchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { oncePerRequest } from '../../lib/once-per-request.ts';
import { requestBody } from '../../lib/request-body.ts';
import { requireUser } from '../../lib/require-user.ts';
import { getYourDetails } from './get-your-details.ts';
import { saveYourDetails } from './save-your-details.ts';

/** Your details (docs/api-content.md#your-details): the standard components, read and saved as one form. */
export async function yourDetailsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const user = oncePerRequest((request) => requireUser(app, request));

  api.get('/api/your-details', { schema: { response: { 200: yourDetailsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getYourDetails(db, await user.get(request));
  });

  api.put(
    '/api/your-details',
    {
      preValidation: user.hook,
      schema: { body: requestBody(saveYourDetailsRequestSchema), response: { 200: savedYourDetailsSchema } },
    },
    async (request) => saveYourDetails(db, (await user.get(request)).id, request.body),
  );
}
