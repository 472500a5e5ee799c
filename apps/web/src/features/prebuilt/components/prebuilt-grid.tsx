import { messages, normalizePlan, PLAN_IDS, type PlanId, PREBUILT_TEMPLATES, smallestPlanFor } from '@filldeck/shared';
import { useId } from 'react';
import { OopsDialog } from '../../../components/oops-dialog.tsx';
import { TemplateNameDialog } from '../../../components/template-name-dialog.tsx';
import { usePrebuiltFlow } from '../hooks/use-prebuilt-flow.ts';
import { cardRefusal, type OwnedCounts } from '../utils/card-refusal.ts';
import { PrebuiltCard } from './prebuilt-card.tsx';

/** The plan a template needs when the user's plan is too small for it, else null. */
function neededPlan(plan: string | null | undefined, needed: PlanId | null): PlanId | null {
  if (!needed) return null;
  return PLAN_IDS.indexOf(needed) > PLAN_IDS.indexOf(normalizePlan(plan)) ? needed : null;
}

interface PrebuiltGridProps {
  isSignedIn: boolean;
  plan: string | null | undefined;
  /** The user's templates and components now; undefined while loading. */
  owned: OwnedCounts | undefined;
}

/**
 * The dashboard's grid of prebuilt templates and the flow that creates one
 * (docs/product.md#prebuilt-templates). A card the plan cannot take now says so on the card (and
 * which plan can); choosing it shows the limit that stops it in 'Oops!' at once, with the way to
 * more, instead of the name dialog.
 */
export function PrebuiltGrid({ isSignedIn, plan, owned }: PrebuiltGridProps) {
  const headingId = useId();
  const flow = usePrebuiltFlow(isSignedIn);
  const planId = normalizePlan(plan);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          Start from a prebuilt template
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Each comes with its components and fields; you can change everything afterwards.
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        {PREBUILT_TEMPLATES.map((definition) => {
          const refusal = cardRefusal(definition, planId, owned);
          return (
            <li key={definition.id}>
              <PrebuiltCard
                definition={definition}
                isLoading={flow.loadingId === definition.id}
                isBlocked={flow.isSaving && flow.loadingId !== definition.id}
                needsPlan={neededPlan(plan, smallestPlanFor(definition))}
                refusal={refusal}
                onSelect={() => flow.start(definition, refusal)}
              />
            </li>
          );
        })}
      </ul>
      <TemplateNameDialog
        title={messages.prebuilt.setTemplateName}
        description="Give your template a name; it is created when you save."
        defaultName={flow.naming?.defaultName ?? null}
        submitLabel={messages.sidebar.save}
        isSaving={flow.isSaving}
        onSave={flow.saveName}
        onClose={flow.closeNaming}
      />
      <OopsDialog
        notice={flow.createError}
        upgradeHint={messages.prebuilt.upgradeHint}
        onClose={flow.dismissCreateError}
      />
    </section>
  );
}
