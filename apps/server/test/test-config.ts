import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../src/config.ts';

export const PUBLIC_URL = 'http://localhost:3000';

/** A configuration for tests: in-memory PGlite, outbox mail in a temp DATA_DIR, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: PUBLIC_URL,
    dataDir: mkdtempSync(path.join(tmpdir(), 'filldeck-test-')),
    databaseUrl: undefined,
    inMemoryDb: true,
    smtpUrl: undefined,
    mailFrom: 'FillDeck <no-reply@filldeck.test>',
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    google: undefined,
    webDistDir: undefined,
    logLevel: 'silent',
    authRateLimit: { window: 60, max: 1000 },
    autofillRateLimit: { window: 60, max: 1000, concurrent: 10 },
    trustProxy: false,
    shutdownGraceMs: 0,
    ...overrides,
  };
}
