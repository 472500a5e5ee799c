/**
 * Countries and regions in every supported language, from data rather than hand-written tables:
 * ISO 3166 codes (i18n-iso-countries), their names from the runtime's `Intl.DisplayNames` in each
 * supported language (and a few more scripts), the English names with their usual short forms,
 * and first-level regions (states, provinces, Länder…) from country-region-data.
 */
import { allCountries } from 'country-region-data';
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { DEMONYMS } from './demonyms.ts';
import { LOCALES } from './locales/index.ts';
import { normalizeText } from './text.ts';

countries.registerLocale(english);

/** Languages whose names of countries are known: the supported ones first, then other scripts. */
const DISPLAY_LANGUAGES = [...Object.keys(LOCALES), 'pl', 'sv', 'da', 'ru', 'el', 'tr', 'ja', 'zh', 'ko', 'ar'];

/** Names people use that no standard list holds. */
const USUAL_NAMES: Record<string, string> = {
  holland: 'NL',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  britain: 'GB',
  america: 'US',
  uae: 'AE',
  'ivory coast': 'CI',
  'south korea': 'KR',
  russia: 'RU',
  'czech republic': 'CZ',
  uk: 'GB',
  usa: 'US',
};

const CODES = Object.keys(countries.getAlpha2Codes());
const NAMES = new Map<string, string[]>();
const BY_NAME = new Map<string, string>();

function addName(code: string, name: string | undefined): void {
  if (!name) return;
  const list = NAMES.get(code) ?? [];
  if (!list.includes(name)) list.push(name);
  NAMES.set(code, list);
  const norm = normalizeText(name);
  if (norm && !BY_NAME.has(norm)) BY_NAME.set(norm, code);
}

let indexed = false;

/** Builds the name index on first use (it asks Intl for ~4,000 names: not at start-up). */
function ensureIndex(): void {
  if (indexed) return;
  indexed = true;
  for (const code of CODES)
    for (const name of countries.getName(code, 'en', { select: 'all' }) ?? []) addName(code, name);
  for (const language of DISPLAY_LANGUAGES) {
    let display: Intl.DisplayNames;
    try {
      display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      continue;
    }
    for (const code of CODES) addName(code, display.of(code));
  }
  for (const [name, code] of Object.entries(USUAL_NAMES)) addName(code, name);
}

/** The ISO 3166 alpha-2 code of a country written as a name in any known language, an alpha-2 or alpha-3 code. */
export function countryCode(value: string): string | undefined {
  ensureIndex();
  const text = value.trim();
  if (/^[A-Za-z]{2}$/.test(text) && countries.isValid(text.toUpperCase())) return text.toUpperCase();
  if (/^[A-Za-z]{3}$/.test(text)) {
    const code = countries.alpha3ToAlpha2(text.toUpperCase());
    if (code) return code;
  }
  const norm = normalizeText(text);
  return BY_NAME.get(norm) ?? BY_NAME.get(norm.replace(/^the /, ''));
}

/**
 * Ways to write a country, best first: as given, alpha-2, alpha-3, then its names (the page's
 * language first, then English, then every other known language).
 */
export function countryVariants(value: string, lang = ''): string[] {
  const code = countryCode(value);
  if (!code) return [value.trim()];
  const names = NAMES.get(code) ?? [];
  const name = lang ? displayNames(lang)?.of(code) : undefined;
  const own = name ? [name] : [];
  return [...new Set([value.trim(), code, countries.alpha2ToAlpha3(code) ?? code, ...own, ...names])];
}

const BY_DEMONYM = new Map<string, string>();
for (const [code, list] of Object.entries(DEMONYMS))
  for (const demonym of list) BY_DEMONYM.set(normalizeText(demonym), code);

/** Countries people write in capitals ("US", "U.S.", "UK"); other codes in a sentence ("ID") are words. */
const SHORT_FORMS: Record<string, string> = { US: 'US', USA: 'US', UK: 'GB', UAE: 'AE' };

/** Words a country's name may run to ("Bosnia and Herzegovina", "United States of America"). */
const LONGEST_NAME = 5;

/**
 * The country a text names, by name or demonym in any known language ("to work in the United
 * States", "British citizen", "U.S. citizen", "in the UK"), or undefined when it names none or two.
 * A two-letter word is a country only in capitals, as people write a few ("US", "U.S.", "UK").
 */
export function countryInText(text: string): string | undefined {
  ensureIndex();
  const found = new Set<string>();
  for (const m of text.matchAll(/\b(?:[A-Z]\.){2,3}|\b[A-Z]{2,3}\b/g)) {
    const code = SHORT_FORMS[m[0].replaceAll('.', '')];
    if (code) found.add(code);
  }
  const tokens = normalizeText(text).split(' ').filter(Boolean);
  for (let i = 0; i < tokens.length; i++)
    for (let n = Math.min(LONGEST_NAME, tokens.length - i); n >= 1; n--) {
      const words = tokens.slice(i, i + n).join(' ');
      if (n === 1 && words.length <= 2) continue;
      const code = BY_NAME.get(words) ?? BY_DEMONYM.get(words);
      if (!code) continue;
      found.add(code);
      i += n - 1;
      break;
    }
  const [only] = found;
  return found.size === 1 ? only : undefined;
}

/**
 * Ways to write a nationality: a country written as a demonym ("British", "française") is that
 * country, then its demonyms, so that a list of countries or of demonyms takes either.
 */
export function nationalityVariants(value: string, lang = ''): string[] {
  const code = BY_DEMONYM.get(normalizeText(value));
  const country = code ? [value.trim(), ...countryVariants(code, lang)] : countryVariants(value, lang);
  const own = countryCode(country[0] ?? value) ?? code;
  return [...new Set([...country, ...(own ? (DEMONYMS[own] ?? []) : [])])];
}

const displays = new Map<string, Intl.DisplayNames | null>();

/** The runtime's country names in one language, made once per language. */
function displayNames(lang: string): Intl.DisplayNames | null {
  let display = displays.get(lang);
  if (display === undefined) {
    try {
      display = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    } catch {
      display = null;
    }
    displays.set(lang, display);
  }
  return display;
}

/** Region name → [country, region code]; a region code → its names, by country. */
const REGION_BY_NAME = new Map<string, Array<{ country: string; code: string; name: string }>>();
const REGIONS_OF = new Map<string, Array<{ code: string; name: string }>>();
for (const [, country, regions] of allCountries) {
  const list = regions.map(([name, code]) => ({ code, name }));
  REGIONS_OF.set(country, list);
  for (const region of list) {
    const norm = normalizeText(region.name);
    const found = REGION_BY_NAME.get(norm) ?? [];
    found.push({ country, ...region });
    REGION_BY_NAME.set(norm, found);
  }
}

/**
 * Ways to write a state, province or Land, best first: as given, its code and its name (`TX` ↔
 * `Texas`, `BY` ↔ `Bayern`, `SP` ↔ `São Paulo`). A bare code is read in the template's country
 * (`country`, any form) or, without one, the United States and Canada.
 */
export function regionVariants(value: string, country?: string): string[] {
  const text = value.trim();
  const home = (country && countryCode(country)) || undefined;
  const byName = REGION_BY_NAME.get(normalizeText(text));
  if (byName) {
    const hit = byName.find((r) => r.country === home) ?? byName[0];
    return hit ? [...new Set([text, hit.code, hit.name])] : [text];
  }
  if (/^[A-Za-z]{2,3}$/.test(text)) {
    for (const place of home ? [home] : ['US', 'CA']) {
      const hit = REGIONS_OF.get(place)?.find((r) => r.code.toUpperCase() === text.toUpperCase());
      if (hit) return [...new Set([text, hit.code, hit.name])];
    }
  }
  return [text];
}
