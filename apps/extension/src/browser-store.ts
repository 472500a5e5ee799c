import { browser } from 'wxt/browser';
import { currentDashboard } from './dashboard-origin.ts';
import type { TabFill } from './fill/preview-view.ts';
import type { TabFills } from './fill/tab-fills.ts';
import type { KeyValueStore } from './session-store.ts';

/** `browser.storage.local`, where the extension keeps its few values. */
export const browserStore: KeyValueStore = {
  get: (key) => browser.storage.local.get(key),
  set: (items) => browser.storage.local.set(items),
  remove: (key) => browser.storage.local.remove(key),
};

/** The dashboard the extension talks to now: the options page's choice, else the built-in one. */
export const dashboardNow = () => currentDashboard(browserStore, browser.runtime.getManifest());

/** Where a tab's fill is kept in `browser.storage.session`. */
export const tabFillKey = (tabId: number) => `filldeck:fill:${tabId}`;

export const isTabFill = (value: unknown): value is TabFill =>
  typeof value === 'object' && value !== null && 'nonce' in value && 'view' in value;

/**
 * Each tab's fill in `browser.storage.session`: in memory only, gone when the browser closes, and
 * readable by the extension's own pages and worker only (never by a page or a content script).
 */
export const browserTabFills: TabFills = {
  get: async (tabId) => {
    const value: unknown = (await browser.storage.session.get(tabFillKey(tabId)))[tabFillKey(tabId)];
    return isTabFill(value) ? value : null;
  },
  set: (tabId, fill) => browser.storage.session.set({ [tabFillKey(tabId)]: fill }),
  remove: (tabId) => browser.storage.session.remove(tabFillKey(tabId)),
};
