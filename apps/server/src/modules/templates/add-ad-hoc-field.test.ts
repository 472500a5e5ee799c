import { texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { templateDoc, userWithTemplate } from '../../../test/autofill-fixtures.ts';
import { client } from '../../../test/content-client.ts';
import { asExtension, connectExtension } from '../../../test/extension-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

describe.each(DB_KINDS)('"Add to my template" from the preview, on %s', (kind) => {
  const t = useTestApp(kind);

  it('adds a text field to the template, by the extension’s bearer, within the plan’s field limit', async () => {
    const { cookie, templateId } = await userWithTemplate(
      t.app,
      t.database,
      templateDoc([{ label: 'Email', defaultValue: 'maya@example.com' }]),
      'free',
    );
    const token = await connectExtension(t.app, cookie);
    const added = await asExtension(t.app, token, 'POST', `/api/templates/${templateId}/ad-hoc-fields`, {
      name: 'How did you hear about us?',
      value: 'A friend',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().field).toMatchObject({ name: 'How did you hear about us?', value: 'A friend', type: 'text' });
    const template = (await client(t.app, cookie).get(`/api/templates/${templateId}`)).json().template;
    expect(template.adHocFields.map((f: { name: string }) => f.name)).toEqual(['How did you hear about us?']);

    // Free holds 10 fields per template: the 11th is refused in the plan's words.
    for (let i = 2; i <= 9; i += 1) {
      const more = await asExtension(t.app, token, 'POST', `/api/templates/${templateId}/ad-hoc-fields`, {
        name: `Question ${i}`,
        value: 'x',
      });
      expect(more.statusCode).toBe(201);
    }
    const full = await asExtension(t.app, token, 'POST', `/api/templates/${templateId}/ad-hoc-fields`, {
      name: 'One too many',
      value: 'x',
    });
    expect(full.statusCode).toBe(403);
    expect(full.json().code).toBe('PLAN_LIMIT');
  });

  it('is 404 for another user’s template and 400 for a field without a name', async () => {
    const { cookie, templateId } = await userWithTemplate(t.app, t.database, templateDoc([]));
    const grace = await fastUser(t.app, 'grace@example.com');
    const other = await client(t.app, grace.cookie).post(`/api/templates/${templateId}/ad-hoc-fields`, {
      name: 'Q',
      value: 'A',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe(texts.editor.templateNotFound);
    const unnamed = await client(t.app, cookie).post(`/api/templates/${templateId}/ad-hoc-fields`, {
      name: ' ',
      value: 'A',
    });
    expect(unnamed.statusCode).toBe(400);
  });
});
