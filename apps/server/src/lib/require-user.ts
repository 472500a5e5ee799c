import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { getSession } from './get-session.ts';

export const NOT_SIGNED_IN = 'Not signed in';

/** The signed-in user's id; 401 `{ error }` without a valid session cookie. */
export async function requireUserId(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const session = await getSession(app, request);
  if (!session) throw new AppError(401, NOT_SIGNED_IN);
  return session.user.id;
}
