import { texts } from '@filldeck/shared';
import { LoadingStatus } from '#components/ui/loading-status.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useLogin } from '../hooks/use-login.ts';
import { useOAuthReturn } from '../hooks/use-oauth-return.ts';
import { loginErrorMessage } from '../utils/map-auth-error.ts';
import { AuthLayout } from './auth-layout.tsx';
import { GoogleButton } from './google-button.tsx';
import { LoginForm } from './login-form.tsx';
import { SignedInNotice } from './signed-in-notice.tsx';

export function LoginScreen() {
  const login = useLogin();
  const oauth = useOAuthReturn({ isRegistration: false });

  if (oauth.isCompleting) {
    return (
      <AuthLayout title="Log in to FillDeck">
        <LoadingStatus>Signing you in…</LoadingStatus>
      </AuthLayout>
    );
  }

  const failure = login.error ?? oauth.error;
  const errorMessage = failure
    ? loginErrorMessage(failure)
    : oauth.hasProviderError && login.isIdle
      ? texts.login.generic
      : null;

  return (
    <AuthLayout
      title="Log in to FillDeck"
      description="Welcome back. Your templates are waiting."
      footer={
        <>
          Don't have an account? <TextLink to="/register">Register</TextLink>
        </>
      }
    >
      <SignedInNotice />
      <LoginForm
        onSubmit={(values) => login.mutate(values)}
        isPending={login.isPending || login.isSuccess}
        errorMessage={errorMessage}
      />
      <GoogleButton label="Sign in with Google" errorMessage={texts.login.generic} />
    </AuthLayout>
  );
}
