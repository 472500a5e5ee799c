import { Check, Sparkles } from 'lucide-react';

const fields = [
  { label: 'Full name', value: 'Ada Lovelace' },
  { label: 'Email', value: 'ada@example.com' },
  { label: 'Current role', value: 'Senior Software Engineer' },
  { label: 'Why do you want to join?', value: 'I build tools that remove busywork…' },
];

/** A drawn example of a form being filled; decorative, hidden from assistive technology. */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xl shadow-zinc-900/5 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/30">
        <div className="mb-4 flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-zinc-300 dark:bg-zinc-700" />
          <span className="size-2.5 rounded-full bg-zinc-300 dark:bg-zinc-700" />
          <span className="size-2.5 rounded-full bg-zinc-300 dark:bg-zinc-700" />
          <span className="ml-3 h-5 flex-1 rounded bg-zinc-100 dark:bg-zinc-800" />
        </div>
        <p className="mb-4 text-sm font-semibold">Job application</p>
        <div className="flex flex-col gap-3">
          {fields.map((field) => (
            <div key={field.label} className="flex flex-col gap-1">
              <span className="text-xs text-zinc-600 dark:text-zinc-400">{field.label}</span>
              <span className="flex h-9 items-center justify-between rounded-md border border-indigo-200 bg-indigo-50/60 px-3 text-sm dark:border-indigo-500/30 dark:bg-indigo-500/10">
                <span className="truncate">{field.value}</span>
                <Check className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
              </span>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute -right-2 -bottom-5 flex items-center gap-2 rounded-full bg-indigo-600 px-4 py-2 text-sm font-medium text-white shadow-lg sm:-right-6">
        <Sparkles className="size-4" />4 fields filled
      </div>
    </div>
  );
}
