import {
  asksAllGivenNames,
  type Concept,
  conceptFromAutocomplete,
  conceptsInText,
  dateFormatOf,
  holdsBirthNoun,
  type LocaleRules,
  namesDocumentDetail,
  namesWholeName,
  PAYMENT_CARD_WORDS,
  refines,
  rulesOut,
  words,
} from '@filldeck/fill-rules';
import { nearestGroup, type PageField } from '@filldeck/shared';

/**
 * Identifiers written as one word (`dnrlast`, `dzip`, `shipcity`): the few concepts whose word is
 * distinctive enough to find inside another word. Only for names and ids, and only when nothing
 * else in the field said what it is.
 */
const IN_IDENTIFIER: Array<[Concept, RegExp]> = [
  ['email', /e?mail/],
  ['postalCode', /zip|postal|postcode|plz/],
  ['city', /city/],
  ['state', /state$|province/],
  ['country', /country/],
  ['givenName', /(first|given|fore|vor)(name)?$/],
  ['familyName', /(last|sur|family|nach)(name)?$/],
  // Not the Italian "immobile" (property) nor an "automobile".
  ['tel', /phone|(?<!im|auto)mobile/],
];

function conceptInIdentifier(text: string): Concept | null {
  const compact = words(text).replace(/[^a-z]/g, '');
  if (compact.length < 3) return null;
  for (const [concept, pattern] of IN_IDENTIFIER) if (pattern.test(compact)) return concept;
  return null;
}

/** The last key of a structured name (`entreprise[capital]`, `company.siret`): what the control itself holds. */
const LAST_KEY = /[[.]([^[\].]+)\]?$/;

/**
 * What a name or id says the field is. A structured one's last key names the field and the keys
 * before it the record it belongs to: `entreprise[capital]` beside a label naming nothing is the
 * company's capital, not the company's name.
 */
function codeConcept(code: string, label: string, locales: readonly LocaleRules[]): Concept | null {
  const concept = conceptsInText(code, locales)[0] ?? null;
  const last = LAST_KEY.exec(code)?.[1];
  if (!concept || !last) return concept;
  // `allocataire[adresse][numero]`: the house number of an address, not the address.
  const own = conceptsInText(last, locales)[0];
  if (own && refines(own, concept)) return own;
  if (!label.trim()) return concept;
  return own || conceptInIdentifier(last) ? concept : null;
}

const PERSON_NAME: ReadonlySet<Concept> = new Set(['fullName', 'givenName', 'familyName', 'middleName']);

/** A placeholder or label that is one piece of a date or an expiry (`MM`, `YY`, `JJJJ`). */
const DATE_PIECE = /^(dd|mm|yy|yyyy|jj|jjjj|aaaa|tt|gg|aa|day|month|year)$/;

/** Labels longer than this many words are questions or notes; their stray words do not make a field "never". */
const LONG_LABEL_WORDS = 12;

/**
 * The concept of a page field: its autocomplete token first, then its label, with the name or
 * id deciding between what a label names together ("City / State / Zip" named `city`) and
 * refining a general label ("Address" named `address1` is line 1); then name, id and
 * placeholder; then its input type. Payment-card words anywhere make it `never`.
 */
/** A label joining two things it asks for ("Job title and organisation", "Rolle & Firma", "Poste / entreprise"). */
export const ASKS_BOTH = /\s(and|und|et|e|y|en)\s|&|\//i;

/** A label that names the street and the house number ("Street and house number") asks for the whole line. */
export const namesWholeStreetLine = (concepts: readonly Concept[]) =>
  concepts.includes('houseNumber') && concepts.includes('streetAddress');

export function classifyPageField(field: PageField, locales: readonly LocaleRules[]): Concept | null {
  const fromAutocomplete = conceptFromAutocomplete(field.autocomplete);
  // The autocomplete token wins, but a label may name a part of what it says: `family-name`
  // labelled "Birth name" asks for the name at birth.
  if (fromAutocomplete) {
    const named = conceptsInText(field.label, locales);
    if (namesWholeStreetLine(named)) return fromAutocomplete;
    return named.find((c) => refines(c, fromAutocomplete)) ?? fromAutocomplete;
  }
  const codeText = `${words(field.name)} ${words(field.id)}`;
  if (
    PAYMENT_CARD_WORDS.test(codeText) ||
    [field.label, field.placeholder].some((t) => PAYMENT_CARD_WORDS.test(words(t)))
  )
    return 'never';
  const birthPart = birthDatePart(field, locales);
  if (birthPart) return birthPart;
  const fromName = codeConcept(field.name, field.label, locales);
  const fromId = codeConcept(field.id, field.label, locales);
  // "Date of last visit" named `vet_last`, "MM/DD/YYYY" beside it: a date, whatever a word inside its name says.
  const asksDate = dateFormatOf(`${field.placeholder} ${field.hint}`) !== null;
  const fromIdentifier =
    fromName ?? fromId ?? (asksDate ? null : (conceptInIdentifier(field.name) ?? conceptInIdentifier(field.id)));
  const longLabel = words(field.label).split(' ').length > LONG_LABEL_WORDS;
  const inLabel = conceptsInText(field.label, locales).filter((c) => !(longLabel && c === 'never'));
  // A general concept does not compete with a specific one it contains ("First name" is not a full name).
  // "Street and house number" asks for the whole line.
  const whole = namesWholeStreetLine(inLabel);
  const specific = whole
    ? ['streetAddress' as Concept]
    : inLabel.filter((c) => !inLabel.some((other) => refines(other, c)));
  // A name field whose name says user name ("First name" named `loginFirstName`) is not the person's.
  if (fromIdentifier === 'never' && specific.some((c) => PERSON_NAME.has(c))) return 'never';
  // "Vor- und Nachname" asks for the whole name, though it names its parts.
  // (A name `txtKindName` says no more than "name".)
  if (
    inLabel.includes('fullName') &&
    namesWholeName(field.label, locales) &&
    (!fromIdentifier || fromIdentifier === 'fullName')
  )
    return 'fullName';
  // "First and middle name(s)": every given name.
  if (inLabel.includes('middleName') && ASKS_BOTH.test(field.label) && asksAllGivenNames(field.label))
    return 'givenName';
  // "Job title and organisation", "Role & company": the job, written with its employer.
  if (specific.includes('jobTitle') && specific.includes('organization')) return 'jobTitle';
  // "Town or city of birth" is a birthplace, whatever its name says about cities; so is a town or
  // country asked under "Where were you born?".
  if (specific.includes('birthPlace')) return 'birthPlace';
  if (specific.length === 1 && BIRTH_PLACE_PARTS.has(specific[0] as Concept) && asksBirthPlace(field, locales))
    return 'birthPlace';
  // "PLZ, Ort" in one box, unless its name picks one of them (`plzOrt` names both: the whole);
  // with the street too ("Address (street, city, ZIP)") the whole address, written on one line.
  if (specific.includes('postalCode') && specific.includes('city') && specific.includes('streetAddress'))
    return 'streetAddress';
  if (specific.includes('postalCode') && specific.includes('city') && !specific.includes('state')) {
    const picks = (text: string) => conceptsInText(text, locales).filter((c) => c === 'postalCode' || c === 'city');
    const named = picks(field.name).length > 0 ? picks(field.name) : picks(field.id);
    if (named.length !== 1) return 'postalCodeCity';
  }
  if (specific.length > 0) {
    if (fromIdentifier !== null && specific.length > 1 && inLabel.includes(fromIdentifier)) return fromIdentifier;
    // (Not a part its code names, `strasseHausnummer`, where the label asks for both: "Straße und
    // Hausnummer"; "Street number" named `streetNumber` is the number.)
    const asksBoth = whole && ASKS_BOTH.test(field.label);
    if (!asksBoth && fromIdentifier !== null && inLabel.some((c) => refines(fromIdentifier, c))) return fromIdentifier;
    return specific[0] ?? null;
  }
  // A field labelled by a long note ("signature required…") is read by its name and placeholder.
  // "Rilasciato da" with the example "es. Comune di …": the placeholder of a document's issuer,
  // expiry or type shows an answer, not what is asked.
  // "Medicamentos que toma" with the example "Nombre, dosis y frecuencia": a placeholder listing
  // what to write under a label shows the answer's parts, not what is asked.
  const fromPlaceholder =
    namesDocumentDetail(field.label, locales) || (words(field.label) !== '' && LISTS_PARTS.test(field.placeholder))
      ? null
      : (conceptsInText(field.placeholder, locales)[0] ?? null);
  // A concept the label's own words rule out ("Affected URL" named `r-url`) is not taken from its code names either.
  const allowed = (c: Concept | null) => c !== null && c !== 'never' && !rulesOut(c, field.label, locales);
  // "Nummer" named `reisedok_nr` under "Reisedokument": the document's number, not a house's.
  if (fromIdentifier === 'houseNumber' && conceptsInText(nearestGroup(field), locales).includes('document'))
    return 'document';
  if (allowed(fromIdentifier)) return fromIdentifier;
  if (allowed(fromPlaceholder)) return fromPlaceholder;
  if (fromIdentifier === 'never' || fromPlaceholder === 'never') return 'never';
  if (field.type === 'email' && !rulesOut('email', `${field.label} ${field.name}`, locales)) return 'email';
  // A tel box that is one piece of a date (MM, YY) or holds four digits is no phone number.
  const piece = [field.placeholder, field.label].some((t) => DATE_PIECE.test(words(t)));
  if (field.type === 'tel' && !piece && (field.maxLength === null || field.maxLength >= 7)) return 'tel';
  return null;
}

/** A list of three things or more ("Name, dose and frequency", "Nombre, dosis y frecuencia"). */
const LISTS_PARTS = /\p{L}+,\s*\p{L}+(,\s*\p{L}+)*,?\s+(and|und|et|e|y|en|or|oder|ou|o|of)\s+\p{L}/iu;

/** Parts of a place a birthplace is asked in ("Where were you born?": "Town or city", "Country"). */
const BIRTH_PLACE_PARTS: ReadonlySet<Concept> = new Set(['city', 'state', 'country']);

/** Whether a field's nearest group asks where someone was born. */
const asksBirthPlace = (field: PageField, locales: readonly LocaleRules[]) =>
  conceptsInText(nearestGroup(field), locales).includes('birthPlace');

/** Day, month and year as the supported languages name them. */
const DATE_PARTS: Array<[Concept, RegExp]> = [
  ['birthDay', /^(day|dd|d|tag|tt|jour|jj|dia|dag|giorno|gg)$/],
  ['birthMonth', /^(month|mm|m|monat|mois|mes|maand|mese|mes)$/],
  ['birthYear', /^(year|yyyy|yy|y|jahr|jjjj|annee|ano|aaaa|jaar|anno)$/],
];

function datePartOf(text: string): Concept | null {
  const w = words(text);
  for (const [part, pattern] of DATE_PARTS) if (pattern.test(w)) return part;
  return null;
}

const lastWord = (text: string) => words(text).split(' ').at(-1) ?? '';

/**
 * A date of birth asked in three controls: a control named or labelled as a day, month or year
 * (`Month`, `dob_m`, `q[3][d]`, `Tag`) whose group, name or label says birth.
 */
function birthDatePart(field: PageField, locales: readonly LocaleRules[]): Concept | null {
  // "Giorno di nascita", "Day of birth", "Mes de nacimiento": a part, then the birth.
  const birthLabel = holdsBirthNoun(field.label);
  const part =
    datePartOf(field.label) ??
    (birthLabel ? datePartOf(words(field.label).split(' ')[0] ?? '') : null) ??
    datePartOf(lastWord(field.name)) ??
    datePartOf(lastWord(field.id)) ??
    datePartOf(field.placeholder);
  if (!part) return null;
  const group = nearestGroup(field);
  const aboutBirth =
    birthLabel ||
    [field.name, field.id].some((code) => holdsBirthNoun(code)) ||
    [group, field.name, field.id, field.label].some((text) => conceptsInText(text, locales).includes('birthDate'));
  return aboutBirth ? part : null;
}

/** Phones split over consecutive inputs, and names and streets asked in several boxes under one label. */
export { refineByNeighbours, splitPhoneParts } from './neighbours.ts';
