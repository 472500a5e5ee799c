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
