import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Providers } from '#app/providers.tsx';
import { LOGIN_TITLE, LoginRoute } from '#app/routes/auth/login.tsx';
import { REGISTER_TITLE, RegisterRoute } from '#app/routes/auth/register.tsx';
import { LANDING_TITLE, LandingRoute } from '#app/routes/public/landing.tsx';
import { PRIVACY_TITLE, PrivacyRoute } from '#app/routes/public/privacy.tsx';
import { documentTitle } from '#lib/use-document-title.ts';

export interface PrerenderedPage {
  /** The address the server answers with this file. */
  path: string;
  /** The file in the build (the landing page is index.html). */
  file: string;
  title: string;
  /**
   * Whether the page loads the app (its forms need it); the others load only src/static-page.ts
   * and their links are plain links.
   */
  app: boolean;
  Page: ComponentType;
}

/** The public pages written as HTML at build time (vite-plugin-static-pages.ts). */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', title: documentTitle(LANDING_TITLE), app: false, Page: LandingRoute },
  { path: '/privacy', file: 'privacy.html', title: documentTitle(PRIVACY_TITLE), app: false, Page: PrivacyRoute },
  { path: '/login', file: 'login.html', title: documentTitle(LOGIN_TITLE), app: true, Page: LoginRoute },
  { path: '/register', file: 'register.html', title: documentTitle(REGISTER_TITLE), app: true, Page: RegisterRoute },
];

/** The markup of a page's first render (no data loaded), as the app's first render draws it. */
export function renderPage(page: PrerenderedPage): string {
  return renderToString(
    <Providers>
      <StaticRouter location={page.path}>
        <page.Page />
      </StaticRouter>
    </Providers>,
  );
}
