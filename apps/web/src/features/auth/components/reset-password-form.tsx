import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '#components/new-password-fields.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { type ResetPasswordFormValues, resetPasswordFormSchema } from '../schemas.ts';

interface ResetPasswordFormProps {
  onSubmit: (values: ResetPasswordFormValues) => void;
  isPending: boolean;
  errorMessage: string | null;
}

export function ResetPasswordForm({ onSubmit, isPending, errorMessage }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {errorMessage ? <Alert tone="error">{errorMessage}</Alert> : null}
      <NewPasswordFields
        label="New Password"
        confirmLabel="Confirm Password"
        password={{ error: errors.newPassword?.message, ...register('newPassword') }}
        confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
      />
      <Button type="submit" className="mt-2 w-full" isLoading={isPending}>
        Reset password
      </Button>
    </form>
  );
}
