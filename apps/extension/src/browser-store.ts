import { browser } from 'wxt/browser';
import { currentDashboard } from './dashboard-origin.ts';
import type { KeyValueStore } from './session-store.ts';

/** `browser.storage.local`, where the extension keeps its few values. */
export const browserStore: KeyValueStore = {
  get: (key) => browser.storage.local.get(key),
  set: (items) => browser.storage.local.set(items),
  remove: (key) => browser.storage.local.remove(key),
};

/** The dashboard the extension talks to now: the options page's choice, else the built-in one. */
export const dashboardNow = () => currentDashboard(browserStore, browser.runtime.getManifest());
