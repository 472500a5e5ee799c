import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { type FillTabDeps, fillTab, fillTabWithUsualTemplate } from '../fill/fill-tab.ts';
import type { WorkerRequest } from '../messages.ts';
import { handleWorkerRequest, type WorkerDeps } from '../worker.ts';

export default defineBackground(() => {
  const deps: WorkerDeps = {
    store: {
      get: (key) => browser.storage.local.get(key),
      set: (items) => browser.storage.local.set(items),
      remove: (key) => browser.storage.local.remove(key),
    },
    dashboardUrl: __FILLDECK_URL__,
    userAgent: navigator.userAgent,
  };
  const fillDeps: FillTabDeps = {
    store: deps.store,
    dashboardUrl: deps.dashboardUrl,
    inject: async (tabId) => {
      await browser.scripting.executeScript({ target: { tabId }, files: ['/fill-panel.js'] });
    },
    tell: (tabId, message) => browser.tabs.sendMessage(tabId, message),
    forget: () => deps.store.remove('filldeck:session'),
    newKey: () => crypto.randomUUID(),
  };
  const MENU_ID = 'filldeck-fill';
  browser.runtime.onInstalled.addListener(() => {
    browser.contextMenus.create({ id: MENU_ID, title: 'Fill with FillDeck', contexts: ['page', 'editable'] });
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== MENU_ID || tab?.id === undefined) return;
    void fillTabWithUsualTemplate(fillDeps, tab.id, tab.url ?? '').catch(() => {});
  });
  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== 'fill-page' || tab?.id === undefined) return;
    void fillTabWithUsualTemplate(fillDeps, tab.id, tab.url ?? '').catch(() => {});
  });
  browser.runtime.onMessage.addListener((request: WorkerRequest, sender, sendResponse) => {
    // Only the extension's own pages and its content script on the dashboard may talk to it.
    if (sender.id !== browser.runtime.id) return false;
    if (request.kind === 'handoff' && !sender.url?.startsWith(`${__FILLDECK_URL__}/`)) return false;
    // Only the extension's own pages (the popup) start a fill.
    if (request.kind === 'fill' && !sender.url?.startsWith(`${self.location.origin}/`)) return false;
    const work =
      request.kind === 'fill'
        ? fillTab(fillDeps, request.tabId, request.templateId).then(() => ({ started: true }))
        : handleWorkerRequest(deps, request);
    work.then(sendResponse, (error: unknown) => sendResponse({ error: String(error) }));
    return true;
  });
});
