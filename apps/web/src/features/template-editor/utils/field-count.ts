import type { Component, Section } from '@filldeck/shared';
import { normalizePlan, PLAN_LIMITS } from '@filldeck/shared';

/**
 * A template's fields as the server counts them against the plan: its ad-hoc fields plus the
 * fields of the components its sections use (locked ones included; a deleted component counts 0).
 */
export function countTemplateFields(
  sections: readonly Section[],
  adHocFieldCount: number,
  components: readonly Component[],
): number {
  const fieldCounts = new Map(components.map((component) => [component.id, component.fields.length]));
  return sections.reduce((sum, section) => sum + (fieldCounts.get(section.componentId) ?? 0), adHocFieldCount);
}

/** The plan's fields-per-template limit (free when the plan is unknown). */
export function templateFieldLimit(plan: string | null | undefined): number {
  return PLAN_LIMITS[normalizePlan(plan)].fieldsPerTemplate;
}

/** Whether one more ad-hoc field fits. */
export function canAddAdHocField(fieldCount: number, limit: number): boolean {
  return fieldCount < limit;
}
