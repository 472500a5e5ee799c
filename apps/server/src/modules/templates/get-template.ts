import type { Template } from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import { readOwnerPlan } from '../../lib/plan-limits.ts';
import { findUsableTemplate } from './find-owned-template.ts';
import { toTemplate } from './to-template.ts';

/** One template in full; 404 when not the user's, 403 when locked. */
export async function getTemplate(db: Db, userId: string, id: string): Promise<Template> {
  const owner = await readOwnerPlan(db, userId);
  return toTemplate(await findUsableTemplate(db, userId, id, owner), false);
}
