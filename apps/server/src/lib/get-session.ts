import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toWebHeaders } from '../plugins/auth.ts';

/** The better-auth session of a request (from its cookie), or null. */
export async function getSession(app: FastifyInstance, request: FastifyRequest) {
  return app.auth.api.getSession({ headers: toWebHeaders(request) });
}
