import { browser } from 'wxt/browser';
import { chooseDashboard } from './dashboard-choice.ts';
import { builtInDashboard } from './dashboard-origin.ts';

const BRIDGE_ID = 'filldeck-dashboard-bridge';

/**
 * The dashboard content script for a dashboard chosen in the options page: the manifest runs it
 * on the built-in dashboard only, so another one is registered at run time (it persists across
 * browser restarts) and removed when the choice goes back.
 */
async function syncBridge(origin: string | null) {
  const registered = await browser.scripting.getRegisteredContentScripts({ ids: [BRIDGE_ID] });
  if (registered.length > 0) await browser.scripting.unregisterContentScripts({ ids: [BRIDGE_ID] });
  if (!origin) return;
  await browser.scripting.registerContentScripts([
    { id: BRIDGE_ID, matches: [`${origin}/*`], js: ['dashboard-bridge.js'], runAt: 'document_start' },
  ]);
}

/**
 * Makes `origin` the dashboard the extension works with. Another dashboard than the built-in one
 * needs its host permission, which the options page asks the user for before this runs.
 */
export async function switchDashboard(origin: string): Promise<void> {
  const manifest = browser.runtime.getManifest();
  const builtIn = builtInDashboard(manifest);
  if (origin !== builtIn && !(await browser.permissions.contains({ origins: [`${origin}/*`] }))) {
    throw new Error(`FillDeck is not allowed to reach ${origin}.`);
  }
  await chooseDashboard(manifest, origin);
  await syncBridge(origin === builtIn ? null : origin);
}
