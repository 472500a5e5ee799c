import type { ReactNode } from 'react';

/** The row of buttons at the bottom of a dialog: stacked on phones, right-aligned from `sm` up. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
