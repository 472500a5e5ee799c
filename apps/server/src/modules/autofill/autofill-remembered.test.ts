import { pageFieldSchema, rememberedFieldOf } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { postApplied, postFill, templateDoc, userWithTemplate } from '../../../test/autofill-fixtures.ts';
import { client } from '../../../test/content-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

const relocate = {
  key: 'relocate',
  kind: 'select',
  tag: 'select',
  label: 'Willing to relocate?',
  options: [
    { value: 'y', text: 'Yes' },
    { value: 'n', text: 'No' },
  ],
};
const name = { key: 'name', kind: 'text', tag: 'input', label: 'Full name' };

describe.each(DB_KINDS)('remembered answers in a fill, on %s', (kind) => {
  const t = useTestApp(kind);

  it('come first on their site, marked remembered, free when they are all the fill applies', async () => {
    const doc = templateDoc([{ label: 'Full name', defaultValue: 'Maya Chen' }]);
    const { cookie, templateId } = await userWithTemplate(t.app, t.database, doc);
    const field = rememberedFieldOf(pageFieldSchema.parse(relocate));
    const kept = await client(t.app, cookie).post('/api/remembered-answers', {
      site: 'https://jobs.example/apply/123',
      field,
      value: 'No',
    });
    expect(kept.statusCode).toBe(200);

    const url = 'https://www.jobs.example/apply/456';
    const body = (await postFill(t.app, cookie, { templateId, url, fields: [name, relocate] })).json();
    expect(body.values).toEqual({ name: 'Maya Chen', relocate: 'No' });
    expect(body.sources).toEqual({ name: 'local', relocate: 'remembered' });
    expect(body.usage.applyCredits).toBe(1);
    // Applying only the remembered answer costs nothing.
    const applied = (await postApplied(t.app, cookie, body.fillId, ['relocate'])).json();
    expect(applied).toMatchObject({ filledFields: 1, credits: 0 });

    // Another site does not get it.
    const elsewhere = (
      await postFill(t.app, cookie, { templateId, url: 'https://other.example/', fields: [name, relocate] })
    ).json();
    expect(elsewhere.values.relocate).toBeUndefined();

    // A fill of remembered answers only is free from the start.
    const only = (await postFill(t.app, cookie, { templateId, url, fields: [relocate] })).json();
    expect(only.values).toEqual({ relocate: 'No' });
    expect(only.usage.applyCredits).toBeUndefined();
  });
});
