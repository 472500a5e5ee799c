import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { normalizeText } from './tokenize.ts';

countries.registerLocale(en);

/** US states and territories, and Canadian provinces: code → name. */
const REGIONS: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};
const BY_NAME = new Map(Object.entries(REGIONS).map(([code, name]) => [normalizeText(name), code]));

/** Ways to write a state or province: its code and its name (for US states and Canadian provinces). */
export function regionVariants(value: string): string[] {
  const trimmed = value.trim();
  const code = REGIONS[trimmed.toUpperCase()] ? trimmed.toUpperCase() : BY_NAME.get(normalizeText(trimmed));
  if (!code) return [trimmed];
  return [code, REGIONS[code] ?? trimmed];
}

const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  us: 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'united kingdom': 'GB',
  holland: 'NL',
  'south korea': 'KR',
  russia: 'RU',
  'czech republic': 'CZ',
  vietnam: 'VN',
  'ivory coast': 'CI',
  uae: 'AE',
};

/** The ISO 3166 alpha-2 code of a country written as a name, alias, alpha-2 or alpha-3 code. */
export function countryCode(value: string): string | undefined {
  const text = value.trim();
  const alias = COUNTRY_ALIASES[normalizeText(text)];
  if (alias) return alias;
  if (/^[A-Za-z]{2}$/.test(text) && countries.isValid(text.toUpperCase())) return text.toUpperCase();
  if (/^[A-Za-z]{3}$/.test(text)) {
    const code = countries.alpha3ToAlpha2(text.toUpperCase());
    if (code) return code;
  }
  return countries.getAlpha2Code(text, 'en') ?? undefined;
}

/** Ways to write a country: alpha-2, alpha-3, its English names and common aliases. */
export function countryVariants(value: string): string[] {
  const code = countryCode(value);
  if (!code) return [value.trim()];
  const names = countries.getName(code, 'en', { select: 'all' }) ?? [];
  const aliases = Object.entries(COUNTRY_ALIASES)
    .filter(([, c]) => c === code)
    .map(([alias]) => alias);
  return [value.trim(), code, countries.alpha2ToAlpha3(code) ?? code, ...names, ...aliases];
}
