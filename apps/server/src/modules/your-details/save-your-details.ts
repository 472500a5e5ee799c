import {
  type ComponentField,
  DETAIL_GROUPS,
  type DetailGroup,
  isFileType,
  isSameLabel,
  limitReachedText,
  planDetailGroups,
  type SavedYourDetails,
  type SaveYourDetailsRequest,
  texts,
} from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/new-id.ts';
import { publishEvent } from '../events/publish-event.ts';
import { assertOwnFiles } from '../files/file-references.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import type { OwnerPlan } from '../plan/owner-plan.ts';
import { assertComponentFitsTemplates } from '../templates/assert-component-fits-templates.ts';
import { detailComponents, type OwnedComponentRow, ownedComponents } from './owned-components.ts';

type Values = SaveYourDetailsRequest['values'];

/** The group's fields with their values: a new component's. */
function newFields(group: DetailGroup, values: Values): ComponentField[] {
  return group.fields.map(({ key, label, type, options }) => ({
    label,
    type,
    defaultValue: values[key] ?? '',
    ...(options ? { options } : {}),
  }));
}

/**
 * An existing component's fields with the group's values: a field of the same label takes the
 * new value (keeping its type), a missing standard field is added at the end, the user's own
 * other fields stay as they are. A key not sent keeps its field untouched.
 */
function mergedFields(current: readonly ComponentField[], group: DetailGroup, values: Values): ComponentField[] {
  const fields = current.map((field) => ({ ...field }));
  for (const standard of group.fields) {
    const value = values[standard.key];
    if (value === undefined) continue;
    const existing = fields.find((field) => isSameLabel(field.label, standard.label));
    if (existing) existing.defaultValue = value;
    else {
      const { label, type, options } = standard;
      fields.push({ label, type, defaultValue: value, ...(options ? { options } : {}) });
    }
  }
  return fields;
}

/** Why writing `fields` to the component is refused by the plan, or null (the server's own checks and words). */
async function updateRefusal(tx: Db, userId: string, owner: OwnerPlan, target: OwnedComponentRow, count: number) {
  const max = owner.limits.fieldsPerTemplate;
  if (count > max && count > target.fields.length) return texts.components.maxFieldsAllowed(max);
  try {
    await assertComponentFitsTemplates(tx, userId, owner, target.id, count);
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'PLAN_LIMIT') return error.message;
    throw error;
  }
}

/**
 * PUT /api/your-details, in one transaction under the owner's lock: each group updates the user's
 * component of its title (so saving twice creates nothing twice), or creates one while the plan
 * has room (planDetailGroups: in the groups' order); a group left empty creates nothing. What the
 * plan refuses is reported per group with the limit's text and what the next plan has, never
 * failing the groups that fit.
 */
export async function saveYourDetails(db: Db, userId: string, input: { values: Values }): Promise<SavedYourDetails> {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    // The résumé file must be one of the user's own.
    const fileIds = DETAIL_GROUPS.flatMap((g) => g.fields)
      .filter((f) => isFileType(f.type))
      .map((f) => input.values[f.key] ?? '')
      .filter((id) => id !== '');
    await assertOwnFiles(tx, userId, fileIds);
    const owned = await ownedComponents(tx, userId, owner);
    const targets = detailComponents(owned);
    const plans = planDetailGroups(
      DETAIL_GROUPS.map((group, i) => ({
        hasComponent: targets[i] !== null,
        isEmpty: group.fields.every((field) => !input.values[field.key]),
      })),
      owner.plan,
      owned.length,
    );
    const now = Date.now();
    const results: SavedYourDetails['groups'] = [];
    for (const [i, group] of DETAIL_GROUPS.entries()) {
      const target = targets[i] ?? null;
      const result = { id: group.id, componentId: target?.id ?? null, reason: null };
      if (plans[i] === 'empty') results.push({ ...result, outcome: 'empty' });
      else if (plans[i] === 'no-room') {
        results.push({ ...result, outcome: 'refused', reason: limitReachedText('components', owner.plan) });
      } else if (target === null) {
        const id = newId();
        const at = new Date(now + i);
        const fields = newFields(group, input.values);
        await tx
          .insert(components)
          .values({ id, ownerUid: userId, title: group.title, fields, createdAt: at, updatedAt: at });
        results.push({ ...result, componentId: id, outcome: 'created' });
      } else {
        const fields = mergedFields(target.fields, group, input.values);
        if (JSON.stringify(fields) === JSON.stringify(target.fields)) {
          results.push({ ...result, outcome: 'unchanged' });
          continue;
        }
        const refusal = await updateRefusal(tx, userId, owner, target, fields.length);
        if (refusal) {
          results.push({ ...result, outcome: 'refused', reason: refusal });
          continue;
        }
        await tx
          .update(components)
          .set({ fields, updatedAt: new Date(now) })
          .where(and(eq(components.id, target.id), eq(components.ownerUid, userId)));
        results.push({ ...result, outcome: 'updated' });
      }
    }
    if (results.some((r) => r.outcome === 'created' || r.outcome === 'updated')) {
      await publishEvent(tx, { userId, type: 'components', id: null });
    }
    return { groups: results };
  });
}
