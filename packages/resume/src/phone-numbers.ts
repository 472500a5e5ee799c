import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { hasDate } from './date-ranges.ts';
import type { Language } from './language.ts';

/** Words that label a phone number, folded-insensitive, in the supported languages. */
export const PHONE_LABEL =
  /(?:phone|tel\b|tel\.|téléphone|telephone|telefon|telefoon|telefone|telefono|teléfono|mobile|mobil|handy|cell|portable|móvil|movil|celular|cellulare|telemóvel|telemovel|mobiel|gsm|whatsapp|☎|📞|📱)/i;

/** Words that label a mobile number, the one a form's phone field wants when a résumé gives two. */
const MOBILE_LABEL =
  /(?:mobile|mobil|handy|cell|portable|móvil|movil|celular|cellulare|cell\.|telemóvel|telemovel|mobiel|gsm|whatsapp|📱)/i;

/** A run that may be a phone number: digits with the separators phone numbers use. */
const CANDIDATE = /(?<![\w/])(?:\+|00)?\(?\d[\d\s().\-/–]{5,22}\d(?![\w/])/g;

/** The countries whose national formats are tried for a number written without a country code. */
const COUNTRIES_BY_LANGUAGE: Record<Language, CountryCode[]> = {
  en: ['US', 'GB', 'IE', 'CA', 'AU'],
  de: ['DE', 'AT', 'CH'],
  fr: ['FR', 'BE', 'CH', 'LU', 'CA'],
  es: ['ES', 'MX', 'AR', 'CO', 'CL', 'PE'],
  nl: ['NL', 'BE'],
  pt: ['PT', 'BR'],
  it: ['IT', 'CH'],
};

/** Whether a run of digits reads as a date or a period rather than a number to call. */
function looksLikeDates(candidate: string): boolean {
  if (hasDate(candidate) && /(?:19|20)\d{2}\s*[-–/.]\s*(?:\d{1,2}\s*[./]\s*)?(?:19|20)\d{2}/.test(candidate))
    return true;
  return /^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(candidate.trim()) || /^\(?(?:19|20)\d{2}\)?$/.test(candidate.trim());
}

/**
 * Whether the written number is a phone number: with a country code, one the code's country
 * could have; without, a number possible in one of the countries (a résumé's numbers are often
 * from the ranges set aside for fiction, which are possible but not valid).
 */
function isPhone(candidate: string, countries: readonly CountryCode[]): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15 || looksLikeDates(candidate)) return false;
  const international = candidate.trim().replace(/^00/, '+');
  if (international.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(international);
    return parsed !== undefined && parsed.nationalNumber.length >= 6;
  }
  if (digits.length < 8) return false;
  return countries.some((country) => parsePhoneNumberFromString(candidate, country)?.isPossible());
}

/** The candidate, or its start without the groups that follow the number (`… 1234567 10115 Berlin`). */
function phoneAt(candidate: string, countries: readonly CountryCode[]): string | undefined {
  if (looksLikeDates(candidate)) return undefined;
  let text = candidate;
  for (;;) {
    if (isPhone(text, countries)) return text;
    const shorter = text.replace(/\s+[\d()]+$/, '');
    if (shorter === text || shorter.replace(/\D/g, '').length < 7) return undefined;
    text = shorter;
  }
}

/**
 * The phone number of the lines, as written: the first one labelled as a mobile, else the first.
 * With `strict`, only numbers with a country code or on a line that labels a phone count (for
 * lines other than the contact lines).
 */
export function phoneIn(
  lines: readonly string[],
  language: Language,
  { strict = false, hintCountries = [] as readonly CountryCode[] } = {},
): string | undefined {
  const countries = [...new Set([...hintCountries, ...COUNTRIES_BY_LANGUAGE[language]])];
  let first: string | undefined;
  for (const line of lines) {
    const isLabelled = PHONE_LABEL.test(line);
    for (const match of line.matchAll(CANDIDATE)) {
      const written = match[0].replace(/[\s\-–/.(]+$/, '').trim();
      if (strict && !isLabelled && !/^(?:\+|00)/.test(written)) continue;
      const candidate = phoneAt(written, countries);
      if (!candidate) continue;
      const label =
        line
          .slice(0, match.index)
          .split(/[|•·\t,;]/)
          .pop() ?? '';
      if (MOBILE_LABEL.test(label)) return candidate;
      first ??= candidate;
    }
  }
  return first;
}
