import {
  componentResponseSchema,
  componentsResponseSchema,
  createComponentRequestSchema,
  createdComponentResponseSchema,
  idParamsSchema,
  successResponseSchema,
  updateComponentRequestSchema,
} from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { oncePerRequest } from '../../lib/once-per-request.ts';
import { requestBody } from '../../lib/request-body.ts';
import { requireUser, requireUserId } from '../../lib/require-user.ts';
import { createComponent } from './create-component.ts';
import { deleteComponent } from './delete-component.ts';
import { listComponents } from './list-components.ts';
import { updateComponent } from './update-component.ts';

/** Components (docs/api-content.md), all owner-checked. */
export async function componentsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userId = oncePerRequest((request) => requireUserId(app, request));
  const signedIn = { preValidation: userId.hook };

  api.get('/api/components', { schema: { response: { 200: componentsResponseSchema } } }, async (request) => {
    return { components: await listComponents(db, await requireUser(app, request)) };
  });

  api.post(
    '/api/create_component',
    {
      ...signedIn,
      schema: { body: requestBody(createComponentRequestSchema), response: { 201: createdComponentResponseSchema } },
    },
    async (request, reply) => {
      const componentId = await createComponent(db, await userId.get(request), request.body);
      return reply.status(201).send({ componentId });
    },
  );

  api.put(
    '/api/components/:id',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: requestBody(updateComponentRequestSchema),
        response: { 200: componentResponseSchema },
      },
    },
    async (request) => {
      return { component: await updateComponent(db, await userId.get(request), request.params.id, request.body) };
    },
  );

  // The documented path (docs/api-content.md) ends with a slash; the same route without it is
  // accepted too.
  for (const url of ['/api/delete_component/:id/', '/api/delete_component/:id']) {
    api.delete(
      url,
      { schema: { params: idParamsSchema, response: { 200: successResponseSchema } } },
      async (request) => {
        await deleteComponent(db, await userId.get(request), request.params.id);
        return { success: true as const };
      },
    );
  }
}
