import { endSession, exchangeIdToken } from './api.ts';
import { browserName } from './browser-name.ts';
import type { HandoffAction } from './handoff.ts';
import type { Handlers } from './protocol.ts';
import { allowConnectUnasked, forgetSession, mayConnectUnasked, readSession, saveSession } from './session-store.ts';
import type { WorkerCalls, WorkerStatus } from './worker-protocol.ts';

export interface WorkerDeps {
  /** The dashboard the extension works with now (dashboardNow). */
  dashboardUrl: string;
  userAgent: string;
  /** Moves the extension to another dashboard (setDashboard); the options page asks for it. */
  switchDashboard(origin: string): Promise<void>;
}

/**
 * Applies what the dashboard said: a sign-in's id token is exchanged at once for an extension
 * session (the id token itself is never kept); a logout ends the session on the server and forgets it.
 */
export async function applyHandoff(deps: WorkerDeps, action: HandoffAction): Promise<void> {
  if (action.type === 'logout') return signOut(deps);
  const previous = await readSession();
  const answer = await exchangeIdToken(deps.dashboardUrl, action.idToken, browserName(deps.userAgent));
  await saveSession({
    token: answer.token,
    expiresAt: answer.expiresAt,
    profile: { name: answer.profile.name || action.profile.name, photoURL: answer.profile.photoURL },
  });
  // A sign-in replaces the session this browser held (perhaps another account's).
  if (previous && previous.token !== answer.token) await endSession(deps.dashboardUrl, previous.token).catch(() => {});
}

export async function signOut(deps: WorkerDeps): Promise<void> {
  const session = await readSession();
  await forgetSession();
  if (session) await endSession(deps.dashboardUrl, session.token).catch(() => {});
}

export async function status(deps: WorkerDeps): Promise<WorkerStatus> {
  const session = await readSession();
  const dashboardUrl = deps.dashboardUrl;
  if (session) return { signedIn: true, profile: session.profile, dashboardUrl };
  return { signedIn: false, dashboardUrl, connectsUnasked: await mayConnectUnasked() };
}

/** Moves to another dashboard: the session belongs to the dashboard it came from, so it ends there first. */
export async function switchTo(deps: WorkerDeps, origin: string): Promise<WorkerStatus> {
  if (origin === deps.dashboardUrl) return status(deps);
  await signOut(deps);
  await deps.switchDashboard(origin);
  // The session ended to move, not because the user signed out: the new dashboard may connect it.
  await allowConnectUnasked();
  return status({ ...deps, dashboardUrl: origin });
}

/** The calls about the extension's account: sign-in handoff, status, sign-out, another dashboard, connecting. */
export type AccountCalls = Pick<WorkerCalls, 'handoff' | 'status' | 'sign-out' | 'set-dashboard' | 'allow-connect'>;

export const accountHandlers = (deps: WorkerDeps): Handlers<AccountCalls, unknown> => ({
  handoff: async ({ action }) => {
    await applyHandoff(deps, action);
    return status(deps);
  },
  status: () => status(deps),
  'sign-out': async () => {
    await signOut(deps);
    return status(deps);
  },
  'set-dashboard': ({ origin }) => switchTo(deps, origin),
  'allow-connect': async () => {
    await allowConnectUnasked();
    return status(deps);
  },
});
