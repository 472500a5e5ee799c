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
import type { WorkerStatus } from '../worker-protocol.ts';

/**
 * Runs on the dashboard's pages only (the manifest's content script for the built-in dashboard,
 * a registered one for a dashboard chosen in the options page, and injected into the dashboard's
 * open tabs when the extension is installed): passes the dashboard's sign-in and logout on to the
 * service worker, and tells the page whether the extension is connected — or wants to be, so a
 * signed-in page connects it (docs/auth-contract.md#is-the-extension-there-dashboard--extension).
 */
export default defineUnlistedScript(() => {
  const dashboard = window.location.origin;
  const version = browser.runtime.getManifest().version;
  let handoffsPending = 0;
  const tellPage = (status: WorkerStatus, isHandoffPending: boolean) =>
    window.postMessage(statusMessage(status, version, dashboard, isHandoffPending), dashboard);
  // A status read while a sign-in was on its way must not invite a second sign-in.
  const tellStatus = () => {
    const wasPending = handoffsPending > 0;
    callWorker('status', {}).then(
      (status) => tellPage(status, wasPending || handoffsPending > 0),
      () => {},
    );
  };
  const send = (action: HandoffAction) => {
    handoffsPending += 1;
    void callWorker('handoff', { action })
      .catch(() => null)
      .then((status) => {
        handoffsPending -= 1;
        // Whether the exchange worked or not, the page hears how things stand afterwards.
        if (status) tellPage(status, handoffsPending > 0);
        else tellStatus();
      });
  };

  window.addEventListener('message', (event) => {
    if (isPing(event, window, dashboard)) return tellStatus();
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
    tellStatus();
  }
});
