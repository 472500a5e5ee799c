import { DETAIL_GROUPS, isSameTitle } from '@filldeck/shared';
import { listOwnedComponents, type OwnedComponentRow } from '../templates/list-owned-components.ts';

export { listOwnedComponents as ownedComponents, type OwnedComponentRow };

/**
 * For each group of DETAIL_GROUPS, the component that holds it: the user's oldest unlocked
 * component with the group's title, or null. A locked one is left alone (it cannot be edited).
 */
export function detailComponents(owned: readonly OwnedComponentRow[]): (OwnedComponentRow | null)[] {
  return DETAIL_GROUPS.map((group) => owned.find((c) => !c.locked && isSameTitle(c.title, group.title)) ?? null);
}
