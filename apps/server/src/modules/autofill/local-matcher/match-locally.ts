import {
  asksAllGivenNames,
  asksNumberOnly,
  asksRelationship,
  type BlockKind,
  blocksInText,
  type Concept,
  conceptFromText,
  conceptsInText,
  dateFormatOfLanguage,
  documentKindInText,
  honorificVariants,
  isAgreeingText,
  isConsentText,
  isMarketingText,
  type Kin,
  kinOfAnswer,
  kinOption,
  LOCALES,
  type LocaleRules,
  namesDocumentDetail,
  namesIssuer,
  namesReceiver,
  namesSubject,
  normalizeText,
  type PersonKind,
  parseDate,
  personInText,
  pickOption,
  plainNumber,
  scopeKindOf,
  sexAsHonorifics,
  sexOfHonorific,
  sexVariants,
  stems,
  timeframeInText,
  wantsCommaSeparatedNames,
  words,
  yesNo,
} from '@filldeck/fill-rules';
import { countryCode, countryVariants, nationalityVariants, regionVariants } from '@filldeck/fill-rules/places';
import type { FillMark, PageField, SkipReason } from '@filldeck/shared';
import { classifyPageField, refineByNeighbours, splitPhoneParts } from './classify-page-field.ts';
import { chosenDocuments } from './document-choice.ts';
import { type FitContext, fitVariants } from './fit-value-to-field.ts';
import { pageLocales, templateLocales } from './languages.ts';
import { OPTION_TEXT_BUDGET, optionBudget } from './option-budget.ts';
import {
  buildProfile,
  familyNameCore,
  type Profile,
  Profiles,
  phoneLine,
  phoneParts,
  type ReadValue,
  readValues,
} from './profile.ts';
import {
  besideRelationship,
  blocksOfferedDifferent,
  copyNumbers,
  fieldScope,
  instanceNumbers,
  relatedPerson,
  type Scope,
  samePerson,
  towardsDestination,
} from './scope.ts';
import { coverage, similarity } from './similarity.ts';
import type { LocalMatchResult, TemplateValue } from './types.ts';

/** Below this label similarity a field is left for someone surer (the model, or the user). */
export const SIMILARITY_THRESHOLD = 0.6;
/** A template value that is one of the control's options is taken at this label similarity. */
const OPTION_THRESHOLD = 0.4;
/** Among the values sharing a field's qualifier ("… of destination"), the best one needs only this. */
const QUALIFIED_THRESHOLD = 0.35;
/** Identity and bank numbers need labels that agree this well. */
const STRICT_THRESHOLD = 0.75;

/** How the user wants agreements and offers answered (template settings; both on by default). */
export interface AgreementSettings {
  /** Tick boxes that agree to terms or a privacy policy. */
  tickAgreements: boolean;
  /** Clear pre-ticked marketing, newsletter and partner-offer boxes. */
  clearMarketing: boolean;
}

export interface MatchOptions {
  /** The page's language (`lang`), '' when unknown. */
  lang?: string;
  agreements?: AgreementSettings;
  /** Characters of option text compared at most (OPTION_TEXT_BUDGET; tests lower it). */
  optionTextBudget?: number;
  /** Receives how each field was read (for `npm run bench:fill:explain`). */
  trace?: (key: string, reading: { concept: Concept | null; scope: Scope | null }) => void;
}

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
type PageAsks = ReadonlySet<Concept | null>;

/** The ways of writing a concept's value, best first, as a control may want them. */
function variantsOf(
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

/** A place without the region written after it in brackets: "Torino (TO)" → "Torino". */
const withoutRegion = (place: string) => place.replace(/\s*\([^()]{1,40}\)\s*$/, '') || place;

/** The profile with one concept's value replaced (and a phone's parts derived again). */
function withValue(profile: Profile, concept: Concept, value: string): Profile {
  const own: Profile = { ...profile, [concept]: value.trim() };
  return concept === 'tel' ? { ...own, ...phoneParts(value, profile.country) } : own;
}

const fieldText = (field: PageField) => field.label || field.placeholder || field.name || field.id;

/** Three sentences or more. */
const PARAGRAPH = /[.!?]\s+\p{Lu}[\s\S]*?[.!?]\s+\p{Lu}/u;

/**
 * The template value whose label best matches the field's label (for fields without a concept).
 * A question that contains the whole template label counts as well as an equal label, unless
 * `strict`; a value that is one of a select's or radio group's options needs less agreement.
 */
function bestByLabel(
  field: PageField,
  values: ReadValue[],
  {
    strict = false,
    threshold = SIMILARITY_THRESHOLD,
    ignore,
  }: { strict?: boolean; threshold?: number; ignore?: RegExp } = {},
): TemplateValue | undefined {
  const text = ignore ? words(fieldText(field)).replace(ignore, ' ') : fieldText(field);
  const options = new Set(field.options.flatMap((o) => [normalizeText(o.text), normalizeText(o.value)]));
  let best: TemplateValue | undefined;
  let bestScore = 0;
  let tied = false;
  const choosable =
    field.kind === 'select' || field.kind === 'radio' || (field.kind === 'combobox' && field.options.length > 0);
  for (const { value } of values) {
    // A value none of the control's options can take is no answer for it, however close the label.
    if (choosable && !pickOption(field.options, [value.value])) continue;
    // An account of several sentences ("What happened") is no answer for a one-line box ("Where did it happen?").
    if (field.kind === 'text' && PARAGRAPH.test(value.value)) continue;
    const label = ignore ? words(value.label).replace(ignore, ' ') : value.label;
    const covered = !strict && coverage(label, text) >= 1 ? 0.8 : 0;
    const similar = similarity(label, text);
    const isOption = options.has(normalizeText(value.value)) && similar >= OPTION_THRESHOLD ? SIMILARITY_THRESHOLD : 0;
    const score = Math.max(similar, covered, isOption);
    if (score > bestScore) {
      best = value;
      bestScore = score;
      tied = false;
    } else if (score === bestScore && best && normalizeText(value.value) !== normalizeText(best.value)) tied = true;
  }
  // Two different values labelled as much like the field ("Área", "Formação" for "Curso / área de formação"): neither.
  if (tied) return undefined;
  return bestScore >= (strict ? STRICT_THRESHOLD : threshold) ? best : undefined;
}

/**
 * The words that name the person in a field's group and the values' groups ("Emergency contact
 * relationship" and "Relationship" under "Emergency contact" are the same question).
 */
function personWords(field: PageField, values: ReadValue[]): RegExp {
  const texts = [field.context.split(' · ')[0] ?? '', ...values.map((v) => v.value.group)];
  const list = [...new Set(texts.flatMap((t) => words(t).split(' ')).filter((w) => w.length > 1))];
  return list.length > 0 ? cachedPattern(`\\b(${list.join('|')}|contact)\\b`, 'g') : /\bcontact\b/g;
}

/** Patterns built from a page's or a template's words, compiled once per source (fills repeat them). */
const PATTERNS = new Map<string, RegExp>();
function cachedPattern(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  let pattern = PATTERNS.get(key);
  if (!pattern) {
    if (PATTERNS.size >= 2_000) PATTERNS.clear();
    pattern = new RegExp(source, flags);
    PATTERNS.set(key, pattern);
  }
  // A global pattern keeps where it stopped: every use starts afresh.
  pattern.lastIndex = 0;
  return pattern;
}

/** Words that make a place field somewhere else's: "Destination country", "Country of origin". */
const QUALIFIER =
  /\b(destination|origin|departure|arrival|herkunft|ziel|destino|origen|bestemming|herkomst|provenienza)\b/;

const STRICT_BLOCKS: ReadonlySet<BlockKind> = new Set(['employer', 'previous', 'fax']);
const FLEXIBLE_BLOCKS: readonly BlockKind[] = ['home', 'mailing', 'shipping', 'billing'];
/** Blocks whose address is never the one a home, billing or shipping block asks for. */
const NOT_AN_ADDRESS_OF_MINE: ReadonlySet<BlockKind> = new Set(['work', 'employer', 'previous']);

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
  if (block && STRICT_BLOCKS.has(block)) {
    // The employer's phone or address, a fax, a previous address: only values said to be so.
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
    return block ? [block, null, 'work'] : [null, 'work'];
  }
  // Places: the block's own address, else the unscoped one; one named address serves every block,
  // and a shipping, billing or mailing block the template has no address for takes the home one.
  const single = flexibleOwn.length === 1 ? flexibleOwn : [];
  const placeBlock = block === 'mobile' ? null : block;
  if (placeBlock) {
    const home: BlockKind[] = FLEXIBLE_BLOCKS.includes(placeBlock) && own.includes('home') ? ['home'] : [];
    return [placeBlock, null, ...single, ...home];
  }
  return [
    null,
    ...(flexibleOwn.length > 0 ? [flexibleOwn.includes('home') ? 'home' : (flexibleOwn[0] as BlockKind)] : []),
  ];
}

/**
 * Maps a page's fields to a template's values without a network, deterministically:
 * - each field is classified into a concept (autocomplete, then label, name, id and placeholder
 *   words in the page's language and English) and scoped: whose it is (the user, an emergency
 *   contact, reference 2…) and which block (shipping, billing, home, mobile, work…);
 * - a field about another person is answered only from values about that person, never the user's;
 * - a block's address comes from the template's values for that block, else from the unscoped ones;
 *   a work or previous block only from values said to be so;
 * - values are derived where needed (names split and joined, streets split, house numbers,
 *   phone parts, dates of birth in parts and in the page's format, states and countries as codes
 *   or names in any language, honorifics in the page's language);
 * - agreements are ticked and marketing boxes cleared as the template's settings say;
 * - everything else by label similarity. A field it is not sure of is left empty.
 */
export function matchLocally(
  values: TemplateValue[],
  fields: PageField[],
  options: MatchOptions = {},
): LocalMatchResult {
  const lang = options.lang ?? '';
  const agreements = options.agreements ?? { tickAgreements: true, clearMarketing: true };
  const { locales: page, own } = pageLocales(lang, fields);
  const templateLanguages = templateLocales(values);
  const read = readValues(values, templateLanguages);
  // A template about the user's child and the user's own name is a parent's: its parent ("Papà",
  // "Mother") is the other parent, the page's second, and the page's first parent is the user.
  const holdsChild = read.some((v) => v.scope.person === 'child');
  if (holdsChild && read.some((v) => v.scope.person === null && v.concept !== null && PERSON_NAMES.has(v.concept)))
    for (const v of read) if (v.scope.person === 'parent' && v.scope.index === null) v.scope = { ...v.scope, index: 2 };
  // "Guest name: Margaret Bennett" in a template whose user is Oliver: values labelled with a role
  // ("guest", "passenger") and naming someone else are that person's, not the user's.
  const roles = roleValues(read, [...page, ...templateLanguages]);
  // 01/02/2025 is 1 February for a template or a page written in a day-first language.
  const dayFirst =
    templateLanguages.some((l) => l.lang !== 'en') || dateFormatOfLanguage(lang || own?.lang || '')?.order[0] === 'd';
  // A page listing jobs held in copies ("WorkExperience[0]", "[1]"): a template's "Previous job"
  // (or "Previous employer", "Previous title") is all the second copy's, its employer and supervisor too.
  const copies = copyNumbers(fields);
  if ([...copies.values()].some((copy) => copy.of === 'jobs'))
    for (const v of read)
      if ([v.value.group, v.value.label].some((text) => blocksInText(text, templateLanguages).includes('previous')))
        v.scope = { ...v.scope, block: 'previous' };
  // A template written in Spanish holds Spanish names: two family names.
  const profiles = new Profiles(read, { twoSurnames: templateLanguages[0]?.lang === 'es' }, countryOfLang(lang));
  const concepts = new Map(fields.map((f) => [f.key, classifyPageField(f, page)]));
  for (const [key, concept] of splitPhoneParts(fields, concepts)) concepts.set(key, concept);
  refineByNeighbours(fields, concepts, page);
  // "Título" offering "Sr." and "Sra.": a list of titles whose label names nothing is the honorific.
  for (const f of fields) if (concepts.get(f.key) === null && listsTitles(f)) concepts.set(f.key, 'honorific');
  const asks: PageAsks = new Set(concepts.values());
  const sameLabel = new Map<string, ReadValue[]>();
  for (const value of read) {
    const label = words(value.value.label);
    sameLabel.set(label, [...(sameLabel.get(label) ?? []), value]);
  }

  const fillsInForChild = holdsChild && !read.some((v) => v.scope.person === 'parent' && (v.scope.index ?? 1) === 1);
  // Identity and bank numbers, named by their label or their component ("Numéro" under "Permis de
  // conduire"): they go only into a field that asks for one (the document path), never by label.
  const documents = new Set(
    read.filter(
      (v) =>
        conceptFromText(v.value.label, templateLanguages) === 'document' ||
        conceptFromText(`${v.value.group} ${v.value.label}`, templateLanguages) === 'document',
    ),
  );
  const instances = instanceNumbers(fields);
  // The page asks for a parent or guardian, and the template is a parent's about their child.
  const pageScopes = new Map<string, Scope>();
  const pageScope = (field: PageField): Scope => {
    const scope = pageScopes.get(field.key) ?? fieldScope(field, page, own);
    pageScopes.set(field.key, scope);
    return scope;
  };
  const asksParent = fillsInForChild && fields.some((f) => pageScope(f).person === 'parent');
  const related = besideRelationship(fields, page);
  const offeredDifferent = blocksOfferedDifferent(fields, page);
  const relative = relatedPerson(read);
  const destination = towardsDestination(fields, page);
  const scopes = new Map<string, Scope>();
  const scopeOf = (field: PageField): Scope => {
    let scope = scopes.get(field.key);
    if (!scope) {
      scope = readScope(field);
      scopes.set(field.key, scope);
    }
    return scope;
  };
  const numbered = sectionNumbered(fields, page);
  const readScope = (field: PageField): Scope => {
    // "3. Beneficiario" on a page of numbered sections is no third beneficiary.
    const [nearest = '', ...outer] = field.context.split(' · ');
    const section = numbered.has(nearest) ? SECTION_NUMBER.exec(nearest) : null;
    const plain = section ? { ...field, context: [nearest.slice(section[0].length), ...outer].join(' · ') } : field;
    const found = section ? fieldScope(plain, page, own) : pageScope(field);
    // Name and phone beside "Relationship to you" are that person's, not the user's.
    let scope =
      !found.person && related.has(field.key) && scopeKindOf(concepts.get(field.key) ?? null) === 'person'
        ? { ...found, person: relative, index: null }
        : found;
    // "To" beside "From" (a parcel quote, a transfer): the place and person there are the recipient's.
    if (
      !scope.person &&
      destination.has(field.key) &&
      PERSON_OR_PLACE.has(scopeKindOf(concepts.get(field.key) ?? null))
    )
      scope = { ...scope, person: 'recipient', index: null };
    // The shipping block behind "Ship to a different address": only a shipping address answers it.
    if (scope.block && offeredDifferent.has(scope.block)) scope = { ...scope, different: true };
    // A parent filling in for their child: the page's (first) parent is the user.
    if (scope.person === 'parent' && (scope.index ?? 1) === 1 && fillsInForChild)
      scope = { ...scope, person: null, index: null };
    // ... and whom the form is about ("Dati del paziente" beside "Genitore / tutore") is the child.
    else if (!scope.person && asksParent && namesSubject(field.context.split(' · ')[0] ?? '', page))
      scope = { ...scope, person: 'child', index: null };
    // The second job of a list of jobs held ("WorkExperience[1]"): only the template's previous job.
    const copy = copies.get(field.key);
    if (copy?.of === 'jobs' && copy.n === 2) scope = { ...scope, block: 'previous', different: true };
    const n = instances.get(field.key);
    const kind = scopeKindOf(concepts.get(field.key) ?? null);
    if (n === undefined) return scope;
    // A copy of a person's group (`kind[1].steuerid`) is that copy's person, whatever it asks.
    if (scope.person) return { ...scope, index: n };
    if (kind === 'none') return scope;
    // The second and later copies of a repeated group are someone else's (a second attendee), and
    // so is their company and job.
    return n >= 2 ? { ...scope, person: 'other', index: n } : scope;
  };

  // The user's partner, when the template holds them and no other person who could travel or sign
  // along (a companion, a co-applicant, a second of a role): the page's second person of a numbered
  // group ("Adulto 2") is then that partner.
  const alongside = new Set(
    read
      .map((v) => v.scope.person)
      .filter((p) => p === 'spouse' || p === 'other' || p === 'coApplicant' || p === 'child'),
  );
  const companion: PersonKind | null = alongside.size === 1 && alongside.has('spouse') ? 'spouse' : null;
  const addressee = onlyRelative(read);
  const allLocales = [...new Set([...page, ...templateLanguages])];
  /**
   * The answer to a short question how someone is related ("Parentesco", "Lien avec l'enfant",
   * "Beziehung zu Ihnen"): the template's relationship value of the person the field is about
   * (its scope, else the person whose name and phone it sits beside), or, for a parent asked how
   * they are related to the child, the parent the template says they are ("Père de Léo"). A
   * list takes the option offering that kin in any language ("Madre" for "Mother"). Never the
   * user's own relation: the template does not say it.
   */
  const relationAnswer = (field: PageField, scope: Scope): string | null => {
    if (field.label.includes('?') || words(field.label).split(' ').length > QUESTION_WORDS) return null;
    if (!asksRelationship(field.label, page)) return null;
    const choosable = field.options.length > 0;
    const pick = (kin: Kin | null, value: string | null): string | null => {
      if (!choosable) return value;
      const same = value ? field.options.find((o) => normalizeText(o.text) === normalizeText(value)) : undefined;
      if (same) return same.text;
      const offered = kin ? kinOption(field.options, kin) : undefined;
      if (kin) return offered ? offered.text || offered.value : null;
      const hit = value ? pickOption(field.options, [value]) : undefined;
      return hit ? hit.text || hit.value : null;
    };
    // "Lien avec l'enfant" under "Responsable légal 2": how the group's person is related to the child.
    const toWhom = personInText(field.label, page, own);
    if (toWhom) {
      if (toWhom !== 'child') return null;
      const group = fieldScope({ ...field, label: '' }, page, own);
      // The page's first parent, when the user fills in for their child, is the user.
      if (group.person !== 'parent' || ((group.index ?? 1) === 1 && fillsInForChild)) return null;
      const roles = new Set(read.filter((v) => samePerson(group, v.scope)).map((v) => v.scope.role ?? null));
      const [role] = roles;
      return roles.size === 1 && role ? pick(role, null) : null;
    }
    let person = scope;
    if (!person.person) {
      // The question beside another person's name and phone ("Name", "Parentesco", "Teléfono").
      const beside = fields.some((f) => f.key !== field.key && related.has(f.key) && f.context === field.context);
      if (!beside) return null;
      person = { ...scope, person: relative, index: null };
    }
    const theirs = read.filter((v) => samePerson(person, v.scope));
    const said = [
      ...new Set(
        theirs
          .filter((v) => v.concept === null && asksRelationship(v.value.label, allLocales))
          .map((v) => v.value.value.trim()),
      ),
    ];
    if (said.length === 1 && said[0]) return pick(kinOfAnswer(said[0]), said[0]);
    if (said.length > 1 || person.person !== 'parent') return null;
    // A parent the template names as father or mother ("Papà") and says nothing more about.
    const roles = new Set(theirs.map((v) => v.scope.role ?? null));
    const [role] = roles;
    return roles.size === 1 && role && choosable ? pick(role, null) : null;
  };

  // A person's phone or email the page asks for outside a work block ("Mobile", "Home phone" beside
  // "Work phone"): that person's work box then takes only a value said to be the work one.
  const askedOutsideWork = new Set<string>();
  const contactKey = (scope: Scope, family: string) => `${scope.person ?? ''}#${scope.index ?? ''}#${family}`;
  // A phone box of the user's that is no mobile one ("Telefon" beside "Mobil").
  let otherPhone = false;
  for (const field of fields) {
    const family = contactFamily(concepts.get(field.key) ?? null);
    if (!family) continue;
    const scope = scopeOf(field);
    // (A previous job's phone is no phone outside work.)
    if (scope.block !== 'work' && scope.block !== 'previous') askedOutsideWork.add(contactKey(scope, family));
    if (family === 'tel' && !scope.person && scope.block !== 'mobile') otherPhone = true;
  }
  const hasOptionBudget = optionBudget(options.optionTextBudget ?? OPTION_TEXT_BUDGET);
  const result: LocalMatchResult = { values: {}, skipped: [], marks: {} };
  const skip = (key: string, reason: SkipReason) => result.skipped.push({ key, reason });
  const fillWith = (field: PageField, variants: string[], context: FitContext = {}) => {
    const fit = fitVariants(variants, field, { lang, dayFirst, ...context });
    if ('value' in fit) result.values[field.key] = fit.value;
    else skip(field.key, fit.reason);
  };

  // A postcode asked in two boxes side by side, by key: which piece each takes.
  const postcodeParts = new Map<string, number>();
  fields.forEach((field, i) => {
    const next = fields[i + 1];
    const pair = (f: PageField | undefined) => f && concepts.get(f.key) === 'postalCode' && f.kind === 'text';
    if (!pair(field) || !pair(next) || !next || next.context !== field.context || pair(fields[i - 1])) return;
    if (pair(fields[i + 2])) return;
    postcodeParts.set(field.key, 0);
    postcodeParts.set(next.key, 1);
  });
  // "Tipo de documento" beside "Número de documento": the one identity document the template holds.
  const documentChoices = chosenDocuments(fields, scopeOf, documents, page, templateLanguages);

  for (const field of fields) {
    const concept = concepts.get(field.key) ?? null;
    options.trace?.(field.key, { concept, scope: field.kind === 'checkbox' ? null : scopeOf(field) });
    const document = documentChoices.get(field.key);
    if (document !== undefined) {
      fillWith(field, field.options.length > 0 ? [document] : documentVariants(document, field, page));
      continue;
    }
    if (concept === 'never') {
      skip(field.key, 'no_match');
      continue;
    }
    if (!hasOptionBudget(field)) {
      // A page of many long lists: the rest are not compared (the event loop is shared).
      skip(field.key, 'low_confidence');
      continue;
    }
    if (field.kind === 'checkbox') {
      const answer = checkboxAnswer(field, read, page, agreements);
      if (answer === null) skip(field.key, 'no_match');
      else {
        result.values[field.key] = answer.value;
        if (answer.mark) result.marks[field.key] = answer.mark;
      }
      continue;
    }
    let scope = scopeOf(field);
    // A box in a group about a newsletter or offers ("Newsletter": "Enter your email address") signs
    // the user up for marketing: never filled.
    const nearest = field.context.split(' · ')[0] ?? '';
    if (!scope.person && words(nearest).split(' ').length <= MARKETING_GROUP_WORDS && isMarketingText(nearest, page)) {
      skip(field.key, 'no_match');
      continue;
    }
    // A later copy of a list of schooling or jobs (a second school, a third job): the template never
    // says which of its values belong there.
    const copy = copies.get(field.key);
    if (copy && copy.n >= 2 && !scope.person && (copy.of ? !(copy.of === 'jobs' && copy.n === 2) : !scope.block)) {
      skip(field.key, 'low_confidence');
      continue;
    }
    let mine = read.filter((v) => samePerson(scope, v.scope) && !(copy?.n === 1 && v.scope.block === 'previous'));
    // "Adulto 2", "Passenger 2" where the template's one other person is the user's partner ("Pareja").
    if (mine.length === 0 && scope.person === 'other' && scope.index === 2 && companion) {
      scope = { ...scope, person: companion, index: null };
      mine = read.filter((v) => samePerson(scope, v.scope));
    }
    // A parcel's receiver ("Destinatario" beside "Mittente") where the template's one other person
    // is family ("Mamma"); not a beneficiary or a gift's honoree.
    const receives = destination.has(field.key) || namesReceiver(field.label, page) || namesReceiver(nearest, page);
    if (mine.length === 0 && scope.person === 'recipient' && (scope.index ?? 1) === 1 && addressee && receives) {
      scope = { ...scope, ...addressee };
      mine = read.filter((v) => samePerson(scope, v.scope));
    }
    if (scope.person && mine.length === 0) {
      if (concept !== null || !readsAsQuestion(field.label)) {
        // Someone else's name, phone, address or number ("Their PHN"), and the template says
        // nothing about them: never the user's.
        skip(field.key, 'low_confidence');
        continue;
      }
      // A question that mentions someone ("Would you recommend us to a friend?") is still the user's to answer.
      scope = { ...scope, person: null, index: null };
      mine = read.filter((v) => v.scope.person === null);
    }
    // A field asked only if different ("Bairro" of another delivery address) takes only values of its block.
    const inBlock = (v: ReadValue) => !scope.different || (scope.block !== null && v.scope.block === scope.block);
    // A home, billing or shipping block's box ("Bairro" of the billing address) never takes a work,
    // employer or previous address's value by its label.
    const otherPlace = (v: ReadValue) =>
      scope.block !== null &&
      FLEXIBLE_BLOCKS.includes(scope.block) &&
      v.scope.block !== null &&
      NOT_AN_ADDRESS_OF_MINE.has(v.scope.block);
    const exact = field.label
      ? sameLabel.get(words(field.label))?.find((v) => samePerson(scope, v.scope) && inBlock(v) && !otherPlace(v))
      : undefined;
    if (exact && exact.concept === null) {
      // "Parentesco: marido" for a list offering "Cônjuge / companheiro(a)": the kin it names.
      const unlisted = field.options.length > 0 && !pickOption(field.options, [exact.value.value]);
      const relation = unlisted ? relationAnswer(field, scope) : null;
      fillWith(field, [relation ?? exact.value.value], { isDate: exact.value.type === 'date' });
      continue;
    }
    // "País emissor", "Rilasciato da": only the template's one value said to be a document's issuer.
    if (field.label && concept !== 'document' && namesIssuer(field.label, page)) {
      const issuers = mine.filter((v) => namesIssuer(v.value.label) && !DATE_LIKE.test(v.value.value.trim()));
      const place = concept === 'country' || concept === 'nationality';
      const fits = place ? issuers.filter((v) => countryCode(v.value.value)) : concept === null ? issuers : [];
      const [issuer] = fits;
      if (issuer && fits.length === 1)
        fillWith(field, place ? countryVariants(issuer.value.value, lang) : [issuer.value.value]);
      else skip(field.key, 'no_match');
      continue;
    }
    const qualifier = QUALIFIER.exec(words(`${field.label} ${field.context.split(' · ')[0] ?? ''}`))?.[1];
    if (
      concept === 'document' ||
      (qualifier && concept !== null && ['place', 'person'].includes(scopeKindOf(concept)))
    ) {
      // Only a value the template labels the same way: never the home address, never a guess.
      const candidates =
        concept === 'document'
          ? mine.filter((v) => v.concept === null)
          : mine.filter(
              (v) => words(v.value.label).includes(qualifier ?? '') && (v.concept === null || v.concept === concept),
            );
      const match =
        bestByLabel(field, candidates, { strict: concept === 'document', threshold: QUALIFIED_THRESHOLD }) ??
        (concept === 'document' ? sameDocument(field, candidates, page, templateLanguages) : undefined);
      if (match) fillWith(field, concept === 'document' ? documentVariants(match.value, field, page) : [match.value]);
      else skip(field.key, 'no_match');
      continue;
    }
    // "Main guest first name" where the template names its guest: only the guest's values.
    const role = concept && !scope.person && PERSON_OR_PLACE.has(scopeKindOf(concept)) ? roles.of(field.label) : null;
    if (concept && role) {
      const variants = variantsOf(concept, profiles.build(role), page, lang, dayFirst, asks);
      if (variants.length > 0) fillWith(field, variants, { isDate: concept === 'birthDate' });
      else skip(field.key, 'low_confidence');
      continue;
    }
    // "Phone Type" beside the phone: "Mobile" when every phone the template gives this person is one.
    if (concept?.startsWith('tel') && field.options.length > 0 && PHONE_TYPE.test(words(field.label))) {
      const phones = mine.filter((v) => v.concept?.startsWith('tel'));
      const mobile =
        phones.length > 0 &&
        phones.every((v) => v.scope.block === 'mobile' || phoneLine(v.value.value, countryOfLang(lang)) === 'mobile');
      const offered = mobile ? field.options.filter((o) => MOBILE_OPTION.test(normalizeText(o.text))) : [];
      const [only] = offered;
      if (only && offered.length === 1) fillWith(field, [only.text || only.value]);
      else skip(field.key, 'no_option');
      continue;
    }
    if (concept) {
      const onlyWork = scope.block === 'work' && askedOutsideWork.has(contactKey(scope, contactFamily(concept) ?? ''));
      // A child whose parent fills the form in lives at the parent's address, unless the template gives theirs.
      const atHome =
        asksParent &&
        scope.person === 'child' &&
        scopeKindOf(concept) === 'place' &&
        !mine.some((v) => v.concept && scopeKindOf(v.concept) === 'place');
      const variants = conceptVariants(
        concept,
        onlyWork ? { ...scope, different: true } : atHome ? { ...scope, person: null, index: null } : scope,
        field,
        exact,
        profiles,
        page,
        lang,
        dayFirst,
        asks,
        otherPhone,
      );
      // "4050" and "107" in two boxes of a Portuguese postcode "4050-107".
      const part = postcodeParts.get(field.key);
      const fitted =
        part === undefined
          ? variants
          : variants.flatMap((v) => {
              const pieces = v.trim().split(/[\s-]+/);
              if (pieces.length === 1 && part === 0) return [v];
              return pieces.length === 2 && pieces[part] ? [pieces[part]] : [];
            });
      if (fitted.length > 0) {
        fillWith(field, fitted, { isDate: concept === 'birthDate' || concept === 'availableFrom' });
        continue;
      }
      if (scopeKindOf(concept) !== 'none' && concept !== 'birthPlace') {
        // A concept the template has no value for in this scope: not a question for label similarity.
        skip(field.key, scope.person || scope.block ? 'low_confidence' : 'no_match');
        continue;
      }
    }
    const match = bestByLabel(
      field,
      mine.filter((v) => inBlock(v) && !otherPlace(v) && (v.concept === null || v.titled) && !documents.has(v)),
      { ignore: scope.person ? personWords(field, mine) : undefined },
    );
    if (match) {
      fillWith(field, [match.value], { isDate: match.type === 'date' });
      continue;
    }
    // "Parentesco" for an emergency contact the template calls "Mother"; "Lien avec l'enfant" of
    // the second parent, the template's "Père de Léo".
    const relation = concept === null ? relationAnswer(field, scope) : null;
    if (relation) fillWith(field, [relation]);
    else skip(field.key, 'no_match');
  }
  return result;
}

/** A list asking what kind of phone a number is ("Phone Type", "Telefontyp", "Tipo de telefone"). */
const PHONE_TYPE =
  /\b(phone|telephone|telefon|telefono|telefone|telefoon|number) ?(type|typ|art|soort)\b|\b(tipo|type|soort|art) (de |di |van )?(telefone|telephone|telefono|telefon|telefoon|numero)\b/;
/** An option naming a mobile phone, in any supported language. */
const MOBILE_OPTION =
  /\b(mobile|cell|cellular|handy|mobil|mobiltelefon|portable|movil|celular|telemovel|cellulare|mobiel)\b/;

/** A phone's or an email's concept family ("tel" for its parts too), or null for any other concept. */
const contactFamily = (concept: Concept | null): string | null =>
  concept?.startsWith('tel') ? 'tel' : concept === 'email' ? 'email' : null;

/** The country a page's `lang` names (`de-CH`), else its language's own (`de`: Germany), to read a phone without a country. */
const LANGUAGE_COUNTRY: Readonly<Record<string, string>> = {
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  pt: 'PT',
};
function countryOfLang(lang: string): string | undefined {
  const [language = '', region] = lang.toLowerCase().split(/[-_]/);
  return region && /^[a-z]{2}$/.test(region) ? region.toUpperCase() : LANGUAGE_COUNTRY[language];
}

/** A group name of this many words at most is a newsletter box's own ("Newsletter", "Stay in touch"), not a form's section. */
const MARKETING_GROUP_WORDS = 4;

const PERSON_OR_PLACE: ReadonlySet<string> = new Set(['person', 'place']);

/**
 * Template values about a role the template names in their labels ("Guest name", "Guest mobile",
 * "Passagier e-mail"), by the role's word, when they name someone other than the user (a name
 * that is not the user's own). They leave the user's values (their scope becomes `other`), and a
 * page field whose label names the role takes only them.
 */
function roleValues(read: ReadValue[], locales: readonly LocaleRules[]): { of(label: string): ReadValue[] | null } {
  const nouns = cachedPattern(`\\b(${[...new Set(locales.map((l) => l.numberedPeople))].join('|')})(?:s|en|n|es)?\\b`);
  const roleIn = (label: string) => nouns.exec(words(label))?.[1] ?? null;
  const byRole = new Map<string, ReadValue[]>();
  for (const v of read) {
    if (v.scope.person !== null || !v.concept || !PERSON_OR_PLACE.has(scopeKindOf(v.concept))) continue;
    const role = roleIn(v.value.label);
    if (role) byRole.set(role, [...(byRole.get(role) ?? []), v]);
  }
  if (byRole.size === 0) return { of: () => null };
  const inRole = new Set([...byRole.values()].flat());
  const self = buildProfile(read.filter((v) => v.scope.person === null && !inRole.has(v)));
  const ownName = normalizeText(self.givenName ?? '');
  for (const [role, values] of byRole) {
    const given = normalizeText(buildProfile(values).givenName ?? '');
    // The user's own name under a role ("Applicant name"), or no name: the user's values still.
    if (!given || !ownName || given === ownName) {
      byRole.delete(role);
      continue;
    }
    for (const v of values) v.scope = { ...v.scope, person: 'other' };
  }
  return { of: (label) => (byRole.size > 0 ? (byRole.get(roleIn(label) ?? '') ?? null) : null) };
}

/** A section's number before its title ("3. Beneficiario", "2) Domicilio"). */
const SECTION_NUMBER = /^\s*\d{1,2}[.)]\s+/;

/**
 * Groups naming a person whose number is the section's, not the person's ("3. Beneficiario" among
 * "1. Datos personales", "2. Domicilio"): on a page numbering two sections at least, from the third
 * on, naming a person no other numbered group names ("1. Gast", "2. Gast", "3. Gast" count guests).
 */
function sectionNumbered(fields: PageField[], page: readonly LocaleRules[]): Set<string> {
  const groups = new Map<string, { number: string; person: PersonKind | null }>();
  for (const field of fields)
    for (const group of field.context.split(' · ')) {
      const m = SECTION_NUMBER.exec(group);
      if (m) groups.set(group, { number: m[0].trim(), person: personInText(group.slice(m[0].length), page) });
    }
  const numbers = new Set([...groups.values()].map((g) => g.number));
  if (numbers.size < 2) return new Set();
  const kinds = new Map<PersonKind, number>();
  for (const { person } of groups.values()) if (person) kinds.set(person, (kinds.get(person) ?? 0) + 1);
  // "2. Gast" may count a second guest even alone; a third section is no third beneficiary.
  return new Set(
    [...groups]
      .filter(([, g]) => g.person && kinds.get(g.person) === 1 && Number.parseInt(g.number, 10) >= 3)
      .map(([group]) => group),
  );
}

/** Relatives a parcel or a gift may go to. */
const RELATIVES: ReadonlySet<PersonKind> = new Set(['parent', 'spouse', 'child']);

/**
 * The template's one other person when it is family (a parent, a partner, a child: one kind, one
 * number, one role), as a scope; null when it holds no one else, or anyone else (a reference, a
 * doctor, a second relative).
 */
function onlyRelative(read: ReadValue[]): Pick<Scope, 'person' | 'index' | 'role'> | null {
  const people = new Map<string, Pick<Scope, 'person' | 'index' | 'role'>>();
  for (const { scope } of read) {
    if (scope.person === null) continue;
    const person = { person: scope.person, index: scope.index, role: scope.role };
    people.set(`${scope.person}#${scope.index ?? 1}#${scope.role ?? ''}`, person);
  }
  const [only] = people.values();
  return people.size === 1 && only?.person && RELATIVES.has(only.person) ? only : null;
}

/**
 * A list whose every option is an honorific ("Sr." / "Sra.", "Herr" / "Frau", "M." / "Mme"), a man's
 * and a woman's at least, under a short label that is no question.
 */
function listsTitles(field: PageField): boolean {
  const offered = field.options.filter((o) => o.value !== '');
  if (offered.length < 2 || field.label.includes('?') || words(field.label).split(' ').length > 3) return false;
  const sexes = offered.map((o) => sexOfHonorific(o.text.trim() || o.value));
  return sexes.every((s) => s !== null) && sexes.includes('male') && sexes.includes('female');
}

/** A document's number as the box asks it: without dots, spaces and dashes where it says so ("Sin puntos", "digits only"). */
function documentVariants(value: string, field: PageField, page: readonly LocaleRules[]): string[] {
  const bare = value.replace(/(?<=[\p{L}\d])[\s./-]+(?=[\p{L}\d])/gu, '');
  return bare !== value && asksNumberOnly(`${field.label} ${field.hint} ${field.placeholder}`, page)
    ? [bare, value]
    : [value];
}

/** A number as documents write it: three digits at least ("QQ 12 34 56 C", "CA48213KL"), no date. */
const DOCUMENT_NUMBER = /^(?=(?:\D*\d){3})[\p{L}\d][\p{L}\d ./-]*$/u;
const DATE_LIKE = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/;
/** A bank's BIC: its letters and country, then location and branch. */
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * The template's number of the kind of document a text field asks for (its label, else its group,
 * else its name: "AHV-Nummer" takes the "AHV number", "IBAN-rekeningnummer" the "Mijn IBAN"); none
 * when the field or the value is about the document's expiry, issuer or type, or when several
 * numbers of that kind are labelled as much like the field.
 */
function sameDocument(
  field: PageField,
  candidates: ReadValue[],
  page: readonly LocaleRules[],
  template: readonly LocaleRules[],
): TemplateValue | undefined {
  if ((field.kind !== 'text' && field.kind !== 'textarea') || namesDocumentDetail(field.label, page)) return undefined;
  // "Name (as on your passport)", "Country of issue of the passport": something else about it.
  if (conceptsInText(field.label, page).some((c) => c !== 'document')) return undefined;
  const kind =
    documentKindInText(field.label, page) ??
    documentKindInText(field.context.split(' · ')[0] ?? '', page) ??
    documentKindInText(`${field.name} ${field.id}`, page);
  if (!kind) return undefined;
  const same = candidates.filter((v) => {
    const { label, group, value } = v.value;
    if (namesDocumentDetail(label, template)) return false;
    if ((documentKindInText(label, template) ?? documentKindInText(group, template)) !== kind) return false;
    const text = value.trim();
    return kind === 'bic' ? BIC.test(text.replace(/\s/g, '')) : DOCUMENT_NUMBER.test(text) && !DATE_LIKE.test(text);
  });
  if (same.length <= 1) return same[0]?.value;
  const scored = same
    .map((v) => ({ value: v.value, score: similarity(v.value.label, fieldText(field)) }))
    .sort((a, b) => b.score - a.score);
  return (scored[0]?.score ?? 0) > (scored[1]?.score ?? 0) ? scored[0]?.value : undefined;
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

const PERSON_NAMES: ReadonlySet<Concept> = new Set(['fullName', 'givenName', 'familyName']);

/** A label that asks the user something ("Would you recommend us to a friend?"), not for a datum. */
const readsAsQuestion = (label: string) => label.includes('?') || words(label).split(' ').length >= QUESTION_WORDS;
/** Labels of this many words or more are questions, not names of a datum. */
const QUESTION_WORDS = 5;

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

/** Whether a place-of-birth field asks only for the country ("Country of birth"). */
function asksCountryOnly(field: PageField, page: readonly LocaleRules[]): boolean {
  const named = conceptsInText(field.label, page);
  return named.includes('country') && !named.includes('city');
}

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
function conceptVariants(
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
  for (const block of [...new Set(blocks)]) {
    const profile = profiles.get(scope.person, scope.index, block, scope.role);
    if (!profile) continue;
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
    // "Country of birth" takes the country of a place of birth written "Leeds, United Kingdom".
    const country = concept === 'birthPlace' && asksCountryOnly(field, page) ? countryPart(own.birthPlace ?? '') : '';
    if (country === undefined) continue;
    const variants = country ? countryVariants(country, lang) : variantsOf(concept, own, page, lang, dayFirst, asks);
    // "Tous vos prénoms, séparés par une virgule": "Nathalie, Marie, Josette".
    if (
      every &&
      variants[0] &&
      !variants[0].includes(',') &&
      wantsCommaSeparatedNames(`${field.hint} ${field.placeholder}`)
    )
      return [variants[0].trim().split(/\s+/).join(', ')];
    if (variants.length > 0) return NUMERIC.has(concept) ? withPlainNumber(variants, field, page) : variants;
  }
  return [];
}

/**
 * A checkbox: an agreement (terms, privacy) is ticked and a marketing or partner-offer box
 * cleared, as the template's settings say; anything else is answered yes or no by the template
 * value whose label matches it.
 */
function checkboxAnswer(
  field: PageField,
  read: ReadValue[],
  page: readonly LocaleRules[],
  agreements: AgreementSettings,
): { value: boolean; mark?: FillMark } | null {
  const text = `${field.label} ${field.hint}`;
  const checked = field.value === 'on';
  const mine = read.filter((v) => v.scope.person === null);
  const match = bestByLabel(field, mine);
  const answer = match ? yesNo(match.value) : null;
  if (answer !== null) return { value: answer };
  // A box in a group of choices ("Departments: ☐ Tennis ☐ Swimming"): ticked when the template's
  // answer to the group's question lists it.
  const question = field.context.split(' · ')[0] ?? '';
  if (question && field.label) {
    const asked = bestByLabel(
      { ...field, label: question, options: [] },
      mine.filter((v) => v.concept === null),
    );
    if (asked) {
      const items = asked.value
        .split(/\s*[,;/\n]\s*|\s+(?:and|und|et|y|e|en)\s+/i)
        .map((item) => stems(item).join(' '));
      const own = stems(field.label).join(' ');
      if (own && items.includes(own)) return checked ? null : { value: true };
    }
  }
  if (isMarketingText(text, page) && !(field.required && isConsentText(text, page))) {
    return agreements.clearMarketing && checked ? { value: false, mark: 'marketing' } : null;
  }
  // Terms, privacy and declarations; and any required box that says "I agree / I confirm".
  if (isConsentText(text, page) || (field.required && isAgreeingText(field.label, page)))
    return agreements.tickAgreements && !checked ? { value: true, mark: 'agreement' } : null;
  return null;
}
