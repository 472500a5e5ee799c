import { LOCALES, type LocaleRules } from './locales/index.ts';
import { rulePattern, words } from './text.ts';

const COMPILED = new Map<LocaleRules, { atLeast: RegExp; legalAge: RegExp; age: RegExp }>();

function compiled(rules: LocaleRules) {
  let c = COMPILED.get(rules);
  if (!c) {
    c = {
      atLeast: rulePattern(rules.ageAsked.atLeast),
      legalAge: rulePattern(rules.ageAsked.legalAge),
      age: rulePattern(rules.ageAsked.age),
    };
    COMPILED.set(rules, c);
  }
  return c;
}

/** The age of majority most forms ask about when they name none. */
const LEGAL_AGE = 18;

/**
 * The age a question asks whether someone has reached ("Are you at least 18 years of age?" 18,
 * "Sind Sie volljährig?" 18, "Tem mais de 16 anos?" 16), or null when it asks none.
 */
export function ageAskedOf(text: string, locales: readonly LocaleRules[] = Object.values(LOCALES)): number | null {
  const w = words(text);
  if (w === '') return null;
  for (const l of locales) {
    const c = compiled(l);
    const m = c.atLeast.exec(w);
    const age = m ? Number(/\d{2}/.exec(m[0])?.[0]) : null;
    if (age) return age;
    if (c.legalAge.test(w)) return LEGAL_AGE;
  }
  return null;
}

/** Whether a whole label asks someone's age or age band ("Age", "Age range", "Fascia d'età", "Leeftijd"). */
export function asksAge(text: string, locales: readonly LocaleRules[] = Object.values(LOCALES)): boolean {
  const w = words(text);
  return w !== '' && locales.some((l) => compiled(l).age.test(w));
}
