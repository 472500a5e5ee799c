import { usagePageSchema } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { spendAt, updateUser } from '../../../test/usage-fixtures.ts';
import { encodeCursor } from './usage-cursor.ts';

const start = Date.UTC(2026, 0, 1);
/** Records 2k and 2k+1 share its timestamp with the next, so ties are ordered by id. */
const timeOf = (i: number) => new Date(start + Math.floor(i / 2) * 60_000);

describe.each(DB_KINDS)('GET /api/usage on %s', (kind) => {
  const t = useTestApp(kind);

  async function userWithHistory(n: number) {
    const user = await fastUser(t.app, 'ada@example.com');
    await updateUser(t.database, user.userId, { balance: 1_000_000 });
    for (let i = 0; i < n; i++) await spendAt(t.database, user.userId, timeOf(i), { templateName: `T${i}` });
    return { ...user, api: client(t.app, user.cookie) };
  }
  const ids = (page: { items: { id: string }[] }) => page.items.map((r) => r.id);

  it('pages newest first by keyset with the documented field names, then ends with a null cursor', async () => {
    const { api } = await userWithHistory(7);
    const first = usagePageSchema.parse((await api.get('/api/usage?limit=3')).json());
    expect(first.items.map((r) => r.template_name).sort()).toEqual(['T4', 'T5', 'T6']);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      template_name: 'T6',
      model: 'gpt-4o-mini',
      balance_used: 3,
      filled_fields: 4,
      status: 'success',
      timestamp: timeOf(6).toISOString(),
      prompt_tokens: 100,
      completion_tokens: 50,
      total_tokens: 150,
      site: 'jobs.example',
    });
    const all = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = usagePageSchema.parse((await api.get(`/api/usage?limit=3&cursor=${cursor}`)).json());
      all.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(all.map((r) => r.template_name).sort()).toEqual(['T0', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
    const order = all.map((r) => [r.timestamp, r.id] as const);
    const sorted = [...order].sort((a, b) => (a[0] === b[0] ? b[1].localeCompare(a[1]) : b[0].localeCompare(a[0])));
    expect(order).toEqual(sorted);
  });

  it('continues after the cursor without repeats or gaps while newer rows arrive', async () => {
    const { api, userId } = await userWithHistory(25);
    const everything = usagePageSchema.parse((await api.get('/api/usage?limit=100')).json());
    expect(everything.items).toHaveLength(25);
    expect(everything.nextCursor).toBeNull();

    const page1 = usagePageSchema.parse((await api.get('/api/usage?limit=10')).json());
    for (let i = 0; i < 5; i++)
      await spendAt(t.database, userId, new Date(Date.UTC(2026, 5, 1) + i), { templateName: 'new' });
    const page2 = usagePageSchema.parse((await api.get(`/api/usage?limit=10&cursor=${page1.nextCursor}`)).json());
    const page3 = usagePageSchema.parse((await api.get(`/api/usage?limit=10&cursor=${page2.nextCursor}`)).json());
    expect([...ids(page1), ...ids(page2), ...ids(page3)]).toEqual(ids(everything));
    expect(page3.nextCursor).toBeNull();
    const fresh = usagePageSchema.parse((await api.get('/api/usage?limit=5')).json());
    expect(fresh.items.every((r) => r.template_name === 'new')).toBe(true);
  });

  it('defaults to 20 per page and refuses a limit outside 1..100 or a forged cursor with 400', async () => {
    const { api } = await userWithHistory(21);
    const page = (await api.get('/api/usage')).json();
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).toEqual(expect.any(String));
    for (const bad of ['limit=0', 'limit=101', 'limit=abc', 'cursor=not-a-cursor', `cursor=${'x'.repeat(600)}`]) {
      const response = await api.get(`/api/usage?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const garbage = Buffer.from(JSON.stringify({ t: 'yesterday', id: 'x' })).toString('base64url');
    expect((await api.get(`/api/usage?cursor=${garbage}`)).statusCode).toBe(400);
    const valid = encodeCursor({ t: new Date(start + 3600_000).toISOString(), id: 'zzz' });
    expect((await api.get(`/api/usage?limit=100&cursor=${valid}`)).json().items).toHaveLength(21);
  });

  it("shows only the signed-in user's records, and 401 signed out", async () => {
    await userWithHistory(3);
    const grace = await fastUser(t.app, 'grace@example.com');
    expect((await client(t.app, grace.cookie).get('/api/usage')).json()).toEqual({ items: [], nextCursor: null });
    const signedOut = await client(t.app).get('/api/usage');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ error: 'Not signed in', code: 'NOT_SIGNED_IN' });
    expect((await client(t.app).get('/api/usage/summary')).statusCode).toBe(401);
  });
});
