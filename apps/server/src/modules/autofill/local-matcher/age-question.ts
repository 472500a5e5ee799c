import { ageAskedOf, type LocaleRules, parseDate } from '@filldeck/fill-rules';
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
  const births = new Set(
    read.filter((v) => v.scope.person === null && v.concept === 'birthDate').map((v) => v.value.value.trim()),
  );
  const [birth] = births;
  const date = births.size === 1 && birth ? parseDate(birth, { dayFirst }) : null;
  if (!date) return null;
  return differenceInYears(now, new Date(date.year, date.month - 1, date.day)) >= age ? 'yes' : 'no';
}
