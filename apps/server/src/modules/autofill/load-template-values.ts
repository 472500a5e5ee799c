import type { AiSettings } from '@filldeck/shared';
import { and, eq, inArray, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components } from '../../db/schema.ts';
import { lockState } from '../plan/lock-state.ts';
import { readOwnerPlanById } from '../plan/read-owner-plan.ts';
import { findUsableTemplate } from '../templates/find-usable-template.ts';
import { readAiSettings } from '../templates/to-template.ts';
import type { TemplateValue } from './local-matcher/types.ts';

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
 */
export async function loadTemplateValues(db: Db, userId: string, templateId: string): Promise<FillTemplate> {
  const owner = await readOwnerPlanById(db, userId);
  const template = await findUsableTemplate(db, userId, templateId, owner);
  const ids = template.sections.map((s) => s.componentId);
  // The sections' components that are the user's and unlocked, in one statement.
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(components)
          .where(
            and(
              eq(components.ownerUid, userId),
              inArray(components.id, ids),
              not(lockState(db, components, userId, owner.limits)),
            ),
          );
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
