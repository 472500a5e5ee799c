import { type Component, PLAN_IDS, PLAN_LIMITS, PLAN_NAMES, texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { type Client, client } from '../../../test/content-client.ts';
import { fastUser, setPlan } from '../../../test/fast-user.ts';
import { seedComponents, textFields } from '../../../test/seed-content.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

const adHoc = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `adhoc_${i}`, name: `F${i}`, value: '', type: 'text', required: false }));

/** A template holding `adHocCount` ad-hoc fields and a section for each of `componentIds`. */
async function templateWith(api: Client, componentIds: string[], adHocCount: number): Promise<string> {
  const id = (await api.post('/api/create_template', { title: 'T', fields: [] })).json().templateId;
  const sections = componentIds.map((componentId, i) => ({ id: `sec_${i}`, componentId }));
  const patched = await api.patch(`/api/templates/${id}`, { sections, adHocFields: adHoc(adHocCount) });
  expect(patched.statusCode).toBe(200);
  return id;
}

async function componentById(api: Client, id: string): Promise<Component | undefined> {
  return (await api.get('/api/components')).json().components.find((c: Component) => c.id === id);
}

describe.each(DB_KINDS)('a component edit within its templates’ field limit on %s', (kind) => {
  const t = useTestApp(kind);

  it.each(PLAN_IDS)(
    'lets a %s template reach its fields per template through a component edit, not pass it',
    async (plan) => {
      const { userId, cookie } = await fastUser(t.app, `${plan}@example.com`, plan);
      const api = client(t.app, cookie);
      const max = PLAN_LIMITS[plan].fieldsPerTemplate;
      const [edited, other] = await seedComponents(t.database, userId, 2, 3);
      if (!edited || !other) throw new Error('seeded two components');
      // Two templates use the edited component: a roomy one and one with a single field to spare.
      await templateWith(api, [edited], 0);
      const full = await templateWith(api, [other, edited], max - 7);

      const atLimit = await api.put(`/api/components/${edited}`, { title: 'At limit', fields: textFields(4) });
      expect(atLimit.statusCode).toBe(200);
      const over = await api.put(`/api/components/${edited}`, { title: 'Over', fields: textFields(5, 'New') });
      expect(over.statusCode).toBe(403);
      expect(over.json()).toEqual({ error: texts.editor.adHocLimit(max, PLAN_NAMES[plan]), code: 'PLAN_LIMIT' });
      expect(over.json().error).toContain('limit');

      expect(await componentById(api, edited)).toMatchObject({ title: 'At limit', fields: textFields(4) });
      expect((await api.get(`/api/templates/${full}`)).json().template.adHocFields).toHaveLength(max - 7);
    },
  );

  it('ignores templates that do not use the edited component', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com', 'free');
    const api = client(t.app, cookie);
    const [edited, other] = await seedComponents(t.database, userId, 2, 5);
    if (!edited || !other) throw new Error('seeded two components');
    await templateWith(api, [other], 5);
    expect((await api.put(`/api/components/${edited}`, { title: 'x', fields: textFields(10) })).statusCode).toBe(200);
  });

  it('lets a component of a template left over its limit by a downgrade be edited, but not grow', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, cookie);
    const [edited] = await seedComponents(t.database, userId, 1, 4);
    if (!edited) throw new Error('seeded a component');
    await templateWith(api, [edited], 16);
    await setPlan(t.database, userId, 'free');

    expect((await api.put(`/api/components/${edited}`, { title: 'Renamed', fields: textFields(4) })).statusCode).toBe(
      200,
    );
    expect((await api.put(`/api/components/${edited}`, { title: 'Smaller', fields: textFields(2) })).statusCode).toBe(
      200,
    );
    const grow = await api.put(`/api/components/${edited}`, { title: 'Grown', fields: textFields(3) });
    expect(grow.statusCode).toBe(403);
    expect(grow.json()).toEqual({ error: texts.editor.adHocLimit(10, 'Free'), code: 'PLAN_LIMIT' });
    expect(await componentById(api, edited)).toMatchObject({ title: 'Smaller', fields: textFields(2) });
  });
});
