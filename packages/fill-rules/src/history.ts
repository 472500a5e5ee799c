import { LOCALES, type LocaleRules } from './locales/index.ts';
import {
  DATE_PARTS,
  type DatePart,
  DEGREE_LEVELS,
  type DegreeLevel,
  HISTORY_PARTS,
  type HistoryPart,
} from './locales/types.ts';
import { rulePattern, words } from './text.ts';

/** A list a template group or a page section is one entry of: jobs held, or schooling. */
export type HistoryKind = 'jobs' | 'schooling';

interface CompiledHistory {
  schoolTitles: RegExp;
  jobSections: RegExp;
  jobTitles: RegExp;
  parts: Array<[HistoryPart, RegExp]>;
  degrees: Array<[DegreeLevel, RegExp]>;
  dateParts: Array<[DatePart, RegExp]>;
  date: RegExp;
}

const COMPILED = new Map<LocaleRules, CompiledHistory>();

function compiled(rules: LocaleRules): CompiledHistory {
  let c = COMPILED.get(rules);
  if (!c) {
    const { history } = rules;
    c = {
      schoolTitles: rulePattern(history.schoolTitles),
      jobSections: rulePattern(history.jobSections),
      jobTitles: rulePattern(`\\b(${history.jobTitles})\\b`),
      parts: HISTORY_PARTS.map((part) => [part, rulePattern(history.parts[part])]),
      degrees: DEGREE_LEVELS.flatMap((level) => {
        const source = history.degrees[level];
        return source ? [[level, rulePattern(source)] as [DegreeLevel, RegExp]] : [];
      }),
      dateParts: DATE_PARTS.map((part) => [part, rulePattern(rules.dateParts[part])]),
      date: rulePattern(rules.dateParts.date),
    };
    COMPILED.set(rules, c);
  }
  return c;
}

const ALL = Object.values(LOCALES);

/**
 * The list a template group's title or a page section is an entry of: "Grad school", "Studium",
 * "Education 2" are schooling; "Current job", "Work experience", "Position 1" jobs. Schooling is
 * tried first ("Job training" is no schooling word; "Bachelor thesis job" is too rare to weigh).
 */
export function historyKindOfTitle(text: string, locales: readonly LocaleRules[] = ALL): HistoryKind | null {
  const w = words(text);
  if (w === '') return null;
  if (locales.some((l) => compiled(l).schoolTitles.test(w))) return 'schooling';
  if (locales.some((l) => compiled(l).jobSections.test(w) || compiled(l).jobTitles.test(w))) return 'jobs';
  return null;
}

/**
 * Which part of an entry a label asks for or names ("Start date" start, "Graduated" end, "Major"
 * field), if one. A label naming several ("Graduation / Diploma Course") names none, unless it
 * names a date or a piece of one: then it asks when ("Date d'obtention du diplôme", "Start date year").
 */
export function historyPartOf(text: string, locales: readonly LocaleRules[] = ALL): HistoryPart | null {
  const w = words(text);
  if (w === '') return null;
  const named = HISTORY_PARTS.filter((part) =>
    locales.some((l) =>
      compiled(l)
        .parts.find(([p]) => p === part)?.[1]
        .test(w),
    ),
  );
  if (named.length <= 1) return named[0] ?? null;
  const when = named.filter((part) => part === 'start' || part === 'end');
  return when.length === 1 && namesDateOrPart(text, locales) ? (when[0] ?? null) : null;
}

/** Whether a label names a date or a piece of one ("Anno", "Year", "Datum"). */
export function namesDateOrPart(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  const w = words(text);
  return locales.some((l) => {
    const c = compiled(l);
    return c.date.test(w) || c.dateParts.some(([, pattern]) => pattern.test(w));
  });
}

/** Which part of a date a label asks for alone ("Start month", "Anno di conseguimento"), if one. */
export function datePartOf(text: string, locales: readonly LocaleRules[] = ALL): DatePart | null {
  const w = words(text);
  const found = new Set<DatePart>();
  for (const l of locales) for (const [part, pattern] of compiled(l).dateParts) if (pattern.test(w)) found.add(part);
  // "MM/YYYY" names two parts: the whole date in that format, not a part.
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/** The level of a degree as written ("M.S." master, "Licence" bachelor, "Abitur" secondary), if known. */
export function degreeLevelOf(text: string, locales: readonly LocaleRules[] = ALL): DegreeLevel | null {
  const w = words(text);
  if (w === '') return null;
  for (const level of DEGREE_LEVELS)
    if (
      locales.some((l) =>
        compiled(l)
          .degrees.find(([d]) => d === level)?.[1]
          .test(w),
      )
    )
      return level;
  return null;
}
