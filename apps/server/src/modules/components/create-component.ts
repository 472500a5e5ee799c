import { type componentRequestSchema, texts } from '@filldeck/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { components } from '../../db/schema.ts';
import { countOwned } from '../../lib/count-owned.ts';
import { newId } from '../../lib/new-id.ts';
import { publishEvent } from '../events/publish-event.ts';
import { assertOwnFiles, fileIdsOf } from '../files/file-references.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import { countLimitError, PlanError } from '../plan/plan-errors.ts';

export type ComponentInput = z.output<typeof componentRequestSchema>;

/** `create_component`: within the plan's component limit; fields at most the fields-per-template limit. */
export async function createComponent(db: Db, userId: string, input: ComponentInput): Promise<string> {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    if ((await countOwned(tx, components, userId)) >= owner.limits.components)
      throw countLimitError('component', owner);
    const max = owner.limits.fieldsPerTemplate;
    if (input.fields.length > max) throw new PlanError('limit', texts.components.tooManyFields(max));
    await assertOwnFiles(tx, userId, fileIdsOf({ components: input.fields }));
    const id = newId();
    await tx.insert(components).values({ id, ownerUid: userId, title: input.title, fields: input.fields });
    await publishEvent(tx, { userId, type: 'components', id });
    return id;
  });
}
