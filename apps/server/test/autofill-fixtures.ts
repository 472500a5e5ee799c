import type { PlanId } from '@filldeck/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AiConfig } from '../src/config-ai.ts';
import type { Database } from '../src/db/client.ts';
import { autofillUsage } from '../src/db/schema.ts';
import { fastUser } from './fast-user.ts';
import { type OpenAiStandIn, startOpenAiStandIn } from './openai-stand-in.ts';
import type { TestApp } from './test-app.ts';
import { readUser } from './usage-fixtures.ts';

export interface TemplateValueInput {
  label: string;
  type?: string;
  defaultValue: string;
}

/** An export document of one template with one "Contact" component holding `values`. */
export function templateDoc(values: TemplateValueInput[], aiSettings: Record<string, unknown> = {}) {
  return {
    format: 'filldeck-template',
    version: 1,
    exportedAt: new Date().toISOString(),
    template: {
      name: 'Job hunt',
      aiInstructions: '',
      aiSettings,
      specialization: 'other',
      adHocFields: [],
      components: [{ title: 'Contact', fields: values.map((v) => ({ type: 'text', ...v })) }],
    },
  };
}

/** The AI provider pointed at a stand-in model server. */
export const standInAi = (baseUrl: string, more: Partial<AiConfig> = {}): AiConfig => ({
  apiKey: 'sk-test-key',
  baseUrl,
  modelOverride: undefined,
  timeoutMs: 5000,
  maxRetries: 0,
  ...more,
});

/**
 * For a describe block: a stand-in model server (reset before each test) and a sibling app of
 * `t` whose AI provider asks it.
 */
export function useStandInModel(t: TestApp, more: Partial<AiConfig> = {}) {
  let model: OpenAiStandIn | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    model = await startOpenAiStandIn();
    app = await t.buildSibling({ ai: standInAi(model.baseUrl, more) });
  });
  afterAll(() => model?.close());
  beforeEach(() => model?.reset());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useStandInModel: read before its beforeAll ran');
    return value;
  };
  return {
    get model() {
      return started(model);
    },
    get app() {
      return started(app);
    },
  };
}

/** A signed-in user with one imported template, and their balance. */
export async function userWithTemplate(
  app: FastifyInstance,
  database: Database,
  doc: object,
  plan: PlanId = 'professional',
) {
  const user = await fastUser(app, 'ada@example.com', plan);
  const created = await app.inject({
    method: 'POST',
    url: '/api/templates/import',
    headers: { cookie: user.cookie },
    payload: doc,
  });
  if (created.statusCode !== 201) throw new Error(`import failed: ${created.body}`);
  const balance = (await readUser(database, user.userId)).balance;
  return { ...user, balance, templateId: (created.json() as { templateId: string }).templateId };
}

/** `POST /api/autofill` as the signed-in user. */
export const postFill = (app: FastifyInstance, cookie: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/autofill', headers: { cookie, ...headers }, payload });

/** `POST /api/autofill/{fillId}/applied` as the signed-in user: the fields the user applied. */
export const postApplied = (app: FastifyInstance, cookie: string, fillId: string, keys: string[]) =>
  app.inject({
    method: 'POST',
    url: `/api/autofill/${encodeURIComponent(fillId)}/applied`,
    headers: { cookie },
    payload: { keys },
  });

export async function usageRowCount(database: Database, userId: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(autofillUsage).where(eq(autofillUsage.userId, userId));
  return row?.n ?? 0;
}

/** A promise and the function that settles it (to hold a stand-in model's answer). */
export function gate() {
  let open = () => {};
  const until = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { until, open };
}
