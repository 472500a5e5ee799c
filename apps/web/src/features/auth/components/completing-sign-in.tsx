import { Spinner } from '../../../components/ui/spinner.tsx';

/** Shown while a Google sign-in is being handed over to a FillDeck session. */
export function CompletingSignIn() {
  return (
    <div role="status" className="flex items-center gap-3 text-sm text-zinc-700 dark:text-zinc-300">
      <Spinner className="size-5 text-indigo-600 dark:text-indigo-400" />
      Signing you in…
    </div>
  );
}
