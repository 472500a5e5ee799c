import { autofillResponseSchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFill, standInAi, templateDoc, userWithTemplate } from '../../../test/autofill-fixtures.ts';
import { type OpenAiStandIn, startOpenAiStandIn } from '../../../test/openai-stand-in.ts';
import { useTestApp } from '../../../test/test-app.ts';

const doc = templateDoc([
  { label: 'Full Name', defaultValue: 'Ada Lovelace' },
  { label: 'Email', type: 'email', defaultValue: 'ada@example.com' },
]);
const fields = [
  { key: 'first', kind: 'text', tag: 'input', type: 'text', label: 'First name' },
  { key: 'email', kind: 'text', tag: 'input', type: 'email', label: 'E-mail address' },
  { key: 'colour', kind: 'text', tag: 'input', type: 'text', label: 'Favourite colour' },
];

// The flag comes from the configuration, not the database: one database kind is enough.
describe('POST /api/autofill says whether the server has a model', () => {
  const t = useTestApp('pglite');
  let model: OpenAiStandIn;
  let withModel: FastifyInstance;

  beforeAll(async () => {
    model = await startOpenAiStandIn();
    withModel = await t.buildSibling({ ai: standInAi(model.baseUrl) });
  });
  afterAll(() => model.close());

  it('without a model: false on the fill and on its replay', async () => {
    const { cookie, templateId } = await userWithTemplate(t.app, t.database, doc);
    const headers = { 'idempotency-key': 'no-model-1' };
    const first = await postFill(t.app, cookie, { templateId, fields }, headers);
    expect(first.statusCode).toBe(200);
    const body = autofillResponseSchema.parse(first.json());
    expect(body).toMatchObject({ modelAvailable: false, replayed: false, usage: { model: 'local' } });
    expect(body.skipped).toEqual([{ key: 'colour', reason: 'no_match' }]);

    const replay = await postFill(t.app, cookie, { templateId, fields }, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ modelAvailable: false, replayed: true });
  });

  it('with a model: true on a model fill, its replay, and a fill the built-in matcher answers alone', async () => {
    const { cookie, templateId } = await userWithTemplate(withModel, t.database, doc);
    model.reply({
      content: JSON.stringify({ values: { colour: 'Green' } }),
      usage: { prompt_tokens: 400, completion_tokens: 10 },
    });
    const headers = { 'idempotency-key': 'model-1' };
    const first = await postFill(withModel, cookie, { templateId, fields }, headers);
    expect(first.statusCode).toBe(200);
    expect(autofillResponseSchema.parse(first.json())).toMatchObject({
      modelAvailable: true,
      replayed: false,
      values: { colour: 'Green' },
      usage: { provider: 'ai', model: 'gpt-4o-mini' },
    });

    const replay = await postFill(withModel, cookie, { templateId, fields }, headers);
    expect(replay.json()).toMatchObject({ modelAvailable: true, replayed: true });
    expect(model.requests).toHaveLength(1);

    const local = await postFill(withModel, cookie, { templateId, provider: 'local', fields });
    expect(local.json()).toMatchObject({ modelAvailable: true, usage: { model: 'local' } });
    expect(model.requests).toHaveLength(1);
  });
});
