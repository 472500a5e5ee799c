import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '#components/new-password-fields.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { type RegisterFormValues, registerFormSchema } from '../schemas.ts';

interface RegisterFormProps {
  onSubmit: (values: RegisterFormValues) => void;
  isPending: boolean;
  errorMessage: string | null;
  /** What the form starts with (back from "Check your email" to correct the address). */
  initialValues?: { name: string; email: string };
}

export function RegisterForm({ onSubmit, isPending, errorMessage, initialValues }: RegisterFormProps) {
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
      <NewPasswordFields
        label="Password"
        confirmLabel="Confirm Password"
        password={{ error: errors.password?.message, ...register('password') }}
        confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
      />
      <Button type="submit" className="mt-2 w-full" isLoading={isPending}>
        Create account
      </Button>
    </form>
  );
}
