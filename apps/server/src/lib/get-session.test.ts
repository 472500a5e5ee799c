import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client } from '../../test/content-client.ts';
import { fastUser, type TestUser } from '../../test/fast-user.ts';
import { seedComponents, seedTemplates } from '../../test/seed-content.ts';
import { testConfig } from '../../test/test-config.ts';
import { DB_KINDS, openTestDatabase, truncateAll } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

describe.each(DB_KINDS)('signed-in reads on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let statements: string[] = [];
  let user: TestUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { onQuery: (text) => statements.push(text) });
    app = await buildApp(testConfig(), { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await truncateAll(database);
    user = await fastUser(app, 'ada@example.com', 'professional');
    await seedTemplates(database, user.userId, 2);
    await seedComponents(database, user.userId, 2);
  });

  /** The statements one request runs, after a first request has warmed everything up. */
  async function statementsOf(url: string, cookie = user.cookie): Promise<{ status: number; run: string[] }> {
    await client(app, cookie).get(url);
    statements = [];
    const response = await client(app, cookie).get(url);
    return { status: response.statusCode, run: statements };
  }

  it.each(['/api/templates', '/api/components', '/api/me'])(
    'answers %s in at most two statements, without a transaction or a row lock',
    async (url) => {
      const { status, run } = await statementsOf(url);
      expect(status).toBe(200);
      expect(run.length).toBeLessThanOrEqual(2);
      for (const text of run) {
        expect(text.toLowerCase()).not.toContain('for update');
        expect(text.toLowerCase()).not.toMatch(/^\s*begin/);
      }
    },
  );

  it('stops a session at once when it ends elsewhere (no cached session outlives it)', async () => {
    expect((await client(app, user.cookie).get('/api/templates')).statusCode).toBe(200);
    await database.db.delete(sessions).where(eq(sessions.userId, user.userId));
    expect((await client(app, user.cookie).get('/api/templates')).statusCode).toBe(401);
  });

  it('refuses a cookie whose signature does not match', async () => {
    const [name, value = ''] = user.cookie.split('=');
    const decoded = decodeURIComponent(value);
    const forged = `${name}=${encodeURIComponent(`${decoded.slice(0, decoded.lastIndexOf('.'))}.${'A'.repeat(43)}=`)}`;
    expect((await client(app, forged).get('/api/me')).statusCode).toBe(401);
  });

  it('refuses an expired session and lets better-auth delete it', async () => {
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.userId));
    expect((await client(app, user.cookie).get('/api/me')).statusCode).toBe(401);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
  });

  it('renews a session that is due for it (better-auth’s sliding expiry) and keeps answering', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.userId));
    expect((await client(app, user.cookie).get('/api/me')).statusCode).toBe(200);
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });

  it('applies a due credit refresh on a read under the row lock, then reads without it again', async () => {
    await database.db
      .update(users)
      .set({ balance: 3, nextRefresh: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.userId));
    statements = [];
    const refreshed = await client(app, user.cookie).get('/api/me');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().balance).toBeGreaterThan(3);
    expect(statements.some((text) => text.toLowerCase().includes('for update'))).toBe(true);
    const { run } = await statementsOf('/api/me');
    expect(run.length).toBeLessThanOrEqual(2);
    expect(run.join(' ').toLowerCase()).not.toContain('for update');
  });
});
