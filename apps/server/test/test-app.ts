import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { testConfig } from './test-config.ts';
import { type DbKind, openSecondClient, openTestDatabase, truncateAll } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Builds another app on the same database (e.g. with a lower rate limit); closed after the file. */
  buildSibling(overrides: Partial<AppConfig>): Promise<FastifyInstance>;
  /**
   * Another server instance: on PostgreSQL with its own pool and LISTEN connection, so what
   * reaches it went through the database; closed after the file.
   */
  buildInstance(): Promise<FastifyInstance>;
}

/**
 * One database and one real app per test file and database kind; every table is emptied before
 * each test. Returns a handle whose fields are filled once `beforeAll` has run.
 */
export function useTestApp(kind: DbKind, overrides: Partial<AppConfig> = {}): TestApp {
  const siblings: FastifyInstance[] = [];
  const ownDatabases: Database[] = [];
  const handle = {} as TestApp;
  beforeAll(async () => {
    handle.database = await openTestDatabase(kind);
    handle.config = testConfig(overrides);
    handle.app = await buildApp(handle.config, { database: handle.database });
    handle.buildSibling = async (more) => {
      const sibling = await buildApp({ ...handle.config, ...more }, { database: handle.database });
      siblings.push(sibling);
      return sibling;
    };
    handle.buildInstance = async () => {
      const database = await openSecondClient(handle.database);
      if (database !== handle.database) ownDatabases.push(database);
      const instance = await buildApp(handle.config, { database });
      siblings.push(instance);
      return instance;
    };
  });
  beforeEach(async () => {
    await truncateAll(handle.database);
    rmSync(path.join(handle.config.dataDir, 'outbox'), { recursive: true, force: true });
  });
  afterAll(async () => {
    for (const s of siblings) await s.close();
    for (const d of ownDatabases) await d.close();
    await handle.app?.close();
    await handle.database?.close();
    if (handle.config) rmSync(handle.config.dataDir, { recursive: true, force: true });
  });
  return handle;
}
