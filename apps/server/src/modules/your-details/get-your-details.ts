import { DETAIL_GROUPS, type YourDetails } from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { readOwnerPlan } from '../plan/read-owner-plan.ts';
import { detailComponents, ownedComponents } from './owned-components.ts';
import { prefillDetails } from './prefill-details.ts';

/**
 * GET /api/your-details: for each group its component (the user's own of that title, or null),
 * every field's value to start from (prefillDetails) and how many components the user has, so
 * the page can say beforehand what the plan has room for.
 */
export async function getYourDetails(db: Db, user: UserRow): Promise<YourDetails> {
  const owner = await readOwnerPlan(db, user);
  const owned = await ownedComponents(db, user.id, owner);
  const targets = detailComponents(owned);
  return {
    groups: DETAIL_GROUPS.map((group, i) => ({ id: group.id, componentId: targets[i]?.id ?? null })),
    values: prefillDetails(owned, targets, { name: user.name, email: user.email }),
    componentsOwned: owned.length,
  };
}
