/**
 * The concept registry: one row per thing a form field can ask for. A page field and a template
 * value are both classified into these; the matcher answers a field with the template's value of
 * the same concept (or one derived from others). Adding a concept is one row here, and its words
 * in each `locales/*.ts` file. The order is the classification order: most specific first.
 */
export interface ConceptRow {
  /** How it is written in rules and code. */
  id: string;
  /** HTML autocomplete tokens that name it (the strongest signal a page gives). */
  autocomplete?: readonly string[];
  /** The general concepts this one is a part of ("First name" refines "Name"). */
  refines?: readonly string[];
  /**
   * Whose or which block's it is: `person` (the same for every address block: a name, an email),
   * `place` (belongs to a block: shipping, billing, home, work…), `work` (the user's job: only a
   * work block or none), `none` (never scoped).
   */
  scope: 'person' | 'place' | 'work' | 'none';
  /** How it is derived and formatted, for people reading the registry. */
  derive?: string;
}

export const CONCEPT_ROWS = [
  { id: 'email', autocomplete: ['email'], scope: 'person' },
  {
    id: 'telCountryCode',
    autocomplete: ['tel-country-code'],
    refines: ['tel'],
    scope: 'person',
    derive: '+49 from the phone',
  },
  {
    id: 'telAreaCode',
    autocomplete: ['tel-area-code'],
    refines: ['tel'],
    scope: 'person',
    derive: 'North American area code',
  },
  {
    id: 'telCountry',
    refines: ['tel'],
    scope: 'person',
    derive: 'the country of the phone number, for lists of dialling codes by country',
  },
  { id: 'telPrefix', autocomplete: ['tel-local-prefix'], refines: ['tel'], scope: 'person' },
  { id: 'telSuffix', autocomplete: ['tel-local-suffix'], refines: ['tel'], scope: 'person' },
  {
    id: 'telLocal',
    autocomplete: ['tel-local', 'tel-national'],
    refines: ['tel'],
    scope: 'person',
    derive: 'national number',
  },
  { id: 'telNumber', refines: ['tel'], scope: 'person', derive: 'the number without its area code' },
  { id: 'tel', autocomplete: ['tel'], scope: 'person', derive: 'as written, national, digits' },
  { id: 'honorific', autocomplete: ['honorific-prefix'], scope: 'person', derive: 'Mr/Mrs/Ms… in the page language' },
  {
    id: 'middleInitial',
    refines: ['fullName', 'middleName'],
    scope: 'person',
    derive: 'first letter of the middle name',
  },
  { id: 'initials', refines: ['fullName'], scope: 'person', derive: 'J. A. from the given and middle names' },
  { id: 'middleName', autocomplete: ['additional-name'], refines: ['fullName'], scope: 'person' },
  {
    id: 'preferredName',
    refines: ['givenName', 'fullName'],
    scope: 'person',
    derive: 'the name the template says the person goes by, else the first given name',
  },
  {
    id: 'familyNamePrefix',
    refines: ['familyName', 'fullName'],
    scope: 'person',
    derive: 'the particles before a family name (van der, de), asked apart in Dutch forms',
  },
  {
    id: 'firstSurname',
    refines: ['familyName', 'fullName'],
    scope: 'person',
    derive: 'the first of two Spanish family names',
  },
  {
    id: 'secondSurname',
    refines: ['familyName', 'fullName'],
    scope: 'person',
    derive: 'the second of two Spanish family names',
  },
  {
    id: 'birthFamilyName',
    refines: ['familyName', 'fullName'],
    scope: 'person',
    derive: 'the template’s birth (maiden) name, else the family name',
  },
  {
    id: 'givenName',
    autocomplete: ['given-name'],
    refines: ['fullName'],
    scope: 'person',
    derive: 'first word of a full name',
  },
  {
    id: 'familyName',
    autocomplete: ['family-name'],
    refines: ['fullName'],
    scope: 'person',
    derive: 'last word of a full name',
  },
  { id: 'linkedin', scope: 'none' },
  { id: 'github', scope: 'none' },
  { id: 'url', autocomplete: ['url'], scope: 'none' },
  { id: 'birthPlace', scope: 'person' },
  { id: 'birthDate', autocomplete: ['bday'], scope: 'person', derive: 'in the format the field asks' },
  { id: 'sex', autocomplete: ['sex'], scope: 'person', derive: 'female/male in the page language' },
  { id: 'nationality', scope: 'person', derive: 'a country, as the page lists it' },
  { id: 'organization', autocomplete: ['organization'], scope: 'work' },
  { id: 'jobTitle', autocomplete: ['organization-title'], scope: 'work' },
  { id: 'houseNumberSuffix', refines: ['streetAddress'], scope: 'place', derive: 'the letter after a house number' },
  {
    id: 'houseNumber',
    refines: ['streetAddress', 'addressLine1'],
    scope: 'place',
    derive: 'the number of the street line',
  },
  { id: 'addressLine2', autocomplete: ['address-line2'], refines: ['streetAddress'], scope: 'place' },
  { id: 'addressLine1', autocomplete: ['address-line1'], refines: ['streetAddress'], scope: 'place' },
  {
    id: 'postalCodeCity',
    refines: ['postalCode', 'city'],
    scope: 'place',
    derive: 'postcode and town in one box: 50823 Köln',
  },
  { id: 'postalCode', autocomplete: ['postal-code'], scope: 'place' },
  { id: 'city', autocomplete: ['address-level2'], scope: 'place' },
  { id: 'state', autocomplete: ['address-level1'], scope: 'place', derive: 'code or name, as the page lists it' },
  { id: 'country', autocomplete: ['country', 'country-name'], scope: 'place', derive: 'code or name in any language' },
  { id: 'document', scope: 'none', derive: 'only from a template value labelled like the field' },
  { id: 'fullName', autocomplete: ['name'], scope: 'person', derive: 'given + middle + family' },
  {
    id: 'streetName',
    refines: ['streetAddress', 'addressLine1'],
    scope: 'place',
    derive: 'the street line without its number',
  },
  { id: 'streetAddress', autocomplete: ['street-address'], scope: 'place', derive: 'line 1 and 2 joined' },
  { id: 'birthDay', autocomplete: ['bday-day'], refines: ['birthDate'], scope: 'person' },
  { id: 'birthMonth', autocomplete: ['bday-month'], refines: ['birthDate'], scope: 'person' },
  { id: 'birthYear', autocomplete: ['bday-year'], refines: ['birthDate'], scope: 'person' },
  // Questions forms ask in every language: answered from the template's value of the same concept.
  { id: 'salary', scope: 'none', derive: 'a number or a range of the options' },
  { id: 'noticePeriod', scope: 'none' },
  { id: 'availableFrom', scope: 'none', derive: 'a date in the format the field asks' },
  { id: 'yearsOfExperience', scope: 'none', derive: 'a number or a range of the options' },
  { id: 'sponsorship', scope: 'none', derive: 'yes or no in the page language' },
  { id: 'workPermit', scope: 'none', derive: 'yes or no in the page language' },
  { id: 'height', scope: 'none' },
  { id: 'weight', scope: 'none' },
  { id: 'maritalStatus', scope: 'none' },
  { id: 'consent', scope: 'none', derive: 'ticked when the template asks to tick required agreements' },
  { id: 'marketing', scope: 'none', derive: 'cleared when the template asks to clear offers' },
] as const satisfies readonly ConceptRow[];

/** What a field holds; `never`: the matcher leaves it alone whatever the template holds. */
export type Concept = (typeof CONCEPT_ROWS)[number]['id'] | 'never';

export const CONCEPTS: ReadonlyMap<Concept, ConceptRow> = new Map(CONCEPT_ROWS.map((row) => [row.id, row]));

/** Autocomplete tokens that say "never fill this" (user names, extensions, a third address line). */
const NEVER_AUTOCOMPLETE = new Set(['username', 'nickname', 'tel-extension', 'address-line3']);

const BY_AUTOCOMPLETE = new Map<string, Concept>(
  CONCEPT_ROWS.flatMap((row) => ((row as ConceptRow).autocomplete ?? []).map((token) => [token, row.id] as const)),
);

/** The concept an autocomplete attribute names (its last known token), or null. */
export function conceptFromAutocomplete(autocomplete: string): Concept | null {
  for (const token of autocomplete.toLowerCase().split(/\s+/).reverse()) {
    if (NEVER_AUTOCOMPLETE.has(token)) return 'never';
    const concept = BY_AUTOCOMPLETE.get(token);
    if (concept) return concept;
  }
  return null;
}

/** Whether `specific` is a part of `general` ("First name" of "Name"). */
export function refines(specific: Concept | null, general: Concept): boolean {
  if (specific === null || specific === 'never') return false;
  const row = CONCEPTS.get(specific) as ConceptRow | undefined;
  return row?.refines?.includes(general) ?? false;
}

/** The scope kind of a concept (see ConceptRow.scope). */
export function scopeKindOf(concept: Concept | null): ConceptRow['scope'] {
  if (concept === null || concept === 'never') return 'none';
  return (CONCEPTS.get(concept) as ConceptRow | undefined)?.scope ?? 'none';
}
