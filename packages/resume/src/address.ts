import { isKnownCity } from './cities.ts';
import { isCountry } from './countries.ts';
import { titleScore } from './job-words.ts';
import { cityName, isLonePlace, PLACE } from './lone-place.ts';

export interface Address {
  addressLine1?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
}

/** States and provinces written by their postal code after a city: US, Canada, Australia, Brazil. */
const REGION_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ON QC BC AB MB SK NS NB NL PE YT NT NU NSW VIC QLD TAS ACT ' +
    'AC AP AM BA CE DF ES GO MT MG PB PR PI RJ RN RS RO RR SE SP TO'
  ).split(' '),
);

/** Postcodes of the supported countries, written before the city. */
const POSTCODE_BEFORE = '(?:[A-Z]{1,2}-)?(?:\\d{4}\\s?[A-Z]{2}|\\d{4}-\\d{3}|\\d{5}-\\d{3}|\\d{4,5})';
const POSTCODE_CITY = new RegExp(`(?<![\\d+])(${POSTCODE_BEFORE})\\s+(${PLACE})`, 'u');
/** A British postcode, written after the city. */
const CITY_UK_POSTCODE = new RegExp(`(${PLACE}),?\\s+([A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2})\\b`, 'u');
const CITY_REGION_CODE = new RegExp(
  `(${PLACE})(?:\\s*[,/]\\s*|\\s+)([A-Z]{2,3})(?:\\s+(\\d{4,5}(?:-\\d{4})?))?(?![\\p{L}\\d])`,
  'u',
);
/** A city followed by its postcode (India's PIN, `Pune 411045`), at the end of a part. */
const CITY_POSTCODE = new RegExp(`(?:^|,\\s*)(${PLACE})\\s+(?!(?:19|20)\\d\\d$)(\\d{5,6})$`, 'u');
const PLACE_ONLY = new RegExp(`^(?:the\\s+)?${PLACE}$`, 'u');

/** Words of a street (folded where accents vary), in the supported languages. */
const STREET =
  /(?:stra(?:ss|ß)e|str\.|weg|allee|platz|gasse|ring|damm|ufer|\brue\b|\bavenue\b|\bboulevard\b|\bbd\b|\bchemin\b|\ball[ée]e\b|\bcalle\b|\bc\/|\bavda?\b|\bavenida\b|\bpaseo\b|\bplaza\b|straat|laan|plein|gracht|kade|\brua\b|\btravessa\b|\bpra[çc]a\b|\bvia\b|\bviale\b|\bpiazza\b|\bcorso\b|\bstreet\b|\bst\.|\broad\b|\brd\b|\blane\b|\bdrive\b|\bblvd\b|\bway\b)/i;

/** Whether a text is a street address (a street word and a number). */
export const isStreet = (text: string) => /\d/.test(text) && STREET.test(text) && text.length <= 60;

export interface AddressContext {
  /** Whether the part shares its line with an e-mail, phone or link: a lone place there is the person's. */
  isBesideContact?: boolean;
}

/** `Berlin Germany` → `Berlin` and `Germany`, when the last words name a country. */
function splitCountry(place: string): Address {
  const words = place.split(' ');
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const tail = words.slice(-count).join(' ');
    if (isCountry(tail)) return { city: words.slice(0, -count).join(' '), country: tail };
  }
  return { city: place };
}

/**
 * `City, Country`, `City, Region, Country`, `City, Region`: the city when the last piece is a
 * country, the city is known, or (beside a contact) every piece reads as a place.
 */
function placeList(part: string, context: AddressContext): Address | undefined {
  const pieces = part.split(/\s*,\s*/);
  if (pieces.length < 2 || pieces.length > 3 || !pieces.every((piece) => PLACE_ONLY.test(piece))) return undefined;
  const [city = '', ...more] = pieces;
  const last = (more.at(-1) ?? '').replace(/^the\s+/i, '');
  const state = more.length === 2 ? more[0] : undefined;
  if (isCountry(last)) return { city, ...(state && { state }), country: last };
  if (isKnownCity(city) || (context.isBesideContact && pieces.every(isLonePlace))) return { city };
  return undefined;
}

/** A place part of a contact line read as an address; undefined when it is none. */
export function addressOf(written: string, context: AddressContext = {}): Address | undefined {
  const part = written.trim();
  const bracketed = /^(.+?)\s*\(([^)]+)\)$/.exec(part);
  if (bracketed?.[1] && bracketed[2]) {
    const inner = bracketed[2].trim();
    const outer = addressOf(bracketed[1], context);
    if (outer && isCountry(inner)) return { ...outer, country: inner };
    if (outer && REGION_CODES.has(inner)) return { ...outer, state: inner };
    return outer;
  }
  const region = CITY_REGION_CODE.exec(part);
  if (region?.[1] && region[2] && REGION_CODES.has(region[2]) && titleScore(region[1]) === 0) {
    return withStreet(part.slice(0, region.index), { city: region[1], state: region[2], postcode: region[3] });
  }
  const uk = CITY_UK_POSTCODE.exec(part);
  if (uk?.[1] && uk[2] && /\d/.test(uk[2])) {
    return withStreet(part.slice(0, uk.index), { city: lastWordsOf(uk[1]), postcode: uk[2] });
  }
  const european = POSTCODE_CITY.exec(part);
  if (european?.[1] && european[2]) {
    const after = part.slice(european.index + european[0].length).replace(/^[\s,]+/, '');
    const address: Address = { ...splitCountry(european[2].replace(/[.,]$/, '')), postcode: european[1] };
    if (after && isCountry(after)) address.country = after;
    return withStreet(part.slice(0, european.index), address);
  }
  const after = CITY_POSTCODE.exec(part);
  if (after?.[1] && after[2]) {
    return withStreet(part.slice(0, after.index), { city: after[1], postcode: after[2] });
  }
  const listed = placeList(part, context);
  if (listed) return listed;
  if (isKnownCity(cityName(part))) return { city: cityName(part) };
  if (context.isBesideContact && isLonePlace(part) && !isCountry(part)) return { city: part };
  return undefined;
}

/** `Berlin Mitte London` → the words after a street's last number (for a UK line without commas). */
function lastWordsOf(text: string): string {
  const afterNumber = text.split(/\d+\s*/).pop() ?? text;
  return afterNumber.trim() || text.trim();
}

/** The address with the street written before the city, when that text is a street. */
function withStreet(before: string, address: Address): Address {
  const street = before.replace(/[\s,;–—-]+$/, '').trim();
  const result: Address = Object.fromEntries(Object.entries(address).filter(([, value]) => value));
  if (street && isStreet(street)) result.addressLine1 = street;
  return result;
}
