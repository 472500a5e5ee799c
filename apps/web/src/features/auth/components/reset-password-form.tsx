import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type ResetPasswordFormValues, resetPasswordFormSchema } from '../schemas.ts';
import { authTexts } from '../texts.ts';
import { PasswordToggle } from './password-toggle.tsx';

interface ResetPasswordFormProps {
  onSubmit: (values: ResetPasswordFormValues) => void;
  isPending: boolean;
  errorMessage: string | null;
}

export function ResetPasswordForm({ onSubmit, isPending, errorMessage }: ResetPasswordFormProps) {
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const newPasswordId = useId();
  const confirmId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const passwordType = isPasswordVisible ? 'text' : 'password';

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {errorMessage ? <Alert tone="error">{errorMessage}</Alert> : null}
      <TextField
        id={newPasswordId}
        label="New Password"
        type={passwordType}
        autoComplete="new-password"
        required
        error={errors.newPassword?.message}
        hint={authTexts.passwordRule}
        endAdornment={
          <PasswordToggle
            isVisible={isPasswordVisible}
            onToggle={() => setPasswordVisible((visible) => !visible)}
            controls={`${newPasswordId} ${confirmId}`}
          />
        }
        {...register('newPassword')}
      />
      <TextField
        id={confirmId}
        label="Confirm Password"
        type={passwordType}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="mt-2 w-full" isLoading={isPending}>
        Reset password
      </Button>
    </form>
  );
}
