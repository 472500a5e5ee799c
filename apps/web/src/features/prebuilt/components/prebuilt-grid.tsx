import {
  type ListedComponent,
  normalizePlan,
  PLAN_IDS,
  type PlanId,
  PREBUILT_TEMPLATES,
  smallestPlanFor,
  texts,
} from '@filldeck/shared';
import { useId } from 'react';
import { OopsDialog } from '#components/oops-dialog.tsx';
import { TemplateNameDialog } from '#components/template-name-dialog.tsx';
import { usePrebuiltFlow } from '../hooks/use-prebuilt-flow.ts';
import { type OwnedContent, prebuiltPlan } from '../utils/prebuilt-plan.ts';
import { PrebuiltCard } from './prebuilt-card.tsx';
import { PrebuiltPlanSummary } from './prebuilt-plan-summary.tsx';

/** The smallest plan above the user's that holds all of a template, or null when theirs does. */
function biggerPlanFor(plan: PlanId, holdsAll: PlanId | null): PlanId | null {
  if (!holdsAll) return null;
  return PLAN_IDS.indexOf(holdsAll) > PLAN_IDS.indexOf(plan) ? holdsAll : null;
}

interface PrebuiltGridProps {
  isSignedIn: boolean;
  plan: string | null | undefined;
  /** The user's templates (how many) and components (oldest first) now; undefined while loading. */
  owned: { templates: number; components: readonly ListedComponent[] } | undefined;
}

/**
 * The dashboard's grid of prebuilt templates and the flow that creates one
 * (docs/product.md#prebuilt-templates). Each reuses the user's components of the same titles (Your
 * details) and, on a plan too small for all of it, takes what fits: the card says how much, Set
 * Template Name says what it reuses, adds and leaves out and which plan holds all of it. Only a
 * template that cannot be created at all (the template limit, no room for any of it) shows the
 * limit in 'Oops!' at once, with the way to more, instead of the name dialog.
 */
export function PrebuiltGrid({ isSignedIn, plan, owned }: PrebuiltGridProps) {
  const headingId = useId();
  const flow = usePrebuiltFlow(isSignedIn);
  const planId = normalizePlan(plan);
  const content: OwnedContent | undefined = owned && {
    templates: owned.templates,
    components: owned.components.map((c) => ({ ...c, fieldCount: c.fields.length })),
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          Start from a prebuilt template
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Each comes with its components and fields, and uses the ones you already have; you can change everything
          afterwards.
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        {PREBUILT_TEMPLATES.map((definition) => {
          const cardPlan = prebuiltPlan(definition, planId, content);
          const holdsAll = cardPlan.parts ? cardPlan.parts.wholeFitsOn : smallestPlanFor(definition);
          return (
            <li key={definition.id}>
              <PrebuiltCard
                definition={definition}
                plan={planId}
                isLoading={flow.loadingId === definition.id}
                isBlocked={flow.isSaving && flow.loadingId !== definition.id}
                allWithPlan={biggerPlanFor(planId, holdsAll)}
                parts={cardPlan.parts}
                refusal={cardPlan.refusal}
                onSelect={() => flow.start(definition, cardPlan)}
              />
            </li>
          );
        })}
      </ul>
      <TemplateNameDialog
        title={texts.prebuilt.setTemplateName}
        description="Give your template a name; it is created when you save."
        details={flow.naming?.parts ? <PrebuiltPlanSummary parts={flow.naming.parts} plan={planId} /> : null}
        defaultName={flow.naming?.defaultName ?? null}
        submitLabel={texts.sidebar.save}
        isSaving={flow.isSaving}
        onSave={flow.saveName}
        onClose={flow.closeNaming}
      />
      <OopsDialog
        notice={flow.createError}
        upgradeHint={texts.prebuilt.upgradeHint}
        onClose={flow.dismissCreateError}
      />
    </section>
  );
}
