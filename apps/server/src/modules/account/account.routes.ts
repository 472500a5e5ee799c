import { ACCOUNT_EXPORT_FILE_NAME, deleteAccountRequestSchema, successResponseSchema, texts } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../../lib/app-error.ts';
import { toWebHeaders } from '../../lib/auth/to-web-headers.ts';
import { requestBody } from '../../lib/request-body.ts';
import type { PaymentProvider } from '../billing/payment-provider.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccountData } from './export-account-data.ts';

/**
 * The signed-in user's own account: all their data as a JSON download, and deleting the account
 * (typed confirmation; a paid subscription cancelled at the provider first). Name and password
 * changes are better-auth's own routes (/api/auth/update-user, /api/auth/change-password).
 */
export async function accountRoutes(app: FastifyInstance, opts: { provider: PaymentProvider }) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // A file download, pretty-printed: its shape is the database's rows less every secret
  // (export-account-data.ts), so it has no response schema of its own.
  app.get('/api/account/export', async (request, reply) => {
    const data = await exportAccountData(db, request.user.id);
    if (!data) return reply.status(401).send(errorBody('NOT_SIGNED_IN', texts.errors.notSignedIn));
    reply.header('cache-control', 'no-store');
    reply.header('content-disposition', `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"`);
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(data, null, 2);
  });

  const deleteSchema = { body: requestBody(deleteAccountRequestSchema), response: { 200: successResponseSchema } };
  api.post('/api/account/delete', { schema: deleteSchema }, async (request, reply) => {
    const userId = request.user.id;
    const { confirmation } = request.body;
    await deleteAccount(db, opts.provider, userId, confirmation);
    app.liveStreams.endUser(userId);
    // The sessions went with the user; this clears the browser's session cookies too.
    const { headers } = await app.auth.api.signOut({ headers: toWebHeaders(request), returnHeaders: true });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return { success: true as const };
  });
}
