import { browser } from 'wxt/browser';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { callWorker } from '../call-worker.ts';
import {
  AUTH_EVENT_NAME,
  authFrom,
  type HandoffAction,
  handoffFromMessage,
  ID_TOKEN_STORAGE_KEY,
  isPing,
  statusMessage,
} from '../handoff.ts';
import type { WorkerStatus } from '../messages.ts';

/**
 * Runs on the dashboard's pages only (the manifest's content script for the built-in dashboard,
 * a registered one for a dashboard chosen in the options page): passes the dashboard's sign-in and
 * logout on to the service worker, and tells the page whether the extension is connected.
 */
export default defineUnlistedScript(() => {
  const dashboard = window.location.origin;
  const version = browser.runtime.getManifest().version;
  const tellPage = (status: WorkerStatus) => window.postMessage(statusMessage(status, version, dashboard), dashboard);
  const ask = (status: Promise<WorkerStatus>) => status.then(tellPage, () => {});
  const send = (action: HandoffAction) => void ask(callWorker('handoff', { action }));

  window.addEventListener('message', (event) => {
    if (isPing(event, window, dashboard)) return void ask(callWorker('status', {}));
    const action = handoffFromMessage(event, window, dashboard);
    if (action) send(action);
  });
  // After a Google registration the page also fires an event and leaves the token in localStorage.
  window.addEventListener(AUTH_EVENT_NAME, (event) => {
    const action = authFrom((event as CustomEvent).detail);
    if (action) send(action);
  });
  const stored = window.localStorage.getItem(ID_TOKEN_STORAGE_KEY);
  if (stored) {
    window.localStorage.removeItem(ID_TOKEN_STORAGE_KEY);
    send({ type: 'auth', idToken: stored, profile: { name: '', photoURL: null } });
  } else {
    void ask(callWorker('status', {}));
  }
});
