import type { ExtensionProfile } from '@filldeck/shared/extension-contract';
import { storage } from 'wxt/utils/storage';
import type { Application } from './fill/applications.ts';
import type { TabFill } from './fill/preview-view.ts';

/** The extension session: its token and who it belongs to. */
export interface StoredSession {
  token: string;
  expiresAt: string;
  profile: ExtensionProfile;
}

// Everything the extension keeps, in one place: each item typed and versioned (WXT storage items;
// a new shape is a new version with its migration). `local:` survives restarts; `session:` lives in
// memory only and is out of content scripts' reach.

/** The extension session (`filldeck:session`); read it with `readSession`, which checks it. */
export const sessionItem = storage.defineItem<StoredSession>('local:filldeck:session', { version: 1 });

/**
 * Set when the extension's session ended (signed out in the popup or by the dashboard's logout,
 * revoked or expired on the server): a signed-in dashboard page then connects the extension only
 * when asked (a sign-in, Connect this browser, the popup's Sign in). Absent after install, so the
 * first dashboard page the user opens connects it (docs/auth-contract.md#is-the-extension-there-dashboard--extension).
 */
export const connectHeldItem = storage.defineItem<boolean>('local:filldeck:connectHeld', {
  version: 1,
  fallback: false,
});

/** The dashboard chosen in the options page (absent: the built-in one). */
export const dashboardItem = storage.defineItem<string>('local:filldeck:dashboard', { version: 1 });

/** The template last used per site (host name → template id), the newest last, at most 200 sites. */
export const templateBySiteItem = storage.defineItem<Record<string, string>>('local:filldeck:templateBySite', {
  version: 1,
  fallback: {},
});

/** Which side of the window the preview sits on. */
export type PanelSide = 'left' | 'right';

/** Where the preview sits: its distance from the side it is nearer to, and from the window's top. */
export interface PanelPlace {
  side: PanelSide;
  x: number;
  y: number;
}

/** Where a preview docked on a side sits. */
export const dockedPlace = (side: PanelSide): PanelPlace => ({ side, x: 16, y: 16 });

/**
 * Where the user left the preview (absent: docked on the right). The key is the one that held only
 * the side before the preview could be dragged; version 2 keeps that side.
 */
export const panelPlaceItem = storage.defineItem<PanelPlace>('local:filldeck:panelSide', {
  version: 2,
  fallback: dockedPlace('right'),
  migrations: { 2: (side: PanelSide) => dockedPlace(side) },
});

/** A tab's fill in progress, from the scan until its preview closes (or the tab does). */
export const tabFillItem = (tabId: number) =>
  storage.defineItem<TabFill>(`session:filldeck:fill:${tabId}`, { version: 1 });

/** A tab's application in several steps (fill/next-step.ts), while the tab is open. */
export const applicationItem = (tabId: number) =>
  storage.defineItem<Application>(`session:filldeck:application:${tabId}`, { version: 1 });
