import { PREBUILT_TEMPLATES } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { client } from '../../test/content-client.ts';
import { fastUser } from '../../test/fast-user.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DB_KINDS } from '../../test/test-database.ts';

describe.each(DB_KINDS)('ownership of templates, projects and components on %s', (kind) => {
  const t = useTestApp(kind);

  /** Ada (A) owns a project with a template and a component; Grace (B) owns one of each too. */
  async function twoUsers() {
    const ada = await fastUser(t.app, 'ada@example.com', 'professional');
    const grace = await fastUser(t.app, 'grace@example.com', 'professional');
    const a = client(t.app, ada.cookie);
    const b = client(t.app, grace.cookie);
    const projectId = (await a.post('/api/create_project', { name: 'Ada’s' })).json().projectId;
    const componentId = (await a.post('/api/create_component', { title: 'Ada’s', fields: [] })).json().componentId;
    const templateId = (await a.post('/api/create_template', { title: 'Ada’s', fields: [], projectId })).json()
      .templateId;
    await a.patch(`/api/templates/${templateId}`, { sections: [{ id: 'sec_a', componentId }] });
    await a.post('/api/create_prebuilt_template', PREBUILT_TEMPLATES[2]);
    const bProject = (await b.post('/api/create_project', { name: 'Grace’s' })).json().projectId;
    const bTemplate = (await b.post('/api/create_template', { title: 'Grace’s', fields: [] })).json().templateId;
    await b.post('/api/create_component', { title: 'Grace’s', fields: [] });
    return { a, b, projectId, componentId, templateId, bProject, bTemplate };
  }

  it('answers 404 to B for every id of A on every route, exactly like a missing id', async () => {
    const { a, b, projectId, componentId, templateId } = await twoUsers();
    const snapshot = async () => [
      (await a.get('/api/templates')).body,
      (await a.get('/api/projects')).body,
      (await a.get('/api/components')).body,
    ];
    const before = await snapshot();
    const fullTemplate = {
      name: 'x',
      projectId: null,
      sections: [],
      adHocFields: [],
      aiInstructions: '',
      aiSettings: {},
      specialization: 'other',
    };
    const attempts = {
      'GET template': b.get(`/api/templates/${templateId}`),
      'PUT template': b.put(`/api/templates/${templateId}`, fullTemplate),
      'PATCH template': b.patch(`/api/templates/${templateId}`, { name: 'x' }),
      'rename template': b.post('/api/update_template_name', { templateId, name: 'x' }),
      'delete template': b.del(`/api/delete_template/${templateId}/`),
      'export template': b.get(`/api/templates/${templateId}/export`),
      'rename project': b.patch(`/api/projects/${projectId}`, { name: 'x' }),
      'delete project': b.del(`/api/projects/${projectId}`),
      'edit component': b.put(`/api/components/${componentId}`, { title: 'x', fields: [] }),
      'delete component': b.del(`/api/delete_component/${componentId}/`),
      'create in A’s project': b.post('/api/create_template', { title: 'x', fields: [], projectId }),
    };
    const missing = (await b.get('/api/templates/does-not-exist')).json();
    for (const [name, pending] of Object.entries(attempts)) {
      const response = await pending;
      expect(response.statusCode, name).toBe(404);
      expect(response.json().error, name).toEqual(expect.any(String));
    }
    expect((await attempts['GET template']).json()).toEqual(missing);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses B’s own template a project or component of A (404)', async () => {
    const { b, projectId, componentId, bTemplate } = await twoUsers();
    expect((await b.patch(`/api/templates/${bTemplate}`, { projectId })).statusCode).toBe(404);
    const section = await b.patch(`/api/templates/${bTemplate}`, { sections: [{ id: 'sec_x', componentId }] });
    expect(section.statusCode).toBe(404);
    expect((await b.get(`/api/templates/${bTemplate}`)).json().template).toMatchObject({
      projectId: null,
      sections: [],
    });
  });

  it('never shows A’s rows in B’s lists', async () => {
    const { a, b, bProject, bTemplate } = await twoUsers();
    const templates = (await b.get('/api/templates')).json().templates;
    const projects = (await b.get('/api/projects')).json().projects;
    const components = (await b.get('/api/components')).json().components;
    expect(templates.map((x: { id: string }) => x.id)).toEqual([bTemplate]);
    expect(projects.map((x: { id: string }) => x.id)).toEqual([bProject]);
    expect(components.map((x: { title: string }) => x.title)).toEqual(['Grace’s']);
    expect((await a.get('/api/templates')).json().templates).toHaveLength(2);
    expect((await a.get('/api/components')).json().components).toHaveLength(6);
  });
});
