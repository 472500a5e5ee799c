import { namesBirth } from './classify-text.ts';
import { parseDate } from './dates.ts';
import { LOCALES } from './locales/index.ts';
import type { LocaleRules } from './locales/types.ts';
import { rulePattern, words } from './text.ts';

/** A person written on one line with their birth: the name, and the birth date or birth family name written after it. */
export interface PersonLine {
  name: string;
  birthDate?: string;
  birthFamilyName?: string;
}

/** A date at the end of a clause: `28/11/2017`, `12.03.2014`, `2014-03-12`, `3 March 2014`, `2 de mayo de 2013`, `March 3, 2014`. */
const DATE_AT_END =
  /^(.*?)\s*(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{4}|\d{1,2}\.?\s+(?:de\s+)?\p{L}+\.?\s+(?:de\s+)?\d{4}|\p{L}+\s+\d{1,2},?\s+\d{4})$/u;

const NEE = new Map<LocaleRules, RegExp>();
/** Whether a text is nothing but a language's word for a name at birth ("née", "geb.", "de soltera"). */
const saysNee = (text: string, locales: readonly LocaleRules[]) =>
  locales.some((l) => {
    let pattern = NEE.get(l);
    if (!pattern) {
      pattern = rulePattern(`^(${l.birth.nee})$`);
      NEE.set(l, pattern);
    }
    return pattern.test(words(text));
  });

/**
 * A person a template writes on one line with their birth after a comma or in brackets: "Manon
 * Lefèvre, née le 28/11/2017", "Hugo (12/03/2014)", "Monique Petit, née Le Gall", "Anna Weber geb.
 * Schulz" (the birth word alone needs no comma). Null when the text says nothing more than a name,
 * or something else after it (an age, a relation).
 */
export function readPersonLine(
  text: string,
  locales: readonly LocaleRules[] = Object.values(LOCALES),
): PersonLine | null {
  const value = text.trim().replace(/\s+/g, ' ');
  const split = /^([^,()]+?)\s*(?:,\s*([^,()]+)|\(([^()]+)\))$/.exec(value);
  const name = split?.[1]?.trim();
  const clause = (split?.[2] ?? split?.[3])?.trim();
  if (name && clause) {
    const dated = DATE_AT_END.exec(clause);
    const before = dated?.[1]?.trim() ?? '';
    if (
      dated?.[2] &&
      parseDate(dated[2], { dayFirst: true }) &&
      (before === '' || namesBirth(before, locales) || saysNee(before, locales))
    )
      return { name, birthDate: dated[2] };
    const birthName = afterNee(clause, locales);
    if (birthName) return { name, birthFamilyName: birthName };
    return null;
  }
  // "Anna Weber geb. Schulz": the birth word between the two names.
  const tokens = value.split(' ');
  for (let i = 2; i < tokens.length - 1; i++) {
    const birthName = afterNee(tokens.slice(i).join(' '), locales);
    if (birthName) return { name: tokens.slice(0, i).join(' '), birthFamilyName: birthName };
  }
  return null;
}

/** The capitalised name after a clause's one- or two-word birth word ("née Le Gall" → "Le Gall"). */
function afterNee(clause: string, locales: readonly LocaleRules[]): string | null {
  const tokens = clause.split(' ');
  for (const count of [1, 2]) {
    const rest = tokens.slice(count).join(' ');
    if (rest && /^\p{Lu}/u.test(rest) && !/\d/.test(rest) && saysNee(tokens.slice(0, count).join(' '), locales))
      return rest;
  }
  return null;
}
