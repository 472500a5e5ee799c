import type { ExtensionProfile } from '@filldeck/shared/extension-contract';
import { storage } from 'wxt/utils/storage';
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

/** The dashboard chosen in the options page (absent: the built-in one). */
export const dashboardItem = storage.defineItem<string>('local:filldeck:dashboard', { version: 1 });

/** The template last used per site (host name → template id), the newest last, at most 200 sites. */
export const templateBySiteItem = storage.defineItem<Record<string, string>>('local:filldeck:templateBySite', {
  version: 1,
  fallback: {},
});

/** A tab's fill in progress, from the scan until its preview closes (or the tab does). */
export const tabFillItem = (tabId: number) =>
  storage.defineItem<TabFill>(`session:filldeck:fill:${tabId}`, { version: 1 });
