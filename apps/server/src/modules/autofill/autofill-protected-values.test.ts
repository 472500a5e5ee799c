import { describe, expect, it } from 'vitest';
import { postFill, templateDoc, userWithTemplate, useStandInModel } from '../../../test/autofill-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

const doc = templateDoc([
  { label: 'Full Name', defaultValue: 'Ada Lovelace' },
  { label: 'Passport number', defaultValue: 'X1234567' },
  { label: 'IBAN', defaultValue: 'DE89 3704 0044 0532 0130 00' },
]);
const fields = [
  { key: 'name', kind: 'text', tag: 'input', label: 'Full name' },
  { key: 'else', kind: 'textarea', tag: 'textarea', label: 'Anything else?' },
  { key: 'ref', kind: 'text', tag: 'input', label: 'Payment reference' },
  { key: 'why', kind: 'textarea', tag: 'textarea', label: 'Why do you want to join us?' },
  { key: 'doc', kind: 'text', tag: 'input', label: 'Identity document number' },
];

describe.each(DB_KINDS)('identity and bank numbers in model answers, on %s', (kind) => {
  const t = useTestApp(kind);
  const standIn = useStandInModel(t);

  it('drops a passport or bank number the model puts into a field of another kind, and keeps the rest', async () => {
    const { cookie, templateId } = await userWithTemplate(standIn.app, t.database, doc);
    standIn.model.reply({
      content: JSON.stringify({
        values: {
          else: 'X1234567',
          ref: 'Rent DE89370400440532013000',
          why: 'I love distributed systems.',
          doc: 'x 123 4567',
        },
      }),
    });
    const response = await postFill(standIn.app, cookie, { templateId, fields });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const asked = JSON.parse(standIn.model.requests[0]?.body.messages[1]?.content ?? '{}').fields.map(
      (f: { key: string }) => f.key,
    );
    expect(asked).toEqual(['else', 'ref', 'why', 'doc']);
    // An identity-document field may take the passport number; a free-text question may not.
    expect(body.values).toEqual({ name: 'Ada Lovelace', why: 'I love distributed systems.', doc: 'x 123 4567' });
    expect(body.skipped).toEqual([
      { key: 'else', reason: 'model_declined' },
      { key: 'ref', reason: 'model_declined' },
    ]);
  });
});
