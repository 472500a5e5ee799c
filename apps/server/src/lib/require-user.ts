import { messages } from '@filldeck/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import { getSession } from './get-session.ts';

export const NOT_SIGNED_IN = messages.errors.notSignedIn;

/**
 * The signed-in user's row, read with the session in one query; 401 `{ error }` without a valid
 * session cookie. A request with an Authorization header is refused here too (security.ts refuses
 * it first on every route not marked `config.bearer`): bearer tokens (the extension's) are accepted
 * only on the extension's routes, and a cookie never stands in for them.
 */
export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  if (request.headers.authorization !== undefined) throw new AppError(401, 'NOT_SIGNED_IN', NOT_SIGNED_IN);
  const session = await getSession(app, request);
  if (!session) throw new AppError(401, 'NOT_SIGNED_IN', NOT_SIGNED_IN);
  return session.user;
}

/** The signed-in user's id (see requireUser). */
export async function requireUserId(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  return (await requireUser(app, request)).id;
}
