import { words } from './tokenize.ts';

/** What a field holds, in terms both a page field and a template value can be classified into. */
export type Concept =
  | 'honorific'
  | 'givenName'
  | 'middleName'
  | 'middleInitial'
  | 'familyName'
  | 'fullName'
  | 'email'
  | 'tel'
  | 'telCountryCode'
  | 'telAreaCode'
  | 'telPrefix'
  | 'telSuffix'
  | 'telLocal'
  /** The number without its area code (7 digits in North America). */
  | 'telNumber'
  | 'organization'
  | 'jobTitle'
  | 'addressLine1'
  | 'addressLine2'
  | 'streetAddress'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'country'
  | 'birthDate'
  | 'url'
  | 'linkedin'
  | 'github'
  /** Never filled by the local matcher: extensions, third address lines, user names, codes… */
  | 'never';

/** Autocomplete tokens (the strongest signal a page gives) → concept. */
const AUTOCOMPLETE: Record<string, Concept> = {
  'honorific-prefix': 'honorific',
  'given-name': 'givenName',
  'additional-name': 'middleName',
  'family-name': 'familyName',
  name: 'fullName',
  email: 'email',
  tel: 'tel',
  'tel-national': 'tel',
  'tel-country-code': 'telCountryCode',
  'tel-area-code': 'telAreaCode',
  'tel-local': 'telLocal',
  'tel-local-prefix': 'telPrefix',
  'tel-local-suffix': 'telSuffix',
  'tel-extension': 'never',
  organization: 'organization',
  'organization-title': 'jobTitle',
  'street-address': 'streetAddress',
  'address-line1': 'addressLine1',
  'address-line2': 'addressLine2',
  'address-line3': 'never',
  'address-level2': 'city',
  'address-level1': 'state',
  'postal-code': 'postalCode',
  country: 'country',
  'country-name': 'country',
  bday: 'birthDate',
  url: 'url',
  username: 'never',
  nickname: 'never',
};

export function conceptFromAutocomplete(autocomplete: string): Concept | null {
  for (const token of autocomplete.toLowerCase().split(/\s+/).reverse()) {
    const concept = AUTOCOMPLETE[token];
    if (concept) return concept;
  }
  return null;
}

/**
 * Word patterns per concept, most specific first. They run on `words()` of a label, name, id or
 * placeholder (`billDayPhonePart1` → `bill day phone part 1`).
 */
const PATTERNS: Array<[Concept, RegExp]> = [
  ['email', /\be ?mail\b|\bemail address\b/],
  [
    'never',
    /\b(user ?name|login|screen name|nick ?name|promo|coupon|voucher|gift ?card|discount|referral|captcha|ext|extension|address (line )?3|address 3|addr 3|pin|account (number|no)|routing|iban|swift|ssn|social security|tax id|passport|licen[cs]e)\b/,
  ],
  ['telCountryCode', /\b(country (calling |dialing |dial )?code|calling code|dial code|intl prefix|phone country)\b/],
  ['telAreaCode', /\barea ?code\b/],
  ['telPrefix', /\bexchange\b|\b(phone|tel) prefix\b/],
  ['telSuffix', /\b(last four( digits)?|line number)\b|\b(phone|tel) suffix\b/],
  ['tel', /\b(phone|telephone|tel|mobile|cell|cellphone|contact number|daytime|evening|fon|ph)\b/],
  ['honorific', /\b(salutation|honorific|name prefix|courtesy title)\b|^(title|prefix)$/],
  ['middleInitial', /\b(middle initial|mi|m i|middle init|initial)\b/],
  ['middleName', /\bmiddle( name)?\b|\badditional name\b/],
  ['givenName', /\b(first|given|fore) ?names?\b|\bf ?name\b|\bforename\b|\bfirst\b/],
  ['familyName', /\b(last|family|sur) ?names?\b|\bl ?name\b|\bsurname\b|\blast\b/],
  ['linkedin', /\blinked ?in\b/],
  ['github', /\bgit ?hub\b/],
  ['url', /\b(website|web site|homepage|home page|url|portfolio|personal site)\b/],
  ['birthDate', /\b(date of birth|birth ?date|birthday|dob|bday|born)\b/],
  ['organization', /\b(company|organi[sz]ation|employer|business name|firm|org)\b(?! (size|type|industry))/],
  ['jobTitle', /\b(job title|position|occupation|current role|role title|designation)\b/],
  [
    'addressLine2',
    /\b(address|addr|street)( line)? ?2\b|\b(apt|apartment|suite|ste|unit|building|bldg|floor|flat)\b|\baddress line two\b/,
  ],
  ['addressLine1', /\b(address|addr|street)( line)? ?1\b|\baddress line one\b|\bhouse number\b/],
  ['postalCode', /\b(zip|postal|post ?code|postcode|zip ?code|zipcode)\b/],
  ['city', /\b(city|town|locality|suburb)\b/],
  ['state', /\b(state|province|region|prov|county)\b/],
  ['country', /\b(country|nation)\b/],
  ['streetAddress', /\b(street|address|addr|street address|mailing address|residential address)\b/],
  ['fullName', /\b(full name|your name|contact name|complete name|name)\b/],
];

/** Labels that name another person: their fields are not the user's. */
export const OTHER_PERSON =
  /\b(emergency|reference|referee|spouse|partner|parent|guardian|father|mother|kin|beneficiary|recipient|gift|tribute|honoree|friend|child|dependent|nominee|manager|supervisor)\b/;

/** Labels that ask for something other than a name although they contain the word. */
const NOT_A_PERSON_NAME =
  /\b(company|business|organi[sz]ation|school|university|street|file|account|card|project|event|product|pet|team|group|store|shop|bank|employer|brand|domain)\b/;

export function conceptFromText(text: string): Concept | null {
  const w = words(text);
  if (!w) return null;
  for (const [concept, pattern] of PATTERNS) {
    if (!pattern.test(w)) continue;
    if (concept === 'fullName' && NOT_A_PERSON_NAME.test(w)) return null;
    if ((concept === 'givenName' || concept === 'familyName') && NOT_A_PERSON_NAME.test(w)) return null;
    return concept;
  }
  return null;
}
