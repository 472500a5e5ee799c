import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { browserStore, dashboardNow } from '../browser-store.ts';
import { type FillTabDeps, fillTab, fillTabWithUsualTemplate } from '../fill/fill-tab.ts';
import type { WorkerRequest } from '../messages.ts';
import { switchDashboard } from '../switch-dashboard.ts';
import { handleWorkerRequest, type WorkerDeps } from '../worker.ts';

/** What the worker's handlers need, with the dashboard as it is chosen now (the options page may change it). */
async function workerDeps(): Promise<WorkerDeps> {
  return { store: browserStore, dashboardUrl: await dashboardNow(), userAgent: navigator.userAgent, switchDashboard };
}

async function fillDeps(): Promise<FillTabDeps> {
  return {
    store: browserStore,
    dashboardUrl: await dashboardNow(),
    inject: async (tabId) => {
      await browser.scripting.executeScript({ target: { tabId }, files: ['/fill-panel.js'] });
    },
    tell: (tabId, message) => browser.tabs.sendMessage(tabId, message),
    forget: () => browserStore.remove('filldeck:session'),
    newKey: () => crypto.randomUUID(),
  };
}

/** Who may ask what: the popup and options pages anything; the dashboard's content script only the handoff and status. */
async function allowed(request: WorkerRequest, senderUrl: string | undefined): Promise<boolean> {
  const ownPage = senderUrl?.startsWith(`${self.location.origin}/`) ?? false;
  if (ownPage) return true;
  if (request.kind !== 'handoff' && request.kind !== 'status') return false;
  return senderUrl?.startsWith(`${await dashboardNow()}/`) ?? false;
}

export default defineBackground(() => {
  const MENU_ID = 'filldeck-fill';
  browser.runtime.onInstalled.addListener(() => {
    browser.contextMenus.create({ id: MENU_ID, title: 'Fill with FillDeck', contexts: ['page', 'editable'] });
  });
  const fillWithUsual = async (tabId: number, url: string) =>
    fillTabWithUsualTemplate(await fillDeps(), tabId, url).catch(() => {});
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === MENU_ID && tab?.id !== undefined) void fillWithUsual(tab.id, tab.url ?? '');
  });
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === 'fill-page' && tab?.id !== undefined) void fillWithUsual(tab.id, tab.url ?? '');
  });
  browser.runtime.onMessage.addListener((request: WorkerRequest, sender, sendResponse) => {
    if (sender.id !== browser.runtime.id) return false;
    const work = allowed(request, sender.url).then(async (ok) => {
      if (!ok) return { error: 'Not allowed' };
      if (request.kind === 'fill') {
        await fillTab(await fillDeps(), request.tabId, request.templateId);
        return { started: true };
      }
      return handleWorkerRequest(await workerDeps(), request);
    });
    work.then(sendResponse, (error: unknown) => sendResponse({ error: String(error) }));
    return true;
  });
});
