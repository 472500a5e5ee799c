import { Skeleton } from './ui/skeleton.tsx';

/** Placeholder rows for a list that is loading, with a status for screen readers. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div
      role="status"
      className="flex flex-col divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
        <div key={index} className="flex items-center gap-3 px-4 py-4">
          <Skeleton className="size-5" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}
