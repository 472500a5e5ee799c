import { createBrowserRouter } from 'react-router';
import { RouteError } from './routes/route-error.tsx';

/**
 * Areas of the signed-in app. Any address under one of them that no page claims yet shows the
 * shell's "Page not found" (a splat also matches the bare area path); a more specific route added
 * later (e.g. `projects/:projectId`, or the public `subscription/paypal`) takes precedence.
 */
const PROTECTED_AREAS = [
  'dashboard',
  'profile',
  'projects',
  'templates',
  'subscription',
  'default-info',
  'your-details',
  'remembered-answers',
  'extension',
];

/** Whether an address is in the signed-in app (the public /subscription/paypal is not). */
export function isProtectedPath(pathname: string): boolean {
  if (pathname.startsWith('/subscription/paypal')) return false;
  return PROTECTED_AREAS.some((area) => pathname === `/${area}` || pathname.startsWith(`/${area}/`));
}

/*
 * Pages load on demand (one chunk per page, plus shared chunks), so the landing page does not
 * download the signed-in app and the dashboard does not download the landing page.
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <div aria-busy="true" className="min-h-dvh" />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./routes/public/landing.tsx')).LandingRoute }),
      },
      {
        path: '/privacy',
        lazy: async () => ({ Component: (await import('./routes/public/privacy.tsx')).PrivacyRoute }),
      },
      {
        path: '/practice',
        lazy: async () => ({ Component: (await import('./routes/public/practice.tsx')).PracticeRoute }),
      },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('./routes/auth/login.tsx')).LoginRoute }),
      },
      {
        path: '/register',
        lazy: async () => ({ Component: (await import('./routes/auth/register.tsx')).RegisterRoute }),
      },
      {
        path: '/forgot-password',
        lazy: async () => ({ Component: (await import('./routes/auth/forgot-password.tsx')).ForgotPasswordRoute }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({ Component: (await import('./routes/auth/reset-password.tsx')).ResetPasswordRoute }),
      },
      {
        path: '/verify-email',
        lazy: async () => ({ Component: (await import('./routes/auth/verify-email.tsx')).VerifyEmailRoute }),
      },
      {
        // The payment provider's page is public (docs/product.md#pages-and-who-may-open-them): it
        // checks the sign-in itself.
        path: '/subscription/paypal',
        lazy: async () => ({
          Component: (await import('./routes/public/subscription-paypal.tsx')).SubscriptionPaypalRoute,
        }),
      },
      {
        lazy: async () => ({ Component: (await import('./routes/app/protected-layout.tsx')).ProtectedLayout }),
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('./routes/app/dashboard.tsx')).DashboardRoute }),
          },
          {
            path: '/profile',
            lazy: async () => ({ Component: (await import('./routes/app/profile.tsx')).ProfileRoute }),
          },
          {
            path: '/subscription',
            lazy: async () => ({ Component: (await import('./routes/app/subscription.tsx')).SubscriptionRoute }),
          },
          {
            path: '/projects',
            lazy: async () => ({ Component: (await import('./routes/app/projects.tsx')).ProjectsRoute }),
          },
          {
            path: '/projects/:projectId',
            lazy: async () => ({ Component: (await import('./routes/app/project.tsx')).ProjectRoute }),
          },
          {
            path: '/templates',
            lazy: async () => ({ Component: (await import('./routes/app/templates.tsx')).TemplatesRoute }),
          },
          {
            path: '/templates/:templateId',
            lazy: async () => ({ Component: (await import('./routes/app/template-editor.tsx')).TemplateEditorRoute }),
          },
          {
            path: '/extension',
            lazy: async () => ({ Component: (await import('./routes/app/get-extension.tsx')).GetExtensionRoute }),
          },
          {
            path: '/default-info',
            lazy: async () => ({ Component: (await import('./routes/app/default-info.tsx')).DefaultInfoRoute }),
          },
          {
            path: '/your-details',
            lazy: async () => ({ Component: (await import('./routes/app/your-details.tsx')).YourDetailsRoute }),
          },
          {
            path: '/remembered-answers',
            lazy: async () => ({
              Component: (await import('./routes/app/remembered-answers.tsx')).RememberedAnswersRoute,
            }),
          },
          ...PROTECTED_AREAS.map((area) => ({
            path: `/${area}/*`,
            lazy: async () => ({ Component: (await import('./routes/app/not-found.tsx')).ShellNotFoundRoute }),
          })),
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/public/not-found.tsx')).PublicNotFoundRoute }),
      },
    ],
  },
]);
