import {
  createPrebuiltTemplateRequestSchema,
  createTemplateRequestSchema,
  exportFileName,
  patchTemplateRequestSchema,
  templateExportSchema,
  updateTemplateNameRequestSchema,
  updateTemplateRequestSchema,
} from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/parse-body.ts';
import { requireUser, requireUserId } from '../../lib/require-user.ts';
import { extensionOrCookieUser } from '../extension-sessions/require-extension-user.ts';
import { createPrebuiltTemplate } from './create-prebuilt-template.ts';
import { createTemplate } from './create-template.ts';
import { deleteTemplate } from './delete-template.ts';
import { duplicateTemplate } from './duplicate-template.ts';
import { exportTemplate } from './export-template.ts';
import { getTemplate } from './get-template.ts';
import { importTemplate, previewImport } from './import-template.ts';
import { listTemplates } from './list-templates.ts';
import { updateTemplate } from './update-template.ts';

type IdParams = { Params: { id: string } };

/** Templates (docs/api-content.md): the historic calls plus the resource routes, all owner-checked. */
export async function templatesRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/templates', async (request) => {
    return {
      templates: await listTemplates(
        db,
        await extensionOrCookieUser(app.database.db, request.headers.authorization, () => requireUser(app, request)),
      ),
    };
  });

  app.get<IdParams>('/api/templates/:id', async (request) => {
    return { template: await getTemplate(db, await requireUser(app, request), request.params.id) };
  });

  app.put<IdParams>('/api/templates/:id', async (request) => {
    const userId = await requireUserId(app, request);
    const body = parseBody(updateTemplateRequestSchema, request.body);
    return { template: await updateTemplate(db, userId, request.params.id, body) };
  });

  app.patch<IdParams>('/api/templates/:id', async (request) => {
    const userId = await requireUserId(app, request);
    const body = parseBody(patchTemplateRequestSchema, request.body);
    return { template: await updateTemplate(db, userId, request.params.id, body) };
  });

  app.post('/api/create_template', async (request, reply) => {
    const userId = await requireUserId(app, request);
    const body = parseBody(createTemplateRequestSchema, request.body);
    return reply.status(201).send({ templateId: await createTemplate(db, userId, body) });
  });

  app.post('/api/create_prebuilt_template', async (request, reply) => {
    const userId = await requireUserId(app, request);
    const body = parseBody(createPrebuiltTemplateRequestSchema, request.body);
    return reply.status(201).send({ templateId: await createPrebuiltTemplate(db, userId, body) });
  });

  app.post('/api/update_template_name', async (request) => {
    const userId = await requireUserId(app, request);
    const { templateId, name } = parseBody(updateTemplateNameRequestSchema, request.body);
    await updateTemplate(db, userId, templateId, { name });
    return { success: true };
  });

  // The documented path (docs/api-content.md) ends with a slash; the same route without it is
  // accepted too.
  for (const url of ['/api/delete_template/:id/', '/api/delete_template/:id']) {
    app.delete<IdParams>(url, async (request) => {
      await deleteTemplate(db, await requireUserId(app, request), request.params.id);
      return { success: true };
    });
  }

  app.post<IdParams>('/api/templates/:id/duplicate', async (request, reply) => {
    const userId = await requireUserId(app, request);
    return reply.status(201).send({ templateId: await duplicateTemplate(db, userId, request.params.id) });
  });

  app.get<IdParams>('/api/templates/:id/export', async (request, reply) => {
    const doc = await exportTemplate(db, await requireUser(app, request), request.params.id);
    reply.header('content-disposition', `attachment; filename="${exportFileName(doc.template.name)}"`);
    reply.header('cache-control', 'no-store');
    return doc;
  });

  app.post('/api/templates/import', async (request, reply) => {
    const userId = await requireUserId(app, request);
    const doc = parseBody(templateExportSchema, request.body);
    return reply.status(201).send({ templateId: await importTemplate(db, userId, doc) });
  });

  app.post('/api/templates/import/preview', async (request) => {
    const userId = await requireUserId(app, request);
    return previewImport(db, userId, parseBody(templateExportSchema, request.body));
  });
}
