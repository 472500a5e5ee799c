import { createComponentRequestSchema, updateComponentRequestSchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/parse-body.ts';
import { requireUser, requireUserId } from '../../lib/require-user.ts';
import { createComponent } from './create-component.ts';
import { deleteComponent } from './delete-component.ts';
import { listComponents } from './list-components.ts';
import { updateComponent } from './update-component.ts';

type IdParams = { Params: { id: string } };

/** Components (docs/api-content.md), all owner-checked. */
export async function componentsRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/components', async (request) => {
    return { components: await listComponents(db, await requireUser(app, request)) };
  });

  app.post('/api/create_component', async (request, reply) => {
    const userId = await requireUserId(app, request);
    const body = parseBody(createComponentRequestSchema, request.body);
    return reply.status(201).send({ componentId: await createComponent(db, userId, body) });
  });

  app.put<IdParams>('/api/components/:id', async (request) => {
    const userId = await requireUserId(app, request);
    const body = parseBody(updateComponentRequestSchema, request.body);
    return { component: await updateComponent(db, userId, request.params.id, body) };
  });

  // The documented path (docs/api-content.md) ends with a slash; the same route without it is
  // accepted too.
  for (const url of ['/api/delete_component/:id/', '/api/delete_component/:id']) {
    app.delete<IdParams>(url, async (request) => {
      await deleteComponent(db, await requireUserId(app, request), request.params.id);
      return { success: true };
    });
  }
}
