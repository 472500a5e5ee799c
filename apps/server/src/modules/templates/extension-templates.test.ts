import { templateSchema } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { asExtension, connectExtension } from '../../../test/extension-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

describe.each(DB_KINDS)('the templates list as the extension reads it on %s', (kind) => {
  const t = useTestApp(kind);

  async function userWithTemplate() {
    const user = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, user.cookie);
    const projectId = (await api.post('/api/create_project', { name: 'Jobs' })).json().projectId as string;
    const created = await api.post('/api/create_template', {
      title: 'Job hunt',
      projectId,
      fields: [{ name: 'Passport number', value: 'X1234567', type: 'text' }],
      aiInstructions: 'Mention my work permit',
    });
    expect(created.statusCode).toBe(201);
    return { ...user, api, projectId, templateId: created.json().templateId as string };
  }

  it('gives the extension’s bearer token ids, names, locks and projects, no values or AI instructions', async () => {
    const { cookie, projectId, templateId } = await userWithTemplate();
    const token = await connectExtension(t.app, cookie);
    const response = await asExtension(t.app, token, 'GET', '/api/templates');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ templates: [{ id: templateId, name: 'Job hunt', locked: false, projectId }] });
    expect(response.body).not.toContain('X1234567');
    expect(response.body).not.toContain('work permit');
  });

  it('gives the dashboard’s cookie whole templates', async () => {
    const { api, templateId } = await userWithTemplate();
    const response = await api.get('/api/templates');
    expect(response.statusCode).toBe(200);
    const [template] = response.json().templates.map((raw: unknown) => templateSchema.parse(raw));
    expect(template).toMatchObject({
      id: templateId,
      aiInstructions: 'Mention my work permit',
      adHocFields: [expect.objectContaining({ name: 'Passport number', value: 'X1234567' })],
    });
  });
});
