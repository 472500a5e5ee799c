import { texts } from '@filldeck/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { isApiError, NETWORK_ERROR_STATUS } from '#lib/api-client.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { type ForgotPasswordFormValues, forgotPasswordFormSchema } from '../schemas.ts';
import { authTexts } from '../texts.ts';
import { AuthLayout } from './auth-layout.tsx';

const backToLogin = <TextLink to="/login">Back to login</TextLink>;

/**
 * Whatever the server answers (an account or not), the page says the same thing, so it cannot be
 * used to find out who has an account. Only throttling and an unreachable server are reported.
 */
export function ForgotPasswordScreen() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const error = request.error;
  const isThrottled = isApiError(error, 429);
  const isUnreachable = isApiError(error, NETWORK_ERROR_STATUS);
  const isDone = request.isSuccess || (request.isError && !isThrottled && !isUnreachable);

  if (isDone) {
    return (
      <AuthLayout title="Check your email" footer={backToLogin}>
        <Alert tone="success">{authTexts.resetLinkSent}</Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={backToLogin}
    >
      <form noValidate onSubmit={handleSubmit(({ email }) => request.mutate(email))} className="flex flex-col gap-4">
        {isThrottled ? <Alert tone="error">{texts.login.tooManyRequests}</Alert> : null}
        {isUnreachable ? <Alert tone="error">{texts.login.generic}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="mt-2 w-full" isLoading={request.isPending}>
          Send reset link
        </Button>
      </form>
    </AuthLayout>
  );
}
