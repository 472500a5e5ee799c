import { PASSWORD_MIN_LENGTH, texts } from '@filldeck/shared';
import { type FormEvent, useState } from 'react';
import { NewPasswordFields } from '#components/new-password-fields.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { CheckboxField } from '#components/ui/checkbox-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { ApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { useChangePassword } from '../api/change-password.ts';

type Field = 'current' | 'next' | 'confirm';

/**
 * A new password, with the current one (better-auth's change-password). Other sessions are signed
 * out unless the user unticks it. Accounts without a password (Google only) get a plain sentence:
 * there is nothing to change.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [signOutOthers, setSignOutOthers] = useState(true);

  if (!hasPassword) return <p className="text-sm text-zinc-700 dark:text-zinc-300">{texts.account.noPassword}</p>;

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.current) found.current = 'Current password is required.';
    if (!values.next) found.next = 'New password is required.';
    else if (values.next.length < PASSWORD_MIN_LENGTH) found.next = texts.register.weakPassword;
    if (values.next && values.confirm !== values.next) found.confirm = texts.reset.passwordMismatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: values.current, newPassword: values.next, revokeOtherSessions: signOutOthers },
      {
        onSuccess: () => setValues({ current: '', next: '', confirm: '' }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
            setErrors({ current: texts.account.wrongCurrentPassword });
          }
        },
      },
    );
  };

  const isWrongPassword = change.error instanceof ApiError && change.error.code === 'INVALID_PASSWORD';
  const failure =
    change.isError && !isWrongPassword
      ? errorText(change.error, { fallback: 'Your password could not be changed. Please try again.' })
      : null;
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.current}
        onChange={set('current')}
        error={errors.current}
      />
      <NewPasswordFields
        label="New password"
        confirmLabel="Confirm new password"
        password={{ value: values.next, onChange: set('next'), error: errors.next }}
        confirm={{ value: values.confirm, onChange: set('confirm'), error: errors.confirm }}
      />
      <CheckboxField
        label="Sign out of my other sessions"
        checked={signOutOthers}
        onChange={(event) => setSignOutOthers(event.target.checked)}
      />
      <div>
        <Button type="submit" variant="secondary" isLoading={change.isPending}>
          Change password
        </Button>
      </div>
      {change.isSuccess ? (
        <Alert tone="success">
          {change.variables?.revokeOtherSessions
            ? texts.account.passwordChangedOthersSignedOut
            : texts.account.passwordChanged}
        </Alert>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </form>
  );
}
