import { honorificKind, parseDate, plainNumber, sexKind, words, yesNo } from '@filldeck/fill-rules';
import { countryCode } from '@filldeck/fill-rules/places';
import type { PageField } from '@filldeck/shared';
import { isChoosable } from './label-match.ts';
import type { ReadValue } from './profile.ts';
import type { TemplateValue } from './types.ts';

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

/** The options of a list as words (`techniker krankenkasse tk`), padded for whole-word search; worked out once per list. */
const optionTexts = new WeakMap<PageField, string[]>();
function optionWords(field: PageField): string[] {
  let texts = optionTexts.get(field);
  if (!texts) {
    texts = field.options.map((o) => ` ${words(o.text)} `).filter((text) => text.trim() !== '');
    optionTexts.set(field, texts);
  }
  return texts;
}

/** Whether a list offers a value (as `words`): an option that is it ("Zilveren Kruis"), or names it whole ("Techniker Krankenkasse (TK)"). */
const offers = (field: PageField, value: string) => {
  const needle = ` ${value} `;
  return (
    field.options.some((o) => words(o.value) === value || words(o.text) === value) ||
    optionWords(field).some((text) => text.includes(needle))
  );
};

/**
 * A list answered by the value it offers, when its question is worded unlike the template's label
 * ("Bij welke verzekeraar bent u nu verzekerd?" for "Huidige zorgverzekeraar: Zilveren Kruis",
 * "How did you hear about us?" for "Found this job on: LinkedIn"): one distinctive free answer of
 * the template, and no other, is one of this list's options or named whole by one, and no other
 * list of the page offers it (else the value alone does not say which question it answers).
 */
export function optionByValue(
  field: PageField,
  values: readonly ReadValue[],
  offeredIn: (value: string) => number,
): TemplateValue | undefined {
  if (!isChoosable(field)) return undefined;
  const found = new Map<string, TemplateValue>();
  for (const { value } of values) {
    const text = words(value.value);
    if (isDistinctive(value.value) && offers(field, text)) found.set(text, value);
  }
  const [only, ...others] = [...found];
  return only && others.length === 0 && offeredIn(only[0]) === 1 ? only[1] : undefined;
}

/** How many lists of a page offer a value (as `words`), remembered per value. */
export function optionCounts(fields: readonly PageField[]): (value: string) => number {
  const lists = fields.filter(isChoosable);
  const counts = new Map<string, number>();
  return (value) => {
    let n = counts.get(value);
    if (n === undefined) {
      n = lists.filter((field) => offers(field, value)).length;
      counts.set(value, n);
    }
    return n;
  };
}
