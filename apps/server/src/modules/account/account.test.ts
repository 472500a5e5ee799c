import { randomUUID } from 'node:crypto';
import { ACCOUNT_EXPORT_FILE_NAME, texts } from '@filldeck/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, cookiesOf, PASSWORD, signedInUser, signIn } from '../../../test/auth-client.ts';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { seedComponents, seedProjects, seedTemplates } from '../../../test/seed-content.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { PUBLIC_URL } from '../../../test/test-config.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { spendAt } from '../../../test/usage-fixtures.ts';
import type { Database } from '../../db/client.ts';
import { extensionSessions, pendingCancellations, sandboxSubscriptions } from '../../db/schema.ts';
import { createSandboxProvider } from '../billing/sandbox/sandbox-provider.ts';
import { deleteAccount } from './delete-account.ts';

/** Every table that holds a user's rows, and the column naming the user. */
const OWNED: Array<[string, string]> = [
  ['users', 'id'],
  ['sessions', 'user_id'],
  ['accounts', 'user_id'],
  ['extension_sessions', 'user_id'],
  ['projects', 'owner_uid'],
  ['templates', 'owner_uid'],
  ['components', 'owner_uid'],
  ['remembered_answers', 'owner_uid'],
  ['autofill_usage', 'user_id'],
  ['usage_totals', 'user_id'],
  ['usage_daily', 'user_id'],
  ['sandbox_subscriptions', 'user_id'],
  ['pending_cancellations', 'user_id'],
  ['verifications', 'value'],
];

async function rowsOf(database: Database, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, column] of OWNED) {
    const result = await database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    counts[table] = Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
  }
  return counts;
}

/** A user with something in every table: content, usage, an extension session, a paid subscription. */
async function fullUser(app: FastifyInstance, database: Database, email: string) {
  const user = await fastUser(app, email);
  await seedProjects(database, user.userId, 1);
  await seedTemplates(database, user.userId, 2);
  await seedComponents(database, user.userId, 2);
  await spendAt(database, user.userId, new Date());
  await database.db.insert(extensionSessions).values({
    id: randomUUID(),
    userId: user.userId,
    tokenHash: randomUUID(),
    browser: 'Chrome on Linux',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const api = client(app, user.cookie);
  const remembered = await api.post('/api/remembered-answers', {
    site: 'https://jobs.example/apply',
    field: { label: 'Willing to relocate?', name: 'relocate', kind: 'select', options: ['Yes', 'No'] },
    value: 'Yes',
  });
  expect(remembered.statusCode).toBe(200);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/files',
    payload: Buffer.from('Références: Lyon\n'),
    headers: { cookie: user.cookie, 'content-type': 'application/octet-stream', 'x-file-name': 'notes.txt' },
  });
  expect(uploaded.statusCode).toBe(201);
  const created = (await api.post('/api/create_subscription', { plan: 'basic', billingCycle: 'monthly' })).json();
  const approve = await app.inject({
    method: 'POST',
    url: new URL(created.approveUrl).pathname,
    headers: { origin: PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded', cookie: user.cookie },
    payload: 'decision=approve',
  });
  expect(approve.statusCode).toBe(303);
  expect((await api.post('/api/confirm_subscription', { subscriptionId: created.subscriptionId })).statusCode).toBe(
    200,
  );
  return { ...user, api, subscriptionId: created.subscriptionId as string };
}

describe.each(DB_KINDS)('the account on %s', (kind) => {
  const t = useTestApp(kind);

  it('downloads all of the user’s data as a JSON attachment, without secrets or anyone else’s data', async () => {
    const ada = await fullUser(t.app, t.database, 'ada@example.com');
    const grace = await fastUser(t.app, 'grace@example.com');
    await seedTemplates(t.database, grace.userId, 1);
    const response = await ada.api.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.profile).toMatchObject({ id: ada.userId, email: 'ada@example.com' });
    expect(data.plan).toMatchObject({ plan: 'basic', status: 'active', subscriptionId: ada.subscriptionId });
    expect(data.plan.balance).toBe(10000);
    expect(data.projects).toHaveLength(1);
    expect(data.templates.map((x: { name: string }) => x.name)).toEqual(['Seeded 1', 'Seeded 2']);
    expect(data.templates[0]).toMatchObject({ aiInstructions: 'instructions 1', sections: [], adHocFields: [] });
    expect(data.components).toHaveLength(2);
    expect(data.rememberedAnswers).toEqual([
      {
        id: expect.any(String),
        site: 'jobs.example',
        field: { label: 'Willing to relocate?', name: 'relocate', kind: 'select', options: ['Yes', 'No'] },
        value: 'Yes',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    // The files, with their content.
    expect(data.files).toEqual([
      {
        id: expect.stringMatching(/^file_/),
        name: 'notes.txt',
        type: 'text/plain',
        size: 19,
        createdAt: expect.any(String),
        contentBase64: Buffer.from('Références: Lyon\n').toString('base64'),
      },
    ]);
    expect(data.creditTransactions).toHaveLength(1);
    expect(data.usageByDay).toHaveLength(1);
    expect(data.subscriptions).toEqual([
      expect.objectContaining({ id: ada.subscriptionId, provider: 'sandbox', status: 'ACTIVE' }),
    ]);
    expect(data.connectedBrowsers).toEqual([expect.objectContaining({ browser: 'Chrome on Linux' })]);
    const keys = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          collect(inner);
        }
      }
    };
    collect(data);
    for (const secret of ['password', 'token', 'tokenHash', 'accessToken', 'refreshToken', 'idToken']) {
      expect(keys).not.toContain(secret);
    }
    for (const internal of ['idempotencyKey', 'response', 'ownerUid', 'userId']) expect(keys).not.toContain(internal);
    const sessionToken = decodeURIComponent(ada.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(response.body).not.toContain(sessionToken);
    expect(response.body).not.toContain('grace@example.com');
    expect((await client(t.app).get('/api/account/export')).statusCode).toBe(401);
  });

  it('deletes the account only with the email typed, cancels the subscription first, leaves others untouched', async () => {
    const ada = await fullUser(t.app, t.database, 'ada@example.com');
    const grace = await fullUser(t.app, t.database, 'grace@example.com');
    const graceBefore = await rowsOf(t.database, grace.userId);
    const adaBefore = await rowsOf(t.database, ada.userId);
    for (const table of ['users', 'sessions', 'extension_sessions', 'projects', 'templates', 'components']) {
      expect(adaBefore[table]).toBeGreaterThan(0);
    }
    expect(adaBefore.remembered_answers).toBe(1);
    for (const table of ['autofill_usage', 'usage_totals', 'usage_daily', 'sandbox_subscriptions']) {
      expect(adaBefore[table]).toBeGreaterThan(0);
    }

    for (const body of [{}, { confirmation: '' }, { confirmation: 'DELETE' }, { confirmation: 'grace@example.com' }]) {
      const refused = await ada.api.post('/api/account/delete', body);
      expect(refused.statusCode).toBe(400);
    }
    const wrong = await ada.api.post('/api/account/delete', { confirmation: 'DELETE' });
    expect(wrong.json()).toEqual({ error: texts.account.confirmDeletionWithEmail, code: 'BAD_REQUEST' });
    expect((await ada.api.get('/api/me')).statusCode).toBe(200);

    const deleted = await ada.api.post('/api/account/delete', { confirmation: '  ADA@example.com ' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(String(deleted.headers['set-cookie'])).toContain('Max-Age=0');
    // The subscription was cancelled at the provider before its row went with the user.
    expect(Object.values(await rowsOf(t.database, ada.userId)).every((n) => n === 0)).toBe(true);
    expect((await ada.api.get('/api/me')).statusCode).toBe(401);
    expect(await rowsOf(t.database, grace.userId)).toEqual(graceBefore);
    const [graceSub] = await t.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, grace.subscriptionId));
    expect(graceSub?.status).toBe('ACTIVE');
    expect((await grace.api.get('/api/me')).json()).toMatchObject({ plan: 'basic', status: 'active' });
  });

  it('cancels a cancelled-but-resumable subscription at the provider first, and deletes nothing if it cannot', async () => {
    const ada = await fullUser(t.app, t.database, 'ada@example.com');
    expect((await ada.api.post('/api/cancel_subscription', { subscriptionId: ada.subscriptionId })).statusCode).toBe(
      200,
    );
    const sandbox = createSandboxProvider(t.database.db, PUBLIC_URL);
    const cancelled: string[] = [];
    const failing = { ...sandbox, cancelSubscription: async () => Promise.reject(new Error('PayPal is down')) };
    await expect(deleteAccount(t.database.db, failing, ada.userId, 'ada@example.com')).rejects.toMatchObject({
      statusCode: 502,
      message: texts.account.subscriptionNotCancelled,
    });
    expect((await rowsOf(t.database, ada.userId)).templates).toBe(2);

    const recording = {
      ...sandbox,
      cancelSubscription: async (id: string, reason: string) => {
        const [row] = await t.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
        cancelled.push(`${id} ${row?.status}`);
        await sandbox.cancelSubscription(id, reason);
      },
    };
    await deleteAccount(t.database.db, recording, ada.userId, 'ada@example.com');
    expect(cancelled).toEqual([`${ada.subscriptionId} SUSPENDED`]);
    expect(Object.values(await rowsOf(t.database, ada.userId)).every((n) => n === 0)).toBe(true);
    expect(await t.database.db.select().from(pendingCancellations)).toEqual([]);
  });

  it('changes the name (held to the sign-up rules) and the password (current one required)', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const rename = (name: unknown) => call(t.app, 'POST', '/api/auth/update-user', { cookie, body: { name } });
    expect((await rename('   ')).json()).toMatchObject({ message: texts.account.nameRequired });
    expect((await rename('Ada www.example.com')).statusCode).toBe(400);
    expect((await rename('Ada King')).statusCode).toBe(200);
    expect((await client(t.app, cookie).get('/api/me')).json()).toMatchObject({ displayName: 'Ada King' });
    // FillDeck's own fields cannot be set this way.
    await call(t.app, 'POST', '/api/auth/update-user', { cookie, body: { plan: 'professional', balance: 99999 } });
    expect((await client(t.app, cookie).get('/api/me')).json()).toMatchObject({ plan: 'free', balance: 500 });

    const change = (currentPassword: string) =>
      call(t.app, 'POST', '/api/auth/change-password', {
        cookie,
        body: { currentPassword, newPassword: 'a brand new password', revokeOtherSessions: true },
      });
    const other = cookiesOf(await signIn(t.app, 'ada@example.com'));
    const me = (await client(t.app, cookie).get('/api/me')).json();
    await t.database.db.insert(extensionSessions).values({
      id: randomUUID(),
      userId: me.uid,
      tokenHash: randomUUID(),
      browser: 'Chrome on Linux',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const wrong = await change('not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    const right = await change(PASSWORD);
    expect(right.statusCode).toBe(200);
    // This browser stays signed in with a new session; the other one is signed out.
    const renewed = cookiesOf(right);
    expect((await client(t.app, renewed).get('/api/me')).statusCode).toBe(200);
    expect((await client(t.app, other).get('/api/me')).statusCode).toBe(401);
    // The extension's sessions end with the other sessions.
    expect(await t.database.db.select().from(extensionSessions)).toEqual([]);
    expect((await signIn(t.app, 'ada@example.com')).statusCode).toBe(401);
    expect((await signIn(t.app, 'ada@example.com', 'a brand new password')).statusCode).toBe(200);
  });
});
