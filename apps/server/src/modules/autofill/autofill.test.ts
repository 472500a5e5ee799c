import { texts } from '@filldeck/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postApplied } from '../../../test/autofill-fixtures.ts';
import { fastUser, setPlan } from '../../../test/fast-user.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { readUser, updateUser } from '../../../test/usage-fixtures.ts';
import { autofillUsage } from '../../db/schema.ts';
import { AI_NOT_CONFIGURED } from './fill-form.ts';

const exportDoc = (name: string) => ({
  format: 'filldeck-template',
  version: 1,
  exportedAt: new Date().toISOString(),
  template: {
    name,
    aiInstructions: '',
    aiSettings: {},
    specialization: 'other',
    adHocFields: [{ name: 'Cover Letter', value: 'Dear team, …', type: 'textarea', required: false }],
    components: [
      {
        title: 'Contact',
        fields: [
          { label: 'Full Name', type: 'text', defaultValue: 'Ada Lovelace' },
          { label: 'Email', type: 'email', defaultValue: 'ada@example.com' },
        ],
      },
    ],
  },
});

const pageFields = [
  { key: 'f1', kind: 'text', tag: 'input', type: 'text', label: 'First name' },
  { key: 'f2', kind: 'text', tag: 'input', type: 'email', label: 'E-mail address' },
  { key: 'f3', kind: 'textarea', tag: 'textarea', label: 'Cover letter' },
  { key: 'f4', kind: 'text', tag: 'input', type: 'text', label: 'Favourite colour' },
];

describe.each(DB_KINDS)('POST /api/autofill on %s', (kind) => {
  const t = useTestApp(kind);

  async function arrange(plan: 'free' | 'professional' = 'professional') {
    const user = await fastUser(t.app, 'ada@example.com', plan);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/templates/import',
      headers: { cookie: user.cookie },
      payload: exportDoc('Job hunt'),
    });
    expect(created.statusCode).toBe(201);
    return { ...user, templateId: (created.json() as { templateId: string }).templateId };
  }
  const autofill = (cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/autofill', headers: { cookie, ...headers }, payload: payload as object });
  const usageRows = async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(autofillUsage).where(eq(autofillUsage.userId, userId)))[0]?.n;

  it('fills what the template answers, leaves the rest with a reason, and charges nothing for the preview', async () => {
    const { cookie, userId, templateId } = await arrange();
    const before = (await readUser(t.database, userId)).balance;
    const response = await autofill(cookie, {
      templateId,
      url: 'https://jobs.example/apply?ref=1',
      title: 'Apply',
      fields: pageFields,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toMatch(/total;dur=/);
    const body = response.json();
    expect(body.values).toEqual({ f1: 'Ada', f2: 'ada@example.com', f3: 'Dear team, …' });
    expect(body.sources).toEqual({ f1: 'local', f2: 'local', f3: 'local' });
    expect(body.skipped).toEqual([{ key: 'f4', reason: 'no_match' }]);
    expect(body.usage).toMatchObject({
      provider: 'local',
      model: 'local',
      totalTokens: 0,
      credits: 0,
      applyCredits: 1,
      balance: before,
    });
    expect(body.fillId).toEqual(expect.any(String));
    expect(body.replayed).toBe(false);
    expect((await readUser(t.database, userId)).balance).toBe(before);
    // Kept for Apply and replays, but not in the history or the figures: a closed preview is free.
    const [row] = await t.database.db.select().from(autofillUsage).where(eq(autofillUsage.userId, userId));
    expect(row).toMatchObject({
      id: body.fillId,
      templateName: 'Job hunt',
      model: 'local',
      balanceUsed: 0,
      filledFields: 0,
      status: 'not_applied',
      site: 'jobs.example',
    });
    const history = await t.app.inject({ method: 'GET', url: '/api/usage', headers: { cookie } });
    expect(history.json().items).toEqual([]);
    const summary = await t.app.inject({ method: 'GET', url: '/api/usage/summary', headers: { cookie } });
    expect(summary.json()).toMatchObject({ aiTransactions: 0, aiFieldsFilled: 0, creditsUsed: 0 });
  });

  it('charges the fill when it is applied, counts the fields applied, shows its site, and charges once', async () => {
    const { cookie, userId, templateId } = await arrange();
    const before = (await readUser(t.database, userId)).balance;
    const { fillId } = (
      await autofill(cookie, { templateId, url: 'https://jobs.example/apply', fields: pageFields })
    ).json();
    // The user unticked the cover letter; a key the fill never proposed is not counted.
    const applied = await postApplied(t.app, cookie, fillId, ['f1', 'f2', 'f4']);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ filledFields: 2, credits: 1, balance: before - 1, replayed: false });
    expect((await readUser(t.database, userId)).balance).toBe(before - 1);
    const history = (await t.app.inject({ method: 'GET', url: '/api/usage', headers: { cookie } })).json();
    expect(history.items).toEqual([
      expect.objectContaining({
        id: fillId,
        filled_fields: 2,
        balance_used: 1,
        status: 'success',
        site: 'jobs.example',
        model: 'local',
      }),
    ]);
    const summary = await t.app.inject({ method: 'GET', url: '/api/usage/summary', headers: { cookie } });
    expect(summary.json()).toMatchObject({ aiTransactions: 1, aiFieldsFilled: 2, creditsUsed: 1 });
    // Applied again (Undo, then Apply; or a retried report): nothing more.
    const again = await postApplied(t.app, cookie, fillId, ['f1', 'f2', 'f3']);
    expect(again.json()).toEqual({ filledFields: 2, credits: 0, balance: before - 1, replayed: true });
    expect((await readUser(t.database, userId)).balance).toBe(before - 1);
  });

  it('refuses to apply another user’s fill (404), a fill that proposed none of the keys (400), and bad bodies', async () => {
    const { cookie, userId, templateId } = await arrange();
    const { fillId } = (await autofill(cookie, { templateId, fields: pageFields })).json();
    const other = await fastUser(t.app, 'eve@example.com', 'professional');
    const foreign = await postApplied(t.app, other.cookie, fillId, ['f1']);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: texts.autofill.fillNotFound, code: 'NOT_FOUND' });
    expect((await postApplied(t.app, cookie, 'no-such-fill', ['f1'])).statusCode).toBe(404);
    const none = await postApplied(t.app, cookie, fillId, ['f4']);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: texts.autofill.appliedNotProposed, code: 'BAD_REQUEST' });
    for (const keys of [[], ['x'.repeat(201)], Array.from({ length: 501 }, (_, i) => `k${i}`)]) {
      const bad = await postApplied(t.app, cookie, fillId, keys);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/^Invalid request body/);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/autofill/${fillId}/applied`,
      payload: { keys: ['f1'] },
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(autofillUsage).where(eq(autofillUsage.userId, userId));
    expect(row).toMatchObject({ status: 'not_applied', balanceUsed: 0 });
  });

  it('takes at Apply only what is left when other spends used the balance since the preview', async () => {
    const { cookie, userId, templateId } = await arrange();
    const { fillId } = (await autofill(cookie, { templateId, fields: pageFields })).json();
    await updateUser(t.database, userId, { balance: 0 });
    const applied = await postApplied(t.app, cookie, fillId, ['f1']);
    expect(applied.json()).toEqual({ filledFields: 1, credits: 0, balance: 0, replayed: false });
  });

  it('spends once for a retried request with the same Idempotency-Key and answers the same values', async () => {
    const { cookie, userId, templateId } = await arrange();
    const body = { templateId, fields: pageFields };
    const first = await autofill(cookie, body, { 'idempotency-key': 'retry-1' });
    const second = await autofill(cookie, body, { 'idempotency-key': 'retry-1' });
    expect(second.json().values).toEqual(first.json().values);
    expect(second.json().replayed).toBe(true);
    expect(second.json().usage.balance).toBe(first.json().usage.balance);
    expect(await usageRows(userId)).toBe(1);
  });

  it('refuses with 402 and the credits text when the balance is too low, spending nothing', async () => {
    const { cookie, userId, templateId } = await arrange();
    await updateUser(t.database, userId, { balance: 0, nextRefresh: new Date('2099-03-01T00:00:00Z') });
    const response = await autofill(cookie, { templateId, fields: pageFields });
    expect(response.statusCode).toBe(402);
    // The extension shows this text as it is: when the credits come back, and where more come from.
    expect(response.json()).toEqual({
      error:
        'Not enough credits: this fill needs 1 credits and your balance is 0. Your credits refill on March 1, 2099. For more credits, see the plans: http://localhost:3000/subscription',
      code: 'INSUFFICIENT_CREDITS',
    });
    expect(await usageRows(userId)).toBe(0);
  });

  it('answers 404 for another user’s template and 401 when signed out', async () => {
    const { templateId } = await arrange();
    const other = await fastUser(t.app, 'eve@example.com', 'professional');
    const foreign = await autofill(other.cookie, { templateId, fields: pageFields });
    expect(foreign.statusCode).toBe(404);
    expect(await usageRows(other.userId)).toBe(0);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/autofill',
      payload: { templateId, fields: pageFields },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a locked template with 403 and the locked-template text, spending nothing', async () => {
    const { cookie, userId } = await arrange();
    for (const name of ['Second', 'Third']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/templates/import',
        headers: { cookie },
        payload: exportDoc(name),
      });
    }
    const list = (await t.app.inject({ method: 'GET', url: '/api/templates', headers: { cookie } })).json() as {
      templates: Array<{ id: string; name: string }>;
    };
    const third = list.templates.find((x) => x.name === 'Third');
    await setPlan(t.database, userId, 'free');
    const response = await autofill(cookie, { templateId: third?.id, fields: pageFields });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: texts.editor.lockedTemplate, code: 'LOCKED' });
    expect(await usageRows(userId)).toBe(0);
  });

  it('refuses bad input with 400 and spends nothing: too many fields, huge strings, wrong types, duplicate keys', async () => {
    const { cookie, userId, templateId } = await arrange();
    const many = Array.from({ length: 501 }, (_, i) => ({ key: `k${i}`, kind: 'text', tag: 'input' }));
    const bodies = [
      { templateId, fields: many },
      { templateId, fields: [{ ...pageFields[0], label: 'x'.repeat(1001) }] },
      { templateId, fields: [{ ...pageFields[0], required: 'yes' }] },
      { templateId, fields: [pageFields[0], pageFields[0]] },
      { fields: pageFields },
      { templateId, fields: [] },
    ];
    for (const body of bodies) {
      const response = await autofill(cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^Invalid request body/);
    }
    expect(await usageRows(userId)).toBe(0);
  });

  it('refuses the AI provider with a clear message while no AI endpoint is configured', async () => {
    const { cookie, userId, templateId } = await arrange();
    const response = await autofill(cookie, { templateId, fields: pageFields, provider: 'ai' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: AI_NOT_CONFIGURED, code: 'NOT_CONFIGURED' });
    expect(await usageRows(userId)).toBe(0);
  });
});
