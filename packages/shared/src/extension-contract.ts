/**
 * What the web app and the browser extension agree on (see docs/auth-contract.md, "Handoff to the extension").
 * Window messages are posted to the dashboard's own origin, never '*'.
 */
export const EXTENSION_AUTH = 'EXTENSION_AUTH';
export const EXTENSION_LOGOUT = 'LOGOUT';

/** localStorage key holding the id token after a Google registration. */
export const ID_TOKEN_STORAGE_KEY = 'filldeck:idToken';
/** CustomEvent fired on `window` after a Google registration; `detail` is `{ idToken, profile }`. */
export const AUTH_EVENT_NAME = 'filldeck:auth';

export interface ExtensionProfile {
  name: string;
  photoURL: string | null;
}

export interface ExtensionAuthMessage {
  type: typeof EXTENSION_AUTH;
  idToken: string;
  profile: ExtensionProfile;
}

export interface ExtensionLogoutMessage {
  type: typeof EXTENSION_LOGOUT;
}

/**
 * Whether the extension is installed and connected, asked by the dashboard: the page posts a
 * PING to its own origin; the extension's content script on the dashboard answers with a STATUS
 * (also unasked, when it loads and after each sign-in or logout it passes on).
 */
export const EXTENSION_PING = 'FILLDECK_EXTENSION_PING';
export const EXTENSION_STATUS = 'FILLDECK_EXTENSION_STATUS';

export interface ExtensionPingMessage {
  type: typeof EXTENSION_PING;
}

export interface ExtensionStatusMessage {
  type: typeof EXTENSION_STATUS;
  /** The extension's version (manifest). */
  version: string;
  /** Whether the extension holds a session with this server. */
  signedIn: boolean;
  /** The signed-in account's display name, when signed in. */
  name: string | null;
  /**
   * True when the extension holds no session and would take one from this dashboard unasked: it
   * was just installed, and its user has not signed it out since. A signed-in dashboard page then
   * answers with EXTENSION_AUTH (a fresh id token), so installing after signing in connects by
   * itself. Absent (older extensions) counts as false.
   */
  wantsSession?: boolean;
}

/**
 * Where the extension comes from: `GET /api/extension/install` (public). Its schema is in
 * schemas/extension-sessions.ts; the type is re-exported here, type-only, so the landing page's
 * script reads it without bundling zod.
 */
export type { ExtensionInstallInfo } from './schemas/extension-sessions.ts';

export const EXTENSION_DOWNLOAD_PATH = '/downloads/filldeck-extension.zip';
