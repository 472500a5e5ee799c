import { PREBUILT_TEMPLATES, texts } from '@filldeck/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/auth-client.ts';
import { fastUser, setPlan } from '../../test/fast-user.ts';
import { seedTemplates } from '../../test/seed-content.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DB_KINDS } from '../../test/test-database.ts';
import { idempotentRequests } from '../db/schema.ts';

/** Same-origin calls as one signed-in user, each with the Idempotency-Key given (or none). */
function keyedClient(app: FastifyInstance, cookie: string) {
  const headers = (key: string | undefined): Record<string, string> =>
    key === undefined ? {} : { 'idempotency-key': key };
  return {
    post: (url: string, body: unknown, key?: string) =>
      call(app, 'POST', url, { cookie, headers: headers(key), ...(body === undefined ? {} : { body }) }),
    get: (url: string) => call(app, 'GET', url, { cookie }),
  };
}

type Api = ReturnType<typeof keyedClient>;

const count = async (api: Api, list: 'projects' | 'templates' | 'components') =>
  ((await api.get(`/api/${list}`)).json()[list] as unknown[]).length;

const prebuilt = PREBUILT_TEMPLATES[0];
if (!prebuilt) throw new Error('no prebuilt template');

/** Each create route: its URL and body (made once the user has a template), and the list it adds to. */
const CREATES: {
  name: string;
  list: 'projects' | 'templates' | 'components';
  request: (api: Api, templateId: string) => Promise<{ url: string; body?: unknown }>;
}[] = [
  {
    name: 'create_project',
    list: 'projects',
    request: async () => ({ url: '/api/create_project', body: { name: 'P' } }),
  },
  {
    name: 'create_template',
    list: 'templates',
    request: async () => ({ url: '/api/create_template', body: { title: 'CV', fields: [] } }),
  },
  {
    name: 'create_component',
    list: 'components',
    request: async () => ({
      url: '/api/create_component',
      body: { title: 'Contact', fields: [{ label: 'Email', type: 'email', defaultValue: '' }] },
    }),
  },
  {
    name: 'create_prebuilt_template',
    list: 'templates',
    request: async () => ({ url: '/api/create_prebuilt_template', body: { ...prebuilt, fitToPlan: true } }),
  },
  {
    name: 'templates/import',
    list: 'templates',
    request: async (api, templateId) => ({
      url: '/api/templates/import',
      body: (await api.get(`/api/templates/${templateId}/export`)).json(),
    }),
  },
  {
    name: 'templates/:id/duplicate',
    list: 'templates',
    request: async (_api, templateId) => ({ url: `/api/templates/${templateId}/duplicate` }),
  },
];

describe.each(DB_KINDS)('idempotent creates on %s', (kind) => {
  const t = useTestApp(kind);

  async function user(email = 'ada@example.com', plan: 'free' | 'professional' = 'professional') {
    const { userId, cookie } = await fastUser(t.app, email, plan);
    return { userId, api: keyedClient(t.app, cookie) };
  }

  const storedKeys = async (userId: string) =>
    t.database.db.select().from(idempotentRequests).where(eq(idempotentRequests.userId, userId));

  it.each(CREATES.map((c) => [c.name, c] as const))(
    '%s: a retry with the same key replays the first answer and creates nothing more',
    async (_name, create) => {
      const { userId, api } = await user();
      const [templateId = ''] = await seedTemplates(t.database, userId, 1);
      const { url, body } = await create.request(api, templateId);
      const before = await count(api, create.list);

      const first = await api.post(url, body, 'key-1');
      expect(first.statusCode, first.body).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await api.post(url, body, 'key-1');
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await count(api, create.list)).toBe(before + 1);
    },
  );

  it('replays the ad-hoc field added to a template instead of adding it twice', async () => {
    const { userId, api } = await user();
    const [templateId] = await seedTemplates(t.database, userId, 1);
    const url = `/api/templates/${templateId}/ad-hoc-fields`;
    const first = await api.post(url, { name: 'Nickname', value: 'Ada' }, 'field-1');
    const again = await api.post(url, { name: 'Nickname', value: 'Ada' }, 'field-1');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect((await api.get(`/api/templates/${templateId}`)).json().template.adHocFields).toHaveLength(1);
  });

  it('creates twice without the header, and for two different keys', async () => {
    const { api } = await user();
    await api.post('/api/create_project', { name: 'P' });
    await api.post('/api/create_project', { name: 'P' });
    await api.post('/api/create_project', { name: 'P' }, 'a');
    await api.post('/api/create_project', { name: 'P' }, 'b');
    expect(await count(api, 'projects')).toBe(4);
  });

  it('refuses the same key with another body or on another route: 422, nothing created', async () => {
    const { api } = await user();
    expect((await api.post('/api/create_project', { name: 'P' }, 'k')).statusCode).toBe(201);
    const otherBody = await api.post('/api/create_project', { name: 'Q' }, 'k');
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({ error: texts.errors.idempotencyKeyReused, code: 'IDEMPOTENCY_KEY_REUSED' });
    const otherRoute = await api.post('/api/create_template', { title: 'P', fields: [] }, 'k');
    expect(otherRoute.statusCode).toBe(422);
    expect(otherRoute.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count(api, 'projects')).toBe(1);
    expect(await count(api, 'templates')).toBe(0);
  });

  it('tells apart duplicating two templates with one key', async () => {
    const { userId, api } = await user();
    const [a, b] = await seedTemplates(t.database, userId, 2);
    expect((await api.post(`/api/templates/${a}/duplicate`, undefined, 'dup')).statusCode).toBe(201);
    expect((await api.post(`/api/templates/${b}/duplicate`, undefined, 'dup')).statusCode).toBe(422);
    expect(await count(api, 'templates')).toBe(3);
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['not ASCII', 'clé-1'],
  ])('refuses a key that is %s with 400, creating nothing', async (_what, key) => {
    const { api } = await user();
    const answer = await api.post('/api/create_project', { name: 'P' }, key);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: texts.errors.invalidCreateIdempotencyKey, code: 'BAD_REQUEST' });
    expect(await count(api, 'projects')).toBe(0);
  });

  it('takes a key of 255 printable characters', async () => {
    const { api } = await user();
    const key = `${'~ '.repeat(127)}!`;
    expect((await api.post('/api/create_project', { name: 'P' }, key)).statusCode).toBe(201);
    expect((await api.post('/api/create_project', { name: 'P' }, key)).headers['idempotent-replayed']).toBe('true');
  });

  it('creates once when requests with the same key arrive together', async () => {
    const { userId, api } = await user();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.post('/api/create_template', { title: 'Race', fields: [] }, 'race')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().templateId)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await count(api, 'templates')).toBe(1);
    expect(await storedKeys(userId)).toHaveLength(1);
  });

  it('keeps no failed answer: a create refused by the plan runs again on retry with the same key', async () => {
    const { userId, api } = await user('free@example.com', 'free');
    await seedTemplates(t.database, userId, 2);
    const refused = await api.post('/api/create_template', { title: 'Third', fields: [] }, 'third');
    expect(refused.statusCode).toBe(403);
    expect(await storedKeys(userId)).toEqual([]);
    await setPlan(t.database, userId, 'basic');
    const retried = await api.post('/api/create_template', { title: 'Third', fields: [] }, 'third');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(api, 'templates')).toBe(3);
  });

  it('keeps keys per user', async () => {
    const ada = await user('ada@example.com');
    const bob = await user('bob@example.com');
    const first = await ada.api.post('/api/create_project', { name: 'P' }, 'shared');
    const other = await bob.api.post('/api/create_project', { name: 'P' }, 'shared');
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().projectId).not.toBe(first.json().projectId);
  });

  it('stores the answer with the route and a hash of the request, never the key of another user', async () => {
    const { userId, api } = await user();
    const created = await api.post('/api/create_project', { name: 'P' }, 'k1');
    const [row] = await storedKeys(userId);
    expect(row).toMatchObject({
      key: 'k1',
      route: 'POST /api/create_project',
      requestHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      statusCode: 201,
      responseBody: created.json(),
    });
  });

  it('forgets keys after a day: an old key is pruned and may be used for a new request', async () => {
    const { userId, api } = await user();
    await api.post('/api/create_project', { name: 'Old' }, 'old');
    await t.database.db.execute(
      sql`update idempotent_requests set created_at = now() - interval '25 hours' where key = 'old'`,
    );
    const reused = await api.post('/api/create_project', { name: 'New' }, 'old');
    expect(reused.statusCode).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(api, 'projects')).toBe(2);
    expect(await storedKeys(userId)).toEqual([expect.objectContaining({ key: 'old', statusCode: 201 })]);
  });
});
