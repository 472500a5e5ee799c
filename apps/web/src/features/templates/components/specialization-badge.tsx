import { formatSpecialization } from '../utils/format-specialization.ts';

/** A template's specialization ('Other' by default) as a small neutral badge. */
export function SpecializationBadge({ specialization }: { specialization: string }) {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full border border-zinc-200 bg-zinc-50 px-2 py-0.5 text-xs font-medium text-zinc-700 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
      <span className="sr-only">Specialization: </span>
      {formatSpecialization(specialization)}
    </span>
  );
}
