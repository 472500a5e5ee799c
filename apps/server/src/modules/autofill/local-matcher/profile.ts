import {
  type BlockKind,
  blocksInText,
  type Concept,
  conceptsInText,
  documentKindInText,
  HONORIFIC_PREFIX,
  type LocaleRules,
  namesBirth,
  namesJobGroup,
  normalizeText,
  type ParentRole,
  type PersonKind,
  parseDate,
  personInText,
  readPersonLine,
  scopeKindOf,
  sexKind,
  sexOfHonorific,
  sexOfSpouseWord,
  withoutBrackets,
  words,
} from '@filldeck/fill-rules';
import { countryCode } from '@filldeck/fill-rules/places';
import { differenceInYears } from 'date-fns';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { parsePhoneNumberFromString as parseFullPhoneNumber } from 'libphonenumber-js/max';
import { namesWholeStreetLine } from './classify-page-field.ts';
import { type Scope, valueScope } from './scope.ts';
import type { TemplateValue } from './types.ts';

/** What the template says about one person in one block, by concept, with the values derived from others. */
export type Profile = Partial<Record<Concept, string>>;

/** A template value with what the matcher reads from it. */
export interface ReadValue {
  value: TemplateValue;
  concept: Concept | null;
  scope: Scope;
  /** A name read from a label that only names its person ("Referee 1"): still answers a field by its label. */
  titled?: boolean;
}

/** The concept of a template value, from its label, then its type. */
export function templateConcept(value: TemplateValue, locales: readonly LocaleRules[]): Concept | null {
  const named = conceptsInText(value.label, locales);
  // "Straße und Hausnummer" holds the whole street line, as the same label on a page asks for it.
  // "AHV-Nr.", "Steuer-Nr.", "Numéro" under "Permis de conduire": a document's number, not a house's.
  // "Postcode + gemeente: 9032 Wondelgem" holds both.
  const concept = namesWholeStreetLine(named)
    ? 'streetAddress'
    : named.includes('postalCode') && named.includes('city') && !named.includes('state')
      ? 'postalCodeCity'
      : named.includes('document') ||
          (named[0] === 'houseNumber' &&
            (documentKindInText(value.label, locales) || documentKindInText(value.group, locales)))
        ? 'document'
        : (named[0] ?? null);
  // "Title: Senior Budget Analyst" under "Current job" is the job's title, not an honorific.
  if (concept === 'honorific' && !readsAsHonorific(value.value))
    return namesJobGroup(value.group) || blocksInText(value.group, locales).includes('work') ? 'jobTitle' : null;
  // "Nom: Atelier Lumen" under "Ma société": a bare name in a group about a company is the company's.
  if (
    (concept === 'fullName' || concept === 'familyName') &&
    words(value.label).split(' ').length === 1 &&
    namesCompany(value.group, locales)
  )
    return 'organization';
  // "Born: Swansea, Wales": a birth the template writes as a place (no digit in it), not a date.
  if (concept === 'birthDate' && value.type !== 'date' && /\p{L}/u.test(value.value) && !/\d/.test(value.value))
    return 'birthPlace';
  // "Year: 2024" under "New RAV4": a bare year, month or day in a template is no part of a birth date.
  if (BIRTH_PARTS.has(concept ?? '') && !namesBirth(value.label)) return null;
  if (concept && concept !== 'never' && concept !== 'document') return concept;
  if (value.type === 'email') return 'email';
  if (value.type === 'tel') return 'tel';
  if (value.type === 'date' && concept === null && namesBirth(value.label)) return 'birthDate';
  return null;
}

/** The parts of a birth date a page asks in boxes. */
export const BIRTH_PARTS: ReadonlySet<string> = new Set(['birthYear', 'birthMonth', 'birthDay']);

/** Whether a text names a company ("Empresa", "Company", "E-mail da empresa"). */
export const namesCompany = (text: string, locales: readonly LocaleRules[]) =>
  conceptsInText(text, locales).includes('organization');

/** A value an honorific list can hold: a title of sex ("Mrs"), or a short or abbreviated one ("Dr.", "Prof. Dr."). */
const readsAsHonorific = (text: string) =>
  sexOfHonorific(text.trim()) !== null || text.trim().length <= 5 || /\.(\s|$)/.test(text);

/** Every non-empty template value, classified and scoped. */
export function readValues(values: TemplateValue[], locales: readonly LocaleRules[]): ReadValue[] {
  const read = values
    .filter((v) => v.value.trim() !== '')
    .map(
      (value): ReadValue => ({
        value,
        concept: templateConcept(value, locales),
        scope: valueScope(value.group, value.label, locales),
      }),
    );
  // "E-mail loja" under "Empresa": a company's email or phone is a work one, not the user's own.
  for (const r of read)
    if (
      (r.concept === 'email' || r.concept === 'tel') &&
      r.scope.person === null &&
      r.scope.block === null &&
      [r.value.group, r.value.label].some((text) => namesCompany(text, locales))
    )
      r.scope = { ...r.scope, block: 'work' };
  // "Straat", "Postcode + gemeente" under "Firma": a company's address is a work one, never the home.
  for (const r of read)
    if (
      r.concept !== null &&
      scopeKindOf(r.concept) === 'place' &&
      r.scope.person === null &&
      r.scope.block === null &&
      namesCompany(withoutBrackets(r.value.group) || r.value.group, locales)
    )
      r.scope = { ...r.scope, block: 'work' };
  // "Referee 1: Fiona Drummond", "Père: Jean-Yves Petit", "Family doctor: Dr. Anjali Rao": a label
  // that only names another person holds that person's name. Two such names for one person of
  // one role (two "Referee" values) say nothing of which is asked: neither is a name then; "Père"
  // and "Mère" name two, and so do "Minha mãe" and the child's "Mãe" (someone else's parent).
  // Not "other" people: a landlord, an account holder and a family member are all "other".
  const titled = read.filter(
    (r) =>
      r.concept === null &&
      r.scope.person &&
      r.scope.person !== 'other' &&
      r.scope.person !== 'someone' &&
      labelsOnlyPerson(r.value, locales),
  );
  const byPerson = new Map<string, number>();
  const whose = (r: ReadValue) =>
    `${Profiles.key(r.scope.person, r.scope.index, r.scope.block)}|${r.scope.role ?? ''}|${r.scope.of ?? ''}`;
  for (const r of titled) byPerson.set(whose(r), (byPerson.get(whose(r)) ?? 0) + 1);
  for (const r of titled) {
    if (byPerson.get(whose(r)) !== 1) continue;
    if (WRITTEN_NAME.test(r.value.value.trim().replace(/\s+/g, ' '))) {
      r.concept = 'fullName';
      r.titled = true;
      continue;
    }
    // "Enfant 2: Manon Lefèvre, née le 28/11/2017", "Mère: Monique Petit, née Le Gall": the name,
    // and the birth written after it, each that person's.
    const line = readPersonLine(r.value.value, locales);
    if (!line || !WRITTEN_NAME.test(line.name)) continue;
    Object.assign(r, { value: { ...r.value, value: line.name }, concept: 'fullName', titled: true });
    if (line.birthDate)
      read.push({ value: { ...r.value, value: line.birthDate }, concept: 'birthDate', scope: r.scope });
    if (line.birthFamilyName)
      read.push({ value: { ...r.value, value: line.birthFamilyName }, concept: 'birthFamilyName', scope: r.scope });
  }
  namesWrittenWhole(read);
  numberNamedPeople(read);
  addressesLabelledOnce(read);
  return read;
}

/** Family, whose given names a template often lists alone ("Vorname: Lena Marie" of a child who bears the family's name). */
const FAMILY_KINDS: ReadonlySet<PersonKind> = new Set(['child', 'spouse', 'parent']);

/**
 * "Nome: Marco Ferri" under "Referenza – Marco Ferri": someone else's "first name" that holds a
 * whole written name, where their group holds no other name, is their full name (people write
 * other people's names whole under whatever label). Not the user's, nor family's: "Nombre: María
 * Fernanda", "Vorname: Lena Marie" are given names.
 */
function namesWrittenWhole(read: ReadValue[]): void {
  const byGroup = new Map<string, ReadValue[]>();
  for (const r of read)
    if (r.scope.person && !FAMILY_KINDS.has(r.scope.person))
      byGroup.set(r.value.group, [...(byGroup.get(r.value.group) ?? []), r]);
  for (const values of byGroup.values()) {
    const given = values.filter((r) => r.concept === 'givenName');
    if (given.length !== 1 || values.some((r) => r.concept === 'familyName' || r.concept === 'fullName')) continue;
    const [only] = given;
    const text = only?.value.value.trim().replace(/\s+/g, ' ') ?? '';
    if (only && text.includes(' ') && WRITTEN_NAME.test(text)) only.concept = 'fullName';
  }
}

/**
 * "Dirección de la empresa", then "CP" and "Localidad" under one title: an address whose street
 * line its label gives a block, and whose other parts it does not, is all of that block. Only
 * where the title names no block and the group holds no other street line.
 */
function addressesLabelledOnce(read: ReadValue[]): void {
  const byGroup = new Map<string, ReadValue[]>();
  for (const r of read)
    if (r.scope.person === null && r.concept !== null && scopeKindOf(r.concept) === 'place')
      byGroup.set(r.value.group, [...(byGroup.get(r.value.group) ?? []), r]);
  for (const parts of byGroup.values()) {
    const streets = parts.filter((r) => r.concept === 'streetAddress' || r.concept === 'addressLine1');
    const block = streets[0]?.scope.block;
    if (streets.length !== 1 || !block) continue;
    if (parts.some((r) => r.scope.block !== null && r.scope.block !== block)) continue;
    for (const r of parts) if (r.scope.block === null) r.scope = { ...r.scope, block };
  }
}

/** Kinds of people a template may hold several of, each under its own title ("Carmen (hija)", "Pablo (hijo)"). */
const COUNTABLE: ReadonlySet<PersonKind> = new Set(['child', 'reference', 'emergency', 'guarantor', 'parent']);

/**
 * Two titles or more about people of one kind, none numbered, each naming someone else ("Carmen
 * (hija)", "Pablo (hijo)"): the first, second… of that kind, in template order, as "Kind 1" and
 * "Kind 2" would be. A title that names no one ("Kids' school") is left as it is.
 */
function numberNamedPeople(read: ReadValue[]): void {
  const titles = new Map<string, Map<string, ReadValue[]>>();
  for (const r of read) {
    const { person, role, of } = r.scope;
    if (!person || !COUNTABLE.has(person)) continue;
    const kind = `${person}|${role ?? ''}|${of ?? ''}`;
    const byTitle = titles.get(kind) ?? new Map<string, ReadValue[]>();
    byTitle.set(r.value.group, [...(byTitle.get(r.value.group) ?? []), r]);
    titles.set(kind, byTitle);
  }
  for (const byTitle of titles.values()) {
    const groups = [...byTitle.values()];
    if (groups.length < 2 || groups.some((g) => g.some((r) => r.scope.index !== null))) continue;
    const named = groups.filter((g) => givenNameOf(g) !== '');
    if (named.length < 2 || new Set(named.map(givenNameOf)).size < named.length) continue;
    named.forEach((g, i) => {
      for (const r of g) r.scope = { ...r.scope, index: i + 1 };
    });
  }
}

/** The name among values about one person ('' when none names them): the first given name, else the full name. */
const nameOf = (values: readonly ReadValue[]) =>
  (values.find((r) => r.concept === 'givenName') ?? values.find((r) => r.concept === 'fullName'))?.value.value.trim() ??
  '';

/** The first given name among values about one person ('' when none names them). */
const givenNameOf = (values: readonly ReadValue[]) => normalizeText(nameOf(values).split(/\s+/)[0] ?? '');

/** A company's legal form at the end of its name ("Vermeulen Renovaties BV", "Basler & Hofmann AG"). */
const LEGAL_FORM =
  /\b(bv|nv|bvba|srl|sprl|vof|cv|gmbh|ag|kg|ohg|ug|sa|sas|sarl|sl|slu|spa|s\.?p\.?a|s\.?r\.?l|ltd|llc|inc|plc|lda|ltda|eireli|me|corp|co)\.?$/i;

/** Below this age a person in a template is a child (of the adult whose template it is). */
const ADULT_AGE = 18;

/**
 * A family's template: a group of the user's values that holds another first name and a date of
 * birth under 18 ("Elias", born 2017, beside "Ich: Martina Huber") is a child's, not the user's. Only
 * when another group names an adult and the template names no child already; several such groups
 * are children 1, 2… in template order.
 */
export function minorsAsChildren(read: ReadValue[], now: Date = new Date()): void {
  if (read.some((r) => r.scope.person === 'child')) return;
  const groups = new Map<string, ReadValue[]>();
  for (const r of read)
    if (r.scope.person === null) groups.set(r.value.group, [...(groups.get(r.value.group) ?? []), r]);
  const firstName = givenNameOf;
  const minor = (values: ReadValue[]) => {
    const born = values.find((r) => r.concept === 'birthDate');
    const date = born ? parseDate(born.value.value, { dayFirst: true }) : null;
    if (!date) return false;
    const age = differenceInYears(now, new Date(date.year, date.month - 1, date.day));
    return age >= 0 && age < ADULT_AGE;
  };
  const named = [...groups.values()].filter((values) => firstName(values) !== '');
  const minors = named.filter(minor);
  const adults = named.filter((values) => !minor(values));
  if (minors.length === 0 || adults.length === 0) return;
  if (minors.some((m) => adults.some((a) => firstName(a) === firstName(m)))) return;
  minors.forEach((values, i) => {
    for (const r of values) r.scope = { ...r.scope, person: 'child', index: minors.length > 1 ? i + 1 : null };
  });
}

/**
 * Groups about someone the template names but gives no role the matcher knows ("Bram (werkman)",
 * "Anita"): a group of the user's values whose name is not the user's (the first named group's)
 * is that someone's, never the user's. Several are others 1, 2… in template order. A group about
 * a company (its name is the company's) or a block (an address) is no one.
 */
export function namedOthers(read: ReadValue[], locales: readonly LocaleRules[]): void {
  const groups = new Map<string, ReadValue[]>();
  for (const r of read)
    if (r.scope.person === null) groups.set(r.value.group, [...(groups.get(r.value.group) ?? []), r]);
  const named = [...groups].filter(
    ([title, values]) =>
      title.trim() !== '' &&
      givenNameOf(values) !== '' &&
      !LEGAL_FORM.test(nameOf(values)) &&
      !namesCompany(title, locales) &&
      blocksInText(title, locales).length === 0,
  );
  const [user, ...rest] = named;
  if (!user) return;
  const own = givenNameOf(user[1]);
  const others = rest.filter(([, values]) => givenNameOf(values) !== own);
  // "Frau", "Mijn man": a title that only says wife or husband is the spouse (when no other is).
  const spouse =
    !read.some((r) => r.scope.person === 'spouse') && others.filter(([title]) => sexOfSpouseWord(title)).length === 1
      ? others.find(([title]) => sexOfSpouseWord(title))
      : undefined;
  const rests = others.filter((group) => group !== spouse);
  for (const r of spouse?.[1] ?? []) r.scope = { ...r.scope, person: 'spouse', index: null };
  rests.forEach(([, values], i) => {
    for (const r of values) r.scope = { ...r.scope, person: 'other', index: rests.length > 1 ? i + 1 : null };
  });
}

/** Labels of this many words at most can be a person's title alone ("Médecin de famille", "Referee 1"). */
const PERSON_LABEL_WORDS = 3;
/** A person's name as people write it: capitalised words, with particles and an honorific ("Dr. Anjali Rao", "Luca De Simone"). */
const WRITTEN_NAME =
  /^(?:\p{Lu}[\p{L}'’-]*\.? )?\p{Lu}[\p{L}'’-]*(?: (?:(?:van|von|de|den|der|da|di|del|della|dos|das|du|le|la|ten|ter|zu|vom|y|e) )*\p{Lu}[\p{L}'’-]*){1,3}$/u;

/** Whether a value's label names nothing but a person ("Referee 1", "Papà", "Médecin de famille"). */
export function labelsOnlyPerson(value: TemplateValue, locales: readonly LocaleRules[]): boolean {
  const label = words(value.label);
  if (!label || label.split(' ').length > PERSON_LABEL_WORDS || !personInText(label, locales)) return false;
  return conceptsInText(value.label, locales).length === 0;
}

/**
 * The name a value holds whose label names only someone the matcher has no role for ("Landlord:
 * Marc Dubé", "Landlord: Helen Kowalczyk (owner)", without what its brackets add), or null.
 */
export function otherPersonName(value: TemplateValue, locales: readonly LocaleRules[]): string | null {
  const name = (withoutBrackets(value.value) || value.value).trim().replace(/\s+/g, ' ');
  return labelsOnlyPerson(value, locales) && WRITTEN_NAME.test(name) ? name : null;
}

/** How a template's people write their names: Spanish has two family names ("Ignacio Fuentes Parra"). */
export interface NameCustom {
  twoSurnames?: boolean;
}

function splitName(
  full: string,
  custom: NameCustom = {},
): { given?: string; middle?: string; family?: string; honorific?: string } {
  let rest = full.trim();
  const honorific = HONORIFIC_PREFIX.exec(rest)?.[1];
  if (honorific) rest = rest.replace(HONORIFIC_PREFIX, '');
  const parts = rest.split(/\s+/).filter(Boolean);
  // One word ("Lefèvre" under a bare "Nom") or a name that begins with its particle ("Van den
  // Broeck") is no first and last name: which part it is cannot be told, so neither is derived.
  if (parts.length < 2 || PARTICLES.has((parts[0] ?? '').toLowerCase())) return { honorific };
  // "Maxime Van den Broeck", "Ludwig van Beethoven": the particles start the family name.
  const particle = parts.findIndex((p, i) => i > 0 && i < parts.length - 1 && PARTICLES.has(p.toLowerCase()));
  if (particle > 0) {
    return {
      honorific,
      given: parts[0],
      middle: particle > 1 ? parts.slice(1, particle).join(' ') : undefined,
      family: parts.slice(particle).join(' '),
    };
  }
  // "Rosa María Ríos Lozano": four names are two given names and two family names.
  if (parts.length === 4) return { honorific, given: parts.slice(0, 2).join(' '), family: parts.slice(2).join(' ') };
  // "Ignacio Fuentes Parra" in Spanish: one given name and two family names.
  if (parts.length === 3 && custom.twoSurnames) return { honorific, given: parts[0], family: parts.slice(1).join(' ') };
  return {
    honorific,
    given: parts[0],
    family: parts[parts.length - 1],
    middle: parts.length > 2 ? parts.slice(1, -1).join(' ') : undefined,
  };
}

/** Words that begin a family name: van, von, de, den, der, da, di, del, della, dos, du, le, la, ten, ter, el, al, ben. */
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'den',
  'der',
  'da',
  'di',
  'del',
  'della',
  'dos',
  'das',
  'du',
  'le',
  'la',
  'ten',
  'ter',
  'zu',
  'vom',
  // "Youssef El Amrani", "Omar Ben Salah", "Layla Al Haddad".
  'el',
  'al',
  'ben',
  'bin',
  'abu',
  'ibn',
]);

/**
 * A family name's parts, for forms that ask them apart: the particles in front ("van der" of
 * "van der Berg", Dutch forms' tussenvoegsel; a template that holds them apart gets them put back
 * in front of the family name) and the two family names of Spanish names ("Fernández Ortega").
 */
function splitFamilyName(profile: Profile): void {
  const prefix = profile.familyNamePrefix;
  const family = profile.familyName ?? '';
  if (prefix && !family.toLowerCase().startsWith(`${prefix.toLowerCase()} `))
    profile.familyName = `${prefix} ${family}`;
  const parts = (profile.familyName ?? '').split(/\s+/).filter(Boolean);
  let lead = 0;
  while (lead < parts.length - 1 && PARTICLES.has((parts[lead] ?? '').toLowerCase())) lead++;
  if (lead > 0) {
    profile.familyNamePrefix ??= parts.slice(0, lead).join(' ');
    return;
  }
  if (parts.length === 2) {
    profile.firstSurname ??= parts[0];
    profile.secondSurname ??= parts[1];
  } else if (parts.length === 1) profile.firstSurname ??= parts[0];
}

/** The family name without the particles in front, when the form asks for them apart ("Berg"). */
export function familyNameCore(profile: Profile): string | undefined {
  const { familyName, familyNamePrefix } = profile;
  if (!familyName || !familyNamePrefix) return familyName;
  return familyName.slice(familyNamePrefix.length).trim() || familyName;
}

/**
 * A whole address on one line ("Isestraße 61, 20149 Hamburg", "12 Main St, Springfield, IL
 * 62704"): its street line, postcode and town, when a segment holds a postcode.
 */
function splitOneLineAddress(
  text: string,
): { street: string; postalCode?: string; city?: string; state?: string } | null {
  const segments = text.split(/\s*[\n,]\s*/).filter(Boolean);
  if (segments.length < 2) return null;
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i] ?? '';
    // "20149 Hamburg", "H3B 1A2", "IL 62704", "SW1A 1AA London"
    const europe = /^(\d{4,5}|\d{4} ?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\s+(\D.+)$/.exec(segment);
    if (europe?.[1] && europe[2])
      return { street: segments.slice(0, i).join(', '), postalCode: europe[1], city: europe[2] };
    // A postcode alone on its line, the town on the line before ("Manchester\nM20 3BX").
    const alone = /^(\d{4,5}|\d{4} ?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/i.exec(segment);
    if (alone?.[1] && i >= 2)
      return { street: segments.slice(0, i - 1).join(', '), postalCode: alone[1], city: segments[i - 1] };
    // "Ottawa ON K2C 3W7", "Bondi Junction NSW 2022": the town, its state and the postcode in one segment.
    const townStateCode = /^(\D+?)\s+([A-Z]{2,3})\s+(\d{4,5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/.exec(segment);
    if (townStateCode?.[1] && townStateCode[2] && townStateCode[3])
      return {
        street: segments.slice(0, i).join(', '),
        postalCode: townStateCode[3],
        city: townStateCode[1],
        state: townStateCode[2],
      };
    const american = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/.exec(segment);
    if (american?.[2] && i >= 2)
      return {
        street: segments.slice(0, i - 1).join(', '),
        postalCode: american[2],
        city: segments[i - 1],
        state: american[1],
      };
  }
  return null;
}

/** What starts a line naming a flat or unit rather than a street ("Flat 3", "Apt 4B", "Unit 12"). */
const UNIT_LINE =
  /^(apt|apartment|suite|ste|unit|flat|floor|fl|building|bldg|room|#|etage|stock|piso|bus|app|appartement)\b/i;

/** A postcode (digits, maybe a country letter or two letters after: "1012 AB") and then a town. */
const POSTCODE_THEN_TOWN = /^((?:[A-Z]{1,2}-)?\d{4,5}(?: ?[A-Z]{2}(?=\s))?)\s+(\p{L}.*)$/u;

/** Words for a flat, a box or a staircase written after a house number ("bte 2", "int. 5", "Top 7", "Tür 3"). */
const FLAT_WORDS = 'bte|boite|boîte|bus|int|interno|scala|top|tür|tuer|whg|apto|apt|piso|pta|puerta|esc|appt';
/** A house number, maybe with its flat after it ("48", "12b", "48 int. 5"). */
const NUMBER_THEN_FLAT = new RegExp(`^\\d+[a-zA-Z]?(\\s+(${FLAT_WORDS})\\.?\\s*\\d+\\w*)?$`, 'i');
/** A street line ending in its house number and the flat after it: the line, and the flat. */
const FLAT_AFTER_NUMBER = new RegExp(`^(.*\\d[a-zA-Z]?)\\s+((?:${FLAT_WORDS})\\.?\\s*\\d+\\w*)$`, 'i');

/** "221 Market Street, Suite 400" → line 1 and line 2. */
function splitStreet(street: string): { line1: string; line2?: string } {
  const lines = street.split(/\s*[\n,]\s*/).filter(Boolean);
  // "4520, rue Saint-Denis": a number alone is the start of the street line, kept as written.
  if (lines.length >= 2 && /^\d+[a-zA-Z]?$/.test(lines[0] ?? '')) lines.splice(0, 2, `${lines[0]}, ${lines[1]}`);
  // "Rua Padre Anchieta, 1287", "Via Padova, 118", "Via del Pratello, 48 int. 5": a number after the
  // street (with the flat's after it) is its house number.
  else if (lines.length >= 2 && NUMBER_THEN_FLAT.test(lines[1] ?? '')) lines.splice(0, 2, `${lines[0]}, ${lines[1]}`);
  if (lines.length >= 2 && UNIT_LINE.test(lines[1] ?? ''))
    return { line1: lines[0] ?? street, line2: lines.slice(1).join(', ') };
  // "5-1127 Prince of Wales Dr" (Canada): unit 5 of number 1127; "12-14 High St" stays a range.
  const unitCivic = /^(\w{1,4})-(\d{3,}\s+\D.*)$/.exec(lines[0] ?? '');
  if (unitCivic?.[1] && unitCivic[2])
    return { line1: [unitCivic[2], ...lines.slice(1)].join(', '), line2: unitCivic[1] };
  // "Unit 12, 48 Railway Parade": the unit before the street is part of its line, never all of it.
  if (lines.length >= 2 && UNIT_LINE.test(lines[0] ?? '')) return { line1: lines.join(', ') };
  const inline = /^(.*?)\s+((?:apt|apartment|suite|ste|unit|#)\.?\s*\S+)$/i.exec(street.trim());
  if (inline?.[1] && inline[2]) return { line1: inline[1], line2: inline[2] };
  // "Rue des Glycines 27 bte 2", "Kerkstraat 12 bus 3", "Via del Pratello, 48 int. 5", "Hauptstraße
  // 4 Top 7": the flat or box after the house number.
  const box = FLAT_AFTER_NUMBER.exec(lines[0] ?? '');
  if (box?.[1] && box[2]) return { line1: [box[1], ...lines.slice(1)].join(', '), line2: box[2] };
  return { line1: lines[0] ?? street };
}

/** "Keizersgracht 123a" → street name, number and its letter; "12 rue de la Paix" → name and number. */
function splitHouseNumber(line: string): { name: string; number: string; suffix?: string; unit?: string } | null {
  // "14/27 Marsden Street" (Australia, New Zealand): number 27 of the street, unit 14 in it.
  const slashed = /^(\w{1,4})\/(\d+)([a-zA-Z])?\s+(\D.*)$/.exec(line.trim());
  if (slashed?.[1] && slashed[2] && slashed[4])
    return { name: slashed[4], number: slashed[2], suffix: slashed[3], unit: slashed[1] };
  // "Flat 3, 51 Hyde Park Road": the street's number is the one after the flat's.
  const unit = /^[^,]+,\s*(.+)$/.exec(line.trim());
  if (unit?.[1] && UNIT_LINE.test(line.trim())) return splitHouseNumber(unit[1]);
  const after = /^(\D+?)\s+(\d+)\s*([a-zA-Z]{1,2}\b|[-/]\s*\w+)?$/.exec(line.trim());
  if (after?.[1] && after[2])
    return { name: after[1].replace(/,$/, ''), number: after[2], suffix: after[3]?.replace(/^[-/\s]+/, '') };
  const before = /^(\d+)\s*([a-zA-Z](?=\s))?,?\s+(\D.*)$/.exec(line.trim());
  if (before?.[1] && before[3]) return { name: before[3], number: before[1], suffix: before[2] };
  return null;
}

/**
 * The profile of some template values (one person, one block): every value it has a concept
 * for, plus what can be derived — first/middle/last from a full name and back, initials, line
 * 1/2 from a street and back, the street's name and house number, phone parts.
 */
export function buildProfile(values: ReadValue[], defaults: { country?: string } & NameCustom = {}): Profile {
  const profile: Profile = {};
  for (const { value, concept } of values) {
    if (!concept || profile[concept] !== undefined) continue;
    profile[concept] = value.value.trim();
  }
  // "Prénom: Maxime" and "Nom: Van den Broeck": a bare "name" beside a first name is the family name.
  if (profile.givenName && profile.fullName && !profile.familyName && !profile.fullName.startsWith(profile.givenName)) {
    profile.familyName = profile.fullName;
    profile.fullName = `${profile.givenName} ${profile.familyName}`;
  }
  // "Primer apellido: Navarro" and "Segundo apellido: Ibáñez" held apart: the family name is both.
  if (!profile.familyName && profile.firstSurname)
    profile.familyName = [profile.firstSurname, profile.secondSurname].filter(Boolean).join(' ');
  // "Nombres: Camila Andrea" and "Apellidos: Restrepo Gómez": a bare "name" beside a family name
  // it does not hold is the given names.
  if (profile.familyName && profile.fullName && !profile.givenName && !profile.fullName.includes(profile.familyName)) {
    profile.givenName = profile.fullName;
    profile.fullName = `${profile.givenName} ${profile.familyName}`;
  }
  if (profile.fullName) {
    const split = splitName(profile.fullName, defaults);
    profile.givenName ??= split.given;
    profile.familyName ??= split.family;
    profile.middleName ??= split.middle;
    profile.honorific ??= split.honorific;
  }
  if (!profile.fullName && profile.givenName && profile.familyName) {
    profile.fullName = [profile.givenName, profile.middleName, profile.familyName].filter(Boolean).join(' ');
  }
  // What a person goes by is their first given name unless the template says otherwise; a name at
  // birth is the family name unless the template holds another.
  if (profile.givenName) profile.preferredName ??= profile.givenName.split(/\s+/)[0];
  if (profile.familyName) profile.birthFamilyName ??= profile.familyName;
  if (profile.familyName) splitFamilyName(profile);
  // "Geslacht: man" answers "Aanhef: Dhr." (Ms for a woman: it says nothing of marriage).
  if (!profile.honorific && profile.sex) {
    const sex = sexKind(profile.sex);
    if (sex === 'male') profile.honorific = 'Mr';
    if (sex === 'female') profile.honorific = 'Ms';
  }
  if (profile.middleName && !profile.middleInitial) profile.middleInitial = profile.middleName.charAt(0).toUpperCase();
  if (profile.givenName && !profile.initials) {
    profile.initials = [...profile.givenName.split(/\s+/), ...(profile.middleName ?? '').split(/\s+/)]
      .filter(Boolean)
      .map((n) => `${n.charAt(0).toUpperCase()}.`)
      .join('');
  }
  if (profile.streetAddress && !profile.postalCode && !profile.city) {
    const whole = splitOneLineAddress(profile.streetAddress);
    if (whole) {
      profile.streetAddress = whole.street;
      profile.postalCode = whole.postalCode;
      profile.city = whole.city;
      if (whole.state) profile.state ??= whole.state;
      // "12 Wilmslow Road, Didsbury": the lines after the first are line 2.
      const [first, ...rest] = whole.street.split(', ');
      if (
        first &&
        rest.length > 0 &&
        !UNIT_LINE.test(first) &&
        !/^\d+[a-zA-Z]?$/.test(first) &&
        !/^\d+[a-zA-Z]?$/.test(rest[0] ?? '')
      ) {
        profile.addressLine1 ??= first;
        profile.addressLine2 ??= rest.join(', ');
      }
    }
  }
  if (profile.streetAddress && !profile.addressLine1) {
    const split = splitStreet(profile.streetAddress);
    profile.addressLine1 = split.line1;
    profile.addressLine2 ??= split.line2;
  }
  if (!profile.streetAddress && profile.addressLine1) {
    profile.streetAddress = [profile.addressLine1, profile.addressLine2].filter(Boolean).join(', ');
  }
  const line1 = profile.addressLine1 ?? profile.streetName;
  if (line1 && !profile.houseNumber) {
    const split = splitHouseNumber(line1);
    if (split) {
      profile.streetName ??= split.name;
      profile.houseNumber = split.number;
      if (split.suffix) profile.houseNumberSuffix ??= split.suffix;
      if (split.unit) profile.addressLine2 ??= split.unit;
    }
  }
  // "Logradouro: Rua Fradique Coutinho" beside "Número: 1120": a line without its number is the street's name.
  if (line1 && profile.houseNumber && !profile.streetName && !splitHouseNumber(line1) && !/\d/.test(line1))
    profile.streetName = line1;
  if (profile.streetName && profile.houseNumber && !profile.streetAddress) {
    profile.streetAddress = `${profile.streetName} ${profile.houseNumber}${profile.houseNumberSuffix ?? ''}`;
    profile.addressLine1 ??= profile.streetAddress;
  }
  // "9032 Wondelgem", "1012 AB Amsterdam", "D-10115 Berlin": a postcode and its town in one value.
  const together = profile.postalCodeCity ? POSTCODE_THEN_TOWN.exec(profile.postalCodeCity.trim()) : null;
  if (together?.[1] && together[2] && !profile.postalCode && !profile.city) {
    profile.postalCode = together[1];
    profile.city = together[2];
  }
  if (profile.postalCode && profile.city && !profile.postalCodeCity)
    profile.postalCodeCity = `${profile.postalCode} ${profile.city}`;
  if (profile.tel) Object.assign(profile, phoneParts(profile.tel, profile.country ?? defaults.country));
  return profile;
}

/** Country code, area code, exchange, line number and the national number of a phone. */
/**
 * Whether a number is a mobile or a landline, as the numbering plan of its country says (full
 * metadata); null when the plan does not tell (North America, an unknown number).
 */
export function phoneLine(tel: string, country?: string): 'mobile' | 'landline' | null {
  const region = (country && countryCode(country)) || 'US';
  const type = parseFullPhoneNumber(tel, region as 'US')?.getType();
  return type === 'MOBILE' ? 'mobile' : type === 'FIXED_LINE' ? 'landline' : null;
}

export function phoneParts(tel: string, country?: string): Profile {
  const region = (country && countryCode(country)) || 'US';
  const phone = parsePhoneNumberFromString(tel, region as 'US');
  if (!phone) return {};
  const national = String(phone.nationalNumber);
  const parts: Profile = { telCountryCode: `+${phone.countryCallingCode}`, telLocal: national };
  // A country-code list may name countries ("Canada +1"): the number's country.
  if (phone.country) parts.telCountry = phone.country;
  if (phone.countryCallingCode === '1' && national.length === 10) {
    parts.telAreaCode = national.slice(0, 3);
    parts.telPrefix = national.slice(3, 6);
    parts.telSuffix = national.slice(6);
    parts.telNumber = national.slice(3);
  } else {
    // An area code as the country writes it apart: "(11) 98765-4321", "0711 6543210".
    const written = phone.formatNational();
    const split = /^\((\d{1,4})\) ?(\S.*)$/.exec(written) ?? /^(0\d{1,4}) (\d[\d-]*)$/.exec(written);
    if (split?.[1] && split[2]) {
      parts.telAreaCode = split[1];
      parts.telNumber = split[2];
    }
  }
  return parts;
}

/** Profiles of a template, one per person and block that its values speak of. */
export class Profiles {
  private readonly byKey = new Map<string, Profile>();
  private readonly groups = new Map<string, ReadValue[]>();

  /** The user's country, for reading phones of blocks that do not name one. */
  private readonly country: string | undefined;

  constructor(
    readonly values: ReadValue[],
    private readonly custom: NameCustom = {},
    pageCountry?: string,
  ) {
    // A phone written nationally is read in the user's country, else in the page's.
    this.country = values.find((v) => v.concept === 'country' && v.scope.person === null)?.value.value ?? pageCountry;
    for (const read of values) {
      // Someone else's parent ("Mãe dela"): no profile answers for them.
      if (read.scope.of) continue;
      const keys = [Profiles.key(read.scope.person, read.scope.index, read.scope.block)];
      // "Mum (my guarantor)": her values answer the guarantor's fields too.
      if (read.scope.as) keys.push(Profiles.key(read.scope.as, null, read.scope.block));
      for (const key of keys) {
        const list = this.groups.get(key) ?? [];
        list.push(read);
        this.groups.set(key, list);
      }
    }
  }

  static key(person: string | null, index: number | null, block: BlockKind | null): string {
    // A co-applicant is the second person, numbered or not.
    const n = index ?? (person === 'coApplicant' ? 2 : 1);
    return `${person ?? 'self'}#${person ? n : ''}|${block ?? ''}`;
  }

  /**
   * The profile of one person (null: the user) in one block (null: none named), or undefined when
   * the template says nothing there. A parent's role ("father") leaves out the other parent's values.
   */
  get(person: string | null, index: number | null, block: BlockKind | null, role?: ParentRole): Profile | undefined {
    const key = Profiles.key(person, index, block);
    const list = this.groups.get(key);
    if (!list) return undefined;
    const mine = role ? list.filter((v) => !v.scope.role || v.scope.role === role) : list;
    if (mine.length === 0) return undefined;
    const cacheKey = `${key}|${role && mine.length < list.length ? role : ''}`;
    let profile = this.byKey.get(cacheKey);
    if (!profile) {
      profile = buildProfile(mine, { country: this.country, ...this.custom });
      this.byKey.set(cacheKey, profile);
    }
    return profile;
  }

  /** The profile of some values of the template (a role's: "Guest name", "Guest mobile"). */
  build(values: ReadValue[]): Profile {
    return buildProfile(values, { country: this.country, ...this.custom });
  }

  /** The values of one concept in one person's block, as the template lists them. */
  valuesOf(
    person: string | null,
    index: number | null,
    block: BlockKind | null,
    concept: Concept,
    role?: ParentRole,
  ): ReadValue[] {
    return (this.groups.get(Profiles.key(person, index, block)) ?? []).filter(
      (v) => v.concept === concept && (!role || !v.scope.role || v.scope.role === role),
    );
  }

  /** The blocks the user's own values name (besides none). */
  selfBlocks(): BlockKind[] {
    return [
      ...new Set(
        this.values.filter((v) => v.scope.person === null && v.scope.block).map((v) => v.scope.block as BlockKind),
      ),
    ];
  }
}
