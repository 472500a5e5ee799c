import { normalizePlan, PLAN_LIMITS, texts } from '@filldeck/shared';

export type ComponentFormMode = 'create' | 'edit';

/** How many fields a component may have on the user's plan (the plan's fields-per-template limit). */
export function fieldLimitFor(plan: string | null | undefined): number {
  return PLAN_LIMITS[normalizePlan(plan)].fieldsPerTemplate;
}

export function canAddField(count: number, limit: number): boolean {
  return count < limit;
}

/**
 * What stops a submit with `count` fields, in the product's words (docs/product.md#components), or
 * null when it may go. Like the server, an edit of a component already over the limit (after a
 * downgrade) may go on as long as it does not add fields.
 */
export function fieldCountError(
  mode: ComponentFormMode,
  count: number,
  limit: number,
  originalCount = 0,
): string | null {
  if (count <= limit) return null;
  if (mode === 'create') return texts.components.tooManyFields(limit);
  return count > originalCount ? texts.components.maxFieldsAllowed(limit) : null;
}

/** The note shown at the limit: 'Limit of {n} fields reached.' on create, 'Max {n} fields allowed.' on edit. */
export function fieldLimitNote(mode: ComponentFormMode, limit: number): string {
  return mode === 'create' ? texts.components.fieldLimitReached(limit) : texts.components.maxFieldsAllowed(limit);
}
