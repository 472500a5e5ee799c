import { Eye, EyeOff } from 'lucide-react';

interface PasswordToggleProps {
  isVisible: boolean;
  onToggle: () => void;
  /** Ids of the password inputs this button reveals. */
  controls: string;
}

/** The show/hide button inside a password field. */
export function PasswordToggle({ isVisible, onToggle, controls }: PasswordToggleProps) {
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <button
      type="button"
      aria-label={isVisible ? 'Hide password' : 'Show password'}
      aria-pressed={isVisible}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex size-8 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
