import { createProjectRequestSchema, renameProjectRequestSchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/parse-body.ts';
import { requireUserId } from '../../lib/require-user.ts';
import { createProject } from './create-project.ts';
import { deleteProject } from './delete-project.ts';
import { listProjects } from './list-projects.ts';
import { renameProject } from './rename-project.ts';

type IdParams = { Params: { id: string } };

/** Projects (docs/api-content.md), all owner-checked. */
export async function projectsRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/projects', async (request) => {
    return { projects: await listProjects(db, await requireUserId(app, request)) };
  });

  app.post('/api/create_project', async (request, reply) => {
    const userId = await requireUserId(app, request);
    const body = parseBody(createProjectRequestSchema, request.body);
    return reply.status(201).send({ projectId: await createProject(db, userId, body) });
  });

  app.patch<IdParams>('/api/projects/:id', async (request) => {
    const userId = await requireUserId(app, request);
    const body = parseBody(renameProjectRequestSchema, request.body);
    return { project: await renameProject(db, userId, request.params.id, body) };
  });

  app.delete<IdParams>('/api/projects/:id', async (request) => {
    await deleteProject(db, await requireUserId(app, request), request.params.id);
    return { success: true };
  });
}
