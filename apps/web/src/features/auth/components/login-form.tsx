import { texts } from '@filldeck/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordToggle } from '#components/password-toggle.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { type LoginFormValues, loginFormSchema } from '../schemas.ts';

interface LoginFormProps {
  onSubmit: (values: LoginFormValues) => void;
  isPending: boolean;
  /** The text for the last failure (docs/product.md#identity-and-sessions), shown in the alert region. */
  errorMessage: string | null;
}

export function LoginForm({ onSubmit, isPending, errorMessage }: LoginFormProps) {
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const passwordId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {errorMessage ? <Alert tone="error">{errorMessage}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={passwordId}
        label="Password"
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        labelAside={
          <TextLink to="/forgot-password" className="text-sm">
            {texts.login.forgotPassword}
          </TextLink>
        }
        endAdornment={
          <PasswordToggle
            isVisible={isPasswordVisible}
            onToggle={() => setPasswordVisible((visible) => !visible)}
            controls={passwordId}
          />
        }
        {...register('password')}
      />
      <Button type="submit" className="mt-2 w-full" isLoading={isPending}>
        Log in
      </Button>
    </form>
  );
}
