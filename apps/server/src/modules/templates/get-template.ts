import type { Template } from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { readOwnerPlan } from '../plan/read-owner-plan.ts';
import { findUsableTemplate } from './find-usable-template.ts';
import { toTemplate } from './to-template.ts';

/** One template in full; 404 when not the user's, 403 when locked. */
export async function getTemplate(db: Db, user: UserRow, id: string): Promise<Template> {
  const owner = await readOwnerPlan(db, user);
  return toTemplate(await findUsableTemplate(db, user.id, id, owner), false);
}
