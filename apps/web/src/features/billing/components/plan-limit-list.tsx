import { FILE_STORAGE_BYTES, fileSizeText, PLAN_LIMITS, type PlanId } from '@filldeck/shared';
import { Check, Minus } from 'lucide-react';
import { formatNumber } from '#lib/format.ts';

function limitLines(plan: PlanId): Array<{ text: string; isIncluded: boolean }> {
  const limits = PLAN_LIMITS[plan];
  const count = (n: number, one: string, many: string) => ({
    text: n === 0 ? `No ${many}` : `${formatNumber(n)} ${n === 1 ? one : many}`,
    isIncluded: n > 0,
  });
  return [
    count(limits.templates, 'template', 'templates'),
    count(limits.components, 'component', 'components'),
    count(limits.projects, 'project', 'projects'),
    count(limits.fieldsPerTemplate, 'field per template', 'fields per template'),
    count(limits.monthlyCredits, 'AI credit a month', 'AI credits a month'),
    { text: `${fileSizeText(FILE_STORAGE_BYTES[plan])} for files (résumé, cover letter…)`, isIncluded: true },
  ];
}

/** What a plan allows (docs/product.md#limits-plans-and-credits), as a checklist. */
export function PlanLimitList({ plan }: { plan: PlanId }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {limitLines(plan).map(({ text, isIncluded }) => (
        <li key={text} className="flex items-start gap-2">
          {isIncluded ? (
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
          ) : (
            <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-400 dark:text-zinc-500" />
          )}
          <span className={isIncluded ? undefined : 'text-zinc-600 dark:text-zinc-400'}>{text}</span>
        </li>
      ))}
    </ul>
  );
}
