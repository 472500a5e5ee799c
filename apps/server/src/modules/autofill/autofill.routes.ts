import { autofillRequestSchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { requireUserId } from '../../lib/require-user.ts';
import { fillForm } from './fill-form.ts';

/** A page of 500 described fields fits comfortably; anything bigger is refused with 413. */
export const AUTOFILL_BODY_LIMIT = 1024 * 1024;

/** `POST /api/autofill` (docs/api-autofill.md). */
export async function autofillRoutes(app: FastifyInstance) {
  app.post('/api/autofill', { bodyLimit: AUTOFILL_BODY_LIMIT }, async (request, reply) => {
    const started = performance.now();
    const userId = await requireUserId(app, request);
    const body = parseBody(autofillRequestSchema, request.body);
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || key.length === 0 || key.length > 200)) {
      throw new AppError(400, 'Invalid Idempotency-Key header: 1 to 200 characters.');
    }
    let matchMs = 0;
    const result = await fillForm(app.database.db, userId, body, {
      idempotencyKey: key,
      aiConfigured: false,
      onMatchTime: (ms) => {
        matchMs = ms;
      },
    });
    reply.header('cache-control', 'no-store');
    reply.header(
      'server-timing',
      `match;dur=${matchMs.toFixed(2)}, total;dur=${(performance.now() - started).toFixed(2)}`,
    );
    return result;
  });
}
