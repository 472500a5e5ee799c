import { texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser, setPlan } from '../../../test/fast-user.ts';
import { seedComponents, seedProjects, seedTemplates } from '../../../test/seed-content.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

describe.each(DB_KINDS)('derived template locks on %s', (kind) => {
  const t = useTestApp(kind);

  async function professionalWithFive() {
    const user = await fastUser(t.app, 'ada@example.com', 'professional');
    const ids = await seedTemplates(t.database, user.userId, 5);
    return { ...user, ids, api: client(t.app, user.cookie) };
  }

  it('locks all but the two oldest templates after a downgrade to free, and deletes nothing', async () => {
    const { userId, ids, api } = await professionalWithFive();
    await setPlan(t.database, userId, 'free');
    const templates = (await api.get('/api/templates')).json().templates;
    expect(templates.map((x: { id: string }) => x.id)).toEqual(ids);
    expect(templates.map((x: { locked: boolean }) => x.locked)).toEqual([false, false, true, true, true]);
    expect(templates[0].aiInstructions).toBe('instructions 1');
    // A locked template is listed (name and place only), never read in full.
    expect(templates[4]).toMatchObject({ name: 'Seeded 5', aiInstructions: '', sections: [], adHocFields: [] });
  });

  it('refuses to open, edit, rename, move or export a locked template with the locked-template text', async () => {
    const { userId, ids, api } = await professionalWithFive();
    const [projectId] = await seedProjects(t.database, userId, 1);
    await setPlan(t.database, userId, 'free');
    const locked = ids[2];
    const refused = [
      await api.get(`/api/templates/${locked}`),
      await api.patch(`/api/templates/${locked}`, { aiInstructions: 'x' }),
      await api.patch(`/api/templates/${locked}`, { projectId }),
      await api.put(`/api/templates/${locked}`, {
        name: 'x',
        projectId: null,
        sections: [],
        adHocFields: [],
        aiInstructions: '',
        aiSettings: {},
        specialization: 'other',
      }),
      await api.post('/api/update_template_name', { templateId: locked, name: 'x' }),
      await api.get(`/api/templates/${locked}/export`),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: texts.editor.lockedTemplate, code: 'LOCKED' });
    }
    expect((await api.get(`/api/templates/${ids[1]}`)).statusCode).toBe(200);
  });

  it('lets a locked template be deleted, which unlocks the next oldest', async () => {
    const { userId, ids, api } = await professionalWithFive();
    await setPlan(t.database, userId, 'free');
    expect((await api.del(`/api/delete_template/${ids[4]}/`)).statusCode).toBe(200);
    expect((await api.del(`/api/delete_template/${ids[0]}/`)).statusCode).toBe(200);
    const templates = (await api.get('/api/templates')).json().templates;
    expect(templates.map((x: { locked: boolean }) => x.locked)).toEqual([false, false, true]);
    expect((await api.get(`/api/templates/${ids[2]}`)).statusCode).toBe(200);
  });

  it('unlocks everything again on upgrade, with the content intact', async () => {
    const { userId, ids, api } = await professionalWithFive();
    await setPlan(t.database, userId, 'free');
    await setPlan(t.database, userId, 'basic');
    const templates = (await api.get('/api/templates')).json().templates;
    expect(templates.every((x: { locked: boolean }) => !x.locked)).toBe(true);
    const last = (await api.get(`/api/templates/${ids[4]}`)).json().template;
    expect(last).toMatchObject({ aiInstructions: 'instructions 5', aiSettings: { model: 'gpt-4o', tone: 'warm' } });
  });

  it('keeps sections of a locked component in a template, and refuses adding a locked component', async () => {
    const { userId, cookie } = await fastUser(t.app, 'grace@example.com', 'basic');
    const api = client(t.app, cookie);
    const comps = await seedComponents(t.database, userId, 7);
    const id = (await api.post('/api/create_template', { title: 'T', fields: [] })).json().templateId;
    const kept = [{ id: 'sec_last', componentId: comps[6] }];
    expect((await api.patch(`/api/templates/${id}`, { sections: kept })).statusCode).toBe(200);
    await setPlan(t.database, userId, 'free');

    expect((await api.get(`/api/templates/${id}`)).json().template.sections).toEqual(kept);
    // Saving keeps the hidden section; adding another locked one is refused.
    expect((await api.patch(`/api/templates/${id}`, { sections: kept, aiInstructions: 'x' })).statusCode).toBe(200);
    const add = await api.patch(`/api/templates/${id}`, {
      sections: [...kept, { id: 'sec_new', componentId: comps[5] }],
    });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({ error: texts.components.lockedAdd, code: 'LOCKED' });
    const unlocked = await api.patch(`/api/templates/${id}`, {
      sections: [...kept, { id: 'sec_ok', componentId: comps[0] }],
    });
    expect(unlocked.statusCode).toBe(200);
  });
});
