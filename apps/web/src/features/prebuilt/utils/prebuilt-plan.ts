import {
  limitReachedText,
  matchComponentTitles,
  type OwnedComponent,
  type PartsPlan,
  PLAN_LIMITS,
  type PlanId,
  type PrebuiltTemplate,
  planParts,
} from '@filldeck/shared';

/** What the user has now, from the lists the app already holds. */
export interface OwnedContent {
  templates: number;
  /** Oldest first, with their field counts and locks. */
  components: readonly OwnedComponent[];
}

export interface PrebuiltPlan {
  /** Why it cannot be created now (the template limit, or none of it fits), in the server's words; else null. */
  refusal: string | null;
  /** Which components it reuses, adds and leaves out; null while the lists are unknown. */
  parts: PartsPlan | null;
}

/**
 * What creating this prebuilt template would do now, as the server will do it (planParts with
 * fitToPlan): reuse the user's components of the same titles, add the others while the plan has
 * room, leave out the rest. Refused only by the template limit or when none of it fits.
 */
export function prebuiltPlan(
  definition: PrebuiltTemplate,
  plan: PlanId,
  owned: OwnedContent | undefined,
): PrebuiltPlan {
  if (!owned) return { refusal: null, parts: null };
  if (owned.templates >= PLAN_LIMITS[plan].templates)
    return { refusal: limitReachedText('templates', plan), parts: null };
  const parts = planParts({
    components: definition.defaultComponents.map((c) => ({ title: c.title, fieldCount: c.fields.length })),
    reuse: matchComponentTitles(definition.defaultComponents, owned.components),
    adHocFields: definition.defaultAdHocFields.length,
    owned: owned.components,
    plan,
    fitToPlan: true,
  });
  return { refusal: parts.refusal, parts };
}
