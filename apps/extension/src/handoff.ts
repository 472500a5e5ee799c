import {
  AUTH_EVENT_NAME,
  EXTENSION_AUTH,
  EXTENSION_LOGOUT,
  EXTENSION_PING,
  EXTENSION_STATUS,
  type ExtensionProfile,
  type ExtensionStatusMessage,
  ID_TOKEN_STORAGE_KEY,
} from '@filldeck/shared/extension-contract';
import type { HandoffAction, WorkerStatus } from './worker-protocol.ts';

export type { HandoffAction };
export { AUTH_EVENT_NAME, ID_TOKEN_STORAGE_KEY };

interface WindowMessage {
  source: unknown;
  origin: string;
  data: unknown;
}

const MAX_TOKEN = 4096;

function profileOf(value: unknown): ExtensionProfile {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const name = typeof raw.name === 'string' ? raw.name.slice(0, 200) : '';
  const photoURL = typeof raw.photoURL === 'string' && /^https?:\/\//.test(raw.photoURL) ? raw.photoURL : null;
  return { name, photoURL };
}

/** An id token and profile as the dashboard sends them, or null when the shape is wrong. */
export function authFrom(value: unknown): Extract<HandoffAction, { type: 'auth' }> | null {
  if (typeof value !== 'object' || value === null) return null;
  const { idToken, profile } = value as Record<string, unknown>;
  if (typeof idToken !== 'string' || idToken.length === 0 || idToken.length > MAX_TOKEN) return null;
  return { type: 'auth', idToken, profile: profileOf(profile) };
}

/**
 * A window message the extension acts on: only one the dashboard's own page posted to itself
 * (`event.source === window` and the dashboard's origin), of type EXTENSION_AUTH or LOGOUT.
 * Anything else — another frame, another origin, another shape — is ignored.
 */
export function handoffFromMessage(event: WindowMessage, self: unknown, dashboardOrigin: string): HandoffAction | null {
  if (event.source !== self || event.origin !== dashboardOrigin) return null;
  const data = event.data as Record<string, unknown> | null;
  if (typeof data !== 'object' || data === null) return null;
  if (data.type === EXTENSION_LOGOUT) return { type: 'logout' };
  if (data.type === EXTENSION_AUTH) return authFrom(data);
  return null;
}

/** The dashboard asking whether the extension is there: a PING its own page posted to itself. */
export function isPing(event: WindowMessage, self: unknown, dashboardOrigin: string): boolean {
  if (event.source !== self || event.origin !== dashboardOrigin) return false;
  const data = event.data as Record<string, unknown> | null;
  return typeof data === 'object' && data !== null && data.type === EXTENSION_PING;
}

/**
 * What the extension tells the dashboard page it runs on: installed, and signed in with this
 * dashboard or not (a session with another dashboard, chosen in the options page, does not count);
 * without a session, whether the page may connect it unasked — never while a sign-in it passed on
 * is still being exchanged (`isHandoffPending`), so a sign-in is not followed by a second one.
 */
export function statusMessage(
  status: WorkerStatus,
  version: string,
  pageOrigin: string,
  isHandoffPending = false,
): ExtensionStatusMessage {
  const isThisDashboard = status.dashboardUrl === pageOrigin;
  const here = status.signedIn && isThisDashboard;
  return {
    type: EXTENSION_STATUS,
    version,
    signedIn: here,
    name: here && status.signedIn ? status.profile.name || null : null,
    wantsSession: !status.signedIn && status.connectsUnasked && isThisDashboard && !isHandoffPending,
  };
}
