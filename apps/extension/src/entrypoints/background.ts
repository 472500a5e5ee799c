import { type Browser, browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { bridgeOpenDashboards } from '../bridge-on-install.ts';
import { browserApplications, browserTabFills, dashboardNow } from '../browser-store.ts';
import {
  applyPreview,
  closePreview,
  dragPreview,
  type FillTabDeps,
  fillTab,
  fillTabWithUsualTemplate,
  highlightField,
  previewReady,
  sizePreview,
  undoFill,
} from '../fill/fill-tab.ts';
import { fillNextStep, offerNextStep } from '../fill/next-step.ts';
import type { AskFrame } from '../fill/tab-fills.ts';
import { answer, type Handlers, isMessageOf, replyOf } from '../protocol.ts';
import { forgetSession } from '../session-store.ts';
import { switchDashboard } from '../switch-dashboard.ts';
import { type AccountCalls, accountHandlers, type WorkerDeps } from '../worker.ts';
import { CALLERS, type Caller, type WorkerCalls } from '../worker-protocol.ts';

const PREVIEW_PAGE = '/preview.html';

/** What the worker's handlers need, with the dashboard as it is chosen now (the options page may change it). */
async function workerDeps(): Promise<WorkerDeps> {
  return { dashboardUrl: await dashboardNow(), userAgent: navigator.userAgent, switchDashboard };
}

const askFrame: AskFrame = async (tabId, frameId, kind, request) =>
  replyOf(await browser.tabs.sendMessage(tabId, { ...request, kind }, { frameId }));

async function fillDeps(): Promise<FillTabDeps> {
  return {
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
    ask: askFrame,
    fills: browserTabFills,
    applications: browserApplications,
    previewUrl: (nonce) => `${browser.runtime.getURL(PREVIEW_PAGE)}#${nonce}`,
    forget: forgetSession,
    newKey: () => crypto.randomUUID(),
  };
}

/** Who sent a message: the preview's page in a tab, another page of the extension, or the dashboard's content script. */
async function callerOf(sender: Browser.runtime.MessageSender): Promise<Caller | null> {
  const own = `${self.location.origin}/`;
  if (sender.url?.startsWith(own)) {
    return new URL(sender.url).pathname === PREVIEW_PAGE ? 'preview' : 'extension-page';
  }
  if (sender.url?.startsWith(`${await dashboardNow()}/`)) return 'dashboard';
  // Our fill script in a page's frame (a page's own scripts cannot message the extension).
  return sender.tab?.id !== undefined && sender.frameId !== undefined ? 'fill-script' : null;
}

/** The preview's tab and frame, which its calls act on. */
const previewOf = (sender: Browser.runtime.MessageSender) => {
  if (sender.tab?.id === undefined || sender.frameId === undefined) throw new Error('Not allowed');
  return { tabId: sender.tab.id, frameId: sender.frameId };
};

type Sender = Browser.runtime.MessageSender;
type PreviewCall = Extract<keyof WorkerCalls, `preview:${string}`>;

/** An account call, answered by the worker's account handlers with the dashboard chosen now. */
const accountCall =
  <K extends keyof AccountCalls>(kind: K) =>
  async (request: AccountCalls[K]['request'], sender: Sender): Promise<AccountCalls[K]['reply']> =>
    accountHandlers(await workerDeps())[kind](request, sender);

/** A call of the preview that acts on its own tab and frame and answers nothing. */
const previewCall =
  <K extends PreviewCall>(
    act: (deps: FillTabDeps, tabId: number, frameId: number, request: WorkerCalls[K]['request']) => Promise<void>,
  ) =>
  async (request: WorkerCalls[K]['request'], sender: Sender) => {
    const { tabId, frameId } = previewOf(sender);
    await act(await fillDeps(), tabId, frameId, request);
    return {};
  };

const handlers: Handlers<WorkerCalls, Sender> = {
  handoff: accountCall('handoff'),
  status: accountCall('status'),
  'sign-out': accountCall('sign-out'),
  'set-dashboard': accountCall('set-dashboard'),
  'allow-connect': accountCall('allow-connect'),
  fill: async ({ tabId, templateId }) => {
    await fillTab(await fillDeps(), tabId, templateId);
    return { started: true };
  },
  'preview:ready': async ({ nonce }, sender) => {
    const { tabId, frameId } = previewOf(sender);
    await previewReady(await fillDeps(), tabId, frameId, nonce);
    return { tabId };
  },
  'preview:apply': previewCall<'preview:apply'>((deps, tabId, frameId, { choices }) =>
    applyPreview(deps, tabId, frameId, choices),
  ),
  'preview:undo': previewCall<'preview:undo'>((deps, tabId, frameId) => undoFill(deps, tabId, frameId)),
  'preview:close': previewCall<'preview:close'>((deps, tabId, frameId) => closePreview(deps, tabId, frameId)),
  'preview:size': previewCall<'preview:size'>((deps, tabId, frameId, { height }) =>
    sizePreview(deps, tabId, frameId, height),
  ),
  'preview:drag': previewCall<'preview:drag'>((deps, tabId, frameId, drag) => dragPreview(deps, tabId, frameId, drag)),
  'preview:next-step': previewCall<'preview:next-step'>((deps, tabId, frameId) => fillNextStep(deps, tabId, frameId)),
  'preview:highlight': previewCall<'preview:highlight'>((deps, tabId, frameId, { key, on }) =>
    highlightField(deps, tabId, frameId, key, on),
  ),
  'page:new-fields': async (_request, sender) => {
    if (sender.tab?.id === undefined) return {};
    await offerNextStep(await fillDeps(), sender.tab.id, sender.tab.url ?? sender.url ?? '');
    return {};
  },
};

export default defineBackground(() => {
  const MENU_ID = 'filldeck-fill';
  browser.runtime.onInstalled.addListener(({ reason }) => {
    browser.contextMenus.create({ id: MENU_ID, title: 'Fill with FillDeck', contexts: ['page', 'editable'] });
    void bridgeOpenDashboards(reason).catch(() => {});
  });
  const fillWithUsual = async (tabId: number, url: string) =>
    fillTabWithUsualTemplate(await fillDeps(), tabId, url).catch(() => {});
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === MENU_ID && tab?.id !== undefined) void fillWithUsual(tab.id, tab.url ?? '');
  });
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === 'fill-page' && tab?.id !== undefined) void fillWithUsual(tab.id, tab.url ?? '');
  });
  // A closed tab's fill is forgotten with it.
  browser.tabs.onRemoved.addListener((tabId) => {
    void browserTabFills.remove(tabId);
    void browserApplications.remove(tabId);
  });
  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    if (sender.id !== browser.runtime.id || !isMessageOf(handlers, message)) return false;
    void callerOf(sender).then(async (caller) => {
      if (!caller || !CALLERS[message.kind].includes(caller)) return sendResponse({ ok: false, error: 'Not allowed' });
      sendResponse(await answer(handlers, message, sender));
    });
    return true;
  });
});
