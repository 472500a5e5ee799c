import {
  asksAllGivenNames,
  asksNumberOnly,
  type BlockKind,
  type Concept,
  conceptsInText,
  honorificVariants,
  LOCALES,
  type LocaleRules,
  languageOf,
  normalizeText,
  parseDate,
  pickOption,
  plainNumber,
  scopeKindOf,
  sexAsHonorifics,
  sexVariants,
  timeframeInText,
  wantsCommaSeparatedNames,
  words,
} from '@filldeck/fill-rules';
import { countryCode, countryVariants, nationalityVariants, regionVariants } from '@filldeck/fill-rules/places';
import type { PageField } from '@filldeck/shared';
import { ADDRESS_PARTS } from './address-units.ts';
import { ASKS_BOTH } from './classify-page-field.ts';
import { fieldText } from './label-match.ts';
import {
  familyNameCore,
  namesCompany,
  type Profile,
  type Profiles,
  phoneLine,
  phoneParts,
  type ReadValue,
} from './profile.ts';
import { FLEXIBLE_BLOCKS, type Scope } from './scope.ts';
import { similarity } from './similarity.ts';

const MONTHS = LOCALES.en?.months ?? [];

/** A date's day, month or year as selects list them: 8 and 08; 3, 03, March and Mar (and the page's month name). */
function datePartVariants(
  part: Concept,
  date: string | undefined,
  locales: readonly LocaleRules[],
  dayFirst: boolean,
): string[] {
  const parts = date ? parseDate(date, { dayFirst }) : null;
  if (!parts) return [];
  const pad = (n: number) => String(n).padStart(2, '0');
  if (part === 'birthYear') return [String(parts.year)];
  if (part === 'birthDay') return [String(parts.day), pad(parts.day)];
  const names = [...locales.map((l) => l.months[parts.month - 1] ?? ''), MONTHS[parts.month - 1] ?? ''].filter(Boolean);
  return [pad(parts.month), String(parts.month), ...names, ...names.map((n) => n.slice(0, 3))];
}

/** What the page asks for besides: parts asked apart change what a field's whole holds. */
export type PageAsks = ReadonlySet<Concept | null>;

/** The ways of writing a concept's value, best first, as a control may want them. */
export function variantsOf(
  concept: Concept,
  profile: Profile,
  page: readonly LocaleRules[],
  lang: string,
  dayFirst: boolean,
  asks: PageAsks,
): string[] {
  if (concept === 'birthDay' || concept === 'birthMonth' || concept === 'birthYear') {
    return datePartVariants(concept, profile.birthDate, page, dayFirst);
  }
  const value = profile[concept];
  if (value === undefined) return [];
  switch (concept) {
    // "Achternaam" beside a "Tussenvoegsel" box: the name without "van der".
    case 'familyName':
      return asks.has('familyNamePrefix') ? [familyNameCore(profile) ?? value] : [value];
    // "Street number and name" beside an "Apartment / unit" box: the street line without the unit.
    case 'streetAddress':
      return asks.has('addressLine2') && profile.addressLine1 && profile.addressLine2
        ? [profile.addressLine1, value]
        : [value];
    // "87b" in a house number box, unless the page asks for the letter apart.
    case 'houseNumber':
      return !asks.has('houseNumberSuffix') && profile.houseNumberSuffix
        ? [`${value}${profile.houseNumberSuffix}`, value]
        : [value];
    // "Milano (MI)" is "Milano" where the page asks for the province apart.
    case 'city':
      return asks.has('state') ? [withoutRegion(value)] : [value];
    case 'state':
      return regionVariants(value, profile.country);
    case 'birthPlace':
      return [asks.has('state') ? withoutRegion(value) : value];
    case 'country':
      return countryVariants(value, lang);
    case 'nationality':
      return nationalityVariants(value, lang);
    case 'honorific':
      return honorificVariants(value);
    case 'sex':
      // "Sexo" offering "Sr." / "Sra.": the person's honorific of that sex after the sex's own words.
      return [...new Set([...sexVariants(value), ...sexAsHonorifics(value, profile.honorific)])];
    case 'tel':
      return [value, profile.telLocal ?? value, (profile.telLocal ?? value).replace(/\D/g, '')];
    case 'telCountryCode':
      return [value, value.replace('+', ''), ...(profile.telCountry ? countryVariants(profile.telCountry, lang) : [])];
    default:
      return [value];
  }
}

/** Languages whose names carry two surnames, the first of which a full name's middle word is. */
const TWO_SURNAMES: ReadonlySet<string> = new Set(['es', 'pt']);

/** A place without the region written after it in brackets: "Torino (TO)" → "Torino". */
const withoutRegion = (place: string) => place.replace(/\s*\([^()]{1,40}\)\s*$/, '') || place;

/** The profile with one concept's value replaced (and a phone's parts derived again). */
function withValue(profile: Profile, concept: Concept, value: string): Profile {
  const own: Profile = { ...profile, [concept]: value.trim() };
  return concept === 'tel' ? { ...own, ...phoneParts(value, profile.country) } : own;
}

const STRICT_BLOCKS: ReadonlySet<BlockKind> = new Set(['employer', 'previous', 'future', 'fax']);
/**
 * The blocks of the user's values that may answer a field, best first, by what the concept
 * belongs to (ConceptRow.scope): a person's name or email is the same in every block, an address
 * or company is the block's own, a job is the user's work.
 */
function blocksFor(concept: Concept, block: BlockKind | null, profiles: Profiles): Array<BlockKind | null> {
  const kind = scopeKindOf(concept);
  const own = profiles.selfBlocks();
  const flexibleOwn = own.filter((b) => FLEXIBLE_BLOCKS.includes(b));
  if (kind === 'none') return [null, ...own];
  // (An email asked beside the address moved to is the user's own.)
  if (block && STRICT_BLOCKS.has(block) && (block !== 'future' || kind === 'place')) {
    // The employer's phone or address, a fax, a previous address or the one moved to: only values said to be so.
    // The employer's name is the user's company.
    if (kind === 'work') return [block, 'work', null];
    // The employer's address and phone are where the user works: the template's work ones.
    if (block === 'employer' && (kind === 'place' || concept.startsWith('tel'))) return [block, 'work'];
    return [block];
  }
  // The user's work address is no home address; a work phone or email may be the one they have.
  if (block === 'work' && kind === 'place') return ['work', 'employer'];
  // A landline box is never given the mobile, nor a mobile box the landline.
  if (concept.startsWith('tel') && block === 'home') return ['home', null];
  if (concept.startsWith('tel') && block === 'mobile') return ['mobile', null];
  if (kind === 'person') {
    // A name or email is the user's in any block; a phone in a work block is the work phone.
    return [
      block,
      null,
      'mobile',
      'home',
      ...own.filter((b) => b !== block && (concept.startsWith('tel') ? b !== 'fax' : true)),
    ];
  }
  if (kind === 'work') {
    // A company asked in an address block the template answers with the user's home: the
    // employer is not at home ("Company (optional)" of a delivery address takes only its own).
    if (block && FLEXIBLE_BLOCKS.includes(block) && own.includes('home')) return [block];
    return block ? [block, null, 'work', 'employer'] : [null, 'work', 'employer'];
  }
  // Places: the block's own address, else the unscoped one; one named address serves every block,
  // and a shipping, billing or mailing block the template has no address for takes the home one.
  const single = flexibleOwn.length === 1 ? flexibleOwn : [];
  const placeBlock = block === 'mobile' ? null : block;
  if (placeBlock) {
    const home: BlockKind[] = FLEXIBLE_BLOCKS.includes(placeBlock) && own.includes('home') ? ['home'] : [];
    // Bills go where the user's letters go: a mailing address before the home one.
    const mailing: BlockKind[] = placeBlock === 'billing' && own.includes('mailing') ? ['mailing'] : [];
    return [placeBlock, null, ...single, ...mailing, ...home];
  }
  return [
    null,
    ...(flexibleOwn.length > 0 ? [flexibleOwn.includes('home') ? 'home' : (flexibleOwn[0] as BlockKind)] : []),
  ];
}

/** The country a page's `lang` names (`de-CH`), else its language's own (`de`: Germany), to read a phone without a country. */
const LANGUAGE_COUNTRY: Readonly<Record<string, string>> = {
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  pt: 'PT',
};
export function countryOfLang(lang: string): string | undefined {
  const [language = '', region] = lang.toLowerCase().split(/[-_]/);
  return region && /^[a-z]{2}$/.test(region) ? region.toUpperCase() : LANGUAGE_COUNTRY[language];
}

/** Concepts whose values are an amount with a unit or currency ("78.000 € brutto", "168 cm"). */
const NUMERIC: ReadonlySet<Concept> = new Set(['salary', 'height', 'weight']);
/** A unit or currency named in brackets: "Körpergröße (cm)", "Salary (GBP, annual base)", "RAL (€)". */
const UNIT_IN_BRACKETS = /\([^()]*(?:\b(?:cm|kg|lbs?|eur|euro|gbp|usd|chf|cad|aud|brl|mxn)\b|[€£$])[^()]*\)/i;

/**
 * An amount for a box: its number alone where the box asks for one (a number input, a unit or
 * currency in the label's brackets, "bitte nur Zahlen", an example that is a bare number), else
 * as the template writes it, then the number alone (for a box too short for the words).
 */
function withPlainNumber(variants: string[], field: PageField, page: readonly LocaleRules[]): string[] {
  const number = plainNumber(variants[0] ?? '');
  if (number === null || number === variants[0]) return variants;
  const example =
    /(^|\s)\d{2,7}(\s|$|[.)])/.test(`${field.placeholder} ${field.hint}`) && !/\d[.,/:-]\d/.test(field.hint);
  const wantsNumber =
    field.type === 'number' ||
    UNIT_IN_BRACKETS.test(field.label) ||
    asksNumberOnly(`${field.label} ${field.hint} ${field.placeholder}`, page) ||
    example;
  return wantsNumber ? [number] : [...variants, number];
}

/**
 * Of several values of one concept, the one labelled most like the field; null when two different
 * values are labelled as much like it.
 */
function closestByLabel(same: ReadValue[], field: PageField, page: readonly LocaleRules[]): ReadValue | null {
  const text = fieldText(field);
  const asked = new Set(conceptsInText(text, page));
  // A select takes only a value one of its options can take ("Enfermeira", not a whole job description).
  const choosable = field.options.length > 0 ? same.filter((v) => pickOption(field.options, [v.value.value])) : same;
  const scored = (choosable.length > 0 ? choosable : same)
    .map((v) => ({
      v,
      score: similarity(v.value.label, text),
      // "Country of birth" names a concept "Town or city of birth" does not ask.
      extra: conceptsInText(v.value.label, page).some((c) => !asked.has(c)) ? 1 : 0,
    }))
    .sort((a, b) => b.score - a.score || a.extra - b.extra);
  const [first, second] = scored;
  if (!first) return null;
  // Two values labelled alike ("Email" of two people the template does not tell apart): the first.
  if (!second || second.score < first.score || second.extra > first.extra) return first.v;
  if (words(second.v.value.label) === words(first.v.value.label)) return first.v;
  return normalizeText(second.v.value.value) === normalizeText(first.v.value.value) ? first.v : null;
}

/**
 * Whether a place of birth fits the part the field asks: "Town or city of birth" never takes a
 * country ("Australia"), "Country of birth" never a town.
 */
function fitsPlacePart(concept: Concept, field: PageField, value: ReadValue, page: readonly LocaleRules[]): boolean {
  if (concept !== 'birthPlace') return true;
  const named = conceptsInText(field.label, page);
  const city = named.includes('city');
  if (city === named.includes('country')) return true;
  return city ? !countryCode(value.value.value) : countryPart(value.value.value) !== undefined;
}

/**
 * The one part of a place of birth a field asks, when it asks one: its country ("Country of
 * birth") or its region ("Prov. di nascita"), read from the place and written as the page lists it.
 */
function placePartAsked(
  field: PageField,
  page: readonly LocaleRules[],
  lang: string,
  country: string | undefined,
): { of: (place: string) => string | undefined; variants: (part: string) => string[] } | null {
  const named = conceptsInText(field.label, page);
  // "Town or city" under "Where were you born?": "Swansea" of "Swansea, Wales".
  if (named.includes('city')) return named.includes('country') ? null : { of: townPart, variants: (part) => [part] };
  if (named.includes('country')) return { of: countryPart, variants: (part) => countryVariants(part, lang) };
  if (named.includes('state')) return { of: regionPart, variants: (part) => regionVariants(part, country) };
  return null;
}

/** The town of a place, written first: "Swansea" of "Swansea, Wales", "Ottawa, ON", "Quimper (Finistère)". */
const townPart = (value: string): string => {
  const town = value.replace(/\s*\([^()]*\)\s*$/, '').trim();
  return town.split(',')[0]?.trim() || town;
};

/** The region a place names in brackets: "MO" of "Modena (MO)". */
const regionPart = (value: string): string | undefined => /\(([^()]{1,40})\)\s*$/.exec(value)?.[1]?.trim();

/** The country a place names: itself, or the last part of "Leeds, United Kingdom". */
function countryPart(value: string): string | undefined {
  if (countryCode(value)) return value.trim();
  const last = value.split(',').at(-1)?.trim() ?? '';
  return value.includes(',') && countryCode(last) ? last : undefined;
}

/** Whether a value's label says the other time than the field asks ("Expected salary" for "Current salary"). */
function opposedTimeframe(asked: 'current' | 'wished', label: string, page: readonly LocaleRules[]): boolean {
  const said = timeframeInText(label, page);
  return said !== null && said !== asked;
}

/** The variants of a concept's value for a field, from the profile of the field's person and block. */
export function conceptVariants(
  concept: Concept,
  scope: Scope,
  field: PageField,
  exact: ReadValue | undefined,
  profiles: Profiles,
  page: readonly LocaleRules[],
  lang: string,
  dayFirst: boolean,
  asks: PageAsks,
  otherPhone = false,
  noTownAsked = false,
): string[] {
  const blocks: Array<BlockKind | null> = scope.different
    ? scope.block || scope.person
      ? [scope.block]
      : []
    : scope.person
      ? // A previous landlord's phone is never the current one's.
        scope.block === 'previous'
        ? [scope.block]
        : [scope.block, null, ...(['mobile', 'home', 'work'] as BlockKind[])]
      : blocksFor(concept, scope.block, profiles);
  // An address asked for whose block's holds no such part ("Flat/Street" left unread): not another place's.
  let lacking: Profile | undefined;
  for (const block of [...new Set(blocks)]) {
    const profile = profiles.get(scope.person, scope.index, block, scope.role);
    if (!profile || (lacking && otherPlace(lacking, profile))) continue;
    // Of several values of the concept here ("Place of birth", "Country of birth"), the one
    // labelled most like the field; a value labelled exactly like it ("Work email") first.
    const all = profiles.valuesOf(scope.person, scope.index, block, concept, scope.role);
    // "Current salary" never takes the expected one, nor "RAL desiderata" the present one.
    const asked = timeframeInText(field.label, page);
    const fitting = all.filter(
      (v) => !(asked && opposedTimeframe(asked, v.value.label, page)) && fitsPlacePart(concept, field, v, page),
    );
    // "Prénoms" asks every given name: the template's "Prénoms (état civil)", not its "Prénom".
    const every = concept === 'givenName' && asksAllGivenNames(field.label);
    const allNames = every ? fitting.filter((v) => asksAllGivenNames(v.value.label)) : [];
    const same = allNames.length > 0 ? allNames : fitting;
    if (all.length > 0 && same.length === 0) continue;
    const exactHere = exact && exact.concept === concept && exact.scope.block === block ? exact : undefined;
    // A value labelled exactly like the field is its answer ("Nom": "Lefèvre"), unless the profile
    // holds a part split from it ("7 chemin des Vignes" of a whole address with postcode and town).
    const chosen =
      same.length <= 1
        ? same.length < all.length
          ? same[0]
          : exactHere && !exactHere.value.value.includes(profile[concept] ?? '\u0000')
            ? exactHere
            : undefined
        : (exactHere ?? closestByLabel(same, field, page));
    // Two different values labelled as much like the field ("Profession", "Role" for "Cargo"): neither.
    if (chosen === null) return [];
    const own =
      chosen && chosen.value.value.trim() !== profile[concept]
        ? withValue(profile, concept, chosen.value.value)
        : profile;
    // A landline box is not given a phone said to be neither when its numbering plan says it is a
    // mobile; nor a mobile box one its plan says is a landline when the page has another phone box
    // for it (a "Mobile" box alone may take the only phone there is: it is often the form's one phone).
    const mobileBox = scope.block === 'mobile' && otherPhone;
    const line =
      block === null && (scope.block === 'home' || mobileBox) && concept.startsWith('tel') && own.tel
        ? phoneLine(own.tel, own.country ?? countryOfLang(lang))
        : null;
    if (line === (scope.block === 'home' ? 'mobile' : 'landline')) continue;
    // "Country of birth" takes the country of a place of birth written "Leeds, United Kingdom";
    // "Prov. di nascita" the province of one written "Modena (MO)".
    const birthPart = concept === 'birthPlace' ? placePartAsked(field, page, lang, own.country) : null;
    const part = birthPart ? birthPart.of(own.birthPlace ?? '') : '';
    if (part === undefined) continue;
    const variants =
      part && birthPart ? birthPart.variants(part) : variantsOf(concept, own, page, lang, dayFirst, asks);
    // "Tous vos prénoms, séparés par une virgule": "Nathalie, Marie, Josette".
    if (
      every &&
      variants[0] &&
      !variants[0].includes(',') &&
      wantsCommaSeparatedNames(`${field.hint} ${field.placeholder}`)
    )
      return [variants[0].trim().split(/\s+/).join(', ')];
    // "Given name(s)" of someone whose middle names the template holds apart: every given name (not
    // where a name's middle word is a first surname: "Mariana Villaseñor Ortega").
    if (
      every &&
      allNames.length === 0 &&
      own.middleName &&
      own.givenName &&
      variants[0] === own.givenName &&
      !TWO_SURNAMES.has(languageOf(lang))
    )
      return [`${own.givenName} ${own.middleName}`];
    // "Role & company" (not "Fonction dans l'entreprise"): a job title the template writes without
    // its employer gets it after a comma.
    const both = concept === 'jobTitle' && field.options.length === 0 && ASKS_BOTH.test(field.label);
    const employer = both && variants[0] && namesCompany(field.label, page) ? own.organization : '';
    if (employer && variants[0] && !normalizeText(variants[0]).includes(normalizeText(employer)))
      return [`${variants[0]}, ${employer}`];
    // "Wohnort (Straße, Hausnr., PLZ, Ort)" in one box: the whole address.
    const whole =
      concept === 'streetAddress' && variants[0]
        ? wholeAddress(field, own, variants[0], page, lang, noTownAsked)
        : null;
    if (whole) return [whole];
    // "int. 5" in a box labelled "Interno", "Puerta 2" in "Puerta": the number the label's word leaves.
    const flat = concept === 'addressLine2' && variants[0] ? flatNumber(field, variants[0]) : null;
    if (flat) return [flat, ...variants];
    if (variants.length > 0) return NUMERIC.has(concept) ? withPlainNumber(variants, field, page) : variants;
    // An address here without this part: a later block's may give it only if it is the same place.
    if (scopeKindOf(concept) === 'place' && concept !== 'country' && holdsAddress(own)) lacking ??= own;
  }
  return [];
}

/** A flat written as a word and a number ("int. 5", "Top 7"): the number, when the field's label is that one word ("Interno"). */
function flatNumber(field: PageField, flat: string): string | null {
  const found = /^(\p{L}{2,})\.?\s*(\d+\w*)$/u.exec(flat.trim());
  const label = words(field.label).split(' ');
  if (!found?.[1] || !found[2] || label.length > 1) return null;
  const word = normalizeText(found[1]);
  return label.some((w) => w.length >= 3 && (w.startsWith(word) || word.startsWith(w))) ? found[2] : null;
}

/** Where the town goes in an address written on one line: after the postcode, except in English. */
const TOWN_FIRST: ReadonlySet<string> = new Set(['en']);

/**
 * The address written on one line for a box whose label names its street, postcode and town
 * ("Address (street, city, ZIP)", "Adresse (rue, code postal, ville)"), or of a person the page
 * asks no town or postcode for (`noTownAsked`: the partner's "Adresse Arbeitgeber"): as the page's language
 * writes it ("Lindenstraße 23, 34117 Kassel"; "12 Oak Road, Leeds, LS6 2AB"; "410 Elm St,
 * Austin, TX 78704"). Null when the label does not ask for it or the profile lacks a part.
 */
function wholeAddress(
  field: PageField,
  own: Profile,
  street: string,
  page: readonly LocaleRules[],
  lang: string,
  noTownAsked: boolean,
) {
  const named = conceptsInText(field.label, page);
  const asked = noTownAsked || (named.includes('postalCode') && named.includes('city'));
  if (!asked || !own.postalCode || !own.city) return null;
  if (normalizeText(street).includes(normalizeText(own.postalCode))) return null;
  if (!TOWN_FIRST.has(languageOf(lang))) return `${street}, ${own.postalCode} ${own.city}`;
  return `${street}, ${own.city}, ${own.state ? `${own.state} ` : ''}${own.postalCode}`;
}

const holdsAddress = (profile: Profile) => ADDRESS_PARTS.some((part) => profile[part]);
/** Two addresses that say different things of one part ("Bengaluru", "Coimbatore"): two places. */
const otherPlace = (a: Profile, b: Profile) =>
  ADDRESS_PARTS.some((part) => a[part] && b[part] && normalizeText(a[part] ?? '') !== normalizeText(b[part] ?? ''));
