import {
  forgetSiteQuerySchema,
  forgetSiteResponseSchema,
  idParamsSchema,
  messages,
  rememberAnswerRequestSchema,
  rememberedAnswerResponseSchema,
  rememberedAnswersResponseSchema,
  successResponseSchema,
  updateRememberedAnswerRequestSchema,
} from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oncePerRequest } from '../../lib/once-per-request.ts';
import { requestBody } from '../../lib/request-body.ts';
import { requireUser } from '../../lib/require-user.ts';
import { extensionOrCookieUser } from '../extension-sessions/require-extension-user.ts';
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
  ctx.addIssue({ code: 'custom', message: messages.rememberedAnswers.notASite });
  return z.NEVER;
});

/** Remembered answers (docs/api-content.md#remembered-answers): kept per user, site and field. */
export async function rememberedAnswersRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Who is asking is settled before the body is validated (signed out is 401, not 400).
  const user = oncePerRequest((request) => requireUser(app, request));
  // The extension's preview remembers with its bearer token; the dashboard with its cookie.
  const extensionOrUser = oncePerRequest((request) =>
    extensionOrCookieUser(db, request.headers.authorization, () => requireUser(app, request)),
  );

  api.get(
    '/api/remembered-answers',
    { schema: { response: { 200: rememberedAnswersResponseSchema } } },
    async (request, reply) => {
      const { id } = await user.get(request);
      reply.header('cache-control', 'no-store');
      return listRememberedAnswers(db, id);
    },
  );

  api.post(
    '/api/remembered-answers',
    {
      config: { bearer: true },
      preValidation: extensionOrUser.hook,
      schema: {
        body: requestBody(rememberAnswerRequestSchema.extend({ site: siteSchema })),
        response: { 200: rememberedAnswerResponseSchema },
      },
    },
    async (request) => {
      const { id } = await extensionOrUser.get(request);
      return { answer: await rememberAnswer(db, id, request.body) };
    },
  );

  api.patch(
    '/api/remembered-answers/:id',
    {
      preValidation: user.hook,
      schema: {
        params: idParamsSchema,
        body: requestBody(updateRememberedAnswerRequestSchema),
        response: { 200: rememberedAnswerResponseSchema },
      },
    },
    async (request) => {
      const { id } = await user.get(request);
      return { answer: await updateRememberedAnswer(db, id, request.params.id, request.body.value) };
    },
  );

  api.delete(
    '/api/remembered-answers/:id',
    { preValidation: user.hook, schema: { params: idParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await forgetRememberedAnswer(db, (await user.get(request)).id, request.params.id);
      return { success: true as const };
    },
  );

  api.delete(
    '/api/remembered-answers',
    {
      preValidation: user.hook,
      schema: {
        querystring: forgetSiteQuerySchema.extend({ site: siteSchema }),
        response: { 200: forgetSiteResponseSchema },
      },
    },
    async (request) => forgetRememberedSite(db, (await user.get(request)).id, request.query.site),
  );
}
