import { texts } from '@filldeck/shared';
import { useState } from 'react';
import { LoadingStatus } from '#components/ui/loading-status.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useSignUpEmail } from '../api/sign-up-email.ts';
import { useOAuthReturn } from '../hooks/use-oauth-return.ts';
import { loginErrorMessage, registerErrorMessage } from '../utils/map-auth-error.ts';
import { AuthLayout } from './auth-layout.tsx';
import { CheckEmailPanel } from './check-email-panel.tsx';
import { GoogleButton } from './google-button.tsx';
import { RegisterForm } from './register-form.tsx';
import { SignedInNotice } from './signed-in-notice.tsx';

export function RegisterScreen() {
  const signUp = useSignUpEmail();
  const oauth = useOAuthReturn({ isRegistration: true });
  const [initialValues, setInitialValues] = useState<{ name: string; email: string } | undefined>();

  if (oauth.isCompleting) {
    return (
      <AuthLayout title="Create your account">
        <LoadingStatus>Signing you in…</LoadingStatus>
      </AuthLayout>
    );
  }

  if (signUp.isSuccess) {
    return (
      <AuthLayout title="Check your email">
        <CheckEmailPanel
          email={signUp.variables.email}
          onChangeEmail={() => {
            setInitialValues({ name: signUp.variables.name, email: signUp.variables.email });
            signUp.reset();
          }}
        />
      </AuthLayout>
    );
  }

  const errorMessage = signUp.error
    ? registerErrorMessage(signUp.error)
    : oauth.error
      ? loginErrorMessage(oauth.error)
      : null;

  return (
    <AuthLayout
      title="Create your account"
      description="Save your details once and let AI fill forms for you."
      footer={
        <>
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </>
      }
    >
      <SignedInNotice />
      <RegisterForm
        onSubmit={({ name, email, password }) => signUp.mutate({ name, email, password })}
        isPending={signUp.isPending}
        errorMessage={errorMessage}
        initialValues={initialValues}
      />
      <GoogleButton label="Sign up with Google" errorMessage={texts.register.generic} />
    </AuthLayout>
  );
}
