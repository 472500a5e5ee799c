import { createBrowserRouter } from 'react-router';
import { DashboardRoute } from './routes/app/dashboard.tsx';
import { ShellNotFoundRoute } from './routes/app/not-found.tsx';
import { ProfileRoute } from './routes/app/profile.tsx';
import { ProtectedLayout } from './routes/app/protected-layout.tsx';
import { ForgotPasswordRoute } from './routes/auth/forgot-password.tsx';
import { LoginRoute } from './routes/auth/login.tsx';
import { RegisterRoute } from './routes/auth/register.tsx';
import { ResetPasswordRoute } from './routes/auth/reset-password.tsx';
import { VerifyEmailRoute } from './routes/auth/verify-email.tsx';
import { LandingRoute } from './routes/public/landing.tsx';
import { PublicNotFoundRoute } from './routes/public/not-found.tsx';
import { PrivacyRoute } from './routes/public/privacy.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * Areas of the signed-in app. Any address under one of them that no page claims yet shows the
 * shell's "Page not found" (a splat also matches the bare area path); a more specific route added later (e.g. `projects/:projectId`, or the
 * public `subscription/paypal`) takes precedence over these catch-alls.
 */
const PROTECTED_AREAS = ['dashboard', 'profile', 'projects', 'templates', 'subscription', 'default-info'];

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/privacy', element: <PrivacyRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/register', element: <RegisterRoute /> },
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
      { path: '/verify-email', element: <VerifyEmailRoute /> },
      {
        element: <ProtectedLayout />,
        children: [
          { path: '/dashboard', element: <DashboardRoute /> },
          { path: '/profile', element: <ProfileRoute /> },
          ...PROTECTED_AREAS.map((area) => ({ path: `/${area}/*`, element: <ShellNotFoundRoute /> })),
        ],
      },
      { path: '*', element: <PublicNotFoundRoute /> },
    ],
  },
]);
