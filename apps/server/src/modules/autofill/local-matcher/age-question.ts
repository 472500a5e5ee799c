import { ageAskedOf, asksAge, type LocaleRules, optionHoldsNumber, parseDate } from '@filldeck/fill-rules';
import type { PageField } from '@filldeck/shared';
import { differenceInYears } from 'date-fns';
import type { ReadValue } from './profile.ts';

/**
 * "Are you at least 18 years of age?", "Sind Sie volljährig?": a yes or a no from the user's one
 * birth date in the template, on `now`; null when the field asks no age (a list, a radio group or a
 * box), or the template holds no birth date of the user's, or two.
 */
export function ageAnswer(
  field: PageField,
  read: readonly ReadValue[],
  page: readonly LocaleRules[],
  dayFirst: boolean,
  now: Date,
): 'yes' | 'no' | null {
  if (field.kind !== 'checkbox' && field.kind !== 'radio' && field.kind !== 'select') return null;
  const age = ageAskedOf(field.label, page);
  if (age === null) return null;
  const years = userAge(read, dayFirst, now);
  if (years === null) return null;
  return years >= age ? 'yes' : 'no';
}

/**
 * "Age range" with "18–24", "25–34"…, "Età": the option holding the user's age from their one
 * birth date on `now` (none when two hold it), or the age itself for a box. Null when the field
 * asks no age or the template holds no birth date of the user's.
 */
export function ageBandAnswer(
  field: PageField,
  read: readonly ReadValue[],
  page: readonly LocaleRules[],
  dayFirst: boolean,
  now: Date,
): string | null {
  if (!asksAge(field.label, page)) return null;
  const years = userAge(read, dayFirst, now);
  if (years === null) return null;
  if (field.kind === 'text') return String(years);
  if (field.kind !== 'select' && field.kind !== 'radio') return null;
  const holding = field.options.filter((o) => optionHoldsNumber(o.text || o.value, years));
  const [only] = holding;
  return only && holding.length === 1 ? only.text || only.value : null;
}

/** The user's age on `now`, from their one birth date in the template; null when there is none, or two. */
function userAge(read: readonly ReadValue[], dayFirst: boolean, now: Date): number | null {
  const births = new Set(
    read.filter((v) => v.scope.person === null && v.concept === 'birthDate').map((v) => v.value.value.trim()),
  );
  const [birth] = births;
  const date = births.size === 1 && birth ? parseDate(birth, { dayFirst }) : null;
  return date ? differenceInYears(now, new Date(date.year, date.month - 1, date.day)) : null;
}
