import { usagePageSchema, usageQuerySchema, usageSummarySchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getUsageSummary } from './get-usage-summary.ts';
import { listUsage } from './list-usage.ts';

/** Usage history and the dashboard's figures (docs/api-billing.md), owner-scoped; the extension reads them too. */
export async function usageRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'user-or-extension' as const };

  const listSchema = { querystring: usageQuerySchema, response: { 200: usagePageSchema } };
  api.get('/api/usage', { config, schema: listSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listUsage(db, request.user.id, request.query);
  });

  const summarySchema = { response: { 200: usageSummarySchema } };
  api.get('/api/usage/summary', { config, schema: summarySchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getUsageSummary(db, request.user.id);
  });
}
