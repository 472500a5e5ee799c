import { DETAIL_GROUPS, listText, type SavedYourDetails, texts } from '@filldeck/shared';

export interface OutcomeTexts {
  /** What was saved, or that nothing changed; null when nothing was. */
  saved: string | null;
  /** The groups left empty (nothing to save). */
  leftEmpty: string | null;
  /** The groups the plan refused, one text per reason. */
  notSaved: string[];
}

const titleOf = (id: string) => DETAIL_GROUPS.find((g) => g.id === id)?.title ?? id;

/** What saving Your details did, in the words the page shows (docs/product.md#your-details). */
export function outcomeTexts(result: SavedYourDetails): OutcomeTexts {
  const titles = (outcomes: string[]) =>
    result.groups.filter((g) => outcomes.includes(g.outcome)).map((g) => titleOf(g.id));
  const written = titles(['created', 'updated']);
  const kept = titles(['unchanged']);
  const empty = titles(['empty']);
  const reasons = new Map<string, string[]>();
  for (const group of result.groups) {
    if (group.outcome !== 'refused') continue;
    const reason = group.reason ?? '';
    reasons.set(reason, [...(reasons.get(reason) ?? []), titleOf(group.id)]);
  }
  return {
    saved:
      written.length > 0
        ? texts.yourDetails.saved(listText(written))
        : kept.length > 0
          ? texts.yourDetails.unchanged
          : null,
    leftEmpty: empty.length > 0 ? texts.yourDetails.leftEmpty(listText(empty)) : null,
    notSaved: [...reasons].map(([reason, groups]) => texts.yourDetails.notSaved(listText(groups), reason).trim()),
  };
}
