import { type Browser, browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { browserStore, dashboardNow } from '../browser-store.ts';
import { type FillTabDeps, fillTab, fillTabWithUsualTemplate } from '../fill/fill-tab.ts';
import type { PageRequest } from '../fill/page-messages.ts';
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
      // Every frame the extension may enter: the page (activeTab), its same-origin frames, and
      // frames of other sites, each of which reads and fills its own fields.
      const results = await browser.scripting.executeScript({
        target: { tabId, allFrames: true },
        files: ['/fill-panel.js'],
      });
      return results.map((result) => result.frameId);
    },
    tell: (tabId, message, frameId = 0) => browser.tabs.sendMessage(tabId, message, { frameId }),
    forget: () => browserStore.remove('filldeck:session'),
    newKey: () => crypto.randomUUID(),
  };
}

/**
 * Who may ask what: the popup and options pages anything but a frame's fill; the fill script in a
 * page only its frames' apply and undo; the dashboard's content script only the handoff and status.
 */
async function allowed(request: WorkerRequest, sender: Browser.runtime.MessageSender): Promise<boolean> {
  if (request.kind === 'frame-apply' || request.kind === 'frame-undo') {
    return sender.tab?.id !== undefined && sender.frameId === 0;
  }
  if (sender.url?.startsWith(`${self.location.origin}/`)) return true;
  if (request.kind !== 'handoff' && request.kind !== 'status') return false;
  return sender.url?.startsWith(`${await dashboardNow()}/`) ?? false;
}

/** A frame's apply or undo, passed from the page's fill script to that frame's. */
function toFrame(tabId: number, request: Extract<WorkerRequest, { kind: 'frame-apply' | 'frame-undo' }>) {
  const message: PageRequest =
    request.kind === 'frame-apply' ? { kind: 'fill:apply-here', values: request.values } : { kind: 'fill:undo-here' };
  return browser.tabs.sendMessage(tabId, message, { frameId: request.frameId });
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
    const work = allowed(request, sender).then(async (ok) => {
      if (!ok) return { error: 'Not allowed' };
      if (request.kind === 'frame-apply' || request.kind === 'frame-undo')
        return toFrame(sender.tab?.id ?? -1, request);
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
