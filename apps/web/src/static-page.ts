import type { ExtensionInstallInfo } from '@filldeck/shared/extension-contract';
import { INSTALL_LINK_ATTRIBUTE, INSTALL_NOTE_ATTRIBUTE, installLink } from '#lib/install-link.ts';
import { revealNoModelNotes } from '#lib/no-model-note.ts';
import { applyTheme, readTheme } from '#lib/theme.ts';

/*
 * The only script of the prerendered public pages that need no app (the landing page, the privacy
 * policy): a few hundred bytes instead of React. Their links are plain links; the app loads on the
 * page that needs it (log in, register, the dashboard).
 */
applyTheme(readTheme());

async function pointInstallLinks(): Promise<void> {
  const links = document.querySelectorAll<HTMLAnchorElement>(`a[${INSTALL_LINK_ATTRIBUTE}]`);
  if (links.length === 0) return;
  const response = await fetch('/api/extension/install', { credentials: 'same-origin' });
  if (!response.ok) return;
  const link = installLink((await response.json()) as ExtensionInstallInfo);
  for (const a of links) {
    a.href = link.href;
    if (link.rel) a.rel = link.rel;
    else a.removeAttribute('rel');
    if (link.download !== undefined) a.setAttribute('download', link.download);
    else a.removeAttribute('download');
  }
  for (const note of document.querySelectorAll<HTMLElement>(`[${INSTALL_NOTE_ATTRIBUTE}]`)) {
    note.hidden = link.download === undefined;
  }
}

/** Someone signed in is offered the dashboard instead of Log in and Sign up. */
async function offerDashboard(): Promise<void> {
  const response = await fetch('/api/me', { credentials: 'same-origin' });
  // Read to the end either way: a body left unread keeps the request open in the browser.
  await response.text();
  if (!response.ok) return;
  for (const a of document.querySelectorAll<HTMLElement>('[data-signed-in]')) a.hidden = false;
  for (const a of document.querySelectorAll<HTMLElement>('[data-signed-out]')) a.hidden = true;
}

// Offline or refused: the links keep the prerendered default (this server's zip, Log in, Sign up).
pointInstallLinks().catch(() => {});
offerDashboard().catch(() => {});
// A server without an AI model says so under the landing page's promise of AI.
revealNoModelNotes().catch(() => {});
