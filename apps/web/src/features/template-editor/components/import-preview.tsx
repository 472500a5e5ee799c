import type { ImportPreview as Preview } from '@filldeck/shared';
import { Alert } from '#components/ui/alert.tsx';
import { TextLink } from '#components/ui/text-link.tsx';

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What an import will do, before it does it: the new template, reused and new components, or the refusal. */
export function ImportPreview({ preview }: { preview: Preview }) {
  const reused = preview.components.filter((c) => c.reused).length;
  const created = preview.components.length - reused;
  if (preview.refusal) {
    return (
      <Alert tone="error">
        <p>{preview.refusal}</p>
        <p className="mt-1">
          <TextLink to="/subscription">See plans</TextLink>
        </p>
      </Alert>
    );
  }
  const parts = [
    created > 0 ? count(created, 'new component', 'new components') : null,
    reused > 0 ? `${count(reused, 'component', 'components')} you already have` : null,
  ].filter(Boolean);
  return (
    <section aria-label="What the import creates" className="flex flex-col gap-2 text-sm">
      <p>
        Creates the template <span className="font-medium">{preview.name}</span>
        {parts.length > 0 ? ` with ${parts.join(' and ')}.` : '.'}
      </p>
      {preview.components.length > 0 ? (
        <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-md border border-zinc-200 p-2 dark:border-zinc-800">
          {preview.components.map((component, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered; titles may repeat.
            <li key={i} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate">{component.title}</span>
              <span className="shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
                {component.reused ? 'Yours, reused' : 'New'}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
