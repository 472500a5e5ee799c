import { GoogleIcon } from '#components/brand-icons.tsx';
import { Button } from '#components/ui/button.tsx';
import { useHealth } from '../api/get-health.ts';
import { useSignInGoogle } from '../api/sign-in-google.ts';
import { OrDivider } from './or-divider.tsx';

interface GoogleButtonProps {
  label: string;
  /** Shown when the server would not start the Google flow. */
  errorMessage: string;
}

/**
 * "or" and the Google button, shown only when the server reports Google sign-in as configured:
 * a server without it offers no button at all (not a disabled one with a server message).
 */
export function GoogleButton({ label, errorMessage }: GoogleButtonProps) {
  const health = useHealth();
  const google = useSignInGoogle();
  if (health.data?.google !== true) return null;

  return (
    <>
      <OrDivider />
      <div className="flex flex-col gap-2">
        <Button
          variant="secondary"
          className="w-full"
          isLoading={google.isPending || google.isSuccess}
          onClick={() => google.mutate()}
        >
          {google.isPending || google.isSuccess ? null : <GoogleIcon className="size-4" />}
          {label}
        </Button>
        {google.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorMessage}
          </p>
        ) : null}
      </div>
    </>
  );
}
