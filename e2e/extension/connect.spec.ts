import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@filldeck/shared';
import { type BrowserContext, chromium, expect, test, type Worker } from '@playwright/test';
import { logInThroughUi, verifiedUser } from '../support/users.ts';

const root = path.resolve(import.meta.dirname, '../..');
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let context: BrowserContext;
let worker: Worker;
let extensionId: string;
const dirs: string[] = [];

test.beforeAll(async () => {
  const baseURL = String(test.info().project.use.baseURL);
  // The extension as a user would get it, built for this server's origin (FILLDECK_URL).
  const out = mkdtempSync(path.join(tmpdir(), 'filldeck-extension-'));
  dirs.push(out);
  execFileSync('npx', ['wxt', 'build'], {
    cwd: path.join(root, 'apps/extension'),
    env: { ...process.env, FILLDECK_URL: baseURL, FILLDECK_EXTENSION_OUT: out },
    stdio: 'ignore',
  });
  const extensionDir = path.join(out, 'chrome-mv3');
  const profile = mkdtempSync(path.join(tmpdir(), 'filldeck-profile-'));
  dirs.push(profile);
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL,
    args: [...chromiumFlags, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  extensionId = new URL(worker.url()).host;
});

test.afterAll(async () => {
  await context?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const storedToken = () =>
  worker.evaluate(async () => {
    type Storage = { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } };
    const { chrome } = globalThis as unknown as { chrome: Storage };
    const stored = await chrome.storage.local.get('filldeck:session');
    return (stored['filldeck:session'] as { token?: string } | undefined)?.token ?? null;
  });

test('signing in on the dashboard connects the extension; the popup shows the account; logging out disconnects it', async () => {
  const page = await context.newPage();
  const user = await verifiedUser(page, 'extension');
  await logInThroughUi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(storedToken).toMatch(/^fdx_/);

  // A template to see in the popup, made as the dashboard makes one.
  const created = await page.request.post('/api/create_template', { data: { title: 'Job hunt 2026' } });
  expect(created.status()).toBe(201);

  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(user.name);
  await expect(popup.getByText('Free plan · 500 credits left')).toBeVisible();
  await expect(popup.getByRole('list', { name: 'Your templates' })).toContainText('Job hunt 2026');
  await popup.getByLabel('Search templates').fill('nothing like it');
  await expect(popup.getByText('No template matches')).toBeVisible();

  // The dashboard lists this browser under Connected browsers.
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Connected browsers' })).toContainText('Chrome on Linux');

  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(user.name) })
    .click();
  await page.getByRole('menuitem', { name: messages.shell.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(storedToken).toBeNull();
  await popup.reload();
  await expect(popup.getByRole('button', { name: 'Sign in to FillDeck' })).toBeVisible();
});
