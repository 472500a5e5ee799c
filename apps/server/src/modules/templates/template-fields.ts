import { type AdHocField, type Section, texts } from '@filldeck/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { notFound } from '../../lib/not-found.ts';
import { lockState } from '../plan/lock-state.ts';
import type { OwnerPlan } from '../plan/owner-plan.ts';
import { PlanError, templateFieldLimitError } from '../plan/plan-errors.ts';

export interface ComponentState {
  fieldCount: number;
  locked: boolean;
}

/** The user's components by id: how many fields each has and whether the plan locks it. */
export async function loadComponentStates(db: Db, userId: string, owner: OwnerPlan) {
  const rows = await db
    .select({
      id: components.id,
      fieldCount: sql<number>`jsonb_array_length(${components.fields})`.mapWith(Number),
      locked: lockState(db, components, userId, owner.limits),
    })
    .from(components)
    .where(eq(components.ownerUid, userId));
  return new Map<string, ComponentState>(
    rows.map((row) => [row.id, { fieldCount: row.fieldCount, locked: row.locked }]),
  );
}

/** A template's fields: its ad-hoc fields plus the fields of the components its sections use. */
export function countTemplateFields(
  sections: Section[],
  adHocFields: readonly unknown[],
  states: Map<string, ComponentState>,
): number {
  return sections.reduce((sum, s) => sum + (states.get(s.componentId)?.fieldCount ?? 0), adHocFields.length);
}

/**
 * Checks a new list of sections against the current one: a component at most once (409); a
 * newly added section must use one of the user's components (404) that is not locked (403).
 * Sections already in the template stay even when their component is now locked or deleted.
 */
export function checkSections(before: Section[], after: Section[], states: Map<string, ComponentState>): void {
  const existing = new Set(before.map((s) => s.componentId));
  const seen = new Set<string>();
  for (const section of after) {
    if (seen.has(section.componentId)) throw new AppError(409, 'CONFLICT', texts.errors.componentAlreadyInTemplate);
    seen.add(section.componentId);
    if (existing.has(section.componentId)) continue;
    const state = states.get(section.componentId);
    if (!state) throw notFound.component();
    if (state.locked) throw new PlanError('locked', texts.components.lockedAdd);
  }
}

/**
 * Refuses a template write that takes its fields over the plan's limit. A template already over
 * it (after a downgrade) may still be edited as long as the write does not add fields.
 */
export function checkTemplateFieldLimit(
  owner: OwnerPlan,
  before: { sections: Section[]; adHocFields: AdHocField[] } | null,
  after: { sections: Section[]; adHocFields: readonly unknown[] },
  states: Map<string, ComponentState>,
): void {
  const count = countTemplateFields(after.sections, after.adHocFields, states);
  const previous = before ? countTemplateFields(before.sections, before.adHocFields, states) : null;
  checkFieldCount(owner, count, previous);
}

/**
 * 403 when a template's field count `count` is over the plan's limit and the write adds fields
 * (`previous` is the count before the write; null for a new template).
 */
export function checkFieldCount(owner: OwnerPlan, count: number, previous: number | null): void {
  if (count <= owner.limits.fieldsPerTemplate) return;
  if (previous === null || count > previous) throw templateFieldLimitError(owner);
}
