import { exportFileName, PREBUILT_TEMPLATES, templateExportSchema } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-client.ts';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

const freelancer = PREBUILT_TEMPLATES.find((p) => p.id === 'freelancer-profile');

describe.each(DB_KINDS)('template export and import on %s', (kind) => {
  const t = useTestApp(kind);

  async function exportedFreelancer() {
    const user = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, user.cookie);
    const id = (await api.post('/api/create_prebuilt_template', freelancer)).json().templateId;
    await api.patch(`/api/templates/${id}`, {
      aiSettings: { model: 'gpt-4o', max_tokens: 700, tone: 'friendly', style: 'bullet points' },
      specialization: 'freelance',
    });
    const exported = await api.get(`/api/templates/${id}/export`);
    return { ...user, api, id, exported };
  }

  it('exports a template as a JSON attachment in the documented format', async () => {
    const { exported } = await exportedFreelancer();
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^application\/json/);
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="Prebuilt-Freelancer-Profile.filldeck.json"',
    );
    const doc = templateExportSchema.parse(exported.json());
    expect(doc).toMatchObject({
      format: 'filldeck-template',
      version: 1,
      template: {
        name: 'Prebuilt: Freelancer Profile',
        specialization: 'freelance',
        aiSettings: { model: 'gpt-4o', max_tokens: 700, tone: 'friendly', style: 'bullet points' },
        adHocFields: [{ name: 'Cover Letter', type: 'textarea', value: '', required: false }],
      },
    });
    expect(doc.template.components.map((c) => c.title)).toEqual(freelancer?.defaultComponents.map((c) => c.title));
  });

  it('keeps an ad-hoc select field’s options through a save, an export and an import (blank ones dropped)', async () => {
    const { api, id } = await exportedFreelancer();
    const adHocFields = [
      { id: 'adhoc_1', name: 'Availability', value: 'Part-time', type: 'select', required: false },
    ].map((f) => ({ ...f, options: [' Full-time ', 'Part-time', ''] }));
    const saved = await api.patch(`/api/templates/${id}`, { adHocFields });
    expect(saved.statusCode).toBe(200);
    const expected = { name: 'Availability', type: 'select', options: ['Full-time', 'Part-time'] };
    expect(saved.json().template.adHocFields).toEqual([expect.objectContaining(expected)]);
    const doc = (await api.get(`/api/templates/${id}/export`)).json();
    expect(doc.template.adHocFields).toEqual([expect.objectContaining(expected)]);
    const importedId = (await api.post('/api/templates/import', doc)).json().templateId;
    const imported = (await api.get(`/api/templates/${importedId}`)).json().template;
    expect(imported.adHocFields).toEqual([expect.objectContaining(expected)]);
  });

  it('imports an export back as a new template that reuses the identical components (round trip)', async () => {
    const { api, id, exported } = await exportedFreelancer();
    const imported = await api.post('/api/templates/import', exported.json());
    expect(imported.statusCode).toBe(201);
    const again = await api.get(`/api/templates/${imported.json().templateId}/export`);
    const { exportedAt: _a, ...first } = exported.json();
    const { exportedAt: _b, ...second } = again.json();
    expect(second).toEqual(first);
    // Same plan, same components: none copied; both templates point at the same ones.
    expect((await api.get('/api/components')).json().components).toHaveLength(5);
    const componentIds = async (templateId: string) =>
      (await api.get(`/api/templates/${templateId}`))
        .json()
        .template.sections.map((s: { componentId: string }) => s.componentId);
    expect(await componentIds(imported.json().templateId)).toEqual(await componentIds(id));
  });

  it('creates only the components that differ, and a Free user can import their own export', async () => {
    const { cookie } = await fastUser(t.app, 'grace@example.com');
    const api = client(t.app, cookie);
    const made = await api.post('/api/create_prebuilt_template', freelancer);
    expect(made.statusCode).toBe(201);
    const exported = (await api.get(`/api/templates/${made.json().templateId}/export`)).json();
    // Free: 5 of 5 components used; the same components fit again.
    const preview = await api.post('/api/templates/import/preview', exported);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      name: 'Prebuilt: Freelancer Profile',
      components: freelancer?.defaultComponents.map((c) => ({ title: c.title, reused: true })),
      refusal: null,
    });
    expect((await api.post('/api/templates/import', exported)).statusCode).toBe(201);
    expect((await api.get('/api/components')).json().components).toHaveLength(5);

    // A changed component would need a sixth: the preview says so and writes nothing.
    const changed = structuredClone(exported);
    changed.template.components[0].title = 'Renamed';
    await api.del(`/api/delete_template/${made.json().templateId}/`);
    const refused = (await api.post('/api/templates/import/preview', changed)).json();
    expect(refused.components[0]).toEqual({ title: 'Renamed', reused: false });
    expect(refused.refusal).toBe(
      'This template needs 1 new component. Your plan (Free) has a limit of 5 components (you have 5).',
    );
    expect((await api.get('/api/templates')).json().templates).toHaveLength(1);
  });

  it('lets another user import the document', async () => {
    const { exported } = await exportedFreelancer();
    const grace = await fastUser(t.app, 'grace@example.com', 'basic');
    const imported = await client(t.app, grace.cookie).post('/api/templates/import', exported.json());
    expect(imported.statusCode).toBe(201);
  });

  it('refuses an import over the plan’s limits with the limit message and creates nothing', async () => {
    const { exported } = await exportedFreelancer();
    const free = await fastUser(t.app, 'grace@example.com');
    const api = client(t.app, free.cookie);
    const doc = exported.json();
    doc.template.adHocFields.push({ name: 'Extra', value: '', type: 'text', required: false });
    const refused = await api.post('/api/templates/import', doc);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'This template needs 11 fields. Your plan (Free) has a limit of 10 fields per template.',
    );
    expect((await api.get('/api/templates')).json().templates).toEqual([]);
    expect((await api.get('/api/components')).json().components).toEqual([]);
  });

  it('validates imports strictly: unknown keys, wrong format or version, bad types are 400', async () => {
    const { api, exported } = await exportedFreelancer();
    const doc = exported.json();
    const variants = [
      { ...doc, format: 'other' },
      { ...doc, version: 2 },
      { ...doc, extra: true },
      { ...doc, template: { ...doc.template, locked: false } },
      { ...doc, template: { ...doc.template, adHocFields: [{ name: 'x', value: '', type: 'text' }] } },
      { ...doc, template: { ...doc.template, components: [{ title: 'x', fields: [{ label: 'y', type: 'x' }] }] } },
      { ...doc, exportedAt: 'yesterday' },
      [],
    ];
    for (const body of variants) expect((await api.post('/api/templates/import', body)).statusCode).toBe(400);
  });

  it('names the file as the web app does, accents dropped (one shared function)', async () => {
    const { api, id } = await exportedFreelancer();
    await api.patch(`/api/templates/${id}`, { name: 'Café résumé' });
    const exported = await api.get(`/api/templates/${id}/export`);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="${exportFileName('Café résumé')}"`);
    expect(exportFileName('Café résumé')).toBe('Cafe-resume.filldeck.json');
  });

  it('refuses a document larger than the 64 KiB body limit with 413', async () => {
    const { cookie, exported } = await exportedFreelancer();
    const doc = exported.json();
    doc.template.aiInstructions = 'x'.repeat(70 * 1024);
    const response = await call(t.app, 'POST', '/api/templates/import', {
      cookie,
      body: JSON.stringify(doc),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/too large/);
  });
});
