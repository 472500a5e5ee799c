import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
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
  browser.runtime.onMessage.addListener((request: WorkerRequest, sender) => {
    // Only the extension's own pages and its content script on the dashboard may talk to it.
    if (sender.id !== browser.runtime.id) return undefined;
    if (request.kind === 'handoff' && !sender.url?.startsWith(`${__FILLDECK_URL__}/`)) return undefined;
    return handleWorkerRequest(deps, request);
  });
});
