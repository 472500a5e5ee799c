import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { browserStore, dashboardNow } from '../../browser-store.ts';
import type { WorkerRequest } from '../../messages.ts';
import { type Account, loadAccount } from '../../popup-model.ts';

const signOutRequest: WorkerRequest = { kind: 'sign-out' };
const askSignOut = async () => {
  await browser.runtime.sendMessage(signOutRequest);
};

/** Who is signed in, their plan and credits, and their templates (loadAccount), and signing out. */
export function useAccount() {
  const [account, setAccount] = useState<Account>({ state: 'loading' });

  const load = useCallback(async () => {
    setAccount(await loadAccount({ store: browserStore, dashboard: dashboardNow, signOut: askSignOut }));
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const signOut = useCallback(async () => {
    await askSignOut();
    setAccount({ state: 'signed-out' });
  }, []);

  return { account, reload: load, signOut };
}
