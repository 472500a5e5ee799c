import { type PartsPlan, PLAN_NAMES, type PlanId, type PrebuiltTemplate } from '@filldeck/shared';
import { Crown, Lock } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '#components/ui/spinner.tsx';
import { cn } from '#lib/cn.ts';
import { PrebuiltIcon } from './prebuilt-icon.tsx';

interface PrebuiltCardProps {
  definition: PrebuiltTemplate;
  /** The user's plan. */
  plan: PlanId;
  isLoading: boolean;
  /** Another card is being created: this one waits. */
  isBlocked: boolean;
  /** Set when the user's plan cannot hold all of it: the plan that can. */
  allWithPlan: PlanId | null;
  /** What creating it now reuses, adds and leaves out; null while unknown. */
  parts: PartsPlan | null;
  /** Why it cannot be created now (limits and what the user has), or null. */
  refusal: string | null;
  onSelect: () => void;
}

function contents(definition: PrebuiltTemplate, plan: PlanId, parts: PartsPlan | null): string {
  const components = definition.defaultComponents.length;
  const fields = definition.defaultAdHocFields.length;
  if (components === 0 && fields === 0) return 'Empty template';
  const kept = parts?.parts.filter((p) => p.isIncluded).length ?? components;
  if (kept < components) return `${kept} of ${components} components on ${PLAN_NAMES[plan]}`;
  const list = [`${components} component${components === 1 ? '' : 's'}`];
  if (fields > 0) list.push(`${fields} extra field${fields === 1 ? '' : 's'}`);
  return list.join(' · ');
}

/**
 * One prebuilt template as a button: icon, title, description. It stays focusable while busy
 * (aria-disabled rather than disabled) so focus can return to it when the dialog closes.
 */
export function PrebuiltCard({
  definition,
  plan,
  isLoading,
  isBlocked,
  allWithPlan,
  parts,
  refusal,
  onSelect,
}: PrebuiltCardProps) {
  const isUnavailable = isLoading || isBlocked;
  const refusalId = useId();
  const badge = refusal ? 'Over your plan’s limits' : allWithPlan ? `All with ${PLAN_NAMES[allWithPlan]}` : null;
  return (
    <button
      type="button"
      onClick={() => (isUnavailable ? undefined : onSelect())}
      aria-disabled={isUnavailable || undefined}
      aria-busy={isLoading || undefined}
      aria-describedby={refusal ? refusalId : undefined}
      className={cn(
        'flex h-full w-full flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-5 text-left transition-colors dark:border-zinc-800 dark:bg-zinc-900',
        isUnavailable
          ? 'cursor-wait'
          : 'hover:border-indigo-300 hover:bg-indigo-50/40 dark:hover:border-indigo-500/50 dark:hover:bg-indigo-500/5',
        isBlocked && 'opacity-60',
        refusal && 'border-dashed bg-zinc-50 dark:bg-zinc-900/40',
      )}
    >
      <span className="flex size-10 items-center justify-center rounded-md bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
        {isLoading ? <Spinner className="size-5" /> : <PrebuiltIcon icon={definition.icon} className="size-5" />}
      </span>
      <span className="flex flex-col gap-1">
        <span className="font-medium text-zinc-900 dark:text-zinc-100">{definition.title}</span>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">{definition.description}</span>
      </span>
      <span className="mt-auto flex flex-wrap items-center justify-between gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        <span>{isLoading ? 'Creating…' : contents(definition, plan, refusal ? null : parts)}</span>
        {badge && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-800 dark:bg-amber-500/15 dark:text-amber-300">
            {refusal ? <Lock aria-hidden="true" className="size-3" /> : <Crown aria-hidden="true" className="size-3" />}
            {badge}
          </span>
        )}
        {refusal ? (
          <span id={refusalId} className="sr-only">
            {refusal}
          </span>
        ) : null}
      </span>
    </button>
  );
}
