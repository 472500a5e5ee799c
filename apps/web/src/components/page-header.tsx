import type { ReactNode } from 'react';

/** The top of a signed-in page: its h1 and an optional line under it. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-1">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {description ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{description}</p> : null}
    </div>
  );
}
