import { PLAN_LIMITS, PREBUILT_TEMPLATES, texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { seedComponents, seedTemplates } from '../../../test/seed-content.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

const byId = (id: string) => {
  const found = PREBUILT_TEMPLATES.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe.each(DB_KINDS)('create_prebuilt_template on %s', (kind) => {
  const t = useTestApp(kind);

  it.each(PREBUILT_TEMPLATES.map((p) => [p.title, p] as const))(
    'creates %s on professional: a component per default component, a section for each, its ad-hoc fields',
    async (_title, prebuilt) => {
      const { cookie } = await fastUser(t.app, 'ada@example.com', 'professional');
      const api = client(t.app, cookie);
      const created = await api.post('/api/create_prebuilt_template', prebuilt);
      expect(created.statusCode).toBe(201);
      const template = (await api.get(`/api/templates/${created.json().templateId}`)).json().template;
      const components = (await api.get('/api/components')).json().components;
      expect(template.name).toBe(texts.prebuilt.defaultName(prebuilt.title));
      expect(template.aiInstructions).toBe(prebuilt.defaultAIInstructions);
      expect(components.map((c: { title: string }) => c.title)).toEqual(prebuilt.defaultComponents.map((c) => c.title));
      expect(components.map((c: { fields: unknown }) => c.fields)).toEqual(
        prebuilt.defaultComponents.map((c) => c.fields),
      );
      expect(template.sections).toEqual(
        components.map((c: { id: string }) => ({ id: expect.stringMatching(/^sec_/), componentId: c.id })),
      );
      expect(template.adHocFields).toEqual(
        prebuilt.defaultAdHocFields.map((f) => ({ ...f, id: expect.stringMatching(/^adhoc_/) })),
      );
    },
  );

  it('names the template as the user confirmed in one request, else Prebuilt: {title}', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com', 'professional');
    const api = client(t.app, cookie);
    const named = await api.post('/api/create_prebuilt_template', { ...byId('blank'), name: '  Applications 2026  ' });
    expect(named.statusCode).toBe(201);
    const blank = await api.post('/api/create_prebuilt_template', { ...byId('blank'), name: '   ' });
    const names = (await api.get('/api/templates')).json().templates.map((x: { name: string }) => x.name);
    expect(names).toEqual(['Applications 2026', texts.prebuilt.defaultName(byId('blank').title)]);
    expect(blank.statusCode).toBe(201);
    const tooLong = await api.post('/api/create_prebuilt_template', { ...byId('blank'), name: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses Job Application on free with a limit message and creates nothing (no trimming unless asked)', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    const refused = await api.post('/api/create_prebuilt_template', byId('job-application'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'This template needs 24 fields and 10 new components. Your plan (Free) has a limit of 10 fields per template and 5 components (you have 0).',
    );
    expect((await api.get('/api/templates')).json().templates).toEqual([]);
    expect((await api.get('/api/components')).json().components).toEqual([]);
  });

  it('refuses a prebuilt over the free field limit even when its components fit', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    const jobs = byId('job-application');
    const refused = await api.post('/api/create_prebuilt_template', {
      ...jobs,
      defaultComponents: jobs.defaultComponents.slice(0, 4), // 4 components, 15 fields
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'This template needs 15 fields. Your plan (Free) has a limit of 10 fields per template.',
    );
  });

  it('fits Freelancer Profile exactly on free (5 components, 10 fields), then refuses the next template', async () => {
    const { cookie, userId } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    expect((await api.post('/api/create_prebuilt_template', byId('freelancer-profile'))).statusCode).toBe(201);
    expect((await api.get('/api/components')).json().components).toHaveLength(PLAN_LIMITS.free.components);
    await seedTemplates(t.database, userId, 1);
    const next = await api.post('/api/create_prebuilt_template', byId('blank'));
    expect(next.statusCode).toBe(403);
    expect(next.json().error).toBe('You have reached the template limit of 2 for your plan (Free).');
  });

  it('counts existing components toward the component limit', async () => {
    const { cookie, userId } = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, cookie);
    await seedComponents(t.database, userId, 13);
    const refused = await api.post('/api/create_prebuilt_template', byId('job-application'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'This template needs 10 new components. Your plan (Basic) has a limit of 20 components (you have 13).',
    );
    expect((await api.post('/api/create_prebuilt_template', byId('personal'))).statusCode).toBe(201);
  });

  it('reuses the user’s components of the same titles instead of adding empty copies', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, cookie);
    await api.put('/api/your-details', { values: { firstName: 'Ada', email: 'ada@example.com', linkedin: 'ada' } });
    const mine = (await api.get('/api/components')).json().components as { id: string; title: string }[];
    expect(mine.map((c) => c.title)).toEqual(['Contact', 'Professional Profile']);
    const created = await api.post('/api/create_prebuilt_template', byId('job-application'));
    expect(created.statusCode).toBe(201);
    const template = (await api.get(`/api/templates/${created.json().templateId}`)).json().template;
    const all = (await api.get('/api/components')).json().components as { id: string; title: string }[];
    // One Contact: the user's, with its values, is the template's first section.
    expect(all.filter((c) => c.title === 'Contact')).toHaveLength(1);
    expect(all).toHaveLength(10);
    expect(template.sections.map((s: { componentId: string }) => s.componentId).slice(0, 2)).toEqual(
      mine.map((c) => c.id),
    );
    // Personal then reuses Contact and References too, and adds the rest.
    expect((await api.post('/api/create_prebuilt_template', byId('personal'))).statusCode).toBe(201);
    const titles = ((await api.get('/api/components')).json().components as { title: string }[]).map((c) => c.title);
    expect(titles.filter((title) => title === 'References')).toHaveLength(1);
    expect(titles).toHaveLength(15);
  });

  it('with fitToPlan creates what fits on Free, reusing Your details first, and leaves the rest out', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    await api.put('/api/your-details', {
      values: { firstName: 'Ada', city: 'London', birthDate: '1815-12-10', linkedin: 'ada' },
    });
    const created = await api.post('/api/create_prebuilt_template', {
      ...byId('job-application'),
      name: 'Applications',
      fitToPlan: true,
    });
    expect(created.statusCode).toBe(201);
    const template = (await api.get(`/api/templates/${created.json().templateId}`)).json().template;
    const all = (await api.get('/api/components')).json().components as { id: string; title: string }[];
    const byComponent = new Map(all.map((c) => [c.id, c.title]));
    // Contact (4 fields) and Professional Profile (4) are the user's; Cover Letter (1) takes the
    // last free component; Resume (4) would pass 10 fields and the rest find no room.
    expect(template.sections.map((s: { componentId: string }) => byComponent.get(s.componentId))).toEqual([
      'Contact',
      'Professional Profile',
      'Cover Letter',
    ]);
    expect(all).toHaveLength(PLAN_LIMITS.free.components);
  });

  it('with fitToPlan still refuses when none of it fits, with every limit that stops it', async () => {
    const { cookie, userId } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    await seedComponents(t.database, userId, 5);
    const refused = await api.post('/api/create_prebuilt_template', { ...byId('job-application'), fitToPlan: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'This template needs 24 fields and 10 new components. Your plan (Free) has a limit of 10 fields per template and 5 components (you have 5).',
    );
    expect((await api.get('/api/templates')).json().templates).toEqual([]);
  });

  it('refuses malformed definitions with 400', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, cookie);
    const bad = [
      {},
      { ...byId('personal'), title: '' },
      { ...byId('personal'), defaultComponents: [{ title: 'x', fields: [{ label: 'a', type: 'colour' }] }] },
      { ...byId('personal'), defaultComponents: [{ title: '', fields: [] }] },
      { ...byId('personal'), defaultAIInstructions: 'x'.repeat(10_001) },
    ];
    for (const body of bad) expect((await api.post('/api/create_prebuilt_template', body)).statusCode).toBe(400);
  });
});
