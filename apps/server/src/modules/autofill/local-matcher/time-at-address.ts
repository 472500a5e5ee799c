import {
  type BlockKind,
  type LocaleRules,
  monthOf,
  optionHoldsNumber,
  parseDate,
  residenceAsked,
  words,
} from '@filldeck/fill-rules';
import { nearestGroup, type PageField } from '@filldeck/shared';
import { differenceInMonths } from 'date-fns';
import { periodOf } from './history.ts';
import type { ReadValue } from './profile.ts';

/** How long someone has lived at an address: since when (when the template says), and for how many months. */
interface Stay {
  since: { year: number; month: number; day: number | null } | null;
  months: number;
}

const YEARS = /(\d+)\s*\+?\s*(years?|yrs?|jahre?n?|ans?|anos|anni|jaar|jaren)\b/;
const MONTHS = /(\d+)\s*(months?|mths?|monate?n?|mois|meses|maanden|mesi)\b/;
/** "June 2016 – July 2021", "06/2016 - 07/2021", "2016 to 2021": a range's two ends. */
const RANGE = /\s+[–—-]\s+|\s+(?:to|bis|au|a|al|tot|ate|até)\s+/;

/** A month and year ("August 2021", "08/2021", "2021-08"), a whole date, or a year alone (January). */
function sinceOf(text: string, dayFirst: boolean): Stay['since'] {
  const value = text.trim();
  const date = parseDate(value, { dayFirst });
  if (date) return { year: date.year, month: date.month, day: date.day };
  const period = periodOf(value, dayFirst);
  if (period) return { year: period.year, month: period.month ?? 1, day: null };
  const named = /^(\p{L}+)\.?\s+(\d{4})$/u.exec(value);
  return named?.[1] && monthOf(named[1]) ? { year: Number(named[2]), month: monthOf(named[1]), day: null } : null;
}

/**
 * What a template value says of a stay: "2 years 4 months", "5 years", "since August 2021",
 * "June 2016 – July 2021 (5 years)" (a length it states wins over one counted from its dates).
 */
export function stayOf(text: string, now: Date, dayFirst: boolean): Stay | null {
  const plain = text.replace(/\([^)]*\)/g, ' ').trim();
  const w = words(text);
  const years = YEARS.exec(w);
  const months = MONTHS.exec(w);
  const stated = years || months ? Number(years?.[1] ?? 0) * 12 + Number(months?.[1] ?? 0) : null;
  const [start, end] = plain.split(RANGE);
  const since = sinceOf((start ?? '').replace(/^(since|seit|depuis|desde|dal|sinds)\s+/i, ''), dayFirst);
  const until = end ? sinceOf(end, dayFirst) : null;
  if (stated !== null) return { since, months: stated };
  if (!since) return null;
  const to = until ? new Date(until.year, until.month - 1, until.day ?? 1) : now;
  const counted = differenceInMonths(to, new Date(since.year, since.month - 1, since.day ?? 1));
  return counted >= 0 ? { since, months: counted } : null;
}

/** A template value's stay; a bare number under a label of how long ("Jahre an dieser Adresse: 5") counts in the label's unit. */
function stayOfValue(v: ReadValue, template: readonly LocaleRules[], now: Date, dayFirst: boolean): Stay | null {
  const bare = /^\d{1,2}$/.exec(v.value.value.trim());
  if (!bare || residenceAsked(v.value.label, template) !== 'length') return stayOf(v.value.value, now, dayFirst);
  const label = words(v.value.label);
  const n = Number(bare[0]);
  return { since: null, months: MONTH_WORD.test(label) && !YEAR_WORD.test(label) ? n : n * 12 };
}

const YEAR_WORD = /\b(years?|yrs|jahre?|ans?|annees?|anos?|anni|anno|jaar|jaren)\b/;
const MONTH_WORD = /\b(months?|monate?|mois|mes|meses|maand|maanden|mese|mesi)\b/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A field asking how long the user has lived at the address of `block` ("Years at this address",
 * "Living here since", "Years" and "Months" under "Time at address"), answered from the one
 * template value of that block saying so; null when the field asks no such thing (or the template
 * holds nothing, or two values, for that block: the field is then left empty).
 */
export function stayAnswer(
  field: PageField,
  block: BlockKind | null,
  mine: readonly ReadValue[],
  page: readonly LocaleRules[],
  template: readonly LocaleRules[],
  now: Date,
  dayFirst: boolean,
): { variants: string[]; isDate: boolean } | 'skip' | null {
  const own = residenceAsked(field.label, page);
  const unit = words(field.label);
  const inGroup = own ? null : residenceAsked(nearestGroup(field), page);
  const partOfGroup = inGroup && (YEAR_WORD.test(unit) || MONTH_WORD.test(unit)) && unit.split(' ').length <= 2;
  if (!own && !partOfGroup) return null;
  // The values of the field's block (an unnamed block's are the home ones too).
  const told = mine.filter(
    (v) =>
      (v.scope.block === block || (!block && v.scope.block === 'home')) &&
      residenceAsked(v.value.label, template) !== null,
  );
  const stays = told.map((v) => stayOfValue(v, template, now, dayFirst)).filter((s) => s !== null);
  const [stay] = stays;
  if (!stay || stays.length !== 1) return 'skip';
  const wantsDate =
    own === 'since' || field.type === 'date' || field.type === 'month' || (own === null && inGroup === 'since');
  if (wantsDate) {
    const { since } = stay;
    if (!since) return 'skip';
    // "Month" and "Year" under "When did you move in?": that piece of the day.
    if (partOfGroup && YEAR_WORD.test(unit)) return { variants: [String(since.year)], isDate: false };
    if (partOfGroup) return { variants: [pad(since.month), String(since.month)], isDate: false };
    const variants =
      field.type === 'month' || since.day === null
        ? [`${since.year}-${pad(since.month)}`, `${pad(since.month)}/${since.year}`]
        : [`${since.year}-${pad(since.month)}-${pad(since.day)}`];
    return { variants, isDate: since.day !== null };
  }
  const years = Math.floor(stay.months / 12);
  const rest = stay.months % 12;
  const number = MONTH_WORD.test(unit) && !YEAR_WORD.test(unit) ? rest : years;
  if (field.options.length > 0) {
    const holding = field.options.filter((o) => optionHoldsNumber(o.text || o.value, number));
    const [only] = holding;
    return only && holding.length === 1 ? { variants: [only.text || only.value], isDate: false } : 'skip';
  }
  return { variants: [String(number)], isDate: false };
}
