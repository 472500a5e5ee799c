import { PLAN_IDS, PLAN_LIMITS, PLAN_NAMES, texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser, setPlan } from '../../../test/fast-user.ts';
import { seedComponents, seedTemplates } from '../../../test/seed-content.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

const adHoc = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `adhoc_${i}`, name: `F${i}`, value: '', type: 'text', required: false }));

describe.each(DB_KINDS)('template plan limits on %s', (kind) => {
  const t = useTestApp(kind);

  it.each(PLAN_IDS)('allows exactly the %s plan’s templates, then 403 naming the limit and the plan', async (plan) => {
    const { userId, cookie } = await fastUser(t.app, `${plan}@example.com`, plan);
    const api = client(t.app, cookie);
    const limit = PLAN_LIMITS[plan].templates;
    await seedTemplates(t.database, userId, limit - 1);
    expect((await api.post('/api/create_template', { title: 'last', fields: [] })).statusCode).toBe(201);
    const over = await api.post('/api/create_template', { title: 'one too many', fields: [] });
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toBe(
      `You have reached the template limit of ${limit} for your plan (${PLAN_NAMES[plan]}).`,
    );
    expect((await api.get('/api/templates')).json().templates).toHaveLength(limit);
  });

  it.each(PLAN_IDS)('counts ad-hoc and component fields toward the %s plan’s fields per template', async (plan) => {
    const { userId, cookie } = await fastUser(t.app, `${plan}@example.com`, plan);
    const api = client(t.app, cookie);
    const max = PLAN_LIMITS[plan].fieldsPerTemplate;
    const limitText = texts.editor.adHocLimit(max, PLAN_NAMES[plan]);
    const fields = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `F${i}`, type: 'text' }));

    const atLimit = await api.post('/api/create_template', { title: 'full', fields: fields(max) });
    expect(atLimit.statusCode).toBe(201);
    const overOnCreate = await api.post('/api/create_template', { title: 'over', fields: fields(max + 1) });
    expect(overOnCreate.statusCode).toBe(403);
    expect(overOnCreate.json().error).toBe(limitText);

    // Two components of 3 fields each plus max - 6 ad-hoc fields fill the template exactly.
    const [c1, c2, c3] = await seedComponents(t.database, userId, 3, 3);
    const id = atLimit.json().templateId;
    const sections = [
      { id: 'sec_1', componentId: c1 },
      { id: 'sec_2', componentId: c2 },
    ];
    const ok = await api.patch(`/api/templates/${id}`, { sections, adHocFields: adHoc(max - 6) });
    expect(ok.statusCode).toBe(200);
    const oneMore = await api.patch(`/api/templates/${id}`, { adHocFields: adHoc(max - 5) });
    expect(oneMore.statusCode).toBe(403);
    expect(oneMore.json().error).toBe(limitText);
    const anotherSection = await api.patch(`/api/templates/${id}`, {
      sections: [...sections, { id: 'sec_3', componentId: c3 }],
    });
    expect(anotherSection.statusCode).toBe(403);
    expect(anotherSection.json().error).toBe(limitText);
    expect((await api.get(`/api/templates/${id}`)).json().template.adHocFields).toHaveLength(max - 6);
  });

  it('lets a template left over its field limit by a downgrade be edited, but not grow', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, cookie);
    const id = (await api.post('/api/create_template', { title: 'big', fields: [] })).json().templateId;
    expect((await api.patch(`/api/templates/${id}`, { adHocFields: adHoc(20) })).statusCode).toBe(200);
    await setPlan(t.database, userId, 'free');
    expect((await api.patch(`/api/templates/${id}`, { aiInstructions: 'still mine' })).statusCode).toBe(200);
    expect((await api.patch(`/api/templates/${id}`, { adHocFields: adHoc(15) })).statusCode).toBe(200);
    const grow = await api.patch(`/api/templates/${id}`, { adHocFields: adHoc(16) });
    expect(grow.statusCode).toBe(403);
    expect(grow.json().error).toBe(texts.editor.adHocLimit(10, 'Free'));
  });

  it('never exceeds the template limit under concurrent creates (basic, 18 existing, 10 at once)', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, cookie);
    await seedTemplates(t.database, userId, 18);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.post('/api/create_template', { title: `race ${i}`, fields: [] })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 403, 403, 403, 403, 403, 403, 403, 403]);
    expect((await api.get('/api/templates')).json().templates).toHaveLength(20);
  });

  it('never exceeds the component limit under concurrent prebuilt creates', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, cookie);
    await seedComponents(t.database, userId, 14);
    // Titles of its own for each request: a prebuilt reuses components of the same title.
    const body = (i: number) => ({
      title: 'Two parts',
      defaultComponents: [
        { title: `A${i}`, fields: [{ label: 'a', type: 'text', defaultValue: '' }] },
        { title: `B${i}`, fields: [{ label: 'b', type: 'text', defaultValue: '' }] },
      ],
      defaultAdHocFields: [],
      defaultAIInstructions: '',
    });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.post('/api/create_prebuilt_template', body(i))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 403)).toHaveLength(3);
    expect((await api.get('/api/components')).json().components).toHaveLength(20);
  });
});
