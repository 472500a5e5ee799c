import { PREBUILT_TEMPLATES, texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser, setPlan } from '../../../test/fast-user.ts';
import { seedComponents, seedProjects, seedTemplates } from '../../../test/seed-content.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

describe.each(DB_KINDS)('duplicate template on %s', (kind) => {
  const t = useTestApp(kind);

  it('copies name, project, sections (same components), fields, instructions and settings', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, cookie);
    const [c1, c2] = await seedComponents(t.database, userId, 2, 2);
    const [projectId] = await seedProjects(t.database, userId, 1);
    const id = (await api.post('/api/create_template', { title: 'Job hunt', fields: [], projectId })).json().templateId;
    const saved = await api.patch(`/api/templates/${id}`, {
      sections: [
        { id: 'sec_a', componentId: c1 },
        { id: 'sec_b', componentId: c2 },
      ],
      adHocFields: [{ id: 'adhoc_1', name: 'Nickname', value: 'Ada', type: 'text', required: true }],
      aiInstructions: 'Be brief',
      aiSettings: { model: 'gpt-4o', max_tokens: 900, tone: 'warm', style: 'plain' },
      specialization: 'jobs',
    });
    expect(saved.statusCode).toBe(200);

    const duplicated = await api.post(`/api/templates/${id}/duplicate`);
    expect(duplicated.statusCode).toBe(201);
    const copyId = duplicated.json().templateId;
    expect(copyId).not.toBe(id);
    const original = (await api.get(`/api/templates/${id}`)).json().template;
    const copy = (await api.get(`/api/templates/${copyId}`)).json().template;
    expect(copy).toMatchObject({
      name: 'Job hunt (copy)',
      projectId,
      aiInstructions: 'Be brief',
      aiSettings: { model: 'gpt-4o', max_tokens: 900, tone: 'warm', style: 'plain' },
      specialization: 'jobs',
      locked: false,
    });
    expect(copy.sections.map((s: { componentId: string }) => s.componentId)).toEqual([c1, c2]);
    expect(copy.sections.every((s: { id: string }) => s.id.startsWith('sec_'))).toBe(true);
    expect(copy.adHocFields).toEqual([
      { id: expect.stringMatching(/^adhoc_/), name: 'Nickname', value: 'Ada', type: 'text', required: true },
    ]);
    // No new components: the copy shares the original's.
    expect((await api.get('/api/components')).json().components).toHaveLength(2);
    // The original is untouched.
    expect(original.name).toBe('Job hunt');
    expect((await api.get('/api/templates')).json().templates).toHaveLength(2);
  });

  it('refuses past the plan’s template limit with the limit error and creates nothing', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    const [first] = await seedTemplates(t.database, userId, 2);
    const refused = await api.post(`/api/templates/${first}/duplicate`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You have reached the template limit of 2 for your plan (Free).');
    expect((await api.get('/api/templates')).json().templates).toHaveLength(2);
  });

  it('refuses a template over the plan’s fields per template (after a downgrade)', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, cookie);
    const prebuilt = PREBUILT_TEMPLATES.find((p) => p.id === 'job-application');
    if (!prebuilt) throw new Error('job-application');
    const id = (await api.post('/api/create_prebuilt_template', prebuilt)).json().templateId;
    await setPlan(t.database, userId, 'free');
    const refused = await api.post(`/api/templates/${id}/duplicate`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('limit');
  });

  it('answers 404 for another user’s template and for a missing one, 401 signed out', async () => {
    const ada = await fastUser(t.app, 'ada@example.com', 'basic');
    const bob = await fastUser(t.app, 'bob@example.com', 'basic');
    const [adaTemplate] = await seedTemplates(t.database, ada.userId, 1);
    const asBob = client(t.app, bob.cookie);
    const foreign = await asBob.post(`/api/templates/${adaTemplate}/duplicate`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(texts.editor.templateNotFound);
    expect((await asBob.post('/api/templates/missing/duplicate')).statusCode).toBe(404);
    expect((await asBob.get('/api/templates')).json().templates).toEqual([]);
    expect((await client(t.app).post(`/api/templates/${adaTemplate}/duplicate`)).statusCode).toBe(401);
  });

  it('refuses to copy a locked template with the locked-template text', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    const ids = await seedTemplates(t.database, userId, 3);
    const refused = await api.post(`/api/templates/${ids[2]}/duplicate`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(texts.editor.lockedTemplate);
  });
});
