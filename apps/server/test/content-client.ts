import type { FastifyInstance } from 'fastify';
import { call } from './auth-client.ts';

/** Same-origin JSON calls as one signed-in user (or signed out without a cookie). */
export function client(app: FastifyInstance, cookie?: string) {
  const opts = (body?: unknown) => ({ ...(cookie ? { cookie } : {}), ...(body !== undefined ? { body } : {}) });
  return {
    get: (url: string) => call(app, 'GET', url, opts()),
    post: (url: string, body: unknown = {}) => call(app, 'POST', url, opts(body)),
    put: (url: string, body: unknown) => call(app, 'PUT', url, opts(body)),
    patch: (url: string, body: unknown) => call(app, 'PATCH', url, opts(body)),
    del: (url: string) => call(app, 'DELETE', url, opts()),
  };
}

export type Client = ReturnType<typeof client>;
