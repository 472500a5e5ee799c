import { texts } from '@filldeck/shared';
import { CircleCheck, X } from 'lucide-react';

/** 'Success! Changes saved.' after Save Template, until dismissed or the next edit. */
export function SavedBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="flex items-center gap-2.5 rounded-md border border-emerald-200 bg-emerald-50 py-1.5 pr-1.5 pl-3.5 text-sm text-emerald-800 dark:border-emerald-900/60 dark:bg-emerald-950/50 dark:text-emerald-200"
    >
      <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">{texts.editor.saved}</p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-emerald-100 dark:hover:bg-emerald-900/50"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
