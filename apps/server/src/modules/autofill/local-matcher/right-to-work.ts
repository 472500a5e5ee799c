import { type Concept, type LocaleRules, negates, rulePattern, words, yesNo } from '@filldeck/fill-rules';
import { countryCode, countryInText } from '@filldeck/fill-rules/places';
import type { PageField } from '@filldeck/shared';
import type { ReadValue } from './profile.ts';

const COMPILED = new Map<LocaleRules, { citizen: RegExp; needing: RegExp }>();
const rules = (l: LocaleRules) => {
  let c = COMPILED.get(l);
  if (!c) {
    c = { citizen: rulePattern(l.rightToWork.citizen), needing: rulePattern(l.rightToWork.needing) };
    COMPILED.set(l, c);
  }
  return c;
};
const says = (text: string, locales: readonly LocaleRules[], which: 'citizen' | 'needing') =>
  locales.some((l) => rules(l)[which].test(words(text)));

/**
 * "Are you legally authorized to work in the United States?" (yes) and "Will you require
 * sponsorship?", "Do you need a work permit?" (no), asked by a list, a radio group or a box, for a user whose template says they
 * are a citizen of the country asked about: a nationality ("Citizenship: U.S. citizen"), or a
 * right to work that names one ("Right to work: British citizen"). The country is the one the
 * question names, else the page's region (`en-US`). Null when the template answers it itself (a
 * yes or a no), names no such country, says not ("not a US citizen"), or the question names none.
 */
export function rightToWorkAnswer(
  concept: Concept | null,
  field: PageField,
  read: readonly ReadValue[],
  locales: readonly LocaleRules[],
  lang: string,
): 'yes' | 'no' | null {
  if (concept !== 'workPermit' && concept !== 'sponsorship') return null;
  if (field.kind !== 'select' && field.kind !== 'radio' && field.kind !== 'checkbox') return null;
  const mine = read.filter((v) => v.scope.person === null);
  if (mine.some((v) => v.concept === concept && yesNo(v.value.value) !== null)) return null;
  const region = /^[a-z]{2,3}[-_]([a-z]{2})$/i.exec(lang.trim())?.[1]?.toUpperCase();
  const asked = countryInText(field.label) ?? region;
  if (!asked) return null;
  const citizenOf = mine.flatMap((v) => {
    const text = v.value.value;
    if (negates(text)) return [];
    if (v.concept === 'nationality') return [countryInText(text) ?? countryCode(text)];
    return v.concept === 'workPermit' && says(`${v.value.label} ${text}`, locales, 'citizen')
      ? [countryInText(text)]
      : [];
  });
  if (!citizenOf.includes(asked)) return null;
  // "Do you need a work permit to work in Germany?" asks as sponsorship does.
  return concept === 'workPermit' && !says(field.label, locales, 'needing') ? 'yes' : 'no';
}
