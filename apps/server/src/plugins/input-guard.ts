import { texts } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/app-error.ts';

export const NUL_MESSAGE = texts.errors.nulCharacters;

/** The shape of every id in a path: FillDeck's ids (UUIDs, prefixed) and PayPal's (`I-…`). */
const ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

/** Whether any string in a parsed body (keys too) holds a NUL, which PostgreSQL text cannot store. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  // A file's raw bytes (files.routes.ts) are not text: NUL is any byte there.
  if (ArrayBuffer.isView(value)) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * Input every route gets the same way, before its own validation: a NUL byte anywhere (path,
 * query, body) is a 400 that says so, never a database error; a path id of the wrong shape names
 * nothing (404); and no API answer is kept by a browser or proxy cache (they carry personal data).
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // Callback hooks: nothing here waits, and an async hook costs a promise on every request.
    app.addHook('onRequest', (request, reply, done) => {
      if (/%00/i.test(request.url) || request.url.includes('\u0000')) {
        reply.status(400).send(errorBody('BAD_REQUEST', NUL_MESSAGE));
        return;
      }
      done();
    });
    app.addHook('preValidation', (request, reply, done) => {
      if (hasNul(request.body)) {
        reply.status(400).send(errorBody('BAD_REQUEST', NUL_MESSAGE));
        return;
      }
      const params = (request.params ?? {}) as Record<string, unknown>;
      for (const name in params) {
        const value = params[name];
        // '*' is a wildcard's rest of the path (better-auth's routes, the web app's pages), not an id.
        if (name !== '*' && (typeof value !== 'string' || !ID_SHAPE.test(value))) {
          reply.status(404).send(errorBody('NOT_FOUND', texts.errors.notFound));
          return;
        }
      }
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'input-guard' },
);
