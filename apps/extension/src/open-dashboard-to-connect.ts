import { browser } from 'wxt/browser';
import { dashboardNow } from './browser-store.ts';
import { callWorker } from './call-worker.ts';

/** The dashboard page that connects the extension (docs/product.md#the-extension-and-filling). */
export const CONNECT_PATH = '/extension';

/**
 * The popup's "Sign in to FillDeck": the user asks to connect, so the dashboard may now connect
 * the extension unasked, and its "Get the extension" page opens. Someone signed in there is
 * connected as the page loads; anyone else signs in first and comes back to it.
 */
export async function openDashboardToConnect(): Promise<void> {
  await callWorker('allow-connect', {}).catch(() => null);
  await browser.tabs.create({ url: `${await dashboardNow()}${CONNECT_PATH}` });
}
