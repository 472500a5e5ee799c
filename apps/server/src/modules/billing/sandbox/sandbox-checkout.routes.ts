import { idParamsSchema } from '@filldeck/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { requestBody } from '../../../lib/request-body.ts';
import { decideSandboxCheckout, findOwnSandboxCheckout } from './decide-sandbox-checkout.ts';
import {
  NOT_FOUND_NOTICE,
  renderSandboxCheckout,
  renderSandboxNotice,
  SIGN_IN_NOTICE,
} from './sandbox-checkout-page.ts';
import { sandboxCheckoutPath } from './sandbox-provider.ts';

const decisionSchema = z.object({ decision: z.enum(['approve', 'cancel']) });

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

/**
 * The local sandbox's approval page, standing in for PayPal's. Only the signed-in user the
 * checkout was made for (its `custom_id`) may see and decide it: signed out → 401 (the access
 * hook's refusal, answered as a page), anyone else's or unknown → 404, both as labelled pages. The
 * form posts back to the same path; the app's cross-origin check refuses posts from other origins.
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Signed out, the page asks to sign in; every other error answers as the API's do.
  const signInPage = (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError && error.code === 'NOT_SIGNED_IN') {
      return sendPage(reply, 401, renderSandboxNotice(SIGN_IN_NOTICE));
    }
    return app.errorHandler(error as FastifyError, request, reply);
  };

  const showSchema = { params: idParamsSchema };
  api.get(
    '/api/sandbox-paypal/checkout/:id',
    { errorHandler: signInPage, schema: showSchema },
    async (request, reply) => {
      const row = await findOwnSandboxCheckout(db, request.params.id, request.user.id);
      if (!row) return sendPage(reply, 404, renderSandboxNotice(NOT_FOUND_NOTICE));
      return sendPage(reply, 200, renderSandboxCheckout(row, sandboxCheckoutPath(row.id)));
    },
  );

  const decideSchema = { params: idParamsSchema, body: requestBody(decisionSchema) };
  api.post(
    '/api/sandbox-paypal/checkout/:id',
    { errorHandler: signInPage, schema: decideSchema },
    async (request, reply) => {
      const { decision } = request.body;
      const target = await decideSandboxCheckout(db, { id: request.params.id, userId: request.user.id, decision });
      if (!target) return sendPage(reply, 404, renderSandboxNotice(NOT_FOUND_NOTICE));
      return reply.redirect(target, 303);
    },
  );
}
