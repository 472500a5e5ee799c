import type { ExtensionProfile } from '@filldeck/shared/extension-contract';
import type { PanelDrag } from './fill/page-protocol.ts';
import type { RowChoice } from './fill/preview-rows.ts';

/**
 * Whether the extension holds a session, and with which dashboard it works; without one, whether
 * a signed-in dashboard page may connect it unasked (mayConnectUnasked).
 */
export type WorkerStatus =
  | { signedIn: false; dashboardUrl: string; connectsUnasked: boolean }
  | { signedIn: true; profile: ExtensionProfile; dashboardUrl: string };

type None = Record<never, never>;

/** What the dashboard told the extension: a fresh sign-in (with its id token) or a logout. */
export type HandoffAction = { type: 'auth'; idToken: string; profile: ExtensionProfile } | { type: 'logout' };

/** What the extension's parts ask its service worker (runtime.sendMessage), and its replies. */
export type WorkerCalls = {
  handoff: { request: { action: HandoffAction }; reply: WorkerStatus };
  status: { request: None; reply: WorkerStatus };
  'sign-out': { request: None; reply: WorkerStatus };
  'set-dashboard': { request: { origin: string }; reply: WorkerStatus };
  /** The popup's Sign in: the dashboard page it opens may connect the extension unasked. */
  'allow-connect': { request: None; reply: WorkerStatus };
  fill: { request: { tabId: number; templateId: string }; reply: { started: true } };
  /** From the preview's page as it loads: the nonce in its address; the reply names its tab. */
  'preview:ready': { request: { nonce: string }; reply: { tabId: number } };
  'preview:apply': { request: { choices: RowChoice[] }; reply: None };
  'preview:undo': { request: None; reply: None };
  'preview:close': { request: None; reply: None };
  'preview:size': { request: { height: number }; reply: None };
  /** The user drags the preview by its header. */
  'preview:drag': { request: PanelDrag; reply: None };
  /** The user points at a row: show its field on the page (on), or stop (off). */
  'preview:highlight': { request: { key: string; on: boolean }; reply: None };
  /** The preview's offer to fill the next step was taken. */
  'preview:next-step': { request: None; reply: None };
  /** From the fill script after Apply: new fields appeared on the page. */
  'page:new-fields': { request: { count: number }; reply: None };
};

/** Who is asking: the extension's own pages, the preview's page in a tab, or the dashboard's content script. */
export type Caller = 'extension-page' | 'preview' | 'dashboard' | 'fill-script';

/** Who may ask what. */
export const CALLERS: Record<keyof WorkerCalls, readonly Caller[]> = {
  handoff: ['extension-page', 'dashboard'],
  status: ['extension-page', 'dashboard'],
  'sign-out': ['extension-page'],
  'set-dashboard': ['extension-page'],
  'allow-connect': ['extension-page'],
  fill: ['extension-page'],
  'preview:ready': ['preview'],
  'preview:apply': ['preview'],
  'preview:undo': ['preview'],
  'preview:close': ['preview'],
  'preview:size': ['preview'],
  'preview:drag': ['preview'],
  'preview:highlight': ['preview'],
  'preview:next-step': ['preview'],
  // Our fill script, also on the dashboard's own pages (the practice form).
  'page:new-fields': ['fill-script', 'dashboard'],
};
