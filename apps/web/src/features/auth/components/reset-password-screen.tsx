import { texts } from '@filldeck/shared';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { LoadingStatus } from '#components/ui/loading-status.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { useResetCode } from '../api/verify-reset-code.ts';
import { resetCodeErrorMessage, resetErrorMessage } from '../utils/map-auth-error.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** After a successful reset the page moves to /login after this delay (docs/product.md#identity-and-sessions). */
export const RESET_REDIRECT_MS = 3000;

const TITLE = 'Choose a new password';
const footer = <TextLink to="/login">Back to login</TextLink>;

function LinkProblem({ message }: { message: string }) {
  return (
    <AuthLayout title={TITLE} footer={footer}>
      <div className="flex flex-col gap-4">
        <Alert tone="error">{message}</Alert>
        <TextLink to="/forgot-password" className="text-sm">
          Request a new link
        </TextLink>
      </div>
    </AuthLayout>
  );
}

export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const oobCode = searchParams.get('oobCode');
  if (!oobCode) return <LinkProblem message={texts.reset.missingCode} />;
  return <ResetWithCode oobCode={oobCode} />;
}

function ResetWithCode({ oobCode }: { oobCode: string }) {
  const code = useResetCode(oobCode);
  const reset = useResetPassword();
  const navigate = useNavigate();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (code.isPending) {
    return (
      <AuthLayout title={TITLE} footer={footer}>
        <LoadingStatus>Checking your reset link…</LoadingStatus>
      </AuthLayout>
    );
  }
  if (code.isError) return <LinkProblem message={resetCodeErrorMessage(code.error)} />;
  if (reset.isSuccess) {
    return (
      <AuthLayout title={TITLE} footer={footer}>
        <Alert tone="success">{texts.reset.success}</Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={TITLE}
      description={
        <>
          For <span className="font-medium break-all text-zinc-900 dark:text-zinc-100">{code.data}</span>
        </>
      }
      footer={footer}
    >
      <ResetPasswordForm
        onSubmit={({ newPassword }) => reset.mutate({ oobCode, newPassword })}
        isPending={reset.isPending}
        errorMessage={reset.error ? resetErrorMessage(reset.error) : null}
      />
    </AuthLayout>
  );
}
