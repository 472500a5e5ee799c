import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastUser } from '../../../test/fast-user.ts';
import { baseUrl, type EventStream, openEvents } from '../../../test/sse-client.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { sessions } from '../../db/schema.ts';
import { MAX_STREAMS_PER_USER, TOO_MANY_STREAMS } from './live-streams.ts';

/** Resolves to how long the stream took to end, or rejects after `withinMs`. */
function endsWithin(stream: EventStream, withinMs: number): Promise<number> {
  const started = Date.now();
  return Promise.race([
    stream.ended.then(() => Date.now() - started),
    new Promise<number>((_, reject) => setTimeout(() => reject(new Error('the stream stayed open')), withinMs)),
  ]);
}

/** Listens on a port for the file's tests and opens streams to it, closing them all afterwards. */
function streamOpener(t: TestApp): (cookie: string) => Promise<EventStream> {
  const streams: EventStream[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const s of streams) s.close();
  });
  return async (cookie) => {
    const stream = await openEvents(baseUrl(t.app), cookie);
    streams.push(stream);
    await stream.waitFor((b) => b === ': connected');
    return stream;
  };
}

describe.each(DB_KINDS)('live-update streams whose session signs out on this server, on %s', (kind) => {
  // No recheck within the test's time: only the sign-out itself can end the stream.
  const t = useTestApp(kind, { eventsRecheckMs: 10 * 60_000 });
  const open = streamOpener(t);

  it("end at once, and only the signed-out session's", async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const stream = await open(cookie);
    const other = await open((await fastUser(t.app, 'bob@example.com')).cookie);
    const signOut = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(signOut.statusCode).toBe(200);
    await endsWithin(stream, 10_000);
    await expect(endsWithin(other, 500)).rejects.toThrow('the stream stayed open');
  });
});

describe.each(DB_KINDS)('live-update streams and their session, on %s', (kind) => {
  const t = useTestApp(kind, { eventsRecheckMs: 200 });
  const open = streamOpener(t);

  it('end within the recheck when their session ends elsewhere (another server, a reset, a revoke)', async () => {
    const { cookie, userId } = await fastUser(t.app, 'ada@example.com');
    const stream = await open(cookie);
    await t.database.db.delete(sessions).where(eq(sessions.userId, userId));
    await endsWithin(stream, 10_000);
  });

  it('are capped per user', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) await open(cookie);
    const refused = await fetch(`${baseUrl(t.app)}/api/events`, { headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY_STREAMS, code: 'RATE_LIMITED' });
  });
});
