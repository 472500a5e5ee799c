import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { AutofillRequestInput, AutofillResponse, StoredFile, TemplateExportInput } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { type AppConfig, loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema.ts';
import { fastUser } from '../../apps/server/test/fast-user.ts';
import { testConfig } from '../../apps/server/test/test-config.ts';
import { startPostgresCluster } from '../../scripts/postgres-cluster.mjs';

/** Enough credits for any run: the balance is an integer column. */
const BALANCE = 1_000_000_000;
const AI_VARIABLES = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'AI_MODEL_OVERRIDE'];

export interface AutofillAnswer {
  response: AutofillResponse;
  /** The `total` entry of Server-Timing, or the inject round trip when the header has none. */
  serverMs: number;
  /** The `match` entry of Server-Timing: the built-in matcher alone. */
  matchMs: number | null;
  /** Every `name;dur=…` entry of Server-Timing, by name. */
  timings: Record<string, number>;
}

/** The real app on a throwaway in-memory database, with one signed-in Professional user. */
export interface ServerSession {
  importTemplate(doc: TemplateExportInput): Promise<string>;
  /** Deletes the template and the components its import created. */
  deleteTemplate(templateId: string): Promise<void>;
  autofill(body: AutofillRequestInput): Promise<AutofillAnswer>;
  /** Reports the fields a fill applied (`POST /api/autofill/{fillId}/applied`), as the extension does. */
  reportApplied(fillId: string, keys: string[]): Promise<void>;
  /** Uploads a file (`POST /api/files`), for a template's File field. */
  uploadFile(name: string, content: Buffer): Promise<StoredFile>;
  /** A file's content (`GET /api/files/{id}`), as the extension fetches it to attach it. */
  downloadFile(id: string): Promise<Buffer>;
  deleteFile(id: string): Promise<void>;
  close(): Promise<void>;
}

/** Whether the environment names an AI endpoint (an API key or a base URL of a compatible server). */
export const isAiConfiguredInEnv = (env: NodeJS.ProcessEnv = process.env) =>
  Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);

/**
 * The config entries the server derives from the AI variables, whatever it names them: what
 * `loadConfig` returns beyond the test config's keys when only those variables are set.
 */
function aiConfigFromEnv(base: AppConfig): Partial<AppConfig> {
  const env = Object.fromEntries(
    AI_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  if (Object.keys(env).length === 0) return {};
  const loaded = loadConfig({ ...env, AUTH_SECRET: base.authSecret, DATA_DIR: base.dataDir });
  return Object.fromEntries(Object.entries(loaded).filter(([key, value]) => !(key in base) && value !== undefined));
}

export async function startServerSession(kind: 'pglite' | 'postgres' = 'pglite'): Promise<ServerSession> {
  const cluster = kind === 'postgres' ? await startPostgresCluster() : undefined;
  const database = await openDatabase({ databaseUrl: cluster?.url });
  const base = testConfig({ logLevel: 'silent' });
  const config = { ...base, ...aiConfigFromEnv(base) };
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config, { database });
    const { userId, cookie } = await fastUser(app, 'bench@filldeck.test', 'professional');
    await database.db.update(users).set({ balance: BALANCE }).where(eq(users.id, userId));
    return session(app, cookie, async () => {
      await app?.close();
      await database.close();
      await cluster?.stop();
      rmSync(config.dataDir, { recursive: true, force: true });
    });
  } catch (error) {
    await app?.close();
    await database.close();
    await cluster?.stop();
    rmSync(config.dataDir, { recursive: true, force: true });
    throw error;
  }
}

function session(app: FastifyInstance, cookie: string, close: () => Promise<void>): ServerSession {
  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object | Buffer,
    headers: Record<string, string> = {},
  ) => {
    const started = performance.now();
    const response = await app.inject({ method, url, payload, headers: { cookie, ...headers } });
    const ms = performance.now() - started;
    if (response.statusCode >= 400)
      throw new Error(`${method} ${url}: ${response.statusCode} ${errorText(response.body)}`);
    return { response, ms };
  };
  return {
    async importTemplate(doc) {
      const { response } = await call('POST', '/api/templates/import', doc);
      return (response.json() as { templateId: string }).templateId;
    },
    async deleteTemplate(templateId) {
      const { response } = await call('GET', `/api/templates/${templateId}`);
      const { sections } = (response.json() as { template: { sections: Array<{ componentId: string }> } }).template;
      await call('DELETE', `/api/delete_template/${templateId}`);
      for (const { componentId } of sections) await call('DELETE', `/api/delete_component/${componentId}`);
    },
    async autofill(body) {
      const { response, ms } = await call('POST', '/api/autofill', body, { 'idempotency-key': randomUUID() });
      const timing = String(response.headers['server-timing'] ?? '');
      const total = /(?:^|,)\s*total;(?:[^,]*;)?\s*dur=([\d.]+)/.exec(timing);
      const match = /(?:^|,)\s*match;(?:[^,]*;)?\s*dur=([\d.]+)/.exec(timing);
      const timings = Object.fromEntries(
        [...timing.matchAll(/(?:^|,)\s*([\w-]+);(?:[^,]*;)?\s*dur=([\d.]+)/g)].map(([, name, dur]) => [
          name,
          Number(dur),
        ]),
      );
      return {
        response: response.json() as AutofillResponse,
        serverMs: total ? Number(total[1]) : ms,
        matchMs: match ? Number(match[1]) : null,
        timings,
      };
    },
    async reportApplied(fillId, keys) {
      await call('POST', `/api/autofill/${encodeURIComponent(fillId)}/applied`, { keys });
    },
    async uploadFile(name, content) {
      const { response } = await call('POST', '/api/files', content, {
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(name),
      });
      return (response.json() as { file: StoredFile }).file;
    },
    async downloadFile(id) {
      const { response } = await call('GET', `/api/files/${encodeURIComponent(id)}`);
      return response.rawPayload;
    },
    async deleteFile(id) {
      await call('DELETE', `/api/files/${encodeURIComponent(id)}`);
    },
    close,
  };
}

/** The `{ error }` message of an API answer, or its start. */
function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    const message = parsed.error ?? parsed.message;
    if (typeof message === 'string') return message;
  } catch {}
  return body.length > 500 ? `${body.slice(0, 500)}…` : body;
}
