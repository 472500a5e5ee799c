import { type LocaleRules, negates, personInText, stems } from '@filldeck/fill-rules';
import { nearestGroup, type PageField } from '@filldeck/shared';
import type { ReadValue } from './profile.ts';

/** Fewest of a group's choices a value must name to be its answer ("Tuesday and Thursday evenings"). */
const MIN_NAMED = 2;

/** A value this long is a story, not a list of choices. */
const MAX_VALUE = 400;

/**
 * Boxes of a group of choices ("Which days are you available? ☐ Monday … ☐ Sunday", one name or
 * one question) answered by the one template value of the user's that names two of its choices or
 * more, whatever its label ("When I'm free: Tuesday and Thursday evenings, Saturday mornings"): the
 * boxes it names are ticked, a ticked one it does not name cleared. A choice is named when every
 * stem of its text (without what brackets add) is in one part of the value (between commas). Two values naming as many: none.
 */
export function choicesByMention(
  fields: readonly PageField[],
  read: readonly ReadValue[],
  page: readonly LocaleRules[],
): Map<string, boolean> {
  const groups = new Map<string, PageField[]>();
  for (const field of fields) {
    if (field.kind !== 'checkbox' || !field.label) continue;
    const question = nearestGroup(field);
    const key = field.name ? `name:${field.name}` : question ? `q:${question}` : '';
    if (key) groups.set(key, [...(groups.get(key) ?? []), field]);
  }
  const mine = read.filter(
    (v) =>
      v.scope.person === null && v.concept === null && v.value.value.length <= MAX_VALUE && !negates(v.value.value),
  );
  // "Tuesday and Thursday mornings, Saturday afternoons": a choice's words are named together in one
  // part of the value (between commas), so "Tuesday Afternoon" is not named.
  const valueStems = new Map(
    mine.map((v) => [v, v.value.value.split(/[,;]/).map((part) => new Set(stems(part)))] as const),
  );
  const answers = new Map<string, boolean>();
  for (const group of groups.values()) {
    if (group.length < MIN_NAMED) continue;
    // A group about someone else ("Child's allergies") is never answered from the user's values.
    if (personInText(group[0] ? nearestGroup(group[0]) : '', page)) continue;
    const choices = group.map((field) => ({ field, stems: stems(field.label.replace(/\([^)]*\)/g, ' ')) }));
    const named = (v: ReadValue) =>
      choices.filter((c) => c.stems.length > 0 && valueStems.get(v)?.some((part) => c.stems.every((s) => part.has(s))));
    const ranked = mine.map((v) => ({ v, named: named(v) })).sort((a, b) => b.named.length - a.named.length);
    const [best, next] = ranked;
    if (!best || best.named.length < MIN_NAMED || (next && next.named.length === best.named.length)) continue;
    const ticked = new Set(best.named.map((c) => c.field.key));
    for (const { field } of choices) {
      if (ticked.has(field.key)) answers.set(field.key, true);
      else if (field.value === 'on') answers.set(field.key, false);
    }
  }
  return answers;
}
