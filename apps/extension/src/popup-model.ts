import type { ExtensionTemplate, Me } from '@filldeck/shared';
import { getMe, listTemplates, SessionEndedError } from './api.ts';
import { readSession } from './session-store.ts';

/** The templates whose name holds the search text (any case), in the dashboard's order. */
export function visibleTemplates(templates: readonly ExtensionTemplate[], query: string): ExtensionTemplate[] {
  const wanted = query.trim().toLowerCase();
  return wanted === '' ? [...templates] : templates.filter((t) => t.name.toLowerCase().includes(wanted));
}

/** "9,500 credits left" / "1 credit left". */
export function creditsLeft(balance: number): string {
  const n = Math.max(0, Math.floor(balance));
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'credit' : 'credits'} left`;
}

/** What the popup shows: loading, a way to sign in (with why, after a session ended), an error, or the account. */
export type Account =
  | { state: 'loading' }
  | { state: 'signed-out'; reason?: string }
  | { state: 'error'; message: string }
  | { state: 'signed-in'; me: Me; templates: ExtensionTemplate[] };

export const UNREACHABLE = 'FillDeck could not be reached. Check your connection and try again.';

export interface AccountDeps {
  dashboard(): Promise<string>;
  /** Asks the service worker to sign out (it ends the session on the server and forgets it). */
  signOut(): Promise<void>;
}

/**
 * The popup's state, read with the extension's token: no session → signed out; a session the
 * server no longer knows → signed out, saying so, and forgotten; the server unreachable → an error
 * to retry; else the account, plan, credits and templates.
 */
export async function loadAccount(deps: AccountDeps): Promise<Account> {
  const session = await readSession();
  if (!session) return { state: 'signed-out' };
  try {
    const dashboard = await deps.dashboard();
    const [me, { templates }] = await Promise.all([
      getMe(dashboard, session.token),
      listTemplates(dashboard, session.token),
    ]);
    return { state: 'signed-in', me, templates };
  } catch (error) {
    if (!(error instanceof SessionEndedError)) return { state: 'error', message: UNREACHABLE };
    await deps.signOut();
    return { state: 'signed-out', reason: error.message };
  }
}
