import { once } from 'node:events';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshGet } from '../../../test/fresh-get.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { testConfig } from '../../../test/test-config.ts';
import { DB_KINDS, openTestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { proxyWarning, stopGracefully } from '../../lib/graceful-stop.ts';

describe.each(DB_KINDS)('readiness and a graceful stop, on %s', (kind) => {
  const t = useTestApp(kind);

  it('is ready with its database up and every migration applied; liveness stays apart', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().ok).toBe(true);
  });

  it('is not ready when the database lacks the newest migration this build knows', async () => {
    const db = t.database.db;
    const { rows } = (await db.execute(
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    )) as unknown as { rows: Array<{ id: number; hash: string; created_at: string }> };
    const newest = rows[0];
    if (!newest) throw new Error('no migrations recorded');
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest.id}`);
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ ready: false, reason: 'migrations' });
    } finally {
      await db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('drains before it stops: not ready, connections closed after each answer, requests still answered', async () => {
    const graceMs = 3000;
    const app = await t.buildSibling({ shutdownGraceMs: graceMs });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    expect((await freshGet(`${base}/api/ready`)).status).toBe(200);
    const stopped = stopGracefully(app, graceMs);
    const ready = await freshGet(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ ready: false, reason: 'draining' });
    const health = await freshGet(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.connection).toBe('close');
    await stopped;
    expect(app.server.listening).toBe(false);
  });

  it('closes although a client holds a connection it has sent nothing on (a pre-connect), and ends it', async () => {
    const app = await t.buildSibling({});
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const unused = connect(typeof address === 'object' && address ? address.port : 0, '127.0.0.1');
    await once(unused, 'connect');
    const ended = once(unused, 'close');
    // Before, close() waited on this connection for as long as the client kept it open.
    await app.close();
    await ended;
    expect(app.server.listening).toBe(false);
  }, 10_000);
});

describe('readiness without a database', () => {
  it('says the database is the reason', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp(testConfig(), { database });
    try {
      await database.close();
      const answer = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ ready: false, reason: 'database' });
    } finally {
      await app.close().catch(() => {});
    }
  });
});

describe('the warning about client addresses behind a proxy', () => {
  it('is given for a hop count on a port reachable from elsewhere, and only then', () => {
    expect(proxyWarning({ trustProxy: 1, host: '0.0.0.0' })).toContain("Set TRUST_PROXY to your proxies' addresses");
    expect(proxyWarning({ trustProxy: 2, host: '0.0.0.0' })).toContain('the last 2 hops');
    expect(proxyWarning({ trustProxy: 1, host: '127.0.0.1' })).toBeNull();
    expect(proxyWarning({ trustProxy: '10.0.0.0/8', host: '0.0.0.0' })).toBeNull();
    expect(proxyWarning({ trustProxy: false, host: '0.0.0.0' })).toBeNull();
  });
});
