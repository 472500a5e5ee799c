import { USAGE_PAGE_DEFAULT } from './schemas/billing.ts';

/** What every signed-in page asks for as it first renders: the user, the server, the sidebar. */
const SHELL_DATA = ['/api/me', '/api/server-info', '/api/templates', '/api/projects'] as const;

/** Pages that ask for more than the shell as they first render, by path. */
const PAGE_DATA: Record<string, readonly string[]> = {
  '/dashboard': ['/api/usage/summary', `/api/usage?limit=${USAGE_PAGE_DEFAULT}`, '/api/components'],
};

/**
 * The GET requests a signed-in page of the web app makes as it first renders, exactly as it makes
 * them. The server names them in a `Link: rel=preload` header with the page, so the data is on its
 * way while the code downloads instead of after it (e2e `first-view-data.spec.ts` checks that the
 * dashboard uses each one and asks for none twice).
 */
export function firstViewData(pathname: string): readonly string[] {
  return [...SHELL_DATA, ...(PAGE_DATA[pathname] ?? [])];
}
