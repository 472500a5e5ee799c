import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type RegisterFormValues, registerFormSchema } from '../schemas.ts';
import { authTexts } from '../texts.ts';
import { PasswordToggle } from './password-toggle.tsx';

interface RegisterFormProps {
  onSubmit: (values: RegisterFormValues) => void;
  isPending: boolean;
  errorMessage: string | null;
  /** What the form starts with (back from "Check your email" to correct the address). */
  initialValues?: { name: string; email: string };
}

export function RegisterForm({ onSubmit, isPending, errorMessage, initialValues }: RegisterFormProps) {
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const passwordId = useId();
  const confirmId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      name: initialValues?.name ?? '',
      email: initialValues?.email ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const passwordType = isPasswordVisible ? 'text' : 'password';

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {errorMessage ? <Alert tone="error">{errorMessage}</Alert> : null}
      <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
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
        type={passwordType}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        hint={authTexts.passwordRule}
        endAdornment={
          <PasswordToggle
            isVisible={isPasswordVisible}
            onToggle={() => setPasswordVisible((visible) => !visible)}
            controls={`${passwordId} ${confirmId}`}
          />
        }
        {...register('password')}
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
        Create account
      </Button>
    </form>
  );
}
