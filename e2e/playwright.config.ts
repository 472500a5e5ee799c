import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@filldeck/test-chromium';
import { defineConfig } from '@playwright/test';

// One throwaway data directory per run, shared by the servers (PGlite, outbox) and the tests,
// which read verification and reset mails from its outbox. Workers inherit these variables.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'filldeck-e2e-'));
const pglitePort = Number(process.env.E2E_PORT ?? 3199);
const postgresAppPort = pglitePort - 100;
const bareAppPort = pglitePort - 200;
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3299);
const pgPort = Number(process.env.E2E_PG_PORT ?? oidcPort + 100);
process.env.E2E_DATABASE_URL ??= `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
const root = path.resolve(import.meta.dirname, '..');
const node = JSON.stringify(process.execPath);

/** The real server in production mode, serving the built web app. */
const appServer = (port: number, extraEnv: Record<string, string>) => ({
  command: `${node} --import tsx apps/server/src/main.ts`,
  cwd: root,
  url: `http://localhost:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: process.env.E2E_DATA_DIR ?? '',
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTOFILL_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
    GOOGLE_CLIENT_ID: 'filldeck-e2e',
    GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
    GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
    ...extraEnv,
  },
});

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  // One retry absorbs a slow moment on a loaded CI machine; the report still names a flaky test.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  forbidOnly: Boolean(process.env.CI),
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  },
  outputDir: path.join(root, 'test-results'),
  projects: [
    {
      // Identity journeys on the embedded default a laptop install uses: PGlite in DATA_DIR.
      name: 'pglite',
      testMatch: 'journeys/**/*.spec.ts',
      use: { baseURL: `http://localhost:${pglitePort}` },
    },
    {
      // The browser extension as a user installs it: the zip the PostgreSQL server offers (made
      // for its origin), unzipped and loaded unpacked. The tests arrange plans and balances there.
      name: 'extension',
      testMatch: 'extension/**/*.spec.ts',
      use: { baseURL: `http://localhost:${postgresAppPort}` },
    },
    // The pictures of the "Get the extension" page, taken only when asked (`npm run pictures`).
    ...(process.env.FILLDECK_PICTURES
      ? [
          {
            name: 'pictures',
            testMatch: 'pictures/**/*.pictures.ts',
            use: { baseURL: `http://localhost:${postgresAppPort}` },
          },
        ]
      : []),
    {
      // Content and billing journeys on PostgreSQL, whose data the tests can arrange directly
      // (a plan change, recorded usage) the way an operator or the AI endpoint would.
      name: 'postgres',
      testMatch: ['content/**/*.spec.ts', 'billing/**/*.spec.ts'],
      use: { baseURL: `http://localhost:${postgresAppPort}` },
    },
    {
      // A server with nothing optional configured (no Google) and a sign-in limit small enough
      // to reach through the UI, as a person meets it.
      name: 'bare',
      testMatch: 'bare/**/*.spec.ts',
      use: { baseURL: `http://localhost:${bareAppPort}` },
    },
  ],
  webServer: [
    {
      // Stands in for Google's OpenID Connect provider (see support/oidc-stand-in.mjs).
      command: `${node} e2e/support/oidc-stand-in.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(oidcPort) },
    },
    {
      // A throwaway PostgreSQL 15 cluster, removed when the run ends.
      command: `${node} scripts/postgres-cluster.mjs`,
      cwd: root,
      port: pgPort,
      reuseExistingServer: false,
      // SIGTERM lets the script stop the cluster and remove its directory.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      timeout: 60_000,
      env: { PG_PORT: String(pgPort) },
    },
    appServer(pglitePort, {}),
    appServer(postgresAppPort, { DATABASE_URL: process.env.E2E_DATABASE_URL ?? '' }),
    // Its own PGlite: the rate-limit counters live in the database, and the other servers'
    // sign-ins must not count against it. Empty variables count as unset.
    appServer(bareAppPort, {
      DATA_DIR: path.join(process.env.E2E_DATA_DIR ?? '', 'bare'),
      AUTH_RATE_LIMIT_MAX: '3',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      GOOGLE_ISSUER: '',
    }),
  ],
});
