import { texts } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  gate,
  postFill,
  standInAi,
  templateDoc,
  usageRowCount,
  userWithTemplate,
} from '../../../test/autofill-fixtures.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { type OpenAiStandIn, startOpenAiStandIn } from '../../../test/openai-stand-in.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { readUser } from '../../../test/usage-fixtures.ts';
import { autofillUsage } from '../../db/schema.ts';

const doc = templateDoc([
  { label: 'Full Name', defaultValue: 'Ada Lovelace' },
  { label: 'Country', defaultValue: 'United Kingdom' },
]);
const nameField = { key: 'name', kind: 'text', tag: 'input', label: 'Full name' };
const colourField = { key: 'colour', kind: 'text', tag: 'input', label: 'Favourite colour' };

/** A country select of 400 options of 100-character values and texts: 80,000 characters of options. */
function bulkyCountrySelect(key: string) {
  const padding = ' (region, territory or dependency as listed by the registry)'.repeat(2);
  const options = Array.from({ length: 399 }, (_, i) => ({
    value: `code-${i}${padding}`.slice(0, 100),
    text: `Country number ${i}${padding}`.slice(0, 100),
  }));
  options.splice(200, 0, { value: 'GB', text: 'United Kingdom' });
  return { key, kind: 'select', tag: 'select', label: 'Country', options };
}

describe.each(DB_KINDS)('limits of POST /api/autofill on %s', (kind) => {
  const t = useTestApp(kind);
  let model: OpenAiStandIn;
  let strict: FastifyInstance;
  let single: FastifyInstance;

  beforeAll(async () => {
    model = await startOpenAiStandIn();
    strict = await t.buildSibling({ autofillRateLimit: { max: 3, window: 60, concurrent: 2 } });
    single = await t.buildSibling({
      ai: standInAi(model.baseUrl),
      autofillRateLimit: { max: 20, window: 60, concurrent: 1 },
    });
  });
  afterAll(() => model.close());
  beforeEach(() => model.reset());

  it('refuses a user’s fills beyond the rate with 429, Retry-After and a text the extension shows', async () => {
    const { cookie, userId, templateId } = await userWithTemplate(strict, t.database, doc);
    for (let i = 0; i < 3; i++) {
      expect((await postFill(strict, cookie, { templateId, fields: [nameField] })).statusCode).toBe(200);
    }
    const refused = await postFill(strict, cookie, { templateId, fields: [nameField] });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      error: texts.autofill.tooManyFills(3, 60, retryAfter),
      code: 'RATE_LIMITED',
    });
    expect(await usageRowCount(t.database, userId)).toBe(3);
    // Another user is counted on their own.
    const eve = await fastUser(strict, 'eve@example.com', 'professional');
    const theirs = await postFill(strict, eve.cookie, { templateId, fields: [nameField] });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a fill beyond the user’s fills at once with 429 and Retry-After', async () => {
    const { cookie, templateId } = await userWithTemplate(single, t.database, doc);
    const thinking = gate();
    model.reply({ content: JSON.stringify({ values: { colour: 'teal' } }), until: thinking.until });
    const first = postFill(single, cookie, { templateId, fields: [colourField] });
    await model.received(1);
    const refused = await postFill(single, cookie, { templateId, fields: [nameField], provider: 'local' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({ error: texts.autofill.fillsAtOnce(1), code: 'RATE_LIMITED' });
    thinking.open();
    expect((await first).statusCode).toBe(200);
    const after = await postFill(single, cookie, { templateId, fields: [nameField], provider: 'local' });
    expect(after.statusCode).toBe(200);
  });

  it('stores no response for a fill that filled nothing, and still replays it without spending', async () => {
    const { cookie, userId, templateId, balance } = await userWithTemplate(t.app, t.database, doc);
    const headers = { 'idempotency-key': 'empty-1' };
    const first = await postFill(t.app, cookie, { templateId, fields: [colourField] }, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ values: {}, usage: { credits: 0 }, replayed: false });
    const [row] = await t.database.db.select().from(autofillUsage).where(eq(autofillUsage.userId, userId));
    expect(row?.response).toBeNull();
    const retry = await postFill(t.app, cookie, { templateId, fields: [colourField] }, headers);
    expect(retry.json()).toMatchObject({ values: {}, usage: { credits: 0, balance }, replayed: true });
    expect(await usageRowCount(t.database, userId)).toBe(1);
  });

  it('compares no more option text than its budget: later long selects are skipped, not matched', async () => {
    const { cookie, userId, templateId, balance } = await userWithTemplate(t.app, t.database, doc);
    const fields = [bulkyCountrySelect('c1'), bulkyCountrySelect('c2'), bulkyCountrySelect('c3')];
    const response = await postFill(t.app, cookie, { templateId, fields, provider: 'local' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.values).toEqual({ c1: 'GB' });
    expect(body.skipped).toEqual([
      { key: 'c2', reason: 'low_confidence' },
      { key: 'c3', reason: 'low_confidence' },
    ]);
    // Nothing is charged until the fill is applied.
    expect((await readUser(t.database, userId)).balance).toBe(balance);
  });
});
