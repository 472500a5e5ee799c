import {
  addAdHocFieldRequestSchema,
  adHocFieldSchema,
  createdTemplateResponseSchema,
  createPrebuiltTemplateRequestSchema,
  createTemplateRequestSchema,
  exportFileName,
  extensionTemplatesResponseSchema,
  idParamsSchema,
  importPreviewSchema,
  patchTemplateRequestSchema,
  successResponseSchema,
  templateExportSchema,
  templateResponseSchema,
  templatesResponseSchema,
  updateTemplateNameRequestSchema,
  updateTemplateRequestSchema,
} from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestBody } from '../../lib/request-body.ts';
import { responseSerializer } from '../../lib/response-serializer.ts';
import { addAdHocField } from './add-ad-hoc-field.ts';
import { createPrebuiltTemplate } from './create-prebuilt-template.ts';
import { createTemplate } from './create-template.ts';
import { deleteTemplate } from './delete-template.ts';
import { duplicateTemplate } from './duplicate-template.ts';
import { exportTemplate } from './export-template.ts';
import { getTemplate } from './get-template.ts';
import { importTemplate, previewImport } from './import-template.ts';
import { listTemplates } from './list-templates.ts';
import { toExtensionTemplate } from './to-extension-template.ts';
import { updateTemplate } from './update-template.ts';

type TemplatesResponse = z.infer<typeof templatesResponseSchema>;
type ExtensionTemplatesResponse = z.infer<typeof extensionTemplatesResponseSchema>;

/**
 * Templates (docs/api-content.md): the historic calls plus the resource routes, all owner-checked;
 * the signed-in user's (the default access), two of them the extension's too.
 */
export async function templatesRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The extension's bearer token reads only what its popup needs (ids, names, locks, projects);
  // the dashboard's cookie reads whole templates.
  const writeExtensionTemplates = responseSerializer({
    schema: extensionTemplatesResponseSchema,
    method: 'GET',
    url: '/api/templates',
  });
  api.get<{ Reply: TemplatesResponse | ExtensionTemplatesResponse }>(
    '/api/templates',
    { config: { access: 'user-or-extension' }, schema: { response: { 200: templatesResponseSchema } } },
    async (request, reply) => {
      const templates = await listTemplates(db, request.user);
      if (request.caller.via === 'cookie') return { templates };
      return reply.serializer(writeExtensionTemplates).send({ templates: templates.map(toExtensionTemplate) });
    },
  );

  // "Add to my template" from the preview: the cookie or the extension's bearer.
  api.post(
    '/api/templates/:id/ad-hoc-fields',
    {
      config: { access: 'user-or-extension', idempotent: true },
      schema: {
        params: idParamsSchema,
        body: requestBody(addAdHocFieldRequestSchema),
        response: { 201: z.object({ field: adHocFieldSchema }) },
      },
    },
    async (request, reply) => {
      const field = await addAdHocField(db, request.user.id, request.params.id, request.body);
      return reply.status(201).send({ field });
    },
  );

  const oneTemplate = { params: idParamsSchema, response: { 200: templateResponseSchema } };
  api.get('/api/templates/:id', { schema: oneTemplate }, async (request) => {
    return { template: await getTemplate(db, request.user, request.params.id) };
  });

  api.put(
    '/api/templates/:id',
    { schema: { ...oneTemplate, body: requestBody(updateTemplateRequestSchema) } },
    async (request) => {
      return { template: await updateTemplate(db, request.user.id, request.params.id, request.body) };
    },
  );

  api.patch(
    '/api/templates/:id',
    { schema: { ...oneTemplate, body: requestBody(patchTemplateRequestSchema) } },
    async (request) => {
      return { template: await updateTemplate(db, request.user.id, request.params.id, request.body) };
    },
  );

  api.post(
    '/api/create_template',
    {
      config: { idempotent: true },
      schema: { body: requestBody(createTemplateRequestSchema), response: { 201: createdTemplateResponseSchema } },
    },
    async (request, reply) => {
      return reply.status(201).send({ templateId: await createTemplate(db, request.user.id, request.body) });
    },
  );

  api.post(
    '/api/create_prebuilt_template',
    {
      config: { idempotent: true },
      schema: {
        body: requestBody(createPrebuiltTemplateRequestSchema),
        response: { 201: createdTemplateResponseSchema },
      },
    },
    async (request, reply) => {
      const templateId = await createPrebuiltTemplate(db, request.user.id, request.body);
      return reply.status(201).send({ templateId });
    },
  );

  api.post(
    '/api/update_template_name',
    {
      schema: { body: requestBody(updateTemplateNameRequestSchema), response: { 200: successResponseSchema } },
    },
    async (request) => {
      const { templateId, name } = request.body;
      await updateTemplate(db, request.user.id, templateId, { name });
      return { success: true as const };
    },
  );

  // The documented path (docs/api-content.md) ends with a slash; the same route without it is
  // accepted too.
  for (const url of ['/api/delete_template/:id/', '/api/delete_template/:id']) {
    api.delete(
      url,
      { schema: { params: idParamsSchema, response: { 200: successResponseSchema } } },
      async (request) => {
        await deleteTemplate(db, request.user.id, request.params.id);
        return { success: true as const };
      },
    );
  }

  api.post(
    '/api/templates/:id/duplicate',
    {
      config: { idempotent: true },
      schema: { params: idParamsSchema, response: { 201: createdTemplateResponseSchema } },
    },
    async (request, reply) => {
      const templateId = await duplicateTemplate(db, request.user.id, request.params.id);
      return reply.status(201).send({ templateId });
    },
  );

  const exportSchema = { params: idParamsSchema, response: { 200: templateExportSchema } };
  api.get('/api/templates/:id/export', { schema: exportSchema }, async (request, reply) => {
    const doc = await exportTemplate(db, request.user, request.params.id);
    reply.header('content-disposition', `attachment; filename="${exportFileName(doc.template.name)}"`);
    reply.header('cache-control', 'no-store');
    return doc;
  });

  api.post(
    '/api/templates/import',
    {
      config: { idempotent: true },
      schema: { body: requestBody(templateExportSchema), response: { 201: createdTemplateResponseSchema } },
    },
    async (request, reply) => {
      return reply.status(201).send({ templateId: await importTemplate(db, request.user.id, request.body) });
    },
  );

  api.post(
    '/api/templates/import/preview',
    { schema: { body: requestBody(templateExportSchema), response: { 200: importPreviewSchema } } },
    async (request) => {
      return previewImport(db, request.user.id, request.body);
    },
  );
}
