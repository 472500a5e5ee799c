/** The laptop default of `npm start`. */
export const DEFAULT_DASHBOARD_URL = 'http://localhost:3000';

/** A dashboard URL as an origin (scheme, host, port); only http(s) URLs are dashboards. */
export function dashboardOrigin(url: string | undefined): string {
  const parsed = new URL(url && url.trim() !== '' ? url.trim() : DEFAULT_DASHBOARD_URL);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`A FillDeck dashboard address starts with http:// or https://, not ${url}`);
  }
  return parsed.origin;
}

/** What the options page's address box accepts: an origin, or null with why not. */
export function parseDashboardInput(input: string): { origin: string } | { error: string } {
  const text = input.trim();
  if (text === '') return { error: 'Enter the address of your FillDeck dashboard.' };
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return { origin: url.origin };
  } catch {
    return { error: 'Enter an address like https://filldeck.example.com.' };
  }
}

/** The part of the manifest that names the dashboard: its content script's match pattern. */
export interface DashboardManifest {
  content_scripts?: { matches?: string[] }[];
}

/**
 * The dashboard this build trusts, read from its own manifest (the dashboard content script's
 * match pattern): `wxt build` writes FILLDECK_URL there, and the server's zip rewrites it to the
 * server's PUBLIC_URL, so the code never has the address baked in.
 */
export function builtInDashboard(manifest: DashboardManifest): string {
  const pattern = manifest.content_scripts?.[0]?.matches?.[0];
  return dashboardOrigin(pattern?.replace(/\/\*$/, ''));
}
