import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

/** A spinner with the text saying what is being waited for, announced politely. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 text-sm text-zinc-700 dark:text-zinc-300">
      <Spinner className="size-5 text-indigo-600 dark:text-indigo-400" />
      {children}
    </p>
  );
}
