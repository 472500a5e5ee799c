import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { NOT_SIGNED_IN, requireUserId } from '../../lib/require-user.ts';
import { userOfExtensionToken } from './extension-sessions.ts';
import { bearerToken } from './extension-token.ts';

/**
 * The user of a request on the routes the extension uses (profile, templates list, autofill,
 * usage): an extension bearer token when the request has an Authorization header (then only the
 * token counts, never a cookie), else the dashboard's cookie session. 401 otherwise.
 */
export async function requireExtensionOrCookieUser(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const header = request.headers.authorization;
  if (header === undefined) return requireUserId(app, request);
  const token = bearerToken(header);
  const userId = token ? await userOfExtensionToken(app.database.db, token) : null;
  if (!userId) throw new AppError(401, NOT_SIGNED_IN);
  return userId;
}
