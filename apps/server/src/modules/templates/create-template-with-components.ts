import {
  AD_HOC_ID_PREFIX,
  type AiSettings,
  aiSettingsSchema,
  type ComponentField,
  type FieldType,
  matchComponentTitles,
  type OwnedComponent,
  planParts,
  SECTION_ID_PREFIX,
} from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import { components, templates } from '../../db/schema.ts';
import { countOwned } from '../../lib/count-owned.ts';
import { newId } from '../../lib/new-id.ts';
import { publishEvent } from '../events/publish-event.ts';
import { assertOwnFiles, fileIdsOf } from '../files/file-references.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import type { OwnerPlan } from '../plan/owner-plan.ts';
import { countLimitError, PlanError } from '../plan/plan-errors.ts';
import { listOwnedComponents, type OwnedComponentRow } from './list-owned-components.ts';
import { matchComponents } from './match-components.ts';

export interface TemplateBlueprint {
  name: string;
  components: { title: string; fields: ComponentField[] }[];
  adHocFields: { name: string; value: string; type: FieldType; required: boolean; options?: string[] }[];
  aiInstructions: string;
  aiSettings?: AiSettings;
  specialization?: string;
  /**
   * Which of the user's unlocked components it uses instead of new ones: `identical` (same title
   * and fields: imports) or `title` (same title, whatever its fields and values: prebuilt
   * templates, whose components are the standard ones of Your details). None by default.
   */
  reuse?: 'identical' | 'title';
  /** Leave out the components the plan has no room for instead of refusing the whole (planParts). */
  fitToPlan?: boolean;
}

/** What a blueprint makes: for each of its components, the existing one it reuses or null for a new one, and whether it is kept. */
export interface BlueprintPlan {
  reuse: (string | null)[];
  included: boolean[];
}

function reuseFor(blueprint: TemplateBlueprint, owned: readonly OwnedComponentRow[]) {
  if (blueprint.reuse === 'identical') {
    return matchComponents(
      blueprint.components,
      owned.filter((c) => !c.locked),
    );
  }
  const summaries: OwnedComponent[] = owned.map((c) => ({ ...c, fieldCount: c.fields.length }));
  if (blueprint.reuse === 'title') return matchComponentTitles(blueprint.components, summaries);
  return blueprint.components.map(() => null);
}

/**
 * Which components a blueprint reuses, creates and leaves out, after checking every limit: the
 * template count, then the template's fields (a reused component counts with its own fields) and
 * the new components, naming every limit that stops it (403). Without `fitToPlan` a blueprint
 * that does not fit is refused whole, never trimmed.
 */
export async function planBlueprint(
  tx: Db,
  userId: string,
  owner: OwnerPlan,
  blueprint: TemplateBlueprint,
): Promise<BlueprintPlan> {
  if ((await countOwned(tx, templates, userId)) >= owner.limits.templates) throw countLimitError('template', owner);
  const owned = await listOwnedComponents(tx, userId, owner);
  const reuse = reuseFor(blueprint, owned);
  const plan = planParts({
    components: blueprint.components.map((c) => ({ title: c.title, fieldCount: c.fields.length })),
    reuse,
    adHocFields: blueprint.adHocFields.length,
    owned: owned.map((c) => ({ ...c, fieldCount: c.fields.length })),
    plan: owner.plan,
    fitToPlan: blueprint.fitToPlan ?? false,
  });
  if (plan.refusal) throw new PlanError('limit', plan.refusal);
  return { reuse, included: plan.parts.map((part) => part.isIncluded) };
}

/**
 * A template together with its components (prebuilt templates and imports), in one transaction:
 * a new component per blueprint component it keeps (or the user's own, as `reuse` says), a
 * `sec_…` section for each, the ad-hoc fields with `adhoc_…` ids. Limits as planBlueprint.
 */
export async function createTemplateWithComponents(db: Db, userId: string, blueprint: TemplateBlueprint) {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    const { reuse, included } = await planBlueprint(tx, userId, owner, blueprint);
    const named = { components: blueprint.components.flatMap((c) => c.fields), adHoc: blueprint.adHocFields };
    await assertOwnFiles(tx, userId, fileIdsOf(named));

    // Consecutive creation times keep the blueprint's order when locks are derived later.
    const now = Date.now();
    const kept = blueprint.components.flatMap((component, i) =>
      included[i] ? [{ component, reuseId: reuse[i] ?? null, at: new Date(now + i) }] : [],
    );
    const sectionComponentIds = kept.map((part) => part.reuseId ?? newId());
    const newComponents = kept.flatMap((part, i) =>
      part.reuseId === null
        ? [
            {
              id: sectionComponentIds[i] as string,
              ownerUid: userId,
              title: part.component.title,
              fields: part.component.fields,
              createdAt: part.at,
              updatedAt: part.at,
            },
          ]
        : [],
    );
    if (newComponents.length > 0) await tx.insert(components).values(newComponents);
    const id = newId();
    await tx.insert(templates).values({
      id,
      ownerUid: userId,
      name: blueprint.name,
      sections: sectionComponentIds.map((componentId) => ({ id: newId(SECTION_ID_PREFIX), componentId })),
      adHocFields: blueprint.adHocFields.map((f) => ({ ...f, id: newId(AD_HOC_ID_PREFIX) })),
      aiInstructions: blueprint.aiInstructions,
      aiSettings: blueprint.aiSettings ?? aiSettingsSchema.parse({}),
      specialization: blueprint.specialization ?? 'other',
      createdAt: new Date(now + blueprint.components.length),
      updatedAt: new Date(now + blueprint.components.length),
    });
    if (newComponents.length > 0) await publishEvent(tx, { userId, type: 'components', id: null });
    await publishEvent(tx, { userId, type: 'templates', id });
    return id;
  });
}
