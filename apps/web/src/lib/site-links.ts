/**
 * Outside addresses shown on public pages. Kept in one place so they can be changed together.
 * The extension's own address comes from the server (EXTENSION_STORE_URL or its zip), not from here.
 */
export const siteLinks = {
  docs: 'https://docs.filldeck.app',
  support: 'mailto:support@filldeck.app',
  privacyEmail: 'privacy@filldeck.app',
  github: 'https://github.com/filldeck',
  x: 'https://x.com/filldeck',
  linkedin: 'https://www.linkedin.com/company/filldeck',
} as const;
