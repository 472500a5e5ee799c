import {
  AD_HOC_ID_PREFIX,
  type AiSettings,
  aiSettingsSchema,
  type ComponentField,
  type FieldType,
  SECTION_ID_PREFIX,
  templateFitRefusal,
} from '@filldeck/shared';
import { and, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components, templates } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { countOwned } from '../../lib/count-owned.ts';
import { lockState } from '../../lib/derive-locks.ts';
import { newId } from '../../lib/new-id.ts';
import { lockOwner, type OwnerPlan } from '../account/owner-plan.ts';
import { countLimitError } from '../account/plan-limit-errors.ts';
import { publishEvent } from '../events/publish-event.ts';
import { matchComponents } from './match-components.ts';

export interface TemplateBlueprint {
  name: string;
  components: { title: string; fields: ComponentField[] }[];
  adHocFields: { name: string; value: string; type: FieldType; required: boolean; options?: string[] }[];
  aiInstructions: string;
  aiSettings?: AiSettings;
  specialization?: string;
  /** Use the user's own unlocked components where one has the same title and fields (imports). */
  reuseIdentical?: boolean;
}

/** What a blueprint makes: for each of its components, the existing one it reuses or null for a new one. */
export interface BlueprintPlan {
  reuse: (string | null)[];
}

/** The user's unlocked components, to reuse identical ones. */
async function unlockedComponents(tx: Db, userId: string, owner: OwnerPlan) {
  return tx
    .select({ id: components.id, title: components.title, fields: components.fields })
    .from(components)
    .where(and(eq(components.ownerUid, userId), not(lockState(tx, components, userId, owner.limits))));
}

/**
 * Which components a blueprint reuses and which it creates, after checking every limit: the
 * template count, then the template's fields and the new components, naming every limit that
 * stops it. A blueprint that does not fit is refused whole (403), never trimmed.
 */
export async function planBlueprint(
  tx: Db,
  userId: string,
  owner: OwnerPlan,
  blueprint: TemplateBlueprint,
): Promise<BlueprintPlan> {
  if ((await countOwned(tx, templates, userId)) >= owner.limits.templates) throw countLimitError('template', owner);
  const fields = blueprint.components.reduce((sum, c) => sum + c.fields.length, blueprint.adHocFields.length);
  const reuse = blueprint.reuseIdentical
    ? matchComponents(blueprint.components, await unlockedComponents(tx, userId, owner))
    : blueprint.components.map(() => null);
  const newComponents = reuse.filter((id) => id === null).length;
  const refusal = templateFitRefusal({ fields, newComponents }, owner.plan, await countOwned(tx, components, userId));
  if (refusal) throw new AppError(403, 'PLAN_LIMIT', refusal);
  return { reuse };
}

/**
 * A template together with its components (prebuilt templates and imports), in one transaction:
 * a new component per blueprint component (or, with reuseIdentical, the user's identical one), a
 * `sec_…` section for each, the ad-hoc fields with `adhoc_…` ids. Limits as planBlueprint.
 */
export async function createTemplateWithComponents(db: Db, userId: string, blueprint: TemplateBlueprint) {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    const { reuse } = await planBlueprint(tx, userId, owner, blueprint);

    // Consecutive creation times keep the blueprint's order when locks are derived later.
    const now = Date.now();
    const sectionComponentIds = reuse.map((id) => id ?? newId());
    const newComponents = blueprint.components.flatMap((c, i) =>
      reuse[i] === null
        ? [
            {
              id: sectionComponentIds[i] as string,
              ownerUid: userId,
              title: c.title,
              fields: c.fields,
              createdAt: new Date(now + i),
              updatedAt: new Date(now + i),
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
