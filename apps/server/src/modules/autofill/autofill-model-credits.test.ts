import { fillCredits, LOCAL_FILL_CREDITS, texts } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  gate,
  postFill,
  templateDoc,
  usageRowCount,
  userWithTemplate,
  useStandInModel,
} from '../../../test/autofill-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { readUser, updateUser } from '../../../test/usage-fixtures.ts';
import { autofillUsage } from '../../db/schema.ts';
import { estimatePromptTokens } from './ai-provider/model-prompt.ts';

const values = [
  { label: 'Full Name', defaultValue: 'Ada Lovelace' },
  { label: 'Experience', defaultValue: 'Four years at Analytical Engines Ltd' },
];
/** Fields the built-in matcher cannot answer from these values: every one goes to the standIn.model. */
const fields = [
  { key: 'why', kind: 'textarea', tag: 'textarea', label: 'Why do you want to join us?' },
  { key: 'colour', kind: 'text', tag: 'input', type: 'text', label: 'Favourite colour' },
];
const declineAll = JSON.stringify({ values: { why: null, colour: null } });
const answerWhy = JSON.stringify({ values: { why: 'I love distributed systems.', colour: null } });

describe.each(DB_KINDS)('model fills pay for the tokens they use, on %s', (kind) => {
  const t = useTestApp(kind);
  const standIn = useStandInModel(t);

  const arrange = (aiSettings: Record<string, unknown> = {}) =>
    userWithTemplate(standIn.app, t.database, templateDoc(values, aiSettings));

  it('charges the tokens of a model that declines every field', async () => {
    const { cookie, userId, templateId, balance } = await arrange();
    standIn.model.reply({ content: declineAll, usage: { prompt_tokens: 1500, completion_tokens: 20 } });
    const response = await postFill(standIn.app, cookie, { templateId, fields });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.values).toEqual({});
    expect(body.skipped).toEqual([
      { key: 'why', reason: 'model_declined' },
      { key: 'colour', reason: 'model_declined' },
    ]);
    // Nothing filled, so no fill credit; 2 started thousands of tokens at the Fast model's 1 credit.
    expect(body.usage).toMatchObject({ provider: 'ai', totalTokens: 1520, credits: 2, balance: balance - 2 });
    expect((await readUser(t.database, userId)).balance).toBe(balance - 2);
    const [row] = await t.database.db.select().from(autofillUsage).where(eq(autofillUsage.userId, userId));
    expect(row).toMatchObject({ balanceUsed: 2, filledFields: 0, totalTokens: 1520 });
  });

  it('answers 502 for an unreadable answer, says what its tokens cost, and charges them once', async () => {
    const { cookie, userId, templateId, balance } = await arrange();
    standIn.model.reply({ content: 'Sure! why = because', usage: { prompt_tokens: 1100, completion_tokens: 30 } });
    const headers = { 'idempotency-key': 'unreadable-1' };
    const response = await postFill(standIn.app, cookie, { templateId, fields }, headers);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: texts.autofill.modelUnreadable(2),
      code: 'UPSTREAM_FAILED',
      usage: {
        provider: 'ai',
        model: 'gpt-4o-mini',
        promptTokens: 1100,
        completionTokens: 30,
        totalTokens: 1130,
        credits: 2,
        balance: balance - 2,
      },
    });
    expect((await readUser(t.database, userId)).balance).toBe(balance - 2);
    // A retry with the same key answers the same, asks no model and spends nothing again.
    const retry = await postFill(standIn.app, cookie, { templateId, fields }, headers);
    expect(retry.statusCode).toBe(502);
    expect(retry.json()).toEqual(response.json());
    expect(standIn.model.requests).toHaveLength(1);
    expect(await usageRowCount(t.database, userId)).toBe(1);
    expect((await readUser(t.database, userId)).balance).toBe(balance - 2);
  });

  it('charges no more than it reserved when the model reports more tokens than the prompt and cap allow', async () => {
    const { cookie, userId, templateId, balance } = await arrange();
    standIn.model.reply({ content: answerWhy, usage: { prompt_tokens: 180_000, completion_tokens: 100 } });
    const response = await postFill(standIn.app, cookie, { templateId, fields });
    expect(response.statusCode).toBe(200);
    const sent = standIn.model.requests[0]?.body;
    const reserved = fillCredits({
      filledFields: 1,
      model: 'gpt-4o-mini',
      totalTokens: estimatePromptTokens(sent?.messages as never) + (sent?.max_tokens ?? 0),
    });
    expect(reserved).toBeLessThan(fillCredits({ filledFields: 1, model: 'gpt-4o-mini', totalTokens: 180_100 }));
    // The tokens' part of the reservation now; its last credit is the fill's own, taken at Apply.
    const tokens = reserved - LOCAL_FILL_CREDITS;
    expect(response.json().usage).toMatchObject({ credits: tokens, applyCredits: 1, balance: balance - tokens });
    expect((await readUser(t.database, userId)).balance).toBe(balance - tokens);
  });

  it('lets one model fill of a user run at a time, and keeps its reserved credits from other fills', async () => {
    const { cookie, userId, templateId } = await arrange({ max_tokens: 200 });
    // The model fill reserves 1 + 1 started thousand of tokens: the whole balance. Its tokens are
    // charged when it answers; its own credit stays for Apply.
    await updateUser(t.database, userId, { balance: 2 });
    const thinking = gate();
    standIn.model.reply({
      content: answerWhy,
      usage: { prompt_tokens: 300, completion_tokens: 20 },
      until: thinking.until,
    });
    const first = postFill(standIn.app, cookie, { templateId, fields });
    await standIn.model.received(1);
    const second = await postFill(standIn.app, cookie, { templateId, fields });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: texts.autofill.modelFillRunning, code: 'CONFLICT' });
    const local = await postFill(standIn.app, cookie, {
      templateId,
      provider: 'local',
      fields: [{ key: 'name', kind: 'text', tag: 'input', label: 'Full name' }],
    });
    expect(local.statusCode).toBe(402);
    thinking.open();
    expect((await first).json().usage).toMatchObject({ credits: 1, applyCredits: 1, balance: 1 });
    expect(standIn.model.requests).toHaveLength(1);
  });

  it('gives the reservation back when the model cannot be reached, so the next fill may ask', async () => {
    const { cookie, userId, templateId, balance } = await arrange();
    standIn.model.reply({ status: 500 }, { content: answerWhy });
    const failed = await postFill(standIn.app, cookie, { templateId, fields });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: texts.autofill.modelUnavailable('HTTP 500'), code: 'UPSTREAM_FAILED' });
    expect((await readUser(t.database, userId)).balance).toBe(balance);
    expect(await usageRowCount(t.database, userId)).toBe(0);
    const next = await postFill(standIn.app, cookie, { templateId, fields });
    expect(next.statusCode).toBe(200);
    expect(standIn.model.requests).toHaveLength(2);
  });

  it('asks the model no more often than fills are paid when six run at once against a balance for two', async () => {
    const { cookie, userId, templateId } = await arrange({ max_tokens: 200 });
    await updateUser(t.database, userId, { balance: 4 });
    const answer = { content: answerWhy, usage: { prompt_tokens: 300, completion_tokens: 20 } };
    standIn.model.reply(...Array.from({ length: 12 }, () => answer));
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => postFill(standIn.app, cookie, { templateId, fields })),
    );
    const later = [];
    for (let i = 0; i < 6; i++) later.push(await postFill(standIn.app, cookie, { templateId, fields }));
    const answers = [...burst, ...later];
    for (const r of answers) expect([200, 402, 409, 429]).toContain(r.statusCode);
    const paid = answers.filter((r) => r.statusCode === 200 && r.json().usage.credits > 0);
    expect(paid.length).toBeGreaterThan(0);
    expect(standIn.model.requests.length).toBeLessThanOrEqual(paid.length);
    const spent = paid.reduce((sum, r) => sum + r.json().usage.credits, 0);
    expect((await readUser(t.database, userId)).balance).toBe(4 - spent);
    expect(4 - spent).toBeGreaterThanOrEqual(0);
  });
});
