import { componentSchema, listedComponentSchema, PLAN_IDS, PLAN_LIMITS, PLAN_NAMES, texts } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser, setPlan } from '../../../test/fast-user.ts';
import { seedComponents, seedTemplates, textFields } from '../../../test/seed-content.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { templates } from '../../db/schema.ts';

describe.each(DB_KINDS)('components API on %s', (kind) => {
  const t = useTestApp(kind);

  async function basicUser() {
    const user = await fastUser(t.app, 'ada@example.com', 'basic');
    return { ...user, api: client(t.app, user.cookie) };
  }

  it('creates, lists oldest first, edits and deletes a component', async () => {
    const { api, userId } = await basicUser();
    const fields = [
      { label: 'Phone', type: 'text', defaultValue: '555' },
      { label: 'Born', type: 'date', defaultValue: '' },
    ];
    const created = await api.post('/api/create_component', { title: 'Contact', fields });
    expect(created.statusCode).toBe(201);
    const id = created.json().componentId;
    const second = (await api.post('/api/create_component', { title: 'Second', fields: [] })).json().componentId;
    const list = (await api.get('/api/components')).json().components;
    expect(list.map((c: unknown) => componentSchema.parse(c))).toEqual([
      expect.objectContaining({ id, ownerUid: userId, title: 'Contact', fields, locked: false }),
      expect.objectContaining({ id: second }),
    ]);
    const edited = await api.put(`/api/components/${id}`, { title: 'Reach me', fields: fields.slice(0, 1) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().component).toMatchObject({ id, title: 'Reach me', fields: fields.slice(0, 1) });
    const deleted = await api.del(`/api/delete_component/${id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await api.get('/api/components')).json().components).toHaveLength(1);
    expect((await api.del(`/api/delete_component/${id}/`)).statusCode).toBe(404);
    expect((await api.put(`/api/components/${id}`, { title: 'x', fields: [] })).statusCode).toBe(404);
  });

  it('removes a deleted component’s sections from the templates that used it, keeping the others', async () => {
    const { api } = await basicUser();
    const create = async (title: string) =>
      (await api.post('/api/create_component', { title, fields: [] })).json().componentId as string;
    const [gone, kept, third] = [await create('Gone'), await create('Kept'), await create('Third')];
    const templateId = (await api.post('/api/create_template', { title: 'T', fields: [] })).json().templateId;
    const other = (await api.post('/api/create_template', { title: 'U', fields: [] })).json().templateId;
    const sections = [
      { id: 'sec_1', componentId: kept },
      { id: 'sec_2', componentId: gone },
      { id: 'sec_3', componentId: third },
    ];
    expect((await api.patch(`/api/templates/${templateId}`, { sections })).statusCode).toBe(200);
    await api.patch(`/api/templates/${other}`, { sections: [{ id: 'sec_9', componentId: kept }] });
    expect((await api.del(`/api/delete_component/${gone}/`)).statusCode).toBe(200);
    const after = (await api.get(`/api/templates/${templateId}`)).json().template;
    expect(after.sections).toEqual([sections[0], sections[2]]);
    expect((await api.get(`/api/templates/${other}`)).json().template.sections).toEqual([
      { id: 'sec_9', componentId: kept },
    ]);
  });

  it('lists the templates that use each component, oldest first, only the user’s own', async () => {
    const { api } = await basicUser();
    const create = async (title: string) =>
      (await api.post('/api/create_component', { title, fields: [] })).json().componentId as string;
    const [contact, resume, unused] = [await create('Contact'), await create('Resume'), await create('Unused')];
    const template = async (title: string, componentIds: string[]) => {
      const id = (await api.post('/api/create_template', { title, fields: [] })).json().templateId as string;
      const sections = componentIds.map((componentId, i) => ({ id: `sec_${i}`, componentId }));
      expect((await api.patch(`/api/templates/${id}`, { sections })).statusCode).toBe(200);
      return id;
    };
    const job = await template('Job hunt 2026', [contact, resume]);
    const visa = await template('Visa', [contact]);
    // Another user's template naming this user's component (the API refuses that; a stray row) is
    // neither counted nor touched by the delete.
    const eve = await fastUser(t.app, 'eve@example.com', 'basic');
    const [eveTemplate] = await seedTemplates(t.database, eve.userId, 1);
    if (!eveTemplate) throw new Error('seeded a template');
    await t.database.db
      .update(templates)
      .set({ sections: [{ id: 'sec_1', componentId: contact }] })
      .where(eq(templates.id, eveTemplate));

    const list = (await api.get('/api/components')).json().components;
    expect(list.map((c: unknown) => listedComponentSchema.parse(c))).toEqual([
      expect.objectContaining({
        id: contact,
        usedIn: [
          { id: job, name: 'Job hunt 2026' },
          { id: visa, name: 'Visa' },
        ],
      }),
      expect.objectContaining({ id: resume, usedIn: [{ id: job, name: 'Job hunt 2026' }] }),
      expect.objectContaining({ id: unused, usedIn: [] }),
    ]);
    expect((await api.del(`/api/delete_component/${contact}/`)).statusCode).toBe(200);
    const afterDelete = (await api.get('/api/components')).json().components;
    expect(afterDelete.map((c: { usedIn: unknown }) => c.usedIn)).toEqual([[{ id: job, name: 'Job hunt 2026' }], []]);
    expect((await client(t.app, eve.cookie).get(`/api/templates/${eveTemplate}`)).json().template.sections).toEqual([
      { id: 'sec_1', componentId: contact },
    ]);
  });

  it('refuses a blank title with its exact text and other bad bodies with 400', async () => {
    const { api } = await basicUser();
    const blank = await api.post('/api/create_component', { title: '  ', fields: [] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain(texts.components.titleRequired);
    const bad = [
      { title: 'x'.repeat(201), fields: [] },
      { title: 'x', fields: [{ label: '', type: 'text', defaultValue: '' }] },
      { title: 'x', fields: [{ label: 'a', type: 'colour', defaultValue: '' }] },
      { title: 'x', fields: [{ label: 'a', type: 'text', defaultValue: 'x'.repeat(10_001) }] },
      { title: 'x', fields: 'none' },
    ];
    for (const body of bad) expect((await api.post('/api/create_component', body)).statusCode).toBe(400);
    const id = (await api.post('/api/create_component', { title: 'ok', fields: [] })).json().componentId;
    expect((await api.put(`/api/components/${id}`, { title: '', fields: [] })).statusCode).toBe(400);
  });

  it.each(PLAN_IDS)('allows exactly the %s plan’s components, then 403 naming the limit and the plan', async (plan) => {
    const { userId, cookie } = await fastUser(t.app, `${plan}@example.com`, plan);
    const api = client(t.app, cookie);
    const limit = PLAN_LIMITS[plan].components;
    await seedComponents(t.database, userId, limit - 1);
    expect((await api.post('/api/create_component', { title: 'last', fields: [] })).statusCode).toBe(201);
    const over = await api.post('/api/create_component', { title: 'one too many', fields: [] });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({
      error: `You have reached the component limit of ${limit} for your plan (${PLAN_NAMES[plan]}).`,
      code: 'PLAN_LIMIT',
    });
  });

  it('never exceeds the component limit under concurrent creates (free, 8 at once)', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api.post('/api/create_component', { title: `race ${i}`, fields: [] })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = responses.filter((r) => r.statusCode === 403);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.json()).toEqual({
        error: 'You have reached the component limit of 5 for your plan (Free).',
        code: 'PLAN_LIMIT',
      });
    }
    expect((await api.get('/api/components')).json().components).toHaveLength(5);
  });

  it.each(PLAN_IDS)('limits a component’s fields to the %s plan’s fields per template', async (plan) => {
    const { cookie } = await fastUser(t.app, `${plan}@example.com`, plan);
    const api = client(t.app, cookie);
    const max = PLAN_LIMITS[plan].fieldsPerTemplate;
    const full = await api.post('/api/create_component', { title: 'full', fields: textFields(max) });
    expect(full.statusCode).toBe(201);
    const over = await api.post('/api/create_component', { title: 'over', fields: textFields(max + 1) });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ error: texts.components.tooManyFields(max), code: 'PLAN_LIMIT' });
    const id = full.json().componentId;
    const editOver = await api.put(`/api/components/${id}`, { title: 'full', fields: textFields(max + 1) });
    expect(editOver.statusCode).toBe(403);
    expect(editOver.json()).toEqual({ error: texts.components.maxFieldsAllowed(max), code: 'PLAN_LIMIT' });
    expect((await api.put(`/api/components/${id}`, { title: 'same', fields: textFields(max) })).statusCode).toBe(200);
  });

  it('locks components beyond the limit after a downgrade and unlocks them on upgrade', async () => {
    const { api, userId } = await basicUser();
    const ids = await seedComponents(t.database, userId, 7, 2);
    await setPlan(t.database, userId, 'free');
    const list = (await api.get('/api/components')).json().components;
    expect(list.map((c: { id: string }) => c.id)).toEqual(ids);
    expect(list.map((c: { locked: boolean }) => c.locked)).toEqual([false, false, false, false, false, true, true]);
    const locked = ids[5];
    const edit = await api.put(`/api/components/${locked}`, { title: 'x', fields: [] });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ error: texts.components.lockedEdit, code: 'LOCKED' });
    const del = await api.del(`/api/delete_component/${locked}/`);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ error: texts.components.lockedDelete, code: 'LOCKED' });
    expect((await api.put(`/api/components/${ids[0]}`, { title: 'fine', fields: [] })).statusCode).toBe(200);

    await setPlan(t.database, userId, 'basic');
    const after = (await api.get('/api/components')).json().components;
    expect(after.every((c: { locked: boolean }) => !c.locked)).toBe(true);
    expect(after[6].fields).toHaveLength(2);
    expect((await api.put(`/api/components/${locked}`, { title: 'x', fields: [] })).statusCode).toBe(200);
  });
});
