import { useCallback, useEffect, useState } from 'react';
import { dashboardNow } from '../../browser-store.ts';
import { callWorker } from '../../call-worker.ts';
import { type Account, loadAccount } from '../../popup-model.ts';

const askSignOut = async () => {
  await callWorker('sign-out', {});
};

/** Who is signed in, their plan and credits, and their templates (loadAccount), and signing out. */
export function useAccount() {
  const [account, setAccount] = useState<Account>({ state: 'loading' });

  const load = useCallback(async () => {
    setAccount(await loadAccount({ dashboard: dashboardNow, signOut: askSignOut }));
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
