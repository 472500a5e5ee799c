import { type ErrorCode, texts } from '@filldeck/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../lib/app-error.ts';
import { validationFailure } from '../lib/validation-failure.ts';

/** 65536 → '64 KiB', 1048576 → '1 MiB'. */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

/** Readable texts for the errors Fastify raises itself while reading a request. */
const FASTIFY_MESSAGES: Record<string, (request: FastifyRequest) => string> = {
  // The route's own limit: most take 64 KiB, a fill 1 MiB, a résumé's text 128 KiB.
  FST_ERR_CTP_BODY_TOO_LARGE: (request) =>
    `Request body is too large (the limit is ${sizeText(request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0)})`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'Unsupported content type: send JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'Request body does not match its Content-Length',
};

/** The code of a 4xx that Fastify (or a plugin) raised without one, by its status. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'NOT_SIGNED_IN';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

/**
 * One error handler: every error answers `{ error, code }` (an AppError may add fields and
 * headers: a failed model fill's `usage`, a `Retry-After`); 4xx keep their message, 5xx are
 * logged and answered without details. Unknown routes answer 404 `{ error: 'Not found' }`. A
 * request that fails its route's schema is answered as validationFailure says.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
      const error = hasZodFastifySchemaValidationErrors(thrown)
        ? validationFailure(thrown.validationContext, thrown.validation[0])
        : thrown;
      const status = error.statusCode ?? 500;
      if (error instanceof AppError) {
        if (error.extras.headers) reply.headers(error.extras.headers);
        return reply.status(status).send({ ...error.extras.body, ...errorBody(error.code, error.message) });
      }
      if (status >= 400 && status < 500) {
        const message = (error.code && FASTIFY_MESSAGES[error.code]?.(request)) || error.message;
        return reply.status(status).send(errorBody(codeOfStatus(status), message));
      }
      request.log.error({ err: error }, 'Request failed');
      return reply.status(500).send(errorBody('INTERNAL', texts.errors.internal));
    });
  },
  { name: 'errors' },
);

/** JSON bodies: empty means no body (POST /api/logout may send none); malformed JSON is a 400. */
export function parseJsonBody(body: string): unknown {
  if (body.trim() === '') return undefined;
  try {
    // Keys named __proto__ are dropped so a body can never reach an object's prototype. Such a
    // key is spelled out or written with \u escapes (no other JSON escape makes its letters):
    // a body with neither has none, and is parsed without the reviver, which costs a call per value.
    if (!body.includes('__proto__') && !body.includes('\\u')) return JSON.parse(body);
    return JSON.parse(body, (key, value) => (key === '__proto__' ? undefined : value));
  } catch {
    throw new AppError(400, 'BAD_REQUEST', texts.errors.malformedJson);
  }
}

export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseJsonBody(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
  },
  { name: 'json-body' },
);
