import { browser } from 'wxt/browser';
import { currentDashboard } from './dashboard-choice.ts';
import type { Applications } from './fill/applications.ts';
import type { TabFill } from './fill/preview-view.ts';
import type { TabFills } from './fill/tab-fills.ts';
import { applicationItem, tabFillItem } from './storage-items.ts';

/** The dashboard the extension talks to now: the options page's choice, else the built-in one. */
export const dashboardNow = () => currentDashboard(browser.runtime.getManifest());

export const isTabFill = (value: unknown): value is TabFill =>
  typeof value === 'object' && value !== null && 'nonce' in value && 'view' in value;

/** Each tab's fill in `browser.storage.session` (tabFillItem), checked as it is read. */
export const browserTabFills: TabFills = {
  get: async (tabId) => {
    const value: unknown = await tabFillItem(tabId).getValue();
    return isTabFill(value) ? value : null;
  },
  set: (tabId, fill) => tabFillItem(tabId).setValue(fill),
  remove: (tabId) => tabFillItem(tabId).removeValue(),
};

/** Each tab's application in several steps, in `browser.storage.session`. */
export const browserApplications: Applications = {
  get: async (tabId) => (await applicationItem(tabId).getValue()) ?? null,
  set: (tabId, application) => applicationItem(tabId).setValue(application),
  remove: (tabId) => applicationItem(tabId).removeValue(),
};
