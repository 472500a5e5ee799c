import type { AiSettings } from '@filldeck/shared';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components, templates, type UserRow } from '../../db/schema.ts';
import { lockState } from '../plan/lock-state.ts';
import { readOwnerPlan, readOwnerPlanById } from '../plan/read-owner-plan.ts';
import { findUsableTemplate } from '../templates/find-usable-template.ts';
import { readAiSettings, type TemplateRow } from '../templates/to-template.ts';
import { inOrder } from './in-order.ts';
import type { TemplateValue } from './local-matcher/types.ts';

type ComponentRow = typeof components.$inferSelect;

export interface FillTemplate {
  name: string;
  values: TemplateValue[];
  aiInstructions: string;
  aiSettings: AiSettings;
  /** The owner's credit balance before this fill. */
  balance: number;
}

/**
 * The values a fill may use: the fields of the template's sections' components (the user's own,
 * unlocked, in section order), then its ad-hoc fields; 404 for another user's template, 403 with
 * the locked-template text (docs/product.md#limits-plans-and-credits) when the template is locked.
 * `ownerRow`, the users row the request's session lookup already read, saves reading it again.
 */
export async function loadTemplateValues(
  db: Db,
  userId: string,
  templateId: string,
  ownerRow?: UserRow,
): Promise<FillTemplate> {
  const owner = ownerRow ? await readOwnerPlan(db, ownerRow) : await readOwnerPlanById(db, userId);
  // The components the template's sections name (the user's own, unlocked) are read beside the
  // template itself, by a subquery on its sections, rather than after it: one round trip, not two.
  const sectionComponentIds = db
    .select({ id: sql<string>`jsonb_array_elements(${templates.sections}) ->> 'componentId'` })
    .from(templates)
    .where(and(eq(templates.id, templateId), eq(templates.ownerUid, userId)));
  const [template, rows] = await inOrder<[TemplateRow, ComponentRow[]]>([
    findUsableTemplate(db, userId, templateId, owner),
    db
      .select()
      .from(components)
      .where(
        and(
          eq(components.ownerUid, userId),
          inArray(components.id, sectionComponentIds),
          not(lockState(db, components, userId, owner.limits)),
        ),
      ),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const values: TemplateValue[] = [];
  for (const section of template.sections) {
    const component = byId.get(section.componentId);
    component?.fields.forEach((field, index) => {
      values.push({
        id: `${component.id}:${index}`,
        label: field.label,
        type: field.type,
        value: field.defaultValue,
        group: component.title,
        ...(field.options ? { options: field.options } : {}),
      });
    });
  }
  for (const field of template.adHocFields) {
    values.push({
      id: field.id,
      label: field.name,
      type: field.type,
      value: field.value,
      group: '',
      ...(field.options ? { options: field.options } : {}),
    });
  }
  return {
    name: template.name,
    values,
    aiInstructions: template.aiInstructions,
    aiSettings: readAiSettings(template.aiSettings),
    balance: owner.balance,
  };
}
