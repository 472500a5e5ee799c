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
import { requestBody } from '../../lib/request-body.ts';
import { createComponent } from './create-component.ts';
import { deleteComponent } from './delete-component.ts';
import { listComponents } from './list-components.ts';
import { updateComponent } from './update-component.ts';

/** Components (docs/api-content.md), the signed-in user's (the default access), all owner-checked. */
export async function componentsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/components', { schema: { response: { 200: componentsResponseSchema } } }, async (request) => {
    return { components: await listComponents(db, request.user) };
  });

  api.post(
    '/api/create_component',
    {
      config: { idempotent: true },
      schema: { body: requestBody(createComponentRequestSchema), response: { 201: createdComponentResponseSchema } },
    },
    async (request, reply) => {
      const componentId = await createComponent(db, request.user.id, request.body);
      return reply.status(201).send({ componentId });
    },
  );

  api.put(
    '/api/components/:id',
    {
      schema: {
        params: idParamsSchema,
        body: requestBody(updateComponentRequestSchema),
        response: { 200: componentResponseSchema },
      },
    },
    async (request) => {
      return { component: await updateComponent(db, request.user.id, request.params.id, request.body) };
    },
  );

  // The documented path (docs/api-content.md) ends with a slash; the same route without it is
  // accepted too.
  for (const url of ['/api/delete_component/:id/', '/api/delete_component/:id']) {
    api.delete(
      url,
      { schema: { params: idParamsSchema, response: { 200: successResponseSchema } } },
      async (request) => {
        await deleteComponent(db, request.user.id, request.params.id);
        return { success: true as const };
      },
    );
  }
}
