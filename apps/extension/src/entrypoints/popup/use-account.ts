import { useCallback, useEffect, useState } from 'react';
import { dashboardNow } from '../../browser-store.ts';
import { callWorker } from '../../call-worker.ts';
import { followLiveUpdates } from '../../live-updates.ts';
import { type Account, loadAccount } from '../../popup-model.ts';
import { readSession } from '../../session-store.ts';

const askSignOut = async () => {
  await callWorker('sign-out', {});
};

/** Changes that arrive together (a fill's usage and balance) are read once, after this long. */
const SETTLE_MS = 150;

/**
 * Who is signed in, their plan and credits, and their templates (loadAccount), kept up to date by
 * the account's live updates while the popup is open; and signing out.
 */
export function useAccount() {
  const [account, setAccount] = useState<Account>({ state: 'loading' });

  const load = useCallback(async () => {
    setAccount(await loadAccount({ dashboard: dashboardNow, signOut: askSignOut }));
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const signedIn = account.state === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    let stop = () => {};
    let stopped = false;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(pending);
      pending = setTimeout(() => void load(), SETTLE_MS);
    };
    void (async () => {
      const [session, dashboard] = await Promise.all([readSession(), dashboardNow()]);
      if (session && !stopped) stop = followLiveUpdates(dashboard, session.token, changed);
    })();
    return () => {
      stopped = true;
      clearTimeout(pending);
      stop();
    };
  }, [signedIn, load]);

  const signOut = useCallback(async () => {
    await askSignOut();
    setAccount({ state: 'signed-out' });
  }, []);

  return { account, reload: load, signOut };
}
