import { datePartOf, type LocaleRules, parseDate } from '@filldeck/fill-rules';
import { nearestGroup, type PageField } from '@filldeck/shared';
import { periodOf, periodVariants } from './history.ts';
import { bestByLabel } from './label-match.ts';
import type { ReadValue } from './profile.ts';

/**
 * A date asked in pieces under one question ("When was it issued?" [Day] [Month] [Year], "Datum
 * van afgifte": Dag / Maand / Jaar): the piece the box asks, of the template's one date whose label
 * answers the question, as the box may take it ("03", "3", "March"). Null when the box asks no
 * piece, stands under no question, or no whole date of the template answers it.
 */
export function datePieceAnswer(
  field: PageField,
  values: readonly ReadValue[],
  page: readonly LocaleRules[],
  dayFirst: boolean,
): string[] | null {
  const piece = datePartOf(field.label, page);
  const question = nearestGroup(field);
  if (!piece || !question) return null;
  // Whole dates only: never a date inside a sentence ("Tattoo, gestochen am 21.06.2025").
  const dates = values.filter((v) => parseDate(v.value.value, { dayFirst }) !== null);
  const asked = bestByLabel({ ...field, label: question, placeholder: '', name: '', id: '' }, dates);
  const period = asked ? periodOf(asked.value, dayFirst) : null;
  return period ? periodVariants(period, piece, page) : null;
}
