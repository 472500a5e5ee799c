import { idParamsSchema, texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/auth-client.ts';
import { client } from '../../test/content-client.ts';
import { fastUser } from '../../test/fast-user.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DB_KINDS } from '../../test/test-database.ts';

/** Routes validated by their zod schemas (fastify-type-provider-zod): the answers people and clients see. */
describe.each(DB_KINDS)('route schemas on %s', (kind) => {
  const t = useTestApp(kind);

  it('accepts the ids the server makes and refuses other shapes', () => {
    expect(idParamsSchema.safeParse({ id: crypto.randomUUID() }).success).toBe(true);
    expect(idParamsSchema.safeParse({ id: `SANDBOX-${crypto.randomUUID()}` }).success).toBe(true);
    expect(idParamsSchema.safeParse({ id: 'I-BW452GLLEP1G' }).success).toBe(true);
    for (const id of ['', 'a'.repeat(65), 'a.b', 'a:b', 'a b', 'é'])
      expect(idParamsSchema.safeParse({ id }).success, id).toBe(false);
  });

  it('answers an id of the wrong shape 404 Not found, like an unknown id', async () => {
    const ada = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, ada.cookie);
    for (const id of ['a'.repeat(65), 'a.b', 'a:b']) {
      const answers = [
        await api.get(`/api/templates/${id}`),
        await api.patch(`/api/projects/${id}`, { name: 'x' }),
        await api.put(`/api/components/${id}`, { title: 'x', fields: [] }),
        await api.del(`/api/delete_template/${id}/`),
        await api.del(`/api/extension/sessions/${id}`),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, id).toBe(404);
        expect(answer.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
      }
    }
    // An unknown id of the right shape: 404 too, with the route's own text.
    const unknown = await api.get(`/api/templates/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: texts.editor.templateNotFound, code: 'NOT_FOUND' });
  });

  it('answers signed out 401 before it looks at the body or query', async () => {
    const api = client(t.app);
    for (const answer of [
      await api.post('/api/create_project', { name: 42 }),
      await api.put(`/api/templates/${crypto.randomUUID()}`, { name: [] }),
      await api.post('/api/create_subscription', {}),
      await api.post('/api/account/delete', {}),
      await api.post('/api/autofill', {}),
      await api.get('/api/usage?limit=0'),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: 'Not signed in', code: 'NOT_SIGNED_IN' });
    }
  });

  it('names the first problem of a bad body or query in a 400', async () => {
    const ada = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, ada.cookie);
    const wrongType = await api.post('/api/create_project', { name: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toMatch(/^Invalid request body: name: /);
    // No body at all is checked as {}: the answer names the missing field.
    const noBody = await call(t.app, 'POST', '/api/update_template_name', { cookie: ada.cookie });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error).toMatch(/^Invalid request body: templateId: /);
    const query = await api.get('/api/usage?limit=0');
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toMatch(/^Invalid query: limit /);
  });

  it('answers with the response schema’s fields', async () => {
    const ada = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, ada.cookie);
    const created = await api.post('/api/create_project', { name: 'Applications' });
    expect(created.statusCode).toBe(201);
    expect(Object.keys(created.json())).toEqual(['projectId']);
    expect((await api.del(`/api/projects/${created.json().projectId}`)).json()).toEqual({ success: true });
    expect((await call(t.app, 'GET', '/api/health')).json()).toMatchObject({ ok: true });
  });
});
