/** The laptop default of `npm start`. */
export const DEFAULT_DASHBOARD_URL = 'http://localhost:3000';

/** A dashboard URL as an origin (scheme, host, port): FILLDECK_URL must be an http(s) origin. */
export function dashboardOrigin(url: string | undefined): string {
  const parsed = new URL(url && url.trim() !== '' ? url : DEFAULT_DASHBOARD_URL);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`FILLDECK_URL must be an http:// or https:// URL, not ${url}`);
  }
  return parsed.origin;
}
