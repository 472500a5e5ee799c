import { texts } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { fastUser } from '../../test/fast-user.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DB_KINDS } from '../../test/test-database.ts';
import { idempotentRequests, type UserRow } from '../db/schema.ts';
import { errorsPlugin } from './errors.ts';
import { type IdempotencyOptions, idempotencyPlugin } from './idempotency.ts';

const HOUR = 60 * 60 * 1000;

/** A promise the test resolves when it lets the running create finish. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error('timed out');
};

describe.each(DB_KINDS)('the Idempotency-Key plugin on %s', (kind) => {
  const t = useTestApp(kind);
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  /** An app with the plugin and one idempotent create whose handler the test writes, as `userId`. */
  async function appWith(
    userId: string,
    handler: (reply: FastifyReply) => Promise<unknown>,
    options: IdempotencyOptions = {},
  ) {
    const app = Fastify({ logger: false });
    apps.push(app);
    app.setValidatorCompiler(validatorCompiler);
    await app.register(errorsPlugin);
    app.decorate('database', t.database);
    app.decorateRequest('user', null as unknown as UserRow);
    app.addHook('preValidation', async (request) => {
      request.user = { id: userId } as UserRow;
    });
    await app.register(idempotencyPlugin, options);
    app.post('/things', { config: { idempotent: true } }, async (_request, reply) => handler(reply));
    await app.ready();
    const post = (key: string, body: unknown = { name: 'x' }) =>
      app.inject({ method: 'POST', url: '/things', headers: { 'idempotency-key': key }, payload: body as object });
    return { app, post };
  }

  const rows = (userId: string) =>
    t.database.db.select().from(idempotentRequests).where(eq(idempotentRequests.userId, userId));

  it('makes a request that arrives while the first with its key runs wait for that answer', async () => {
    const { userId } = await fastUser(t.app, 'ada@example.com');
    const first = gate();
    let runs = 0;
    const { post } = await appWith(userId, async (reply) => {
      runs += 1;
      await first.opened;
      return reply.status(201).send({ id: `thing-${runs}` });
    });
    const running = post('k');
    await until(() => runs === 1);
    const waiting = post('k');
    await new Promise((resolve) => setTimeout(resolve, 150));
    first.open();
    const [a, b] = await Promise.all([running, waiting]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json()).toEqual({ id: 'thing-1' });
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE when the first is still running after the wait', async () => {
    const { userId } = await fastUser(t.app, 'ada@example.com');
    const first = gate();
    let runs = 0;
    const { post } = await appWith(
      userId,
      async (reply) => {
        runs += 1;
        await first.opened;
        return reply.status(201).send({ id: 'thing' });
      },
      { wait: { waitMs: 100, pollMs: 10 } },
    );
    const running = post('k');
    await until(() => runs === 1);
    const busy = await post('k');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ error: texts.errors.idempotencyKeyInUse, code: 'IDEMPOTENCY_KEY_IN_USE' });
    first.open();
    expect((await running).statusCode).toBe(201);
    expect((await post('k')).headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('lets go of the key when the create fails, so a retry (or one waiting) runs it again', async () => {
    const { userId } = await fastUser(t.app, 'ada@example.com');
    const first = gate();
    let runs = 0;
    const { post } = await appWith(userId, async (reply) => {
      runs += 1;
      if (runs === 1) {
        await first.opened;
        throw new Error('the database went away');
      }
      return reply.status(201).send({ id: `thing-${runs}` });
    });
    const failing = post('k');
    await until(() => runs === 1);
    const waiting = post('k');
    first.open();
    expect((await failing).statusCode).toBe(500);
    const retried = await waiting;
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.json()).toEqual({ id: 'thing-2' });
    expect(await rows(userId)).toEqual([expect.objectContaining({ key: 'k', statusCode: 201 })]);
  });

  it('replays a stored answer with its own status', async () => {
    const { userId } = await fastUser(t.app, 'ada@example.com');
    const { post } = await appWith(userId, async (reply) => reply.status(200).send({ ok: true }));
    await post('k');
    const again = await post('k');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('prunes the records older than a day when it claims a key, at most once per period', async () => {
    const { userId } = await fastUser(t.app, 'ada@example.com');
    const stored = (key: string, ageMs: number) => ({
      userId,
      key,
      route: 'POST /things',
      requestHash: 'h',
      statusCode: 201,
      responseBody: {},
      createdAt: new Date(Date.now() - ageMs),
    });
    await t.database.db.insert(idempotentRequests).values([stored('old', 25 * HOUR), stored('recent', HOUR)]);
    const { post } = await appWith(userId, async (reply) => reply.status(201).send({ id: 'thing' }));
    await post('new');
    const keys = async () => (await rows(userId)).map((r) => r.key).sort();
    expect(await keys()).toEqual(['new', 'recent']);
    await t.database.db.insert(idempotentRequests).values(stored('old-again', 25 * HOUR));
    await post('newer');
    expect(await keys()).toEqual(['new', 'newer', 'old-again', 'recent']);
  });

  it('refuses config.idempotent on a public route', async () => {
    const app = Fastify({ logger: false });
    apps.push(app);
    await app.register(idempotencyPlugin, {});
    expect(() => app.post('/open', { config: { access: 'public', idempotent: true } }, async () => ({}))).toThrow(
      /config.idempotent needs a signed-in caller/,
    );
  });
});
