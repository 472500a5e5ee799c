import { texts } from '@filldeck/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type {} from '../fastify-decorations.ts';
import { AppError } from '../lib/app-error.ts';
import { DEFAULT_ACCESS } from '../lib/auth/route-access.ts';
import {
  type ClaimWait,
  claimIdempotentRequest,
  DEFAULT_CLAIM_WAIT,
} from '../lib/idempotency/claim-idempotent-request.ts';
import { releaseIdempotentClaim, storeIdempotentAnswer } from '../lib/idempotency/finish-idempotent-request.ts';
import { readIdempotencyKey, requestHash } from '../lib/idempotency/idempotency-key.ts';
import { pruneIdempotentRequests } from '../lib/idempotency/prune-idempotent-requests.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A create that honours `Idempotency-Key` (plugins/idempotency.ts, docs/api-content.md):
     * a retry with the same key and request is answered the first answer, nothing created twice.
     */
    idempotent?: boolean;
  }
}

/** Said on an answer that an earlier request with the same key gave. */
export const REPLAYED_HEADER = 'idempotent-replayed';

export interface IdempotencyOptions {
  /** How long a request waits for the first one with its key (then 409). */
  wait?: ClaimWait;
  /** How often, at most, this instance deletes the records past their TTL (on a claim). */
  pruneEveryMs?: number;
}

type Claim = { userId: string; key: string; isFinished: boolean };

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Idempotent creates, the way Stripe's API does them. A route with `config: { idempotent: true }`
 * and a request with an `Idempotency-Key` header: before the handler the key is claimed for the
 * user (`idempotent_requests`, unique per user and key); a 2xx answer is stored before it is sent,
 * any other answer releases the claim so the create may be retried. The same key with the same
 * route and request (params, query, body) answers the stored status and body again, with
 * `Idempotent-Replayed: true`; with another route or body 422 `IDEMPOTENCY_KEY_REUSED`. A request
 * that arrives while the first with its key runs waits for that answer (409
 * `IDEMPOTENCY_KEY_IN_USE` after `wait.waitMs`). Without the header nothing changes.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: IdempotencyOptions) => {
    const wait = options.wait ?? DEFAULT_CLAIM_WAIT;
    const pruneEveryMs = options.pruneEveryMs ?? PRUNE_EVERY_MS;
    const claims = new WeakMap<FastifyRequest, Claim>();
    let lastPruned = Number.NEGATIVE_INFINITY;

    async function pruneNowAndThen(request: FastifyRequest) {
      if (Date.now() - lastPruned < pruneEveryMs) return;
      lastPruned = Date.now();
      await pruneIdempotentRequests(app.database.db).catch((error: unknown) => {
        request.log.warn({ err: error }, 'Pruning idempotency keys failed');
      });
    }

    async function claim(request: FastifyRequest, reply: FastifyReply) {
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      if (key === undefined) return;
      const userId = request.user.id;
      const route = `${request.method} ${request.routeOptions.url}`;
      const outcome = await claimIdempotentRequest(
        app.database.db,
        { userId, key, route, requestHash: requestHash(request) },
        wait,
      );
      if (outcome.kind === 'mismatch')
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', texts.errors.idempotencyKeyReused);
      if (outcome.kind === 'in-progress')
        throw new AppError(409, 'IDEMPOTENCY_KEY_IN_USE', texts.errors.idempotencyKeyInUse);
      if (outcome.kind === 'replay') {
        return reply.status(outcome.statusCode).header(REPLAYED_HEADER, 'true').send(outcome.body);
      }
      claims.set(request, { userId, key, isFinished: false });
      await pruneNowAndThen(request);
    }

    // The answer is stored before it is sent: a client that hears it and retries gets it again.
    async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const held = claims.get(request);
      if (!held || held.isFinished || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
      held.isFinished = true;
      try {
        await storeIdempotentAnswer(app.database.db, held, reply.statusCode, payload);
      } catch (error) {
        // The create happened: the claim stays (a retry is 409 until the TTL), never a second create.
        request.log.error({ err: error }, 'Storing an idempotent answer failed');
      }
      return payload;
    }

    // Anything but a stored 2xx lets go of the claim, so the failed create may run again.
    async function release(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const held = claims.get(request);
      if (!held || held.isFinished) return payload;
      held.isFinished = true;
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        request.log.error('An idempotent route answered without a JSON object; its key stays claimed');
        return payload;
      }
      await releaseIdempotentClaim(app.database.db, held).catch((error: unknown) => {
        request.log.error({ err: error }, 'Releasing an idempotency key failed');
      });
      return payload;
    }

    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.idempotent !== true) return;
      if ((route.config.access ?? DEFAULT_ACCESS) === 'public') {
        throw new Error(`${String(route.method)} ${route.url}: config.idempotent needs a signed-in caller`);
      }
      route.preHandler = [...[route.preHandler ?? []].flat(), claim];
      route.preSerialization = [...[route.preSerialization ?? []].flat(), store];
      route.onSend = [...[route.onSend ?? []].flat(), release];
    });
  },
  { name: 'idempotency' },
);
