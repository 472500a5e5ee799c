import { PASSWORD_MIN_LENGTH } from '@filldeck/shared';
import { type ComponentProps, useId, useState } from 'react';
import { PasswordToggle } from './password-toggle.tsx';
import { TextField } from './ui/text-field.tsx';

type InputProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'id' | 'hint' | 'endAdornment'>;

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  /** The new password input's props: a react-hook-form registration or value and onChange, and its error. */
  password: InputProps;
  confirm: InputProps;
}

/**
 * A new password and its confirmation, with the rule stated before anyone fails it and one
 * show/hide button for both (register, reset password, change password).
 */
export function NewPasswordFields({ label, confirmLabel, password, confirm }: NewPasswordFieldsProps) {
  const [isVisible, setVisible] = useState(false);
  const passwordId = useId();
  const confirmId = useId();
  const type = isVisible ? 'text' : 'password';
  return (
    <>
      <TextField
        id={passwordId}
        label={label}
        type={type}
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        endAdornment={
          <PasswordToggle
            isVisible={isVisible}
            onToggle={() => setVisible((visible) => !visible)}
            controls={`${passwordId} ${confirmId}`}
          />
        }
        {...password}
      />
      <TextField id={confirmId} label={confirmLabel} type={type} autoComplete="new-password" required {...confirm} />
    </>
  );
}
