import {
  autofillAppliedRequestSchema,
  autofillAppliedResponseSchema,
  autofillRequestSchema,
  autofillResponseSchema,
  texts,
} from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_AUTOFILL_RATE_LIMIT } from '../../config-autofill.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestBody } from '../../lib/request-body.ts';
import { applyFill } from '../usage/apply-fill.ts';
import { createModelClient, modelCallLeaseMs } from './ai-provider/model-client.ts';
import { fillForm } from './fill-form.ts';
import { FillsInFlight } from './fills-in-flight.ts';

/** A page of 500 described fields fits comfortably; anything bigger is refused with 413. */
export const AUTOFILL_BODY_LIMIT = 1024 * 1024;

/** Seconds to wait before trying again while the user's fills at once are still running. */
const BUSY_RETRY_AFTER_SECONDS = 2;

const tooMany = (message: string, retryAfter: number) =>
  new AppError(429, 'RATE_LIMITED', message, { headers: { 'retry-after': String(retryAfter) } });

/**
 * `POST /api/autofill` and `POST /api/autofill/{fillId}/applied` (docs/api-autofill.md), for the
 * extension's bearer token or the dashboard's cookie.
 */
export async function autofillRoutes(app: FastifyInstance) {
  const aiConfig = app.config.ai;
  const ai = aiConfig && {
    ask: createModelClient(aiConfig, (error) => app.log.warn({ err: error }, 'AI model request failed')),
    modelOverride: aiConfig.modelOverride,
    leaseMs: modelCallLeaseMs(aiConfig),
  };
  const limits = app.config.autofillRateLimit ?? DEFAULT_AUTOFILL_RATE_LIMIT;
  const plansUrl = new URL('/subscription', app.config.publicUrl).toString();
  const inFlight = new FillsInFlight();
  const config = { access: 'user-or-extension' as const };
  const options = {
    config,
    bodyLimit: AUTOFILL_BODY_LIMIT,
    schema: { body: requestBody(autofillRequestSchema), response: { 200: autofillResponseSchema } },
  };
  app.withTypeProvider<ZodTypeProvider>().post('/api/autofill', options, async (request, reply) => {
    const started = performance.now();
    const userId = request.user.id;
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || key.length === 0 || key.length > 200)) {
      throw new AppError(400, 'BAD_REQUEST', texts.errors.invalidIdempotencyKey);
    }
    const leave = inFlight.enter(userId, limits.concurrent);
    if (!leave) throw tooMany(texts.autofill.fillsAtOnce(limits.concurrent), BUSY_RETRY_AFTER_SECONDS);
    try {
      const timings: string[] = [];
      const result = await fillForm(app.database.db, userId, request.body, {
        idempotencyKey: key,
        ai,
        plansUrl,
        owner: request.user,
        // Counted first, in the statement of the fill's reads: nothing more happens until it allows the fill.
        rateLimit: {
          rule: limits,
          refuse: (quota) =>
            tooMany(texts.autofill.tooManyFills(limits.max, limits.window, quota.retryAfter), quota.retryAfter),
        },
        onTiming: (step, ms) => timings.push(`${step};dur=${ms.toFixed(2)}`),
      });
      timings.push(`total;dur=${(performance.now() - started).toFixed(2)}`);
      reply.header('cache-control', 'no-store');
      reply.header('server-timing', timings.join(', '));
      // Said on every answer, a replay too: the panel tells a server without a model apart.
      return { ...result, modelAvailable: ai !== undefined };
    } finally {
      leave();
    }
  });

  const appliedOptions = {
    config,
    schema: {
      params: z.object({ fillId: z.string().min(1).max(100) }),
      body: requestBody(autofillAppliedRequestSchema),
      response: { 200: autofillAppliedResponseSchema },
    },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/autofill/:fillId/applied', appliedOptions, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return applyFill(app.database.db, request.user.id, request.params.fillId, request.body.keys);
    });
}
