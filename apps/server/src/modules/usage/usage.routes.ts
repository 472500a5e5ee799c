import { messages, usageQuerySchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { extensionOrCookieUser } from '../extension-sessions/require-extension-user.ts';
import { getUsageSummary } from './get-usage-summary.ts';
import { listUsage } from './list-usage.ts';

/** Usage history and the dashboard's figures (docs/api-billing.md), owner-scoped. */
export async function usageRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/api/usage', async (request, reply) => {
    const { id: userId } = await extensionOrCookieUser(app.database.db, request.headers.authorization, () =>
      requireUser(app, request),
    );
    const parsed = usageQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError(
        400,
        'BAD_REQUEST',
        messages.errors.invalidQuery(issue?.path.join('.') ?? '', issue?.message ?? ''),
      );
    }
    reply.header('cache-control', 'no-store');
    return listUsage(db, userId, parsed.data);
  });

  app.get('/api/usage/summary', async (request, reply) => {
    const { id: userId } = await extensionOrCookieUser(app.database.db, request.headers.authorization, () =>
      requireUser(app, request),
    );
    reply.header('cache-control', 'no-store');
    return getUsageSummary(db, userId);
  });
}
