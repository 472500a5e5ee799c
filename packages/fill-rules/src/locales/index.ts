import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import type { LocaleRules } from './types.ts';

export type {
  BlockKind,
  DatePart,
  DegreeLevel,
  DocumentKind,
  HistoryPart,
  HonorificKind,
  LocaleRules,
  ParentRole,
  PersonKind,
} from './types.ts';
export { BLOCK_KINDS, DOCUMENT_KINDS, HONORIFIC_KINDS, PERSON_KINDS } from './types.ts';

/** Every supported language's rules. Adding a language is one file here and its fixture test. */
export const LOCALES: Readonly<Record<string, LocaleRules>> = { en, de, fr, es, nl, pt, it };

/** The language subtag of a page's `lang` (`de-AT` → `de`), '' when none is given. */
export const languageOf = (lang: string) => lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The rules to read a page with: its own language first, then English (labels, names and ids are
 * often English on any site); every language when the page does not say or is in another one.
 */
export function localesFor(lang: string): LocaleRules[] {
  const own = LOCALES[languageOf(lang)];
  if (!own) return Object.values(LOCALES);
  return own === en ? [en] : [own, en];
}
