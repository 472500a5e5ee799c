import { honorificKind, normalizeText, parseDate, plainNumber, sexKind, yesNo } from '@filldeck/fill-rules';
import { countryCode } from '@filldeck/fill-rules/places';
import type { PageField } from '@filldeck/shared';
import type { ReadValue } from './profile.ts';
import type { TemplateValue } from './types.ts';

/** A list the user picks from: a select, a radio group, a combobox with its options known. */
export const isChoosable = (field: PageField) =>
  field.kind === 'select' || field.kind === 'radio' || (field.kind === 'combobox' && field.options.length > 0);

/**
 * Whether a value, found word for word among a list's options, says by itself what it answers
 * ("Zilveren Kruis", "LinkedIn", "Telmed"): not a yes or no, a sex, a title, a number, a date or
 * a country, which many lists of one page offer for different questions.
 */
function isDistinctive(value: string): boolean {
  const text = value.trim();
  if (text.length < 3 || !/\p{L}/u.test(text)) return false;
  return (
    yesNo(text) === null &&
    sexKind(text) === null &&
    honorificKind(text) === null &&
    plainNumber(text) === null &&
    parseDate(text) === null &&
    countryCode(text) === undefined
  );
}

/** The options' texts and values of a list, normalised. */
const optionTexts = (field: PageField) =>
  new Set(field.options.flatMap((o) => [normalizeText(o.text), normalizeText(o.value)]).filter(Boolean));

/**
 * A list answered by the value it offers, when its question is worded unlike the template's label
 * ("Bij welke verzekeraar bent u nu verzekerd?" for "Huidige zorgverzekeraar: Zilveren Kruis",
 * "How did you hear about us?" for "Found this job on: LinkedIn"): one distinctive free answer of
 * the template, and no other, is one of this list's options word for word, and no other list of the
 * page offers it (else the value alone does not say which question it answers).
 */
export function optionByValue(
  field: PageField,
  values: readonly ReadValue[],
  offeredIn: (text: string) => number,
): TemplateValue | undefined {
  if (!isChoosable(field)) return undefined;
  const texts = optionTexts(field);
  const found = new Map<string, TemplateValue>();
  for (const { value } of values) {
    const text = normalizeText(value.value);
    if (texts.has(text) && isDistinctive(value.value)) found.set(text, value);
  }
  const [only, ...others] = [...found];
  return only && others.length === 0 && offeredIn(only[0]) === 1 ? only[1] : undefined;
}

/** How many lists of a page offer each option text (normalised), counted once per list. */
export function optionCounts(fields: readonly PageField[]): (text: string) => number {
  const counts = new Map<string, number>();
  for (const field of fields) {
    if (!isChoosable(field)) continue;
    for (const text of optionTexts(field)) counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return (text) => counts.get(text) ?? 0;
}
