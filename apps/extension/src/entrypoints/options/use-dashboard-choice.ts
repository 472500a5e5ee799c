import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { callWorker } from '../../call-worker.ts';
import { builtInDashboard, parseDashboardInput } from '../../dashboard-origin.ts';
import type { WorkerStatus } from '../../worker-protocol.ts';

export type ChoiceResult = { ok: true; origin: string } | { ok: false; error: string };

/**
 * The dashboard the extension works with, and a way to choose another: the host permission for a
 * new address is asked for first (it must be, while the click still counts as the user's), then
 * the service worker ends the session with the old dashboard and moves to the new one.
 */
export function useDashboardChoice() {
  const builtIn = builtInDashboard(browser.runtime.getManifest());
  const [status, setStatus] = useState<WorkerStatus | null>(null);

  const refresh = useCallback(async () => {
    setStatus(await callWorker('status', {}));
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const choose = useCallback(
    async (input: string): Promise<ChoiceResult> => {
      const parsed = parseDashboardInput(input);
      if ('error' in parsed) return { ok: false, error: parsed.error };
      const { origin } = parsed;
      const previous = status?.dashboardUrl ?? builtIn;
      if (origin !== builtIn) {
        const granted = await browser.permissions.request({ origins: [`${origin}/*`] });
        if (!granted) return { ok: false, error: `FillDeck needs your permission to reach ${origin}.` };
      }
      const answer = await callWorker('set-dashboard', { origin }).catch(() => null);
      if (!answer) return { ok: false, error: `FillDeck could not switch to ${origin}.` };
      setStatus(answer);
      // Keep host access to the dashboards in use only.
      if (previous !== builtIn && previous !== origin) {
        await browser.permissions.remove({ origins: [`${previous}/*`] }).catch(() => false);
      }
      return { ok: true, origin };
    },
    [builtIn, status],
  );

  return { builtIn, status, choose };
}
