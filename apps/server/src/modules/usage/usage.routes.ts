import { usagePageSchema, usageQuerySchema, usageSummarySchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { oncePerRequest } from '../../lib/once-per-request.ts';
import { requireUser } from '../../lib/require-user.ts';
import { extensionOrCookieUser } from '../extension-sessions/require-extension-user.ts';
import { getUsageSummary } from './get-usage-summary.ts';
import { listUsage } from './list-usage.ts';

/** Usage history and the dashboard's figures (docs/api-billing.md), owner-scoped. */
export async function usageRoutes(app: FastifyInstance) {
  const db = app.database.db;
  // Who is asking is settled before the query is validated (signed out is 401, not 400).
  const user = oncePerRequest((request) =>
    extensionOrCookieUser(app.database.db, request.headers.authorization, () => requireUser(app, request)),
  );

  const api = app.withTypeProvider<ZodTypeProvider>();
  const listOptions = {
    config: { bearer: true },
    preValidation: user.hook,
    schema: { querystring: usageQuerySchema, response: { 200: usagePageSchema } },
  };
  api.get('/api/usage', listOptions, async (request, reply) => {
    const { id: userId } = await user.get(request);
    reply.header('cache-control', 'no-store');
    return listUsage(db, userId, request.query);
  });

  const summaryOptions = { config: { bearer: true }, schema: { response: { 200: usageSummarySchema } } };
  api.get('/api/usage/summary', summaryOptions, async (request, reply) => {
    const { id: userId } = await extensionOrCookieUser(app.database.db, request.headers.authorization, () =>
      requireUser(app, request),
    );
    reply.header('cache-control', 'no-store');
    return getUsageSummary(db, userId);
  });
}
