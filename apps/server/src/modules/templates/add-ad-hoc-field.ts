import { AD_HOC_ID_PREFIX, type AdHocField } from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/new-id.ts';
import { readOwnerPlanById } from '../plan/read-owner-plan.ts';
import { findUsableTemplate } from './find-usable-template.ts';
import { updateTemplate } from './update-template.ts';

/**
 * "Add to my template" in the extension's preview: an answer the user typed or changed becomes an
 * ad-hoc text field of the template the fill used (its label the page's), within the plan's field
 * limit (updateTemplate refuses past it, in its words). 404 for a template that is not the user's.
 */
export async function addAdHocField(
  db: Db,
  userId: string,
  templateId: string,
  input: { name: string; value: string },
): Promise<AdHocField> {
  const owner = await readOwnerPlanById(db, userId);
  const current = await findUsableTemplate(db, userId, templateId, owner);
  const field: AdHocField = {
    id: newId(AD_HOC_ID_PREFIX),
    name: input.name,
    value: input.value,
    type: 'text',
    required: false,
  };
  await updateTemplate(db, userId, templateId, { adHocFields: [...current.adHocFields, field] });
  return field;
}
