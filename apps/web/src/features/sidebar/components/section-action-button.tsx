import { Plus } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Spinner } from '#components/ui/spinner.tsx';

interface SectionActionButtonProps {
  label: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Shows a spinner and refuses a second click until the creation finishes. */
  isBusy: boolean;
}

/** The + button beside a section heading (New Project, New Template). */
export function SectionActionButton({ label, onClick, isBusy }: SectionActionButtonProps) {
  return (
    <button
      type="button"
      title={label}
      onClick={onClick}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      className="inline-flex size-7 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-200 hover:text-zinc-900 disabled:cursor-not-allowed disabled:opacity-70 dark:text-zinc-400 dark:hover:bg-zinc-700 dark:hover:text-zinc-100"
    >
      {isBusy ? <Spinner /> : <Plus aria-hidden="true" className="size-4" />}
      <span className="sr-only">{label}</span>
    </button>
  );
}
