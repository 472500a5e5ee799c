import { conceptFromText } from '@filldeck/fill-rules';
import type { FillValue, PageField } from '@filldeck/shared';
import { classifyPageField } from './classify-page-field.ts';
import { pageLocales, templateLocales } from './languages.ts';
import type { TemplateValue } from './types.ts';

/** Fewer letters and digits than this is no identity or bank number (and would turn up in any text). */
const MIN_PROTECTED_CHARACTERS = 4;

/** Letters and digits only, lower case: `DE89 3704…` and `de893704…` are the same number. */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether a value may go into a field: it holds no identity or bank number, or the field asks for one. */
export type ProtectedValueGuard = (field: PageField, value: FillValue) => boolean;

/**
 * The matcher's rule for identity and bank numbers (passport, national id, tax id, IBAN, account
 * and membership numbers: the `document` concept of fill-rules), for answers the matcher did not
 * give itself (a model's): a value equal to or containing such a template value may only go into
 * a field the matcher classifies as `document` too. Spaces, dashes and case do not hide a number.
 */
export function protectedValueGuard(values: TemplateValue[], fields: PageField[], lang: string): ProtectedValueGuard {
  const languages = templateLocales(values);
  const numbers = values
    .filter((v) => conceptFromText(v.label, languages) === 'document')
    .map((v) => compact(v.value))
    .filter((n) => n.length >= MIN_PROTECTED_CHARACTERS);
  if (numbers.length === 0) return () => true;
  const { locales: page } = pageLocales(lang, fields);
  return (field, value) => {
    if (typeof value !== 'string') return true;
    const text = compact(value);
    if (!numbers.some((n) => text.includes(n))) return true;
    return classifyPageField(field, page) === 'document';
  };
}
