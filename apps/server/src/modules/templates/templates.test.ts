import { templateSchema, texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { seedComponents, seedProjects } from '../../../test/seed-content.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

describe.each(DB_KINDS)('templates API on %s', (kind) => {
  const t = useTestApp(kind);

  async function basicUser() {
    const user = await fastUser(t.app, 'ada@example.com', 'basic');
    return { ...user, api: client(t.app, user.cookie) };
  }

  it('creates a template from the sidebar, lists it and opens it in full', async () => {
    const { api, userId } = await basicUser();
    const created = await api.post('/api/create_template', {
      title: 'Job hunt',
      fields: [],
      aiInstructions: 'Be brief',
    });
    expect(created.statusCode).toBe(201);
    const { templateId } = created.json();
    const list = await api.get('/api/templates');
    expect(list.statusCode).toBe(200);
    expect(list.json().templates).toHaveLength(1);
    const got = await api.get(`/api/templates/${templateId}`);
    expect(got.statusCode).toBe(200);
    const template = templateSchema.parse(got.json().template);
    expect(template).toMatchObject({
      id: templateId,
      ownerUid: userId,
      name: 'Job hunt',
      projectId: null,
      sections: [],
      adHocFields: [],
      aiInstructions: 'Be brief',
      aiSettings: { model: 'gpt-4o-mini', max_tokens: 1200, tone: '', style: '' },
      specialization: 'other',
      locked: false,
    });
  });

  it('names blank templates Untitled Template, gives ad-hoc fields adhoc_ ids and lists oldest first', async () => {
    const { api } = await basicUser();
    const first = (await api.post('/api/create_template', { title: '   ', fields: [] })).json().templateId;
    const second = await api.post('/api/create_template', {
      title: 'Second',
      fields: [{ name: 'Nickname', type: 'text' }],
    });
    expect(second.statusCode).toBe(201);
    const templates = (await api.get('/api/templates')).json().templates;
    expect(templates.map((x: { id: string }) => x.id)).toEqual([first, second.json().templateId]);
    expect(templates[0].name).toBe(texts.defaults.untitledTemplate);
    expect(templates[1].adHocFields).toEqual([
      { id: expect.stringMatching(/^adhoc_/), name: 'Nickname', value: '', type: 'text', required: false },
    ]);
  });

  it('creates a template inside one of the user’s projects (project page)', async () => {
    const { api, userId } = await basicUser();
    const [projectId] = await seedProjects(t.database, userId, 1);
    const created = await api.post('/api/create_template', { title: 'In project', fields: [], projectId });
    expect(created.statusCode).toBe(201);
    expect((await api.get(`/api/templates/${created.json().templateId}`)).json().template.projectId).toBe(projectId);
    const missing = await api.post('/api/create_template', { title: 'x', fields: [], projectId: 'nope' });
    expect(missing.statusCode).toBe(404);
  });

  it('saves the whole template with PUT (Save Template) and answers it', async () => {
    const { api, userId } = await basicUser();
    const [componentId] = await seedComponents(t.database, userId, 1, 2);
    const [projectId] = await seedProjects(t.database, userId, 1);
    const id = (await api.post('/api/create_template', { title: 'T', fields: [] })).json().templateId;
    const body = {
      name: 'Renamed',
      projectId,
      sections: [{ id: 'sec_1', componentId }],
      adHocFields: [{ id: 'adhoc_1', name: 'Cover', value: 'Hello', type: 'email', required: true }],
      aiInstructions: 'Formal',
      aiSettings: { model: 'gpt-4o', max_tokens: 800, tone: 'warm', style: 'short' },
      specialization: 'jobs',
    };
    const saved = await api.put(`/api/templates/${id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().template).toMatchObject({ ...body, id, locked: false });
    expect((await api.get(`/api/templates/${id}`)).json().template).toMatchObject(body);
  });

  it('falls back to 1200 max tokens when the value is empty or invalid', async () => {
    const { api } = await basicUser();
    const id = (await api.post('/api/create_template', { title: 'T', fields: [] })).json().templateId;
    for (const max_tokens of ['', 'abc', -5, null]) {
      const patched = await api.patch(`/api/templates/${id}`, { aiSettings: { model: 'gpt-4o', max_tokens } });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().template.aiSettings).toEqual({
        model: 'gpt-4o',
        max_tokens: 1200,
        tone: '',
        style: '',
        tick_agreements: true,
        clear_marketing: true,
      });
    }
  });

  it('keeps the fill settings for agreements and marketing offers', async () => {
    const { api } = await basicUser();
    const id = (await api.post('/api/create_template', { title: 'T', fields: [] })).json().templateId;
    const aiSettings = { model: 'gpt-4o-mini', max_tokens: 1200, tick_agreements: false, clear_marketing: false };
    expect((await api.patch(`/api/templates/${id}`, { aiSettings })).statusCode).toBe(200);
    const read = (await api.get(`/api/templates/${id}`)).json().template.aiSettings;
    expect(read).toMatchObject({ tick_agreements: false, clear_marketing: false });
    const bad = await api.patch(`/api/templates/${id}`, { aiSettings: { ...aiSettings, tick_agreements: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });

  it('PATCH changes only what it is sent: rename, move, add and remove a section', async () => {
    const { api, userId } = await basicUser();
    const [c1, c2] = await seedComponents(t.database, userId, 2);
    const [projectId] = await seedProjects(t.database, userId, 1);
    const id = (await api.post('/api/create_template', { title: 'T', fields: [], aiInstructions: 'Keep' })).json()
      .templateId;
    expect((await api.patch(`/api/templates/${id}`, { name: 'Inline' })).json().template.name).toBe('Inline');
    expect((await api.patch(`/api/templates/${id}`, { projectId })).json().template.projectId).toBe(projectId);
    const added = await api.patch(`/api/templates/${id}`, {
      sections: [
        { id: 'sec_a', componentId: c1 },
        { id: 'sec_b', componentId: c2 },
      ],
    });
    expect(added.json().template.sections).toHaveLength(2);
    const removed = await api.patch(`/api/templates/${id}`, { sections: [{ id: 'sec_b', componentId: c2 }] });
    expect(removed.json().template).toMatchObject({
      name: 'Inline',
      projectId,
      aiInstructions: 'Keep',
      sections: [{ id: 'sec_b', componentId: c2 }],
    });
    expect((await api.patch(`/api/templates/${id}`, { projectId: null })).json().template.projectId).toBeNull();
  });

  it('refuses the same component twice in a template with 409', async () => {
    const { api, userId } = await basicUser();
    const [componentId] = await seedComponents(t.database, userId, 1);
    const id = (await api.post('/api/create_template', { title: 'T', fields: [] })).json().templateId;
    const once = [{ id: 'sec_1', componentId }];
    expect((await api.patch(`/api/templates/${id}`, { sections: once })).statusCode).toBe(200);
    const twice = await api.patch(`/api/templates/${id}`, { sections: [...once, { id: 'sec_2', componentId }] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatch(/already/);
    expect((await api.get(`/api/templates/${id}`)).json().template.sections).toEqual(once);
  });

  it('refuses a section whose component does not exist, and a project that does not exist, with 404', async () => {
    const { api } = await basicUser();
    const id = (await api.post('/api/create_template', { title: 'T', fields: [] })).json().templateId;
    const section = await api.patch(`/api/templates/${id}`, { sections: [{ id: 'sec_1', componentId: 'gone' }] });
    expect(section.statusCode).toBe(404);
    const project = await api.patch(`/api/templates/${id}`, { projectId: 'gone' });
    expect(project.statusCode).toBe(404);
  });

  it('renames with update_template_name and deletes with delete_template', async () => {
    const { api } = await basicUser();
    const id = (await api.post('/api/create_template', { title: 'T', fields: [] })).json().templateId;
    const renamed = await api.post('/api/update_template_name', { templateId: id, name: 'Prebuilt: Personal' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ success: true });
    expect((await api.get(`/api/templates/${id}`)).json().template.name).toBe('Prebuilt: Personal');
    const deleted = await api.del(`/api/delete_template/${id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    const missing = await api.get(`/api/templates/${id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: texts.editor.templateNotFound, code: 'NOT_FOUND' });
    expect((await api.del(`/api/delete_template/${id}/`)).statusCode).toBe(404);
  });

  it('refuses bad bodies with 400 and a readable error, and changes nothing', async () => {
    const { api } = await basicUser();
    const id = (await api.post('/api/create_template', { title: 'T', fields: [] })).json().templateId;
    const bad: [string, unknown][] = [
      ['name', { name: 'x'.repeat(201) }],
      ['sections', { sections: [{ id: 'no-prefix', componentId: 'c' }] }],
      ['adHocFields', { adHocFields: [{ id: 'field_1', name: 'a', value: '', type: 'text', required: false }] }],
      ['adHocFields', { adHocFields: [{ id: 'adhoc_1', name: 'a', value: '', type: 'colour', required: false }] }],
      ['adHocFields', { adHocFields: Array.from({ length: 201 }, (_, i) => ({ id: `adhoc_${i}` })) }],
      ['aiSettings', { aiSettings: { model: 'gpt-5' } }],
      ['aiSettings', { aiSettings: { max_tokens: 1_000_000 } }],
      ['sections', { sections: 'none' }],
    ];
    for (const [where, body] of bad) {
      const response = await api.patch(`/api/templates/${id}`, body);
      expect(response.statusCode, where).toBe(400);
      expect(response.json().error).toContain(where);
    }
    const put = await api.put(`/api/templates/${id}`, { name: 'only a name' });
    expect(put.statusCode).toBe(400);
    expect((await api.post('/api/create_template', { title: 5 })).statusCode).toBe(400);
    expect((await api.post('/api/create_template', { fields: [{ name: 'x', type: 'nope' }] })).statusCode).toBe(400);
    expect((await api.post('/api/update_template_name', { name: 'x' })).statusCode).toBe(400);
    expect((await api.get(`/api/templates/${id}`)).json().template.name).toBe('T');
  });

  it('answers 401 to every route when signed out', async () => {
    const api = client(t.app);
    const responses = await Promise.all([
      api.get('/api/templates'),
      api.get('/api/templates/x'),
      api.put('/api/templates/x', {}),
      api.patch('/api/templates/x', {}),
      api.post('/api/create_template', { title: 'x', fields: [] }),
      api.post('/api/create_prebuilt_template', {}),
      api.post('/api/update_template_name', { templateId: 'x', name: 'y' }),
      api.del('/api/delete_template/x/'),
      api.get('/api/templates/x/export'),
      api.post('/api/templates/import', {}),
      api.get('/api/projects'),
      api.post('/api/create_project', { name: 'x' }),
      api.patch('/api/projects/x', { name: 'y' }),
      api.del('/api/projects/x'),
      api.get('/api/components'),
      api.post('/api/create_component', { title: 'x', fields: [] }),
      api.put('/api/components/x', { title: 'x', fields: [] }),
      api.del('/api/delete_component/x/'),
      api.get('/api/events'),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Not signed in', code: 'NOT_SIGNED_IN' });
    }
  });

  it('treats a blank specialization as other on Save Template', async () => {
    const { api, userId } = await basicUser();
    const [c1] = await seedComponents(t.database, userId, 1, 3);
    const created = await api.post('/api/create_template', { title: 'T', fields: [] });
    const id = created.json().templateId;
    const response = await api.put(`/api/templates/${id}`, {
      name: 'T',
      projectId: null,
      sections: [{ id: 'sec_x', componentId: c1 }],
      adHocFields: [],
      aiInstructions: '',
      aiSettings: { model: 'gpt-4o-mini', max_tokens: 1200, tone: '', style: '' },
      specialization: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().template.specialization).toBe('other');
  });
});
