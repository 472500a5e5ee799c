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
import { requestBody } from '../../lib/request-body.ts';
import { createProject } from './create-project.ts';
import { deleteProject } from './delete-project.ts';
import { listProjects } from './list-projects.ts';
import { renameProject } from './rename-project.ts';

/** Projects (docs/api-content.md), the signed-in user's (the default access), all owner-checked. */
export async function projectsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/projects', { schema: { response: { 200: projectsResponseSchema } } }, async (request) => {
    return { projects: await listProjects(db, request.user.id) };
  });

  api.post(
    '/api/create_project',
    {
      config: { idempotent: true },
      schema: { body: requestBody(createProjectRequestSchema), response: { 201: createdProjectResponseSchema } },
    },
    async (request, reply) => {
      return reply.status(201).send({ projectId: await createProject(db, request.user.id, request.body) });
    },
  );

  api.patch(
    '/api/projects/:id',
    {
      schema: {
        params: idParamsSchema,
        body: requestBody(renameProjectRequestSchema),
        response: { 200: projectResponseSchema },
      },
    },
    async (request) => {
      return { project: await renameProject(db, request.user.id, request.params.id, request.body) };
    },
  );

  api.delete(
    '/api/projects/:id',
    { schema: { params: idParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await deleteProject(db, request.user.id, request.params.id);
      return { success: true as const };
    },
  );
}
