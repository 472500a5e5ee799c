import { LOCALES } from './locales/index.ts';
import { normalizeText } from './text.ts';

const YES = new Set(Object.values(LOCALES).flatMap((l) => l.yes.map(normalizeText)));
const NO = new Set(Object.values(LOCALES).flatMap((l) => l.no.map(normalizeText)));
const NOTHING = new Set(Object.values(LOCALES).flatMap((l) => l.nothing.map(normalizeText)));

/** A yes/no answer in a text in any supported language ("Yes", "Ja", "Sí, tengo…"), or null when it is neither. */
export function yesNo(text: string): boolean | null {
  const norm = normalizeText(text);
  if (!norm) return null;
  if (YES.has(norm)) return true;
  if (NO.has(norm) || NOTHING.has(norm)) return false;
  const first = norm.split(' ')[0] ?? '';
  // "Yes, I am authorised", "No, I will need sponsorship": the first word answers (not one letter).
  if (first.length > 1 && YES.has(first)) return true;
  if (first.length > 1 && NO.has(first)) return false;
  return null;
}

/** Words saying something is not so, in every supported language ("not", "except", "nicht", "sauf"). */
const NEGATION =
  /\b(not|no|never|except|nor|nicht|kein|keine|keinen|ausser|pas|jamais|sauf|ni|nunca|excepto|salvo|niet|geen|behalve|nooit|non|mai|tranne|nao|exceto)\b/;

/** Whether a text says something is not so ("Any day except Monday", "not a US citizen"). */
export function negates(text: string): boolean {
  return NEGATION.test(normalizeText(text));
}
