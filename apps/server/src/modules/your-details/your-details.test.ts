import { DETAIL_GROUPS, texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { type Client, client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { seedComponents } from '../../../test/seed-content.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

const filled = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  addressLine1: '12 St James Square',
  city: 'London',
  postcode: 'SW1Y 4JH',
  country: 'United Kingdom',
  birthDate: '1815-12-10',
  linkedin: 'https://www.linkedin.com/in/ada',
  workAuthorization: 'Yes',
};

type Listed = { id: string; title: string; fields: { label: string; defaultValue: string }[] };
const components = async (api: Client): Promise<Listed[]> => (await api.get('/api/components')).json().components;
const labelsAndValues = (c: Listed | undefined) => c?.fields.map((f) => [f.label, f.defaultValue]);

describe.each(DB_KINDS)('your details on %s', (kind) => {
  const t = useTestApp(kind);

  it('starts from the account’s name and email when the user has no components', async () => {
    const { cookie } = await fastUser(t.app, 'grace.hopper@example.com');
    const answer = await client(t.app, cookie).get('/api/your-details');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.groups).toEqual(DETAIL_GROUPS.map((g) => ({ id: g.id, componentId: null })));
    expect(body.componentsOwned).toBe(0);
    // fastUser names the account after the address: "grace.hopper".
    expect(body.values).toMatchObject({ firstName: 'grace.hopper', email: 'grace.hopper@example.com', phone: '' });
  });

  it('creates the standard components with standard labels, and saving again updates them', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    const first = await api.put('/api/your-details', { values: filled });
    expect(first.statusCode).toBe(200);
    expect(first.json().groups.map((g: { outcome: string }) => g.outcome)).toEqual([
      'created',
      'created',
      'created',
      'created',
      // No current job or résumé file in these values: nothing saved for it.
      'empty',
    ]);
    const made = await components(api);
    expect(made.map((c) => c.title)).toEqual(['Contact', 'Address', 'Personal Information', 'Professional Profile']);
    expect(labelsAndValues(made[0])).toEqual([
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Email', 'ada@example.com'],
      ['Phone', '+44 20 7946 0958'],
    ]);
    expect(made[3]?.fields[2]).toEqual({
      label: 'Work authorization',
      type: 'select',
      defaultValue: 'Yes',
      options: ['Yes', 'No'],
    });

    // The same again: nothing new, nothing changed.
    const same = await api.put('/api/your-details', { values: filled });
    expect(same.json().groups.map((g: { outcome: string }) => g.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
      'empty',
    ]);
    // A change: the same components, updated.
    const moved = await api.put('/api/your-details', { values: { ...filled, city: 'Cambridge' } });
    expect(moved.json().groups.map((g: { outcome: string }) => g.outcome)).toEqual([
      'unchanged',
      'updated',
      'unchanged',
      'unchanged',
      'empty',
    ]);
    const after = await components(api);
    expect(after.map((c) => c.id)).toEqual(made.map((c) => c.id));
    expect(after[1]?.fields.find((f) => f.label === 'City')?.defaultValue).toBe('Cambridge');
    const read = (await api.get('/api/your-details')).json();
    expect(read.groups.map((g: { componentId: string }) => g.componentId)).toEqual([...made.map((c) => c.id), null]);
    expect(read.values).toMatchObject({ ...filled, city: 'Cambridge', addressLine2: '', visaSponsorship: '' });
  });

  it('creates only what the Free plan has room for, says why the rest is not saved, and skips empty groups', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    await seedComponents(t.database, userId, 3);
    const saved = await api.put('/api/your-details', { values: { ...filled, birthDate: '', nationality: '' } });
    expect(saved.json().groups).toEqual([
      { id: 'contact', componentId: expect.any(String), outcome: 'created', reason: null },
      { id: 'address', componentId: expect.any(String), outcome: 'created', reason: null },
      { id: 'personal', componentId: null, outcome: 'empty', reason: null },
      {
        id: 'professional',
        componentId: null,
        outcome: 'refused',
        reason: 'You have reached the component limit of 5 for your plan (Free). Basic has up to 20.',
      },
      { id: 'resume', componentId: null, outcome: 'empty', reason: null },
    ]);
    expect(await components(api)).toHaveLength(5);
    expect((await api.get('/api/your-details')).json().componentsOwned).toBe(5);
  });

  it('reads the user’s own values from their other components, never another person’s or a work address', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, cookie);
    const create = (title: string, fields: [string, string, string?][]) =>
      api.post('/api/create_component', {
        title,
        fields: fields.map(([label, defaultValue, type]) => ({ label, defaultValue, type: type ?? 'text' })),
      });
    await create('Emergency contact', [
      ['Name', 'Charles Babbage'],
      ['Phone', '+44 20 0000 0000', 'tel'],
    ]);
    await create('Identity', [
      ['Full name', 'Augusta Ada King'],
      ['Mobile', '+44 7700 900123', 'tel'],
      ['Home address', '12 St James Square, London, SW1Y 4JH'],
      ['Office city', 'Manchester'],
      ['Born', '10/12/1815'],
      ['Right to work in the UK', 'yes'],
    ]);
    const values = (await api.get('/api/your-details')).json().values;
    expect(values).toMatchObject({
      firstName: 'Augusta',
      lastName: 'King',
      email: 'ada@example.com',
      phone: '+44 7700 900123',
      addressLine1: '12 St James Square',
      city: 'London',
      postcode: 'SW1Y 4JH',
      birthDate: '1815-10-12',
      workAuthorization: 'Yes',
    });
  });

  it('keeps the user’s own fields of an existing component and adds the standard ones it lacks', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, cookie);
    const { componentId } = (
      await api.post('/api/create_component', {
        title: 'contact',
        fields: [
          { label: 'Email', type: 'email', defaultValue: 'old@example.com' },
          { label: 'Pager', type: 'text', defaultValue: '555' },
        ],
      })
    ).json();
    const start = (await api.get('/api/your-details')).json();
    expect(start.groups[0]).toEqual({ id: 'contact', componentId });
    expect(start.values.email).toBe('old@example.com');
    const saved = await api.put('/api/your-details', { values: { firstName: 'Ada', email: 'ada@example.com' } });
    expect(saved.json().groups[0]).toMatchObject({ componentId, outcome: 'updated' });
    const [contact] = await components(api);
    expect(labelsAndValues(contact)).toEqual([
      ['Email', 'ada@example.com'],
      ['Pager', '555'],
      ['First name', 'Ada'],
    ]);
  });

  it('refuses a group whose new fields would take a template over its limit, and saves the others', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    const { componentId } = (
      await api.post('/api/create_component', {
        title: 'Contact',
        fields: [{ label: 'Email', type: 'email', defaultValue: '' }],
      })
    ).json();
    const { templateId } = (
      await api.post('/api/create_template', {
        title: 'Full',
        fields: Array.from({ length: 9 }, (_, i) => ({ name: `F${i}`, type: 'text' })),
      })
    ).json();
    const template = (await api.get(`/api/templates/${templateId}`)).json().template;
    const withContact = await api.patch(`/api/templates/${templateId}`, {
      sections: [{ id: 'sec_1', componentId }],
      adHocFields: template.adHocFields,
    });
    expect(withContact.statusCode).toBe(200);
    const saved = await api.put('/api/your-details', { values: filled });
    expect(saved.json().groups[0]).toEqual({
      id: 'contact',
      componentId,
      outcome: 'refused',
      reason: texts.editor.adHocLimit(10, 'Free'),
    });
    expect(
      saved
        .json()
        .groups.slice(1)
        .map((g: { outcome: string }) => g.outcome),
    ).toEqual(['created', 'created', 'created', 'empty']);
    expect((await components(api))[0]?.fields).toHaveLength(1);
  });

  it('answers 401 signed out and 400 for a field it does not know', async () => {
    expect((await client(t.app).get('/api/your-details')).statusCode).toBe(401);
    expect((await client(t.app).put('/api/your-details', { values: {} })).statusCode).toBe(401);
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const bad = await client(t.app, cookie).put('/api/your-details', { values: { shoeSize: '42' } });
    expect(bad.statusCode).toBe(400);
  });
});
