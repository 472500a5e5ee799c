import { builtInDashboard, type DashboardManifest } from './dashboard-origin.ts';
import { dashboardItem } from './storage-items.ts';

/** The dashboard chosen in the options page, else the built-in one. */
export async function currentDashboard(manifest: DashboardManifest): Promise<string> {
  const chosen: unknown = await dashboardItem.getValue();
  return typeof chosen === 'string' ? chosen : builtInDashboard(manifest);
}

/** Remembers the chosen dashboard; the built-in one is remembered as no choice. */
export async function chooseDashboard(manifest: DashboardManifest, origin: string) {
  if (origin === builtInDashboard(manifest)) await dashboardItem.removeValue();
  else await dashboardItem.setValue(origin);
}
