import { EXTENSION_STATUS, type ExtensionStatusMessage } from '@filldeck/shared';

/** What the dashboard knows of the extension in this browser. */
export type ExtensionStatus =
  | { state: 'checking' }
  | { state: 'absent' }
  /** `wantsSession`: it would take a session from this signed-in page unasked (just installed). */
  | { state: 'installed'; version: string; wantsSession: boolean }
  | { state: 'connected'; version: string; name: string | null };

interface WindowMessage {
  source: unknown;
  origin: string;
  data: unknown;
}

/**
 * The extension's STATUS, when `event` is one: posted by its content script into this very
 * window, from this origin, with the right shape. Anything else is not the extension speaking.
 */
export function statusFromMessage(event: WindowMessage, self: unknown, origin: string): ExtensionStatus | null {
  if (event.source !== self || event.origin !== origin) return null;
  const data = event.data as Partial<ExtensionStatusMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== EXTENSION_STATUS) return null;
  if (typeof data.version !== 'string' || typeof data.signedIn !== 'boolean') return null;
  const version = data.version.slice(0, 40);
  if (!data.signedIn) return { state: 'installed', version, wantsSession: data.wantsSession === true };
  const name = typeof data.name === 'string' && data.name !== '' ? data.name.slice(0, 200) : null;
  return { state: 'connected', version, name };
}
