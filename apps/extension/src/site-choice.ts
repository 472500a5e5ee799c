import { templateBySiteItem } from './storage-items.ts';

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

/** The template last used on this page's site, if any. */
export async function lastTemplateFor(url: string): Promise<string | null> {
  const site = siteOf(url);
  return site ? ((await templateBySiteItem.getValue())[site] ?? null) : null;
}

/** Remembers the template used on a site (the oldest sites are forgotten past 200). */
export async function rememberTemplateFor(url: string, templateId: string): Promise<void> {
  const site = siteOf(url);
  if (!site) return;
  const current = { ...(await templateBySiteItem.getValue()) };
  delete current[site];
  const entries = [...Object.entries(current), [site, templateId] as const].slice(-MAX_SITES);
  await templateBySiteItem.setValue(Object.fromEntries(entries));
}
