import {
  createdProjectResponseSchema,
  createProjectRequestSchema,
  idParamsSchema,
  projectResponseSchema,
  projectsResponseSchema,
  renameProjectRequestSchema,
  successResponseSchema,
} from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { oncePerRequest } from '../../lib/once-per-request.ts';
import { requestBody } from '../../lib/request-body.ts';
import { requireUserId } from '../../lib/require-user.ts';
import { createProject } from './create-project.ts';
import { deleteProject } from './delete-project.ts';
import { listProjects } from './list-projects.ts';
import { renameProject } from './rename-project.ts';

/** Projects (docs/api-content.md), all owner-checked. */
export async function projectsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userId = oncePerRequest((request) => requireUserId(app, request));
  const signedIn = { preValidation: userId.hook };

  api.get('/api/projects', { schema: { response: { 200: projectsResponseSchema } } }, async (request) => {
    return { projects: await listProjects(db, await userId.get(request)) };
  });

  api.post(
    '/api/create_project',
    {
      ...signedIn,
      schema: { body: requestBody(createProjectRequestSchema), response: { 201: createdProjectResponseSchema } },
    },
    async (request, reply) => {
      return reply.status(201).send({ projectId: await createProject(db, await userId.get(request), request.body) });
    },
  );

  api.patch(
    '/api/projects/:id',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: requestBody(renameProjectRequestSchema),
        response: { 200: projectResponseSchema },
      },
    },
    async (request) => {
      return { project: await renameProject(db, await userId.get(request), request.params.id, request.body) };
    },
  );

  api.delete(
    '/api/projects/:id',
    { schema: { params: idParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await deleteProject(db, await userId.get(request), request.params.id);
      return { success: true as const };
    },
  );
}
