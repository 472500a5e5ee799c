import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One throwaway data directory per run, shared by the server (PGlite, outbox) and the tests,
// which read verification and reset mails from its outbox. Workers inherit the variable.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'filldeck-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://localhost:${port}`;
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3299);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  outputDir: path.join(root, 'test-results'),
  webServer: [
    {
      // Stands in for Google's OpenID Connect provider (see support/oidc-stand-in.mjs).
      command: `${JSON.stringify(process.execPath)} e2e/support/oidc-stand-in.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(oidcPort) },
    },
    {
      command: `${JSON.stringify(process.execPath)} --import tsx apps/server/src/main.ts`,
      cwd: root,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        AUTH_RATE_LIMIT_MAX: '1000',
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: 'filldeck-e2e',
        GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
      },
    },
  ],
});
