import { AD_HOC_ID_PREFIX, aiSettingsSchema, type createTemplateRequestSchema } from '@filldeck/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { templates } from '../../db/schema.ts';
import { countOwned } from '../../lib/count-owned.ts';
import { newId } from '../../lib/new-id.ts';
import { publishEvent } from '../events/publish-event.ts';
import { assertOwnFiles, fileIdsOf } from '../files/file-references.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import { countLimitError, templateFieldLimitError } from '../plan/plan-errors.ts';
import { assertOwnedProject } from './assert-owned-project.ts';

export type CreateTemplateInput = z.output<typeof createTemplateRequestSchema>;

/**
 * `create_template` (sidebar and project page): a new template named by `title` ('Untitled
 * Template' when blank), optionally in one of the user's projects, within the plan's template
 * and field limits. Unlike the original description, the entered AI instructions are kept
 * (docs/product.md#where-we-differ-from-the-original-description).
 */
export async function createTemplate(db: Db, userId: string, input: CreateTemplateInput): Promise<string> {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    if ((await countOwned(tx, templates, userId)) >= owner.limits.templates) throw countLimitError('template', owner);
    await assertOwnedProject(tx, userId, input.projectId);
    if (input.fields.length > owner.limits.fieldsPerTemplate) throw templateFieldLimitError(owner);
    await assertOwnFiles(tx, userId, fileIdsOf({ adHoc: input.fields }));
    const id = newId();
    await tx.insert(templates).values({
      id,
      ownerUid: userId,
      name: input.title,
      projectId: input.projectId ?? null,
      adHocFields: input.fields.map((field) => ({ ...field, id: newId(AD_HOC_ID_PREFIX) })),
      aiInstructions: input.aiInstructions ?? '',
      aiSettings: aiSettingsSchema.parse({}),
    });
    await publishEvent(tx, { userId, type: 'templates', id });
    return id;
  });
}
