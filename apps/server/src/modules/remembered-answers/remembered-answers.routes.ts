import {
  forgetSiteQuerySchema,
  forgetSiteResponseSchema,
  idParamsSchema,
  rememberAnswerRequestSchema,
  rememberedAnswerResponseSchema,
  rememberedAnswersResponseSchema,
  successResponseSchema,
  texts,
  updateRememberedAnswerRequestSchema,
} from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestBody } from '../../lib/request-body.ts';
import { siteOf } from './field-key.ts';
import { forgetRememberedAnswer } from './forget-remembered-answer.ts';
import { forgetRememberedSite } from './forget-remembered-site.ts';
import { listRememberedAnswers } from './list-remembered-answers.ts';
import { rememberAnswer } from './remember-answer.ts';
import { updateRememberedAnswer } from './update-remembered-answer.ts';

/** The shared `site` (an address or a host name) read as its host name, or a 400 naming it. */
const siteSchema = forgetSiteQuerySchema.shape.site.transform((value, ctx) => {
  const site = siteOf(value);
  if (site) return site;
  ctx.addIssue({ code: 'custom', message: texts.rememberedAnswers.notASite });
  return z.NEVER;
});

/** Remembered answers (docs/api-content.md#remembered-answers): kept per user, site and field. */
export async function rememberedAnswersRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/remembered-answers',
    { schema: { response: { 200: rememberedAnswersResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listRememberedAnswers(db, request.user.id);
    },
  );

  api.post(
    '/api/remembered-answers',
    {
      // The extension's preview remembers with its bearer token; the dashboard with its cookie.
      config: { access: 'user-or-extension' },
      schema: {
        body: requestBody(rememberAnswerRequestSchema.extend({ site: siteSchema })),
        response: { 200: rememberedAnswerResponseSchema },
      },
    },
    async (request) => {
      return { answer: await rememberAnswer(db, request.user.id, request.body) };
    },
  );

  api.patch(
    '/api/remembered-answers/:id',
    {
      schema: {
        params: idParamsSchema,
        body: requestBody(updateRememberedAnswerRequestSchema),
        response: { 200: rememberedAnswerResponseSchema },
      },
    },
    async (request) => {
      return { answer: await updateRememberedAnswer(db, request.user.id, request.params.id, request.body.value) };
    },
  );

  api.delete(
    '/api/remembered-answers/:id',
    { schema: { params: idParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await forgetRememberedAnswer(db, request.user.id, request.params.id);
      return { success: true as const };
    },
  );

  api.delete(
    '/api/remembered-answers',
    {
      schema: {
        querystring: forgetSiteQuerySchema.extend({ site: siteSchema }),
        response: { 200: forgetSiteResponseSchema },
      },
    },
    async (request) => forgetRememberedSite(db, request.user.id, request.query.site),
  );
}
