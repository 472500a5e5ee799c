/** A thin rule with "or" between two ways of signing in. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-zinc-600 uppercase dark:text-zinc-400">
      <span aria-hidden="true" className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
      or
      <span aria-hidden="true" className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
    </div>
  );
}
