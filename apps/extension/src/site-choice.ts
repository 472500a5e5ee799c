import type { KeyValueStore } from './session-store.ts';

const KEY = 'filldeck:templateBySite';
const MAX_SITES = 200;

/** The site a page belongs to, for remembering its template: the host name only. */
export function siteOf(url: string): string | null {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? hostname : null;
  } catch {
    return null;
  }
}

async function choices(store: KeyValueStore): Promise<Record<string, string>> {
  const value = (await store.get(KEY))[KEY];
  return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
}

/** The template last used on this page's site, if any. */
export async function lastTemplateFor(store: KeyValueStore, url: string): Promise<string | null> {
  const site = siteOf(url);
  return site ? ((await choices(store))[site] ?? null) : null;
}

/** Remembers the template used on a site (the oldest sites are forgotten past 200). */
export async function rememberTemplateFor(store: KeyValueStore, url: string, templateId: string): Promise<void> {
  const site = siteOf(url);
  if (!site) return;
  const current = await choices(store);
  delete current[site];
  const entries = [...Object.entries(current), [site, templateId] as const].slice(-MAX_SITES);
  await store.set({ [KEY]: Object.fromEntries(entries) });
}
