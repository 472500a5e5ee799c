import { listText, type PartsPlan, PLAN_LIMITS, PLAN_NAMES, type PlanId, texts } from '@filldeck/shared';
import { PlanInfo } from '#components/plan-info.tsx';

/**
 * Said in Set Template Name before anything is created: which of the user's components the
 * template uses, which it adds, and — as information, not an error — what the plan leaves out and
 * which plan holds all of it.
 */
export function PrebuiltPlanSummary({ parts, plan }: { parts: PartsPlan; plan: PlanId }) {
  const titles = (keep: (p: PartsPlan['parts'][number]) => boolean) => parts.parts.filter(keep).map((p) => p.title);
  const reused = titles((p) => p.isIncluded && p.reuseId !== null);
  const added = titles((p) => p.isIncluded && p.reuseId === null);
  const leftOut = titles((p) => !p.isIncluded);
  const whole = parts.wholeFitsOn;
  if (reused.length + added.length + leftOut.length === 0) return null;
  return (
    <div className="mt-4 flex flex-col gap-2 text-sm text-zinc-700 dark:text-zinc-300">
      {reused.length > 0 ? <p>{texts.prebuilt.reuses(listText(reused))}</p> : null}
      {added.length > 0 ? <p>{texts.prebuilt.adds(listText(added))}</p> : null}
      {leftOut.length > 0 ? (
        <PlanInfo>
          <p>{texts.prebuilt.leftOut(PLAN_NAMES[plan], listText(leftOut))}</p>
          {whole ? (
            <p className="mt-1">
              {texts.prebuilt.wholeOn(
                PLAN_NAMES[whole],
                PLAN_LIMITS[whole].fieldsPerTemplate,
                PLAN_LIMITS[whole].components,
              )}
            </p>
          ) : null}
        </PlanInfo>
      ) : null}
    </div>
  );
}
