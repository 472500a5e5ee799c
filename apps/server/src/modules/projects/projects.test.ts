import { PLAN_IDS, PLAN_LIMITS, PLAN_NAMES, projectSchema, texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { seedProjects } from '../../../test/seed-content.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

describe.each(DB_KINDS)('projects API on %s', (kind) => {
  const t = useTestApp(kind);

  async function basicUser() {
    const user = await fastUser(t.app, 'ada@example.com', 'basic');
    return { ...user, api: client(t.app, user.cookie) };
  }

  it('creates projects, keeps the entered name and lists them newest first', async () => {
    const { api, userId } = await basicUser();
    const first = await api.post('/api/create_project', { name: 'Applications' });
    expect(first.statusCode).toBe(201);
    const second = await api.post('/api/create_project', { name: '  ' });
    const projects = (await api.get('/api/projects')).json().projects;
    expect(projects.map((p: unknown) => projectSchema.parse(p))).toEqual([
      expect.objectContaining({ id: second.json().projectId, name: texts.defaults.untitledProject }),
      expect.objectContaining({ id: first.json().projectId, name: 'Applications', ownerUid: userId }),
    ]);
  });

  it('renames a project with PATCH (trimmed) and refuses a blank name', async () => {
    const { api } = await basicUser();
    const id = (await api.post('/api/create_project', { name: 'Old' })).json().projectId;
    const renamed = await api.patch(`/api/projects/${id}`, { name: '  New  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().project).toMatchObject({ id, name: 'New' });
    const blank = await api.patch(`/api/projects/${id}`, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain(texts.sidebar.projectNameRequired);
    expect((await api.patch(`/api/projects/${id}`, { name: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await api.patch('/api/projects/missing', { name: 'x' })).statusCode).toBe(404);
  });

  it('deletes a project together with its templates, leaving other templates alone', async () => {
    const { api } = await basicUser();
    const projectId = (await api.post('/api/create_project', { name: 'P' })).json().projectId;
    const other = (await api.post('/api/create_project', { name: 'Q' })).json().projectId;
    const inside = (await api.post('/api/create_template', { title: 'in', fields: [], projectId })).json().templateId;
    await api.post('/api/create_template', { title: 'also in', fields: [], projectId });
    const elsewhere = (await api.post('/api/create_template', { title: 'q', fields: [], projectId: other })).json();
    const loose = (await api.post('/api/create_template', { title: 'loose', fields: [] })).json();
    const deleted = await api.del(`/api/projects/${projectId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await api.get(`/api/templates/${inside}`)).statusCode).toBe(404);
    const left = (await api.get('/api/templates')).json().templates.map((x: { id: string }) => x.id);
    expect(left).toEqual([elsewhere.templateId, loose.templateId]);
    expect((await api.get('/api/projects')).json().projects.map((p: { id: string }) => p.id)).toEqual([other]);
    expect((await api.del(`/api/projects/${projectId}`)).statusCode).toBe(404);
  });

  it.each(PLAN_IDS)('allows exactly the %s plan’s projects, then 403 naming the limit and the plan', async (plan) => {
    const { userId, cookie } = await fastUser(t.app, `${plan}@example.com`, plan);
    const api = client(t.app, cookie);
    const limit = PLAN_LIMITS[plan].projects;
    const message = `You have reached the project limit of ${limit} for your plan (${PLAN_NAMES[plan]}).`;
    if (limit > 0) {
      await seedProjects(t.database, userId, limit - 1);
      expect((await api.post('/api/create_project', { name: 'last' })).statusCode).toBe(201);
    }
    const over = await api.post('/api/create_project', { name: 'one too many' });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ error: message, code: 'PLAN_LIMIT' });
    expect((await api.get('/api/projects')).json().projects).toHaveLength(limit);
  });

  it('never exceeds the project limit under concurrent creates (basic, 15 at once)', async () => {
    const { api } = await basicUser();
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => api.post('/api/create_project', { name: `race ${i}` })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = responses.filter((r) => r.statusCode === 403);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.json()).toEqual({
        error: 'You have reached the project limit of 10 for your plan (Basic).',
        code: 'PLAN_LIMIT',
      });
    }
    expect((await api.get('/api/projects')).json().projects).toHaveLength(10);
  });

  it('refuses bad bodies with 400', async () => {
    const { api } = await basicUser();
    expect((await api.post('/api/create_project', { name: 5 })).statusCode).toBe(400);
    expect((await api.post('/api/create_project', { name: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await api.get('/api/projects')).json().projects).toEqual([]);
  });
});
