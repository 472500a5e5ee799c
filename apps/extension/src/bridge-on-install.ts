import { browser } from 'wxt/browser';
import { dashboardNow } from './browser-store.ts';

/** The dashboard content script, as the build writes it (an unlisted script). */
export const BRIDGE_SCRIPT = '/dashboard-bridge.js';

export interface BridgeTabs {
  /** The ids of the open tabs whose address matches `pattern`. */
  matching(pattern: string): Promise<number[]>;
  inject(tabId: number, file: string): Promise<unknown>;
}

const browserTabs: BridgeTabs = {
  matching: async (pattern) =>
    (await browser.tabs.query({ url: pattern })).flatMap((tab) => (tab.id === undefined ? [] : [tab.id])),
  inject: (tabId, file) => browser.scripting.executeScript({ target: { tabId }, files: [file] }),
};

/**
 * The browser runs content scripts only in pages loaded after an install or update, so the
 * dashboard tabs already open (the "Get the extension" page the user installed from) get the
 * bridge now: it tells each page at once that the extension is there, and a signed-in page
 * connects it without a reload. A tab that cannot take it (closing, an error page) is skipped.
 */
export async function bridgeOpenDashboards(
  reason: string,
  dashboard?: string,
  tabs: BridgeTabs = browserTabs,
): Promise<number[]> {
  // After a browser update the scripts already running stay connected: a second bridge would pass each sign-in on twice.
  if (reason !== 'install' && reason !== 'update') return [];
  const origin = dashboard ?? (await dashboardNow());
  const ids = await tabs.matching(`${origin}/*`);
  const results = await Promise.allSettled(ids.map((id) => tabs.inject(id, BRIDGE_SCRIPT)));
  return ids.filter((_, index) => results[index]?.status === 'fulfilled');
}
