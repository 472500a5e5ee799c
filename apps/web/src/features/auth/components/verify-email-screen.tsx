import { CircleCheck, CircleX } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonClasses } from '#components/ui/button.tsx';
import { LoadingStatus } from '#components/ui/loading-status.tsx';
import { useVerifyEmail, type VerifyEmailResult } from '../api/verify-email.ts';
import { AuthLayout } from './auth-layout.tsx';

const goToLogin = (
  <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
    Go to login
  </Link>
);

const VERIFIED_TEXT: Record<VerifyEmailResult, string> = {
  verified: 'Your email address has been verified. You can now log in.',
  'already-verified': 'Your email address is already verified, so this link is no longer needed. You can log in.',
};

function Verified({ result }: { result: VerifyEmailResult }) {
  return (
    <AuthLayout title="Email verified">
      <div className="flex flex-col gap-5">
        <CircleCheck aria-hidden="true" className="size-8 text-emerald-600 dark:text-emerald-400" />
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{VERIFIED_TEXT[result]}</p>
        {goToLogin}
      </div>
    </AuthLayout>
  );
}

function Failed() {
  return (
    <AuthLayout title="Verification failed">
      <div className="flex flex-col gap-5">
        <CircleX aria-hidden="true" className="size-8 text-red-600 dark:text-red-400" />
        <p role="alert" className="text-sm text-zinc-700 dark:text-zinc-300">
          This verification link is invalid or has expired. Log in to receive a new one.
        </p>
        {goToLogin}
      </div>
    </AuthLayout>
  );
}

function VerifyToken({ token }: { token: string }) {
  const verification = useVerifyEmail(token);
  // Verified and signed in: straight on to the dashboard, where a new user's first steps wait.
  if (verification.data?.isSignedIn) return <Navigate to="/dashboard" replace />;
  if (verification.isSuccess) return <Verified result={verification.data.result} />;
  if (verification.isError) return <Failed />;
  return (
    <AuthLayout title="Verifying your email…">
      <LoadingStatus>This takes a moment.</LoadingStatus>
    </AuthLayout>
  );
}

/** The page the verification mail links to: `/verify-email?token=…`. */
export function VerifyEmailScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <VerifyToken token={token} /> : <Failed />;
}
