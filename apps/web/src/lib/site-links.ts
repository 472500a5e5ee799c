/**
 * Outside addresses shown on public pages. Kept in one place so they can be changed together.
 * The Chrome Web Store link searches for the extension until it has a listing id.
 */
export const siteLinks = {
  chromeWebStore: 'https://chromewebstore.google.com/search/FillDeck',
  docs: 'https://docs.filldeck.app',
  support: 'mailto:support@filldeck.app',
  privacyEmail: 'privacy@filldeck.app',
  github: 'https://github.com/filldeck',
  x: 'https://x.com/filldeck',
  linkedin: 'https://www.linkedin.com/company/filldeck',
} as const;
