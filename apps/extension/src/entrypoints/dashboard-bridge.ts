import { browser } from 'wxt/browser';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { AUTH_EVENT_NAME, authFrom, type HandoffAction, handoffFromMessage, ID_TOKEN_STORAGE_KEY } from '../handoff.ts';
import type { WorkerRequest } from '../messages.ts';

/**
 * Runs on the dashboard's pages only (manifest content_scripts, wxt.config.ts): passes the
 * dashboard's sign-in and logout on to the service worker.
 */
export default defineUnlistedScript(() => {
  const send = (action: HandoffAction) => {
    const request: WorkerRequest = { kind: 'handoff', action };
    void browser.runtime.sendMessage(request).catch(() => {});
  };
  window.addEventListener('message', (event) => {
    const action = handoffFromMessage(event, window, __FILLDECK_URL__);
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
  }
});
