/**
 * Shared looks of form controls (select, textarea, checkbox) so they match TextField: border,
 * focus ring, invalid state and dark mode.
 */
export const controlClasses =
  'block w-full rounded-md border border-zinc-300 bg-white text-sm text-zinc-900 shadow-sm ' +
  'placeholder:text-zinc-500 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 ' +
  'dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:focus-visible:border-indigo-400 dark:aria-invalid:border-red-400';

export const labelClasses = 'text-sm font-medium text-zinc-900 dark:text-zinc-100';

export const hintClasses = 'text-xs text-zinc-600 dark:text-zinc-400';

export const errorClasses = 'text-sm text-red-700 dark:text-red-400';

/** The ids that tie a control to its hint and error (aria-describedby), leaving out absent ones. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
