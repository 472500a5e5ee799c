import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@filldeck/test-chromium';
import { type BrowserContext, chromium, type Page, type Worker } from '@playwright/test';
import { unzipSync } from 'fflate';

export interface LoadedExtension {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** The unzipped folder that was loaded, as a user's "Load unpacked" would. */
  folder: string;
  close(): Promise<void>;
}

/**
 * A fresh Chromium profile without the extension, as a user has before installing it: they can
 * sign in first, then install it there (installExtensionFromServer with `into`), which the browser
 * does while it runs — its open pages stay open.
 */
export interface BrowserWithoutExtension {
  context: BrowserContext;
  /** Loads an unpacked extension folder now, as "Load unpacked" does; resolves to its service worker. */
  loadUnpacked(folder: string): Promise<Worker>;
  close(): Promise<void>;
}

export async function browserWithoutExtension(baseURL: string): Promise<BrowserWithoutExtension> {
  const profile = mkdtempSync(path.join(tmpdir(), 'filldeck-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    baseURL,
    // Extensions stay allowed, and one can be loaded later over the DevTools protocol.
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [...CHROMIUM_FLAGS, '--enable-unsafe-extension-debugging', '--remote-debugging-port=0'],
  });
  return {
    context,
    loadUnpacked: async (folder) => {
      const port = readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0];
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      try {
        const worker = context.waitForEvent('serviceworker', {
          predicate: (w) => w.url().startsWith('chrome-extension://'),
        });
        const cdp = await browser.newBrowserCDPSession();
        await cdp.send('Extensions.loadUnpacked', { path: folder });
        return await worker;
      } finally {
        await browser.close();
      }
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Installs the extension as a new user does: downloads the zip the server offers
 * (`/downloads/filldeck-extension.zip`, made for its PUBLIC_URL), unzips it, and loads the folder
 * unpacked — into a fresh Chromium profile, or `into` one already running (see browserWithoutExtension).
 */
export async function installExtensionFromServer(
  baseURL: string,
  options: { alsoAllow?: string[]; into?: BrowserWithoutExtension } = {},
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
  if (options.into) {
    const { into } = options;
    const worker = await into.loadUnpacked(folder);
    return {
      context: into.context,
      worker,
      extensionId: new URL(worker.url()).host,
      folder,
      close: async () => {
        await into.close();
        rmSync(downloads, { recursive: true, force: true });
      },
    };
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
