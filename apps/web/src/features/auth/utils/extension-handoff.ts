import {
  AUTH_EVENT_NAME,
  EXTENSION_AUTH,
  EXTENSION_LOGOUT,
  type ExtensionAuthMessage,
  type ExtensionLogoutMessage,
  type ExtensionProfile,
  ID_TOKEN_STORAGE_KEY,
} from '@filldeck/shared';

/** Hands the session to the extension's content script; only ever to this page's own origin. */
export function postExtensionAuth(idToken: string, profile: ExtensionProfile): void {
  const message: ExtensionAuthMessage = { type: EXTENSION_AUTH, idToken, profile };
  window.postMessage(message, window.location.origin);
}

export function postExtensionLogout(): void {
  const message: ExtensionLogoutMessage = { type: EXTENSION_LOGOUT };
  window.postMessage(message, window.location.origin);
}

/** After a Google registration: keep the token for the extension and announce it on `window`. */
export function announceGoogleRegistration(idToken: string, profile: ExtensionProfile): void {
  try {
    window.localStorage.setItem(ID_TOKEN_STORAGE_KEY, idToken);
  } catch (error) {
    console.warn('Could not store the id token for the extension', error);
  }
  window.dispatchEvent(new CustomEvent(AUTH_EVENT_NAME, { detail: { idToken, profile } }));
}

/** On logout, a token kept for the extension must not outlive the session. */
export function forgetStoredIdToken(): void {
  try {
    window.localStorage.removeItem(ID_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
