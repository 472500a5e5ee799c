import { describe, expect, it } from 'vitest';
import { postApplied, postFill, templateDoc, userWithTemplate } from '../../../test/autofill-fixtures.ts';
import { client } from '../../../test/content-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

const doc = templateDoc([
  { label: 'Full name', defaultValue: 'Maya Chen' },
  { label: 'Email', defaultValue: 'maya@example.com' },
  { label: 'City', defaultValue: 'Lisbon' },
]);
const field = (key: string, label: string) => ({ key, kind: 'text', tag: 'input', label });

describe.each(DB_KINDS)('an application in several steps, on %s', (kind) => {
  const t = useTestApp(kind);

  it('is one fill in the history, charged once, with the fields of every step', async () => {
    const { cookie, templateId, balance } = await userWithTemplate(t.app, t.database, doc);
    const url = 'https://jobs.example/apply';
    const first = (await postFill(t.app, cookie, { templateId, url, fields: [field('a', 'Full name')] })).json();
    expect(first.usage.applyCredits).toBe(1);
    expect((await postApplied(t.app, cookie, first.fillId, ['a'])).json()).toMatchObject({ credits: 1 });

    // Step 2 continues the first fill: nothing to pay at Apply.
    const stepFields = [field('b', 'Email'), field('c', 'City')];
    const step = (
      await postFill(t.app, cookie, { templateId, url, continues: first.fillId, fields: stepFields })
    ).json();
    expect(step.values).toEqual({ b: 'maya@example.com', c: 'Lisbon' });
    expect(step.usage.applyCredits).toBeUndefined();
    expect((await postApplied(t.app, cookie, step.fillId, ['b', 'c'])).json()).toMatchObject({
      filledFields: 2,
      credits: 0,
      balance: balance - 1,
    });

    const history = (await client(t.app, cookie).get('/api/usage')).json();
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ filled_fields: 3, balance_used: 1, status: 'success' });
  });

  it('is a fill of its own on another site, or when the fill it names was not applied', async () => {
    const { cookie, templateId } = await userWithTemplate(t.app, t.database, doc);
    const first = (
      await postFill(t.app, cookie, { templateId, url: 'https://jobs.example/', fields: [field('a', 'Full name')] })
    ).json();
    // Not applied yet: the next one pays for itself.
    const early = (
      await postFill(t.app, cookie, {
        templateId,
        url: 'https://jobs.example/',
        continues: first.fillId,
        fields: [field('b', 'Email')],
      })
    ).json();
    expect(early.usage.applyCredits).toBe(1);
    await postApplied(t.app, cookie, first.fillId, ['a']);
    const elsewhere = (
      await postFill(t.app, cookie, {
        templateId,
        url: 'https://other.example/',
        continues: first.fillId,
        fields: [field('b', 'Email')],
      })
    ).json();
    expect(elsewhere.usage.applyCredits).toBe(1);
  });
});
