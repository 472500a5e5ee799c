import {
  type DatePart,
  type DegreeLevel,
  datePartOf,
  degreeLevelOf,
  type HistoryKind,
  type HistoryPart,
  historyKindOfTitle,
  historyPartOf,
  LOCALES,
  type LocaleRules,
  namesDateOrPart,
  parseDate,
  words,
} from '@filldeck/fill-rules';
import { nearestGroup, type PageField } from '@filldeck/shared';
import type { ReadValue } from './profile.ts';
import { SECTION_NUMBER } from './scope.ts';

/** A date of a job or a schooling as precise as the template gives it: "2021-03-01", "03/2021", "2014". */
interface Period {
  year: number;
  month: number | null;
  day: number | null;
}

/** One job held or one schooling of the template, from one of its groups ("Grad school", "Current job"). */
export interface HistoryEntry {
  start: Period | null;
  end: Period | null;
  /** Goes on: it has a start and no end. */
  current: boolean;
  /** The degree's level, from the degree or the group's title ("Licence", "Bac"). */
  level: DegreeLevel | null;
  /** The school, the degree and the field studied, as the template words them. */
  school?: string;
  degree?: string;
  field?: string;
}

export type HistoryEntries = Record<HistoryKind, HistoryEntry[]>;

/** A month and a year ("03/2021", "3.2021", "2021-03") or a year alone. */
const MONTH_YEAR = /^(\d{1,2})[/.-](\d{4})$/;
const YEAR_MONTH = /^(\d{4})[/.-](\d{1,2})$/;

export function periodOf(text: string, dayFirst: boolean): Period | null {
  const value = text.trim();
  const year = /^(\d{4})$/.exec(value);
  if (year) return { year: Number(year[1]), month: null, day: null };
  const monthYear = MONTH_YEAR.exec(value);
  const yearMonth = YEAR_MONTH.exec(value);
  const [y, m] = monthYear ? [monthYear[2], monthYear[1]] : yearMonth ? [yearMonth[1], yearMonth[2]] : [];
  if (y && m && Number(m) >= 1 && Number(m) <= 12) return { year: Number(y), month: Number(m), day: null };
  const date = parseDate(value, { dayFirst });
  return date ? { year: date.year, month: date.month, day: date.day } : null;
}

const latest = (entry: HistoryEntry) =>
  entry.current ? Number.POSITIVE_INFINITY : stamp(entry.end ?? entry.start ?? { year: 0, month: 0, day: 0 });
const stamp = (p: Period) => p.year * 10_000 + (p.month ?? 0) * 100 + (p.day ?? 0);

/**
 * The template's jobs held and schooling, one entry per group whose title names one ("Current job",
 * "Job before that", "Grad school", "College (undergrad)"), the user's own only. Each list most
 * recent first, as forms ask them ("Job 1 (most recent)"), when every entry has a date; else in the
 * template's order.
 */
export function historyEntries(
  read: readonly ReadValue[],
  locales: readonly LocaleRules[],
  dayFirst: boolean,
): HistoryEntries {
  const groups = new Map<string, ReadValue[]>();
  // The user's own values: a job's "Supervisor" and their phone are someone else's.
  for (const v of read) {
    if (!v.value.group || v.scope.person !== null) continue;
    groups.set(v.value.group, [...(groups.get(v.value.group) ?? []), v]);
  }
  const entries: HistoryEntries = { jobs: [], schooling: [] };
  for (const [title, values] of groups) {
    const kind = historyKindOfTitle(title, locales);
    if (!kind) continue;
    const entry: HistoryEntry = { start: null, end: null, current: false, level: null };
    let undated: Period | null = null;
    for (const v of values) {
      const part = historyPartOf(v.value.label, locales);
      if (part === 'start' || part === 'end') entry[part] ??= periodOf(v.value.value, dayFirst);
      else if (part === 'school' || part === 'degree' || part === 'field') entry[part] ??= v.value.value.trim();
      else if (part === null && namesDateOrPart(v.value.label, locales)) undated ??= periodOf(v.value.value, dayFirst);
    }
    // "Anno: 2016" under "Laurea", "Anno maturità": a schooling's one date is when it was obtained.
    if (kind === 'schooling' && !entry.start && !entry.end) entry.end = undated;
    entry.current = entry.start !== null && entry.end === null;
    entry.level = (entry.degree ? degreeLevelOf(entry.degree, locales) : null) ?? degreeLevelOf(title, locales);
    entries[kind].push(entry);
  }
  for (const kind of ['jobs', 'schooling'] as const) {
    const list = entries[kind];
    if (list.every((e) => e.start || e.end)) list.sort((a, b) => latest(b) - latest(a));
  }
  return entries;
}

/** What a page field asks of a list's entry: which list, which entry (1-based), which part, and of a date which piece. */
export interface HistoryAsk {
  kind: HistoryKind;
  n: number;
  part: HistoryPart;
  datePart: DatePart | null;
  /** A section asking one level of schooling ("Baccalauréat", "Licence (bac+3)"): that entry, whatever its number. */
  level: DegreeLevel | null;
}

/**
 * The list a field's section is an entry of, with the entry's number and degree level when the
 * section says them. The group naming a list is the entry's ("Education 2", "Baccalauréat"); a
 * numbered section of the page ("3. Parcours de formation") only when no other names one: it
 * numbers itself, not the entry.
 */
export function historySection(
  field: PageField,
  copy: { n: number; of: HistoryKind | null } | undefined,
  page: readonly LocaleRules[],
): { kind: HistoryKind; n: number | null; level: DegreeLevel | null } | null {
  let kind = copy?.of ?? null;
  let n = copy?.n ?? null;
  let level: DegreeLevel | null = null;
  const named = field.context
    .split(' · ')
    .slice(0, 3)
    .flatMap((group) => {
      const of = historyKindOfTitle(group, page);
      return of && (!kind || of === kind) ? [{ of, group }] : [];
    });
  const entryGroup = named.find((g) => !SECTION_NUMBER.test(g.group)) ?? named[0];
  if (entryGroup) {
    kind = entryGroup.of;
    const title = entryGroup.group.replace(SECTION_NUMBER, '');
    n ??= Number(/(?:^|\D)([1-9])(?!\d)/.exec(title)?.[1] ?? 0) || null;
    level = kind === 'schooling' ? degreeLevelOf(title, page) : null;
  }
  return kind ? { kind, n, level } : null;
}

/** A label this long is a question about the entry ("Reason for leaving this position?"), not one of its parts. */
const PART_LABEL_WORDS = 6;

/**
 * What each field in a section listing jobs or schooling asks ("Education 2", "Job 1 (most
 * recent) · Work experience", a copy `edu_2_*`): its part from its label ("Start month",
 * "Institution", "I currently work here"), a date's piece from its label or its options (a list
 * of years), and which entry: the copy's or the section's number; in a section that numbers none,
 * a part asked again begins the next entry ("Start month", "Start year", then "From month" of the
 * job before).
 */
export function historyAsks(
  fields: readonly PageField[],
  copies: ReadonlyMap<string, { n: number; of: HistoryKind | null }>,
  page: readonly LocaleRules[],
): Map<string, HistoryAsk> {
  const asks = new Map<string, HistoryAsk>();
  const runs = new Map<string, { n: number; seen: Set<string> }>();
  for (const field of fields) {
    const section = historySection(field, copies.get(field.key), page);
    if (!section) continue;
    const { kind, level } = section;
    let { n } = section;
    // "Intitulé exact du diplôme (mention et parcours)": what brackets add is no part.
    const label = field.label.replace(/\([^)]*\)/g, ' ').trim() || words(`${field.name} ${field.id}`);
    if (words(label).split(' ').length > PART_LABEL_WORDS) continue;
    // "Month" under "From": a piece of the date its nearest group names.
    const groupPart = () => {
      const inGroup = historyPartOf(nearestGroup(field), page);
      return inGroup === 'start' || inGroup === 'end' ? inGroup : null;
    };
    const part = historyPartOf(label, page) ?? (datePartOf(label, page) ? groupPart() : null);
    if (!part || (part === 'current') !== (field.kind === 'checkbox')) continue;
    const datePart = part === 'start' || part === 'end' ? (datePartOf(label, page) ?? datePartOfOptions(field)) : null;
    // A second "Niveau" after "Intitulé du diplôme" is the same entry's; a second "Start month" is not.
    if (n === null && (part === 'start' || part === 'end')) {
      const run = runs.get(field.context) ?? { n: 1, seen: new Set<string>() };
      const asked = `${part}|${datePart ?? ''}`;
      if (run.seen.has(asked)) {
        run.n += 1;
        run.seen.clear();
      }
      run.seen.add(asked);
      runs.set(field.context, run);
      n = run.n;
    }
    n ??= runs.get(field.context)?.n ?? 1;
    asks.set(field.key, { kind, n, part, datePart, level });
  }
  return asks;
}

/** A list of years (2024, 2023…) or of the twelve months: the piece of a date it offers. */
function datePartOfOptions(field: PageField): DatePart | null {
  const texts = field.options.map((o) => o.text.trim()).filter((t) => /\w/.test(t));
  if (texts.length < 3) return null;
  const numbers = texts.filter((t) => /^\d+$/.test(t)).map(Number);
  if (numbers.length < texts.length - 1) return texts.length >= 12 && texts.length <= 13 ? 'month' : null;
  if (numbers.every((n) => n >= 1900 && n <= 2100)) return 'year';
  if (numbers.every((n) => n >= 1 && n <= 12) && numbers.length >= 12) return 'month';
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ENGLISH_MONTHS = LOCALES.en?.months ?? [];

/**
 * The answer to an asked part from the template's entries: the ways of writing it, best first;
 * 'skip' when the template holds such entries but not this one or not this part (a third job, the
 * end of a job that goes on: never another entry's), or asks a date of a list the template holds
 * none of; null when it holds none of that list.
 */
export function historyAnswer(
  ask: HistoryAsk,
  entries: HistoryEntries,
  field: PageField,
  page: readonly LocaleRules[],
): { variants: string[]; isDate: boolean } | 'skip' | null {
  const list = entries[ask.kind];
  // "Start date" under "Job 1" is that job's: never the date the user can start, whatever the template holds.
  if (list.length === 0) return ask.part === 'start' || ask.part === 'end' ? 'skip' : null;
  if (ask.kind === 'jobs' && (ask.part === 'school' || ask.part === 'degree' || ask.part === 'field')) return null;
  // A level the template's entries do not say: its one schooling of no known level ("Scuola").
  const ofLevel = ask.level ? list.filter((e) => e.level === ask.level) : [];
  if (ask.level && ofLevel.length === 0 && list.length === 1 && list[0]?.level === null) ofLevel.push(list[0]);
  const entry = ask.level ? (ofLevel.length === 1 ? ofLevel[0] : undefined) : list[ask.n - 1];
  if (!entry) return 'skip';
  switch (ask.part) {
    case 'current':
      return entry.current
        ? { variants: ['yes'], isDate: false }
        : entry.end
          ? { variants: ['no'], isDate: false }
          : 'skip';
    case 'start':
    case 'end': {
      const period = entry[ask.part];
      if (!period) return 'skip';
      const variants = periodVariants(period, ask.datePart, page);
      return variants.length > 0 ? { variants, isDate: ask.datePart === null && period.day !== null } : 'skip';
    }
    case 'degree': {
      if (!entry.degree) return 'skip';
      return { variants: [entry.degree, ...sameLevelOptions(entry.degree, field)], isDate: false };
    }
    default: {
      const value = entry[ask.part];
      return value ? { variants: [value], isDate: false } : 'skip';
    }
  }
}

/** A period as the field asks it: its year, its month (8, 08, August, the page's name), or the whole date. */
export function periodVariants(period: Period, datePart: DatePart | null, page: readonly LocaleRules[]): string[] {
  if (datePart === 'year') return [String(period.year)];
  if (datePart === 'day') return period.day ? [pad(period.day), String(period.day)] : [];
  const { month } = period;
  if (datePart === 'month') {
    if (!month) return [];
    const names = [...page.map((l) => l.months[month - 1] ?? ''), ENGLISH_MONTHS[month - 1] ?? ''].filter(Boolean);
    return [pad(month), String(month), ...names, ...names.map((n) => n.slice(0, 3))];
  }
  if (period.day && month) return [`${period.year}-${pad(month)}-${pad(period.day)}`];
  return month ? [`${pad(month)}/${period.year}`, `${period.year}-${pad(month)}`] : [String(period.year)];
}

/** A degree list's one option of the template's degree level ("Master's Degree" for "M.S."). */
function sameLevelOptions(degree: string, field: PageField): string[] {
  const level = degreeLevelOf(degree);
  if (!level) return [];
  const same = field.options.filter((o) => degreeLevelOf(o.text) === level);
  return same.length === 1 && same[0] ? [same[0].text] : [];
}
