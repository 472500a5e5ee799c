import { useId } from 'react';
import { GoogleIcon } from '../../../components/brand-icons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useHealth } from '../api/get-health.ts';
import { useSignInGoogle } from '../api/sign-in-google.ts';
import { authTexts } from '../texts.ts';

interface GoogleButtonProps {
  label: string;
  /** Shown when the server would not start the Google flow. */
  errorMessage: string;
}

/**
 * Starts Google sign-in. Enabled only when the server reports Google as configured; otherwise
 * visibly disabled with a hint saying why.
 */
export function GoogleButton({ label, errorMessage }: GoogleButtonProps) {
  const health = useHealth();
  const google = useSignInGoogle();
  const hintId = useId();
  const isConfigured = health.data?.google === true;
  const showHint = !isConfigured && !health.isPending;

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="w-full"
        disabled={!isConfigured}
        isLoading={google.isPending || google.isSuccess}
        aria-describedby={showHint ? hintId : undefined}
        onClick={() => google.mutate()}
      >
        {google.isPending || google.isSuccess ? null : <GoogleIcon className="size-4" />}
        {label}
      </Button>
      {showHint ? (
        <p id={hintId} className="text-center text-xs text-zinc-600 dark:text-zinc-400">
          {authTexts.googleNotConfigured}
        </p>
      ) : null}
      {google.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
