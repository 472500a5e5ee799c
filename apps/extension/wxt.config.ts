import { defineConfig } from 'wxt';
import { dashboardOrigin } from './src/dashboard-origin.ts';

/** The dashboard this build trusts: FILLDECK_URL at build time, else the laptop default (changeable in the options page). */
const origin = dashboardOrigin(process.env.FILLDECK_URL);

export default defineConfig({
  srcDir: 'src',
  // FILLDECK_EXTENSION_OUT: another folder, e.g. a build for the end-to-end tests' server.
  outDir: process.env.FILLDECK_EXTENSION_OUT || 'dist',
  // One folder per browser target under dist/ (dist/chrome-mv3 loads unpacked in Chrome, Edge, Brave).
  manifest: ({ browser, manifestVersion }) => ({
    name: 'FillDeck',
    description: 'Fill any form from your FillDeck templates.',
    permissions: ['storage', 'activeTab', 'scripting', 'contextMenus'],
    // The dashboard's origin only: the handoff script runs there, and the API lives there.
    // The code reads the dashboard back from this content script's match pattern, and the server's zip
    // rewrites it to PUBLIC_URL.
    host_permissions: [`${origin}/*`],
    // Another dashboard, chosen in the options page, is asked for then (MV2, Firefox: optional_permissions).
    ...(manifestVersion === 3
      ? { optional_host_permissions: ['https://*/*', 'http://*/*'] }
      : { optional_permissions: ['https://*/*', 'http://*/*'] }),
    // Firefox keeps an add-on's storage by its id (Chrome would warn about the key).
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'extension@filldeck.app', strict_min_version: '115.0' } } }
      : {}),
    // The preview's page goes into the page being filled, as a frame the page cannot read. A page
    // can load it only by its per-session address (use_dynamic_url), which it cannot learn.
    web_accessible_resources:
      manifestVersion === 3
        ? [{ resources: ['preview.html'], matches: ['<all_urls>'], use_dynamic_url: true }]
        : ['preview.html'],
    content_scripts: [{ matches: [`${origin}/*`], js: ['dashboard-bridge.js'], run_at: 'document_start' }],
    commands: {
      'fill-page': { suggested_key: { default: 'Alt+Shift+F' }, description: 'Fill this page with FillDeck' },
    },
  }),
});
