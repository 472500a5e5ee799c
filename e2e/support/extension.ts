import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from '@playwright/test';
import { unzipSync } from 'fflate';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

export interface LoadedExtension {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** The unzipped folder that was loaded, as a user's "Load unpacked" would. */
  folder: string;
  close(): Promise<void>;
}

/**
 * Installs the extension as a new user does: downloads the zip the server offers
 * (`/downloads/filldeck-extension.zip`, made for its PUBLIC_URL), unzips it, and loads the folder
 * unpacked into a fresh Chromium profile.
 */
export async function installExtensionFromServer(
  baseURL: string,
  options: { alsoAllow?: string[] } = {},
): Promise<LoadedExtension> {
  const response = await fetch(`${baseURL}/downloads/filldeck-extension.zip`);
  if (!response.ok) throw new Error(`The server offered no extension zip: ${response.status}`);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const downloads = mkdtempSync(path.join(tmpdir(), 'filldeck-download-'));
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    const target = path.join(downloads, name);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
  const folder = path.join(downloads, 'filldeck-extension');
  if (options.alsoAllow) {
    // Host access a user gives by clicking the toolbar button (activeTab), which a headless run cannot click.
    const manifestFile = path.join(folder, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { host_permissions: string[] };
    manifest.host_permissions.push(...options.alsoAllow.map((origin) => `${origin}/*`));
    writeFileSync(manifestFile, JSON.stringify(manifest));
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'filldeck-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    baseURL,
    args: [...CHROMIUM_FLAGS, `--disable-extensions-except=${folder}`, `--load-extension=${folder}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return {
    context,
    worker,
    extensionId: new URL(worker.url()).host,
    folder,
    close: async () => {
      await context.close();
      rmSync(downloads, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The extension session token the service worker keeps, or null. */
export const storedToken = (worker: Worker) =>
  worker.evaluate(async () => {
    type Storage = { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } };
    const { chrome } = globalThis as unknown as { chrome: Storage };
    const stored = await chrome.storage.local.get('filldeck:session');
    return (stored['filldeck:session'] as { token?: string } | undefined)?.token ?? null;
  });

/**
 * The popup, opened as a page of its own for the tab showing `page` (the toolbar popup of a
 * headless browser cannot be clicked; `?tab=` names the tab the toolbar would have).
 */
export async function openPopupFor(extension: LoadedExtension, page: Page): Promise<Page> {
  const tabId = await extension.worker.evaluate(async (url) => {
    type Tabs = { tabs: { query(q: { url: string }): Promise<Array<{ id?: number }>> } };
    const { chrome } = globalThis as unknown as { chrome: Tabs };
    // The newest tab showing that address (tab ids grow): earlier tests may have left one open.
    const ids = (await chrome.tabs.query({ url })).flatMap((tab) => (tab.id === undefined ? [] : [tab.id]));
    return ids.length > 0 ? Math.max(...ids) : undefined;
  }, page.url());
  if (tabId === undefined) throw new Error(`No tab shows ${page.url()}`);
  const popup = await extension.context.newPage();
  await popup.goto(`chrome-extension://${extension.extensionId}/popup.html?tab=${tabId}`);
  return popup;
}
