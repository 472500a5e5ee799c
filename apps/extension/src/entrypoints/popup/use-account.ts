import type { Me, Template } from '@filldeck/shared';
import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { getMe, listTemplates, SessionEndedError } from '../../api.ts';
import { dashboardNow, browserStore as store } from '../../browser-store.ts';
import type { WorkerRequest, WorkerStatus } from '../../messages.ts';
import { readSession } from '../../session-store.ts';

export type Account =
  | { state: 'loading' }
  | { state: 'signed-out'; reason?: string }
  | { state: 'error'; message: string }
  | { state: 'signed-in'; me: Me; templates: Template[] };

const ask = (request: WorkerRequest) => browser.runtime.sendMessage(request) as Promise<WorkerStatus>;

/** Who is signed in, their plan and credits, and their templates, read with the extension's token. */
export function useAccount() {
  const [account, setAccount] = useState<Account>({ state: 'loading' });

  const load = useCallback(async () => {
    const session = await readSession(store);
    if (!session) return setAccount({ state: 'signed-out' });
    try {
      const dashboard = await dashboardNow();
      const [me, { templates }] = await Promise.all([
        getMe(dashboard, session.token),
        listTemplates(dashboard, session.token),
      ]);
      setAccount({ state: 'signed-in', me, templates });
    } catch (error) {
      if (error instanceof SessionEndedError) {
        await ask({ kind: 'sign-out' });
        return setAccount({ state: 'signed-out', reason: error.message });
      }
      setAccount({ state: 'error', message: 'FillDeck could not be reached. Check your connection and try again.' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const signOut = useCallback(async () => {
    await ask({ kind: 'sign-out' });
    setAccount({ state: 'signed-out' });
  }, []);

  return { account, reload: load, signOut };
}
