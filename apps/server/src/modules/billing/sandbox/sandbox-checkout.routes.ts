import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../../../lib/parse-body.ts';
import { decideSandboxCheckout, getSandboxCheckout } from './decide-sandbox-checkout.ts';
import { renderSandboxCheckout } from './sandbox-checkout-page.ts';
import { sandboxCheckoutPath } from './sandbox-provider.ts';

type IdParams = { Params: { id: string } };

const decisionSchema = z.object({ decision: z.enum(['approve', 'cancel']) });

/**
 * The local sandbox's approval page, standing in for PayPal's. The form posts back to the same
 * path; the app's cross-origin check refuses posts from other origins.
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance) {
  const db = app.database.db;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get<IdParams>('/api/sandbox-paypal/checkout/:id', async (request, reply) => {
    const row = await getSandboxCheckout(db, request.params.id);
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(renderSandboxCheckout(row, sandboxCheckoutPath(row.id)));
  });

  app.post<IdParams>('/api/sandbox-paypal/checkout/:id', async (request, reply) => {
    const { decision } = parseBody(decisionSchema, request.body);
    return reply.redirect(await decideSandboxCheckout(db, request.params.id, decision), 303);
  });
}
