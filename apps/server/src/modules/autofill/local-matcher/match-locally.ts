import {
  asksAlternate,
  asksRelationship,
  type BlockKind,
  blocksInText,
  type Concept,
  conceptFromText,
  conceptsInText,
  dateFormatOfLanguage,
  documentKindInText,
  isMarketingText,
  type Kin,
  kinOfAnswer,
  kinOption,
  type LocaleRules,
  namesIssuer,
  namesLearnerOnly,
  namesLegalRepresentative,
  namesReceiver,
  namesSubject,
  normalizeText,
  type ParentRole,
  type PersonKind,
  personInText,
  pickOption,
  rowInText,
  scopeKindOf,
  sexKind,
  sexOfHonorific,
  sexOfSpouseWord,
  withoutBrackets,
  words,
} from '@filldeck/fill-rules';
import { countryCode, countryVariants } from '@filldeck/fill-rules/places';
import { nearestGroup, type PageField, type SkipReason } from '@filldeck/shared';
import { AddressUnits } from './address-units.ts';
import { ageAnswer, ageBandAnswer } from './age-question.ts';
import { type AgreementSettings, checkboxAnswer } from './checkbox-answer.ts';
import { choicesByMention } from './choice-groups.ts';
import { classifyPageField, refineByNeighbours, splitPhoneParts } from './classify-page-field.ts';
import { conceptVariants, countryOfLang, type PageAsks, variantsOf } from './concept-variants.ts';
import { datePieceAnswer } from './date-pieces.ts';
import { chosenDocuments } from './document-choice.ts';
import { DATE_LIKE, documentVariants, sameDocument } from './document-number.ts';
import { type FitContext, fitVariants } from './fit-value-to-field.ts';
import { historyAnswer, historyAsks, historyEntries, historySection } from './history.ts';
import { bestByLabel, cachedPattern, personWords } from './label-match.ts';
import { pageLocales, templateLocales } from './languages.ts';
import { OPTION_TEXT_BUDGET, optionBudget } from './option-budget.ts';
import { optionByValue, optionCounts } from './option-by-value.ts';
import {
  BIRTH_PARTS,
  buildProfile,
  labelsOnlyPerson,
  minorsAsChildren,
  namedOthers,
  namesCompany,
  otherPersonName,
  Profiles,
  phoneLine,
  type ReadValue,
  readValues,
} from './profile.ts';
import { rightToWorkAnswer } from './right-to-work.ts';
import {
  besideRelationship,
  blocksOfferedDifferent,
  copyNumbers,
  FLEXIBLE_BLOCKS,
  fieldScope,
  instanceNumbers,
  onlyRelative,
  peopleRows,
  relatedPerson,
  rowPeople,
  type Scope,
  SECTION_NUMBER,
  samePerson,
  sectionNumbered,
  towardsDestination,
} from './scope.ts';
import { stayAnswer } from './time-at-address.ts';
import type { LocalMatchResult, TemplateValue } from './types.ts';

/** Among the values sharing a field's qualifier ("… of destination"), the best one needs only this. */
const QUALIFIED_THRESHOLD = 0.35;
export interface MatchOptions {
  /** The page's language (`lang`), '' when unknown. */
  lang?: string;
  agreements?: AgreementSettings;
  /** Characters of option text compared at most (OPTION_TEXT_BUDGET; tests lower it). */
  optionTextBudget?: number;
  /** Today, for ages asked ("Are you at least 18?"); the clock's by default (tests fix it). */
  now?: Date;
  /** Receives how each field was read (for `npm run bench:fill:explain`). */
  trace?: (key: string, reading: { concept: Concept | null; scope: Scope | null }) => void;
}

/** Words that make a place field somewhere else's: "Destination country", "Country of origin". */
const QUALIFIER =
  /\b(destination|origin|departure|arrival|herkunft|ziel|destino|origen|bestemming|herkomst|provenienza)\b/;

/** A phone's digits, for telling two numbers apart (the last nine: with or without a country code). */
const digitsOf = (tel: string) => tel.replace(/\D/g, '').slice(-9);

/** A fact of the page worked out the first time it is asked, then remembered. */
function once<T>(work: () => T): () => T {
  let known: { value: T } | undefined;
  return () => {
    known ??= { value: work() };
    return known.value;
  };
}

/** Blocks that tell a later copy of a group apart (a second address: the billing one); a phone's kind does not. */
const COPY_BLOCKS: ReadonlySet<BlockKind> = new Set(['shipping', 'billing', 'home', 'mailing', 'previous', 'future']);

/** Blocks whose address is never the one a home, billing or shipping block asks for. */
const NOT_AN_ADDRESS_OF_MINE: ReadonlySet<BlockKind> = new Set(['work', 'employer', 'previous', 'future']);

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
  const now = options.now ?? new Date();
  const agreements = options.agreements ?? { tickAgreements: true, clearMarketing: true };
  const { locales: page, own } = pageLocales(lang, fields);
  const templateLanguages = templateLocales(values);
  const read = readValues(values, templateLanguages);
  // A minor in a family's template is a child only to a page that asks about a child or a parent.
  // The people the page names in its labels and groups.
  const pagePeople = new Set(
    fields.flatMap((f) => [f.label, ...f.context.split(' · ')].map((text) => personInText(text, page))),
  );
  const asksFamily = [...FAMILY].some((kind) => pagePeople.has(kind));
  if (asksFamily) minorsAsChildren(read, now);
  namedOthers(read, templateLanguages);
  // A template about the user's child and the user's own name is a parent's: its parent ("Papà",
  // "Mother") is the other parent, the page's second, and the page's first parent is the user.
  // A child's name, birth date or other datum about them; not "Enfants à charge: 1" (a count of children).
  const holdsChild = read.some(
    (v) => v.scope.person === 'child' && v.concept !== null && scopeKindOf(v.concept) === 'person',
  );
  // Not when the template holds the user's spouse: the other parent is the spouse, and its parents ("Minha mãe") the user's own.
  const holdsSpouse = read.some((v) => v.scope.person === 'spouse');
  if (
    holdsChild &&
    !holdsSpouse &&
    read.some((v) => v.scope.person === null && v.concept !== null && PERSON_NAMES.has(v.concept))
  )
    for (const v of read)
      if (v.scope.person === 'parent' && v.scope.index === null && !v.scope.of) v.scope = { ...v.scope, index: 2 };
  // "Guest name: Margaret Bennett" in a template whose user is Oliver: values labelled with a role
  // ("guest", "passenger") and naming someone else are that person's, not the user's.
  const roles = roleValues(read, [...page, ...templateLanguages]);
  // 01/02/2025 is 1 February for a template or a page written in a day-first language.
  // (An English template's "3/2/1990" is the page's way round: 2 March on en-US, 3 February on en-GB.)
  const dayFirst =
    templateLanguages[0]?.lang !== 'en' || dateFormatOfLanguage(lang || own?.lang || '')?.order[0] === 'd';
  // A page listing jobs held in copies ("WorkExperience[0]", "[1]"): a template's "Previous job"
  // (or "Previous employer", "Previous title") is all the second copy's, its employer and supervisor too.
  // Not a reference "(my old manager)": what brackets say of a person is who they are.
  const copies = copyNumbers(fields);
  if ([...copies.values()].some((copy) => copy.of === 'jobs'))
    for (const v of read)
      if (
        [withoutBrackets(v.value.group) || v.value.group, v.value.label].some((text) =>
          blocksInText(text, templateLanguages).includes('previous'),
        )
      )
        v.scope = { ...v.scope, block: 'previous' };
  // The template's jobs held and schooling (in its and the page's languages), most recent first:
  // the page's "Education 2" is the second.
  const history = historyEntries(read, [...new Set([...templateLanguages, ...page])], dayFirst);
  const historyAsked = historyAsks(fields, copies, page);
  // "Which days are you available? ☐ Monday …": the boxes the user's one value listing them names.
  const chosen = choicesByMention(fields, read, page);
  // A template written in Spanish holds Spanish names: two family names.
  const custom = { twoSurnames: templateLanguages[0]?.lang === 'es' };
  const profiles = new Profiles(read, custom, countryOfLang(lang));
  // Two addresses of the user's under titles that name no block: one of them per field, whole.
  const units = AddressUnits.of(read, templateLanguages);
  const selfBlocks = profiles.selfBlocks();
  const unitProfiles = new Map<string, Profiles>();
  const profilesOfUnit = (title: string) => {
    let found = unitProfiles.get(title);
    if (!found) {
      found = new Profiles(units?.valuesFor(title) ?? read, custom, countryOfLang(lang));
      unitProfiles.set(title, found);
    }
    return found;
  };
  const concepts = new Map(fields.map((f) => [f.key, classifyPageField(f, page)]));
  for (const [key, concept] of splitPhoneParts(fields, concepts)) concepts.set(key, concept);
  refineByNeighbours(fields, concepts, page);
  // "Título" offering "Sr." and "Sra.": a list of titles whose label names nothing is the honorific.
  for (const f of fields) if (concepts.get(f.key) === null && listsTitles(f)) concepts.set(f.key, 'honorific');
  // "Title" under "Position 1": the job's title, not an honorific (a list of honorifics stays one).
  for (const f of fields)
    if (
      concepts.get(f.key) === 'honorific' &&
      f.kind === 'text' &&
      historySection(f, copies.get(f.key), page)?.kind === 'jobs'
    )
      concepts.set(f.key, 'jobTitle');
  // "Prov. di nascita" beside "Luogo di nascita" asks a province apart, as "Provincia" does.
  const birthRegion = fields.some(
    (f) => concepts.get(f.key) === 'birthPlace' && conceptsInText(f.label, page).includes('state'),
  );
  const asks: PageAsks = new Set([...concepts.values(), ...(birthRegion ? (['state'] as const) : [])]);
  const sameLabel = new Map<string, ReadValue[]>();
  for (const value of read) {
    const label = words(value.value.label);
    sameLabel.set(label, [...(sameLabel.get(label) ?? []), value]);
  }

  // A template holding a spouse keeps its parents as the user's own ("Ma mère Françoise"): on a page
  // about the child, they are the child's grandparents, and the page's parents are the couple.
  const fillsInForChild =
    holdsChild &&
    ((holdsSpouse && pagePeople.has('child')) ||
      !read.some((v) => v.scope.person === 'parent' && !v.scope.of && (v.scope.index ?? 1) === 1));
  // Which parent the user is: from their sex or honorific, else from the spouse's title ("Juliana (esposa)": the father).
  const userRole = fillsInForChild ? parentRoleOfUser(read) : null;
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
  const heading = roleHeading(fields, page, own);
  const pageScope = (field: PageField): Scope => {
    const [nearest, ...outer] = field.context.split(' · ');
    const unheaded = heading !== null && nearest === heading ? { ...field, context: outer.join(' · ') } : field;
    const scope = pageScopes.get(field.key) ?? fieldScope(unheaded, page, own);
    pageScopes.set(field.key, scope);
    return scope;
  };
  const asksParent = fillsInForChild && fields.some((f) => pageScope(f).person === 'parent');
  // The page's billing block asks a company's VAT number, and the template holds one and a work
  // address (a shop's "VAT number (optional)" is no company's invoicing for a user who has none).
  let invoicing: boolean | undefined;
  const companyInvoicing = () => {
    invoicing ??=
      fields.some(
        (f) =>
          pageScope(f).block === 'billing' &&
          !pageScope(f).person &&
          documentKindInText(`${f.label} ${f.placeholder} ${f.name}`, page) === 'vat',
      ) &&
      read.some(
        (v) =>
          v.scope.person === null &&
          (v.scope.block === 'work' || v.scope.block === 'employer') &&
          v.concept !== null &&
          scopeKindOf(v.concept) === 'place',
      ) &&
      read.some((v) => v.scope.person === null && documentKindInText(v.value.label, templateLanguages) === 'vat');
    return invoicing;
  };
  // A template whose user titles themselves its child's parent ("Ik (mama)"): whom a page is about
  // ("Gegevens van de speler") is the child, though this page asks no parent.
  const selfAsParent = fillsInForChild && read.some((v) => v.scope.person === null && v.scope.as === 'parent');
  // Fields that ask something about a person (a name, a phone), not a box ("partner deals by email").
  const aboutPeople = fields.filter(
    (f) => f.kind !== 'checkbox' && f.kind !== 'radio' && scopeKindOf(concepts.get(f.key) ?? null) === 'person',
  );
  const spouseApplies =
    !aboutPeople.some((f) => pageScope(f).person === 'spouse') &&
    read.some((v) => v.scope.person === 'spouse') &&
    !read.some((v) => v.scope.person === 'coApplicant');
  const rows = peopleRows(fields, page);
  const related = besideRelationship(fields, page, rows);
  const offeredDifferent = blocksOfferedDifferent(fields, page);
  const relative = relatedPerson(read);
  const destination = towardsDestination(fields, page);
  const scopes = new Map<string, Scope>();
  // "Pet #1" beside "Pet #2": the page numbers someone else from 1 (not the user as its first).
  const othersFromOne = once(() =>
    fields.some((f) => {
      const s = pageScope(f);
      return s.person === 'other' && s.index === 1;
    }),
  );
  // The page numbers two partners ("Partner/in 1", "Partner/in 2"): a couple, the user first.
  const couplesNumbered = once(() =>
    [1, 2].every((n) =>
      fields.some((f) => {
        const s = pageScope(f);
        return s.person === 'spouse' && s.index === n;
      }),
    ),
  );
  // A change of address: the page or the template also holds the address moved from.
  const movedAlready = once(
    () => selfBlocks.includes('previous') || fields.some((f) => pageScope(f).block === 'previous'),
  );
  const scopeOf = (field: PageField): Scope => {
    let scope = scopes.get(field.key);
    if (!scope) {
      scope = readScope(field);
      if (scope.person === 'other' && (scope.index ?? 1) >= 2 && othersFromOne()) scope = { ...scope, counted: true };
      scopes.set(field.key, scope);
    }
    return scope;
  };
  const holdsAnyChild = read.some((v) => v.scope.person === 'child');
  // A field that names a child only as a learner, wherever it names one (label, groups, code names).
  const namesOnlyLearner = (field: PageField) => {
    const naming = [field.label, ...field.context.split(' · '), field.name, field.id].filter(
      (text) => personInText(text, page) === 'child',
    );
    return naming.length > 0 && naming.every((text) => namesLearnerOnly(text, page));
  };
  const numbered = sectionNumbered(fields, page);
  const rowScope = rowPeople(fields, rows, pageScope, read);
  const positions = new Map(fields.map((f, i) => [f.key, i]));
  const readScope = (field: PageField): Scope => {
    // "3. Beneficiario" on a page of numbered sections is no third beneficiary.
    // So is "2. Member details" around "Date of birth".
    const groups = field.context.split(' · ');
    const sectioned = groups.some((g) => numbered.has(g));
    // A label that repeats its section's title ("4. Accounts Receivable Contact Email") loses the number too.
    const plain = sectioned
      ? {
          ...field,
          label: groups.some((g) => numbered.has(g) && field.label.startsWith(g))
            ? field.label.replace(SECTION_NUMBER, '')
            : field.label,
          context: groups.map((g) => (numbered.has(g) ? g.replace(SECTION_NUMBER, '') : g)).join(' · '),
        }
      : field;
    const found = sectioned ? fieldScope(plain, page, own) : pageScope(field);
    // "PLZ" and "Ort" boxes with no label, right after "Hauptwohnsitz bleibt in [street]": that block's.
    const before = fields[(positions.get(field.key) ?? 0) - 1];
    const inherited =
      !field.label &&
      !found.block &&
      before &&
      before.context === field.context &&
      scopeKindOf(concepts.get(field.key) ?? null) === 'place'
        ? scopeOf(before).block
        : null;
    const placed = inherited ? { ...found, block: inherited } : found;
    // Name and phone beside "Relationship to you" are that person's, not the user's.
    // In a table of people ("Full Name, Row 2"), each row is its own person: the second row never
    // repeats the first's.
    // A row of a list of other people ("Parentesco" in each row): the template's people in turn.
    const row = rows.get(field.key);
    let scope =
      row !== undefined
        ? rowScope(placed, row)
        : !placed.person && related.has(field.key) && scopeKindOf(concepts.get(field.key) ?? null) === 'person'
          ? { ...placed, person: relative, index: rowInText(field.label, page) }
          : placed;
    // "To" beside "From" (a parcel quote, a transfer): the place and person there are the recipient's.
    if (
      !scope.person &&
      destination.has(field.key) &&
      PERSON_OR_PLACE.has(scopeKindOf(concepts.get(field.key) ?? null))
    )
      scope = { ...scope, person: 'recipient', index: null };
    // The shipping block behind "Ship to a different address": only a shipping address answers it.
    if (scope.block && offeredDifferent.has(scope.block)) scope = { ...scope, different: true };
    // "New address" beside the old one (a change of address), on a template that holds no address
    // moved to: the user's own, where they live now. (A template holding one keeps it for the page's
    // "moving to"; a new home's postcode asked alone, for a mortgage, is where the user does not live yet.)
    if (scope.block === 'future' && !scope.person && !selfBlocks.includes('future') && movedAlready())
      scope = { ...scope, block: null };
    // "Partner/in 1" beside "Partner/in 2" (a couple's tax return): the first is the user, the second their spouse.
    if (scope.person === 'spouse' && (scope.index === 1 || scope.index === 2) && couplesNumbered())
      scope = scope.index === 1 ? { ...scope, person: null, index: null } : { ...scope, index: null };
    // A mother's block when the user is the father (or the reverse), filling in for their child: the other parent's.
    if (scope.person === 'parent' && fillsInForChild && scope.role && userRole && scope.role !== userRole)
      scope = holdsSpouse ? { ...scope, person: 'spouse', index: null } : { ...scope, index: 2 };
    // A parent filling in for their child: the page's (first) parent is the user.
    else if (scope.person === 'parent' && (scope.index ?? 1) === 1 && fillsInForChild)
      scope = { ...scope, person: null, index: null };
    // ... the second, the user's spouse, when the template holds one ...
    else if (scope.person === 'parent' && scope.index === 2 && fillsInForChild && holdsSpouse)
      scope = { ...scope, person: 'spouse', index: null };
    // ... and whom the form is about ("Dati del paziente" beside "Genitore / tutore") is the child.
    else if (!scope.person && (asksParent || selfAsParent) && namesSubject(nearestGroup(field), page))
      scope = { ...scope, person: 'child', index: null };
    // "Datos del alumno/a", `student.voornamen`, with a template that holds no child: the learner is the user.
    else if (scope.person === 'child' && !holdsAnyChild && namesOnlyLearner(field))
      scope = { ...scope, person: null, index: null };
    // "Le co-demandeur" on a page that asks for no spouse, with a template that holds a spouse and no co-applicant: the spouse.
    else if (scope.person === 'coApplicant' && (scope.index ?? 2) === 2 && spouseApplies)
      scope = { ...scope, person: 'spouse', index: null };
    // "Le représentant légal" of a company, on a page and a template about no child: the user.
    else if (
      scope.person === 'parent' &&
      !holdsChild &&
      !pagePeople.has('child') &&
      [field.label, groups[0] ?? ''].some((text) => namesLegalRepresentative(text, page))
    ) {
      const { role: _role, ...rest } = scope;
      scope = { ...rest, person: null, index: null };
    }
    // "E-mail da empresa": the company's email or phone is a work one.
    if (
      !scope.block &&
      !scope.person &&
      contactFamily(concepts.get(field.key) ?? null) &&
      namesCompany(field.label, page)
    )
      scope = { ...scope, block: 'work' };
    // A billing block asking a company's VAT number ("CIF", "Partita IVA", "BTW-nummer") is the
    // company's invoicing: its name, address and email are the template's work ones.
    const asked = concepts.get(field.key) ?? null;
    if (
      scope.block === 'billing' &&
      !scope.person &&
      companyInvoicing() &&
      (scopeKindOf(asked) === 'place' || asked === 'organization' || asked === 'email')
    )
      scope = { ...scope, block: 'work' };
    // The second job of a list of jobs held ("WorkExperience[1]"): only the template's previous job.
    const copy = copies.get(field.key);
    if (copy?.of === 'jobs' && copy.n === 2) scope = { ...scope, block: 'previous', different: true };
    const n = instances.get(field.key);
    const kind = scopeKindOf(concepts.get(field.key) ?? null);
    if (n === undefined) return scope;
    // A copy of a person's group (`kind[1].steuerid`) is that copy's person, whatever it asks
    // (the user's spouse is one: "Additional driver" taken for the partner keeps no number).
    if (scope.person) return scope.person === 'spouse' && scope.index === null ? scope : { ...scope, index: n };
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
  // The spouse is the emergency contact a template does not name only on a page that does not ask
  // about them otherwise (a partner's or second parent's block: the contact is then someone else).
  const nextOfKin =
    holdsSpouse &&
    !aboutPeople.some((f) => {
      const s = pageScope(f);
      return s.person === 'spouse' || (s.person === 'parent' && (s.index === 2 || Boolean(s.role)));
    });
  const allLocales = [...new Set([...page, ...templateLanguages])];
  /**
   * The answer to a short question how someone is related ("Parentesco", "Lien avec l'enfant",
   * "Beziehung zu Ihnen"): the template's relationship value of the person the field is about
   * (its scope, else the person whose name and phone it sits beside), or, for a parent asked how
   * they are related to the child, the parent the template says they are ("Père de Léo"). A
   * list takes the option offering that kin in any language ("Madre" for "Mother"). The user's own
   * relation only as the parent of the child they fill in for (their sex says which).
   */
  const relationAnswer = (field: PageField, scope: Scope): string | null => {
    // "Relatie tot de speler Ouder 1" (a table's column and row headers): the column's question.
    const nearest = nearestGroup(field);
    const label =
      nearest && words(field.label).startsWith(words(nearest)) && asksRelationship(nearest, page)
        ? nearest
        : field.label;
    if (label.includes('?') || words(label).split(' ').length > QUESTION_WORDS) return null;
    if (!asksRelationship(label, page)) return null;
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
    const toWhom = personInText(label, page, own);
    // "Relationship to participant" of the user filling in for their child: the parent they are.
    // Their partner's (a spouse, the page's second parent) too when the question names the child
    // ("Relatie tot het kind"): a partner's "Lien avec le demandeur" asks how they are related to the user.
    const aboutSubject = toWhom === null && namesSubject(label, page);
    if (userRole && (toWhom === 'child' || aboutSubject)) {
      const whose = toWhom === 'child' ? fieldScope({ ...field, label: '' }, page, own) : scope;
      if (whose.person === null || (whose.person === 'parent' && (whose.index ?? 1) === 1)) return pick(userRole, null);
      const partner = whose.person === 'spouse' || (whose.person === 'parent' && whose.index === 2);
      // (The page's second parent, asked how they are related to whom the page is about: the other parent.)
      const secondParent = aboutSubject && whose.person === 'parent' && whose.index === 2;
      if ((partner && toWhom === 'child') || secondParent)
        return pick(userRole === 'father' ? 'mother' : 'father', null);
    }
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
    // The template's spouse or child, in a list that asks how each is related: the kin they are.
    if (said.length === 0 && (person.person === 'spouse' || person.person === 'child'))
      return pick(person.person, null);
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
  // Whose addresses the page asks a town or postcode for: an address box of anyone else's ("Adresse
  // Arbeitgeber" of the partner, one box) asks the whole address.
  const townsAsked = once(
    () =>
      new Set(
        fields.filter((f) => TOWN_PARTS.has(concepts.get(f.key) ?? null)).map((f) => contactKey(scopeOf(f), 'town')),
      ),
  );
  const asksTownOf = (scope: Scope) => townsAsked().has(contactKey(scope, 'town'));
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
    // A billing and a shipping postcode one after the other are two postcodes, not two pieces.
    const [a, b] = [scopeOf(field), scopeOf(next)];
    if (a.block !== b.block || a.person !== b.person) return;
    postcodeParts.set(field.key, 0);
    postcodeParts.set(next.key, 1);
  });
  // Which lists offer an option: a value found in one list only answers it (optionByValue).
  const offeredIn = optionCounts(fields);
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
    // A part of one entry of a list of jobs or schooling ("Start year" under "Education 2"): only that entry's.
    const asked = historyAsked.get(field.key);
    const entryAnswer = asked ? historyAnswer(asked, history, field, page) : null;
    if (entryAnswer === 'skip') {
      skip(field.key, 'low_confidence');
      continue;
    }
    if (entryAnswer) {
      fillWith(field, entryAnswer.variants, { isDate: entryAnswer.isDate });
      continue;
    }
    // "Are you legally authorized to work in the United States?" of a U.S. citizen: yes (sponsorship: no).
    const right = rightToWorkAnswer(concept, field, read, [...page, ...templateLanguages], lang);
    if (right) {
      fillWith(field, [right]);
      continue;
    }
    // "Are you at least 18?" of the user: from their birth date (a box is ticked only when it is so).
    const grown = scopeOf(field).person === null ? ageAnswer(field, read, page, dayFirst, now) : null;
    if (grown === 'yes' && field.kind === 'checkbox') result.values[field.key] = true;
    else if (grown && field.kind !== 'checkbox') fillWith(field, [grown]);
    else if (grown) skip(field.key, 'no_match');
    if (grown) continue;
    // "Age range" (18–24, 25–34…) of the user: the band holding their age.
    const band = scopeOf(field).person === null ? ageBandAnswer(field, read, page, dayFirst, now) : null;
    if (band) {
      fillWith(field, [band]);
      continue;
    }
    if (field.kind === 'checkbox') {
      const listed = chosen.get(field.key);
      const answer = checkboxAnswer(field, read, page, agreements) ?? (listed === undefined ? null : { value: listed });
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
    const nearest = nearestGroup(field);
    if (!scope.person && words(nearest).split(' ').length <= MARKETING_GROUP_WORDS && isMarketingText(nearest, page)) {
      skip(field.key, 'no_match');
      continue;
    }
    // A later copy of a list of schooling or jobs (a second school, a third job): the template never
    // says which of its values belong there. A later row's "Employer name" is that job's employer,
    // not the user's current one.
    const copy = copies.get(field.key);
    if (
      copy &&
      copy.n >= 2 &&
      !scope.person &&
      (copy.of ? !(copy.of === 'jobs' && copy.n === 2) : !scope.block || !COPY_BLOCKS.has(scope.block))
    ) {
      skip(field.key, 'low_confidence');
      continue;
    }
    let mine = read.filter((v) => samePerson(scope, v.scope) && !(copy?.n === 1 && v.scope.block === 'previous'));
    // "Adulto 2", "Passenger 2" where the template's one other person is the user's partner ("Pareja").
    if (mine.length === 0 && scope.person === 'other' && scope.index === 2 && companion) {
      scope = { ...scope, person: companion, index: null };
      mine = read.filter((v) => samePerson(scope, v.scope));
    }
    // An emergency contact, where the template names none but holds the user's spouse: the spouse,
    // whom people name first (never the user).
    if (mine.length === 0 && scope.person === 'emergency' && (scope.index ?? 1) === 1 && nextOfKin) {
      scope = { ...scope, person: 'spouse', index: null };
      mine = read.filter((v) => samePerson(scope, v.scope));
    }
    // A parcel's receiver ("Destinatario" beside "Mittente") where the template's one other person
    // is family ("Mamma"); not a beneficiary or a gift's honoree.
    const receives = destination.has(field.key) || namesReceiver(field.label, page) || namesReceiver(nearest, page);
    if (mine.length === 0 && scope.person === 'recipient' && (scope.index ?? 1) === 1 && addressee && receives) {
      scope = { ...scope, ...addressee };
      mine = read.filter((v) => samePerson(scope, v.scope));
    }
    // A question about someone else the user answers ("Would you recommend us to a friend?").
    let aboutSomeone = false;
    if (scope.person && mine.length === 0) {
      aboutSomeone = true;
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
    // "Years at this address", "Living here since": from the template's one value saying so of that address.
    if (!scope.person) {
      const stay = stayAnswer(field, scope.block, mine, page, templateLanguages, now, dayFirst);
      if (stay === 'skip') skip(field.key, 'low_confidence');
      else if (stay) fillWith(field, stay.variants, { isDate: stay.isDate });
      if (stay) continue;
    }
    // (An identity number, "N°" under "Permis de conduire", goes only into a box asking for a document.)
    const exact = field.label
      ? sameLabel
          .get(words(field.label))
          ?.find(
            (v) =>
              samePerson(scope, v.scope) &&
              inBlock(v) &&
              !otherPlace(v) &&
              (concept === 'document' || !documents.has(v)),
          )
      : undefined;
    // "Year" under "Date of birth" is a birth year: never the template's "Year" of a car.
    if (exact && exact.concept === null && !BIRTH_PARTS.has(concept ?? '')) {
      // "Parentesco: marido" for a list offering "Cônjuge / companheiro(a)": the kin it names.
      const unlisted = field.options.length > 0 && !pickOption(field.options, [exact.value.value]);
      const relation = unlisted ? relationAnswer(field, scope) : null;
      fillWith(field, [relation ?? exact.value.value], { isDate: exact.value.type === 'date' });
      continue;
    }
    // "Landlord / property manager name" and the template's "Landlord: Marc Dubé" (someone the
    // matcher has no role for): the name whose label the field's names, of the same block. (Two
    // such labels the field names as much, "Landlord" and "Manager": neither.)
    if (scope.person === 'other' && (concept === null || concept === 'fullName')) {
      const titled = mine.filter(
        (v) => v.concept === null && v.scope.block === scope.block && labelsOnlyPerson(v.value, templateLanguages),
      );
      const named = bestByLabel(field, titled);
      const name = named && otherPersonName(named, templateLanguages);
      if (name) {
        fillWith(field, [name]);
        continue;
      }
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
    const qualifier = QUALIFIER.exec(words(`${field.label} ${nearestGroup(field)}`))?.[1];
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
    // "Alternate phone" after the phone the page asked first: another of the person's phones, or none
    // (the same number again tells the site nothing; browsers' autofill repeats it, users leave it empty).
    // (So is "Altro sito web" after the user's website, LinkedIn and GitHub: another of their links, or none.)
    const family = concept ? ALTERNATE_FAMILIES.find((f) => f.has(concept)) : undefined;
    if (family && asksAlternate(field.label, page)) {
      const same = (text: string) => (family === PHONES ? digitsOf(text) : normalizeText(text));
      const given = new Set(
        fields
          .slice(0, positions.get(field.key))
          .filter(
            (f) =>
              family.has(concepts.get(f.key) ?? '') && samePerson(scopeOf(f), scope) && samePerson(scope, scopeOf(f)),
          )
          .map((f) => same(String(result.values[f.key] ?? '')))
          .filter(Boolean),
      );
      if (given.size > 0) {
        const other = mine.find((v) => v.concept && family.has(v.concept) && !given.has(same(v.value.value)));
        if (other) fillWith(field, [other.value.value]);
        else skip(field.key, 'no_match');
        continue;
      }
    }
    if (concept) {
      let unitOf: Profiles = profiles;
      let unitExact = exact;
      if (units && scopeKindOf(concept) === 'place' && AddressUnits.reads(scope, selfBlocks)) {
        const title = units.unitOf(field);
        if (title === null) {
          // The field's group names two of the template's addresses: which one it asks is not clear.
          skip(field.key, 'low_confidence');
          continue;
        }
        unitOf = profilesOfUnit(title);
        const kept = new Set(units.valuesFor(title));
        unitExact = exact && kept.has(exact) ? exact : undefined;
      }
      const onlyWork = scope.block === 'work' && askedOutsideWork.has(contactKey(scope, contactFamily(concept) ?? ''));
      // A child whose parent fills the form in lives at the parent's address, unless the template gives theirs.
      const atHome =
        (asksParent || selfAsParent) &&
        scope.person === 'child' &&
        scopeKindOf(concept) === 'place' &&
        !mine.some((v) => v.concept && scopeKindOf(v.concept) === 'place');
      const variants = conceptVariants(
        concept,
        onlyWork ? { ...scope, different: true } : atHome ? { ...scope, person: null, index: null } : scope,
        field,
        unitExact,
        unitOf,
        page,
        lang,
        dayFirst,
        asks,
        otherPhone,
        concept === 'streetAddress' && !asksTownOf(scope),
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
    const free = mine.filter(
      (v) => inBlock(v) && !otherPlace(v) && (v.concept === null || v.titled) && !documents.has(v),
    );
    const pieces = concept === null ? datePieceAnswer(field, mine, page, dayFirst) : null;
    if (pieces) {
      fillWith(field, pieces);
      continue;
    }
    const match =
      bestByLabel(field, free, { ignore: scope.person ? personWords(field, mine) : undefined }) ??
      // Not for a question about someone else: the user's answer says nothing of theirs.
      (concept === null && !aboutSomeone ? optionByValue(field, free, offeredIn) : undefined);
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

/**
 * The group most of a page's fields sit in, when it names someone else's role: the page's heading
 * is then a job's title or the form's topic ("Comptable spécialisé·e (80-100 %)", "Store Manager"),
 * not a section about an accountant or a manager. Null when there is none.
 */
function roleHeading(fields: PageField[], locales: readonly LocaleRules[], own: LocaleRules | null): string | null {
  if (fields.length < ROLE_HEADING_FIELDS) return null;
  const counts = new Map<string, number>();
  for (const f of fields) {
    const nearest = nearestGroup(f);
    if (nearest) counts.set(nearest, (counts.get(nearest) ?? 0) + 1);
  }
  const [top, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return count >= fields.length * ROLE_HEADING_SHARE && personInText(top, locales, own) === 'other' ? top : null;
}
const ROLE_HEADING_FIELDS = 6;
const ROLE_HEADING_SHARE = 0.4;

/** A list asking what kind of phone a number is ("Phone Type", "Telefontyp", "Tipo de telefone"). */
const PHONE_TYPE =
  /\b(phone|telephone|telefon|telefono|telefone|telefoon|number)( device)? ?(type|typ|art|soort)\b|\b(tipo|type|soort|art) (de |di |van )?(telefone|telephone|telefono|telefon|telefoon|numero)\b/;
/** An option naming a mobile phone, in any supported language. */
const MOBILE_OPTION =
  /\b(mobile|cell|cellular|handy|mobil|mobiltelefon|portable|movil|celular|telemovel|cellulare|mobiel)\b/;

/** A phone's or an email's concept family ("tel" for its parts too), or null for any other concept. */
const contactFamily = (concept: Concept | null): string | null =>
  concept?.startsWith('tel') ? 'tel' : concept === 'email' ? 'email' : null;

/** A group name of this many words at most is a newsletter box's own ("Newsletter", "Stay in touch"), not a form's section. */
const MARKETING_GROUP_WORDS = 4;

/** The parts of an address that say where it is, besides its street. */
const TOWN_PARTS: ReadonlySet<Concept | null> = new Set(['postalCode', 'city', 'postalCodeCity']);
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

/**
 * Which parent the user is (of the child the template holds): the user's sex or honorific says it,
 * else the spouse's title ("Juliana (esposa)", "My husband": the other sex). Null when nothing does.
 */
function parentRoleOfUser(read: readonly ReadValue[]): ParentRole | null {
  const roleOf = (sex: string | null): ParentRole | null =>
    sex === 'male' ? 'father' : sex === 'female' ? 'mother' : null;
  // "Ik (mama)": the parent the user's own title says they are.
  const titled = read.find((v) => v.scope.person === null && v.scope.as === 'parent' && v.scope.role);
  if (titled?.scope.role) return titled.scope.role;
  for (const v of read) {
    if (v.scope.person !== null) continue;
    if (v.concept === 'sex') return roleOf(sexKind(v.value.value));
    if (v.concept === 'honorific') return roleOf(sexOfHonorific(v.value.value));
  }
  const spouse = new Set(
    read
      .filter((v) => v.scope.person === 'spouse')
      .map((v) => sexOfSpouseWord(v.value.group) ?? sexOfSpouseWord(v.value.label))
      .filter((sex) => sex !== null),
  );
  const [sex] = spouse;
  return spouse.size === 1 && sex ? roleOf(sex === 'male' ? 'female' : 'male') : null;
}

/** Concepts of which a person may have several, one asked after the other ("Phone", "Alternate phone"; "Website", "Other website"). */
const PHONES: ReadonlySet<string> = new Set(['tel']);
const ALTERNATE_FAMILIES: ReadonlyArray<ReadonlySet<string>> = [PHONES, new Set(['url', 'linkedin', 'github'])];

/** People a page asks about when a parent fills it in for a child. */
const FAMILY: ReadonlySet<PersonKind> = new Set(['child', 'parent']);

const PERSON_NAMES: ReadonlySet<Concept> = new Set(['fullName', 'givenName', 'familyName']);

/** A label that asks the user something ("Would you recommend us to a friend?"), not for a datum. */
const readsAsQuestion = (label: string) => label.includes('?') || words(label).split(' ').length >= QUESTION_WORDS;
/** Labels of this many words or more are questions, not names of a datum. */
const QUESTION_WORDS = 5;
