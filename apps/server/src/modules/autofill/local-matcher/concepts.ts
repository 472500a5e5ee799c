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
  /** One part of a date of birth asked in separate controls (day / month / year selects). */
  | 'birthDay'
  | 'birthMonth'
  | 'birthYear'
  /** Identity and bank numbers (passport, licence, IBAN…): only from a template value labelled like the field. */
  | 'document'
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
  'bday-day': 'birthDay',
  'bday-month': 'birthMonth',
  'bday-year': 'birthYear',
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
    /\b(user ?name|login|screen name|nick ?name|promo|coupon|voucher|gift ?card|discount|referral|captcha|ext|extension|address (line )?3|address 3|addr 3|pin|signature|sign here)\b/,
  ],
  // Payment cards: the holder's name, type, number, code and expiry are the card's, never the profile's.
  [
    'never',
    /\b(card ?holder|card ?holders?|name on (the )?card|(?<!\b(health|medicare|library|loyalty|member|membership|id|identity|student|insurance|reward|club|rail|travel|railcard) )card (type|number|no|name|holder|owner)|cc (type|name|holder|number)|cvv|cvc|csc|c v v|c v c|security code|exp date|appears on (the )?card|card expir\w*)\b|^(expiry|expiration|expires)( date)?$/,
  ],
  ['telCountryCode', /\b(country (calling |dialing |dial )?code|calling code|dial code|intl prefix|phone country)\b/],
  ['telAreaCode', /\barea ?code\b/],
  ['telPrefix', /\bexchange\b|\b(phone|tel) prefix\b/],
  ['telSuffix', /\b(last four( digits)?|line number)\b|\b(phone|tel) suffix\b/],
  [
    'tel',
    /\b(phone|telephone|tel|mobile|cell|cellphone|contact number|daytime|evening|fon|ph|telefon|telefonnummer|handy|mobil|telefono|movil|portable)\b/,
  ],
  ['honorific', /\b(salutation|honorific|name prefix|courtesy title|anrede|civilite)\b|^(title|prefix)$/],
  ['middleInitial', /\b(middle initial|mi|m i|middle init|initial)\b/],
  ['middleName', /\bmiddle( name)?\b|\badditional name\b/],
  ['givenName', /\b(first|given|fore) ?names?\b|\bf ?name\b|\bforename\b|^first$|\b(vorname|prenom|nombre)\b/],
  [
    'familyName',
    /\b(last|family|sur) ?names?\b|\bl ?name\b|\bsurname\b|^last$|\b(nachname|familienname|nom de famille|apellidos?)\b/,
  ],
  ['linkedin', /\blinked ?in\b/],
  ['github', /\bgit ?hub\b/],
  ['url', /\b(website|web site|homepage|home page|url|portfolio|personal site)\b/],
  [
    'birthDate',
    /\b(date of birth|birth ?date|birthday|dob|bday|born|geburtsdatum|date de naissance|fecha de nacimiento)\b/,
  ],
  [
    'organization',
    /\b(company|organi[sz]ation|employer|business name|firm|org|firma|unternehmen|entreprise|societe|empresa)\b(?! (size|type|industry))/,
  ],
  ['jobTitle', /\b(job title|position|occupation|current role|role title|designation)\b/],
  [
    'addressLine2',
    /\b(address|addr|street)( line)? ?2\b|\b(apt|apartment|suite|ste|unit|building|bldg|floor|flat)\b|\baddress line two\b/,
  ],
  ['addressLine1', /\b(address|addr|street)( line)? ?1\b|\baddress line one\b|\bhouse number\b/],
  [
    'postalCode',
    /\bpostal\b(?! (address|suburb|city|town|street|state|country))|\b(zip|post ?code|postcode|zip ?code|zipcode|plz|postleitzahl|code postal|codigo postal)\b/,
  ],
  ['city', /\b(city|town|locality|suburb|ort|stadt|wohnort|ville|ciudad|localidad)\b/],
  ['state', /\b(state|province|region|prov|county|bundesland)\b/],
  ['country', /\b(country|nation|land|pays|pais)\b/],
  [
    'document',
    /\b(passport|licen[cs]e|iban|swift|bic|ssn|social security|tax id|tax number|vat|account (number|no)|routing|sort code|national id|id number)\b/,
  ],
  ['fullName', /\b(full name|your name|contact name|complete name)\b/],
  // "E-mail address" and "web address" are not streets.
  [
    'streetAddress',
    /\bstreet\b|(?<!\b(e ?mail|web|ip|url|wallet) )\b(address|addr)\b|\b(strasse|adresse|anschrift|direccion|rue)\b/,
  ],
  ['fullName', /\bname\b/],
];

/**
 * Identifiers written as one word (`dnrlast`, `dzip`, `shipcity`): the few concepts whose word is
 * distinctive enough to find inside another word. Only for names and ids, and only when nothing
 * else in the field said what it is.
 */
const IN_IDENTIFIER: Array<[Concept, RegExp]> = [
  ['email', /e?mail/],
  ['postalCode', /zip|postal|postcode/],
  ['city', /city/],
  ['state', /state$|province/],
  ['country', /country/],
  ['givenName', /(first|given|fore)(name)?$/],
  ['familyName', /(last|sur|family)(name)?$/],
  ['tel', /phone|mobile/],
];

/** A concept found inside a one-word identifier (see IN_IDENTIFIER), or null. */
export function conceptInIdentifier(text: string): Concept | null {
  const compact = words(text).replace(/[^a-z]/g, '');
  if (compact.length < 3) return null;
  for (const [concept, pattern] of IN_IDENTIFIER) if (pattern.test(compact)) return concept;
  return null;
}

/**
 * Concepts that a more specific one refines: a field labelled "Address" whose name says
 * `address1` is line 1; "Name" named `firstname` is the given name.
 */
export const REFINED_BY: Partial<Record<Concept, readonly Concept[]>> = {
  streetAddress: ['addressLine1', 'addressLine2'],
  fullName: ['givenName', 'familyName', 'middleName', 'middleInitial'],
  tel: ['telAreaCode', 'telPrefix', 'telSuffix', 'telLocal', 'telCountryCode', 'telNumber'],
};

/** Labels that name another person: their fields are not the user's. */
export const OTHER_PERSON =
  /\b(emergency|reference|referee|spouse|partner|parent|guardian|father|mother|kin|beneficiary|recipient|gift|tribute|honoree|friend|child|dependent|nominee|manager|supervisor|guarantor|co ?signer|witness|landlord|client)\b/;

/** Labels that ask for something other than a name although they contain the word. */
const NOT_A_PERSON_NAME =
  /\b(company|business|organi[sz]ation|school|university|street|file|account|card|project|event|product|pet|team|group|store|shop|bank|employer|brand|domain|price|amount|tip)\b/;

/** Every concept a text names, most specific pattern first (a label may name several: "City / State / Zip"). */
export function conceptsInText(text: string): Concept[] {
  const w = words(text);
  if (!w) return [];
  const found: Concept[] = [];
  for (const [concept, pattern] of PATTERNS) {
    if (!pattern.test(w) || found.includes(concept)) continue;
    if (concept === 'never') return found.length > 0 ? found : ['never'];
    const isPersonName = concept === 'fullName' || concept === 'givenName' || concept === 'familyName';
    if (isPersonName && NOT_A_PERSON_NAME.test(w)) continue;
    found.push(concept);
  }
  return found;
}

export function conceptFromText(text: string): Concept | null {
  return conceptsInText(text)[0] ?? null;
}
