import {
  limitReachedText,
  PLAN_LIMITS,
  type PlanId,
  type PrebuiltTemplate,
  prebuiltFieldCount,
  templateFitRefusal,
} from '@filldeck/shared';

/** What the user has now, from the lists the app already holds. */
export interface OwnedCounts {
  templates: number;
  components: number;
}

/**
 * Why creating this prebuilt template would be refused now — the template limit, its fields,
 * or the components it adds on top of the user's — in the server's words; null when it fits
 * or while the counts are unknown (the server still checks).
 */
export function cardRefusal(definition: PrebuiltTemplate, plan: PlanId, owned: OwnedCounts | undefined): string | null {
  if (!owned) return null;
  if (owned.templates >= PLAN_LIMITS[plan].templates) return limitReachedText('templates', plan);
  const needs = { fields: prebuiltFieldCount(definition), newComponents: definition.defaultComponents.length };
  return templateFitRefusal(needs, plan, owned.components);
}
