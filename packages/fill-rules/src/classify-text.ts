import { CONCEPT_ROWS, type Concept } from './concepts.ts';
import { LOCALES, type LocaleRules } from './locales/index.ts';
import {
  type BlockKind,
  DOCUMENT_KINDS,
  type DocumentKind,
  type ParentRole,
  type PersonKind,
} from './locales/types.ts';
import { rulePattern, words } from './text.ts';

/** One language's rules, compiled once. */
interface CompiledLocale {
  rules: LocaleRules;
  labels: Map<Concept, RegExp>;
  weak: Array<[Concept, RegExp]>;
  not: Map<Concept, RegExp>;
  never: RegExp;
  people: Array<[PersonKind, RegExp]>;
  ownPeople: Array<[PersonKind, RegExp]>;
  parentRoles: Array<[ParentRole, RegExp]>;
  timeframes: { current: RegExp; wished: RegExp };
  journey: { from: RegExp; to: RegExp; receiver: RegExp };
  numbered: RegExp;
  nouns: RegExp;
  subjects: RegExp;
  learners: RegExp;
  jobTitles: RegExp;
  blocks: Array<[BlockKind, RegExp]>;
  consent: RegExp;
  marketing: RegExp;
  different: RegExp;
  alternate: RegExp;
  row: RegExp;
  legalRepresentative: RegExp;
  self: RegExp;
  relationship: RegExp;
  agreeing: RegExp;
  documents: Map<DocumentKind, RegExp>;
  documentDetails: RegExp;
  issuer: RegExp;
  numbersOnly: RegExp;
  residence: { since: RegExp; length: RegExp };
  birth: RegExp;
}

const ORDER = CONCEPT_ROWS.map((row) => row.id as Concept);

function compile(rules: LocaleRules): CompiledLocale {
  const inOrder = (table: Partial<Record<Concept, string>> | undefined) =>
    ORDER.flatMap((concept) => {
      const source = table?.[concept];
      return source ? [[concept, rulePattern(source)] as [Concept, RegExp]] : [];
    });
  return {
    rules,
    labels: new Map(inOrder(rules.labels)),
    weak: inOrder(rules.weakLabels),
    not: new Map(Object.entries(rules.not ?? {}).map(([c, source]) => [c as Concept, rulePattern(source as string)])),
    never: rulePattern(rules.never),
    people: Object.entries(rules.people).map(([kind, source]) => [kind as PersonKind, rulePattern(source as string)]),
    ownPeople: Object.entries(rules.ownLanguagePeople ?? {}).map(([kind, source]) => [
      kind as PersonKind,
      rulePattern(source as string),
    ]),
    parentRoles: Object.entries(rules.parentRoles).map(([role, source]) => [role as ParentRole, rulePattern(source)]),
    journey: {
      from: rulePattern(rules.journey.from),
      to: rulePattern(rules.journey.to),
      receiver: rulePattern(rules.journey.receiver),
    },
    timeframes: { current: rulePattern(rules.timeframes.current), wished: rulePattern(rules.timeframes.wished) },
    numbered: rulePattern(numberedSource([rules.numberedPeople, rules.numberedHolders].filter(Boolean).join('|'), 2)),
    // A holder is a person noun only numbered ("1.º Titular"); "Titular" alone is the user.
    nouns: rulePattern(
      `\\b(${rules.numberedPeople})(s|en|n|es)?\\b${rules.numberedHolders ? `|${numberedSource(rules.numberedHolders, 1)}` : ''}`,
    ),
    subjects: rulePattern(`\\b(${rules.subjects})(s|en|n|es)?\\b`),
    learners: rulePattern(`\\b(${rules.learners})(s|en|n|es)?\\b`),
    jobTitles: rulePattern(`\\b(${rules.history.jobTitles})\\b`),
    blocks: Object.entries(rules.blocks).map(([kind, source]) => [kind as BlockKind, rulePattern(source as string)]),
    consent: rulePattern(rules.consent),
    different: rulePattern(rules.different),
    alternate: rulePattern(rules.alternate),
    legalRepresentative: rulePattern(rules.legalRepresentative),
    self: rulePattern(rules.self),
    row: rulePattern(`\\b(${rules.row}) (1[0-9]|[1-9])\\b`),
    relationship: rulePattern(rules.relationship),
    agreeing: rulePattern(rules.agreeing),
    marketing: rulePattern(rules.marketing),
    documents: new Map(
      Object.entries(rules.documents).map(([kind, source]) => [kind as DocumentKind, rulePattern(source as string)]),
    ),
    documentDetails: rulePattern(rules.documentDetails),
    issuer: rulePattern(rules.issuer),
    numbersOnly: rulePattern(rules.numbersOnly),
    residence: { since: rulePattern(rules.residence.since), length: rulePattern(rules.residence.length) },
    birth: rulePattern(rules.birth.label),
  };
}

const COMPILED = new Map<LocaleRules, CompiledLocale>();
const compiled = (rules: LocaleRules) => {
  let c = COMPILED.get(rules);
  if (!c) {
    c = compile(rules);
    COMPILED.set(rules, c);
  }
  return c;
};

const ALL = Object.values(LOCALES);

/** A list of languages as a memo key ("de,en"), built once per list (one language: its code). */
const KEYS = new WeakMap<readonly LocaleRules[], string>();
function localesKey(locales: readonly LocaleRules[]): string {
  if (locales.length === 1) return locales[0]?.lang ?? '';
  let key = KEYS.get(locales);
  if (key === undefined) {
    key = locales.map((l) => l.lang).join(',');
    KEYS.set(locales, key);
  }
  return key;
}

/** Whether a concept is stopped in this text by any of the languages' negative words. */
const stopped = (concept: Concept, w: string, locales: readonly LocaleRules[]) =>
  locales.some((l) => compiled(l).not.get(concept)?.test(w) ?? false);

/** Whether a text's own words rule a concept out ("PEC" is no everyday email, "Bundesland" no country). */
export function rulesOut(concept: Concept, text: string, locales: readonly LocaleRules[] = ALL): boolean {
  const w = words(text);
  return w !== '' && stopped(concept, w, locales);
}

/**
 * Every concept a text names, in the registry's order (a label may name several: "City / State /
 * Zip"), read with the given languages. `never` alone when the text names something the matcher
 * must leave alone (a user name, a promo code) and no email.
 */
export function conceptsInText(text: string, locales: readonly LocaleRules[] = ALL): Concept[] {
  const key = `${localesKey(locales)}\u0000${text}`;
  let result = remembered.get(key);
  if (result === undefined) {
    if (remembered.size >= 20_000) remembered.clear();
    result = readConcepts(text, locales);
    remembered.set(key, result);
  }
  return result;
}

const remembered = new Map<string, Concept[]>();

/** Parts of a person's name, which a label naming the whole name names too ("Nom et prénom"). */
const NAME_PARTS: ReadonlySet<Concept> = new Set(['givenName', 'familyName', 'middleName']);

/** A question of more words than this does not take its weak words ("name") for a concept. */
const QUESTION_WORDS = 5;

function readConcepts(text: string, locales: readonly LocaleRules[]): Concept[] {
  const w = words(text);
  if (!w) return [];
  const found: Concept[] = [];
  const add = (concept: Concept) => {
    if (!found.includes(concept) && !stopped(concept, w, locales)) found.push(concept);
  };
  for (const locale of locales) if (compiled(locale).labels.get('email')?.test(w)) add('email');
  if (found.length === 0 && locales.some((l) => compiled(l).never.test(w))) return ['never'];
  for (const concept of ORDER) {
    if (concept === 'email') continue;
    for (const locale of locales) {
      const pattern = compiled(locale).labels.get(concept);
      if (pattern?.test(w)) {
        add(concept);
        break;
      }
    }
  }
  // "Name und Vorname", "Nom et prénom": a label naming the whole name asks for it, not for the part it names too.
  const whole = found.indexOf('fullName');
  if (whole > 0 && found.slice(0, whole).every((c) => NAME_PARTS.has(c))) found.unshift(...found.splice(whole, 1));
  // A bare "name" in a long question ("Which medicines do you take? (name, dose)") is no person's name.
  const question = text.includes('?') && w.split(' ').length > QUESTION_WORDS;
  if (!question)
    for (const locale of locales)
      for (const [concept, pattern] of compiled(locale).weak) if (pattern.test(w)) add(concept);
  // "AHV-Nummer", "CPF": a text naming nothing else but a kind of document asks for its number.
  if (found.length === 0 && documentKindIn(w, locales) && !locales.some((l) => compiled(l).documentDetails.test(w)))
    add('document');
  return found;
}

function documentKindIn(w: string, locales: readonly LocaleRules[]): DocumentKind | null {
  for (const kind of DOCUMENT_KINDS)
    for (const locale of locales) if (compiled(locale).documents.get(kind)?.test(w)) return kind;
  return null;
}

/** The kind of identity, bank or membership number a text names ("N° AVS" → socialSecurity), or null. */
export function documentKindInText(text: string, locales: readonly LocaleRules[] = ALL): DocumentKind | null {
  const w = words(text);
  return w ? documentKindIn(w, locales) : null;
}

/** Whether a text asks about a document rather than for its number ("Passport expiry", "Clé", "Issued by"). */
export function namesDocumentDetail(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  const w = words(text);
  return w !== '' && locales.some((l) => compiled(l).documentDetails.test(w));
}

/** Whether a text asks who or where issued a document ("Issued by", "País emissor", "Ausstellungsland"). */
export function namesIssuer(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  const w = words(text);
  return w !== '' && locales.some((l) => compiled(l).issuer.test(w));
}

/** The first concept a text names, or null. */
export function conceptFromText(text: string, locales?: readonly LocaleRules[]): Concept | null {
  return conceptsInText(text, locales)[0] ?? null;
}

/**
 * Another person a text speaks of ("Emergency contact", "Ehepartner", "Passenger 2"), or null.
 * `own` is the page's language, whose own-language words count too.
 */
export function personInText(
  text: string,
  locales: readonly LocaleRules[] = ALL,
  own: LocaleRules | null = null,
): PersonKind | null {
  const key = `${localesKey(locales)}\u0000${own?.lang ?? ''}\u0000${text}`;
  const known = people.get(key);
  if (known !== undefined) return known;
  if (people.size >= 20_000) people.clear();
  const found = readPerson(text, locales, own);
  people.set(key, found);
  return found;
}

const people = new Map<string, PersonKind | null>();

/** Brackets holding no letters ("Adult (16+)", "Child (2-11)"): an age or a count, never a person's number. */
const withoutNumbersInBrackets = (text: string) => text.replace(/\([^()\p{L}]*\)/gu, ' ');

function readPerson(text: string, locales: readonly LocaleRules[], own: LocaleRules | null): PersonKind | null {
  const w = words(withoutNumbersInBrackets(text));
  if (!w) return null;
  for (const locale of locales) {
    const c = compiled(locale);
    for (const [kind, pattern] of c.people) if (pattern.test(w)) return kind;
    if (locale === own) for (const [kind, pattern] of c.ownPeople) if (pattern.test(w)) return kind;
    if (c.numbered.test(w)) return 'other';
  }
  return null;
}

/** The parent a text names ("Father's full name", "Parent 2 (mère)", "Papà"), or null: none, or both. */
export function parentRoleInText(text: string, locales: readonly LocaleRules[] = ALL): ParentRole | null {
  const w = words(text);
  if (!w) return null;
  const found = new Set<ParentRole>();
  for (const locale of locales)
    for (const [role, pattern] of compiled(locale).parentRoles) if (pattern.test(w)) found.add(role);
  const [only] = found;
  return found.size === 1 && only ? only : null;
}

/** Whether a whole text names a journey's start ("From", "Von") or its end ("To", "Nach"); null: neither. */
export function journeyEndInText(text: string, locales: readonly LocaleRules[] = ALL): 'from' | 'to' | null {
  const w = words(text);
  if (!w) return null;
  if (locales.some((l) => compiled(l).journey.to.test(w))) return 'to';
  return locales.some((l) => compiled(l).journey.from.test(w)) ? 'from' : null;
}

/** Whether a template value's text names the receiver of a parcel or a transfer ("Recipient postcode", "Empfänger"). */
export function namesReceiver(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  const w = words(text);
  return w !== '' && locales.some((l) => compiled(l).journey.receiver.test(w));
}

/** Whether a text says its datum is the present one ("current salary") or a wished one ("expected salary"); null: neither, or both. */
export function timeframeInText(text: string, locales: readonly LocaleRules[] = ALL): 'current' | 'wished' | null {
  const w = words(text);
  if (!w) return null;
  const current = locales.some((l) => compiled(l).timeframes.current.test(w));
  const wished = locales.some((l) => compiled(l).timeframes.wished.test(w));
  return current === wished ? null : current ? 'current' : 'wished';
}

/**
 * "Passenger 2", "2. Gast", "2.º Titular", "Second driver": one of the nouns with a number (from
 * `first` to 19).
 */
function numberedSource(nouns: string, first: 1 | 2): string {
  const n = `([${first}-9]|1[0-9])`;
  return `\\b(${nouns})(s|en|n|es)?\\b ?(n ?o |nr |number |#)?${n}\\b|^${n} ?${ORDINAL_SIGN}? (${nouns})\\b|\\b(second|zweite[rs]?|deuxieme|segund[oa]|tweede|second[oa]) (${nouns})\\b`;
}

/** The letters an ordinal number carries in the supported languages, as `words` leaves them ("2nd", "2.º" → "2 o", "2ème" → "2 eme"). */
const ORDINAL_SIGN = '(st|nd|rd|th|e|er|eme|ieme|o|a|de|te)';
const LEADING_ORDINAL = new RegExp(`^([1-9]|1[0-9]) ?${ORDINAL_SIGN} \\S`);

/** The ordinal a text starts with ("2.º Titular", "2nd driver", "2e conducteur"): 2; null when it starts with none. */
export function leadingOrdinal(text: string): number | null {
  const found = LEADING_ORDINAL.exec(words(text));
  return found ? Number(found[1]) : null;
}

/** Every block a text names (shipping, billing, home, work…), first named first. */
export function blocksInText(text: string, locales: readonly LocaleRules[] = ALL): BlockKind[] {
  const key = `${localesKey(locales)}\u0000${text}`;
  let found = blocks.get(key);
  if (found === undefined) {
    if (blocks.size >= 20_000) blocks.clear();
    found = readBlocks(text, locales);
    blocks.set(key, found);
  }
  return found;
}

const blocks = new Map<string, BlockKind[]>();

function readBlocks(text: string, locales: readonly LocaleRules[]): BlockKind[] {
  const w = words(text);
  if (!w) return [];
  // [kind, where its words start, how long they are]
  const found: Array<[BlockKind, number, number]> = [];
  for (const locale of locales) {
    for (const [kind, pattern] of compiled(locale).blocks) {
      const match = pattern.exec(w);
      if (match && !found.some(([k]) => k === kind)) found.push([kind, match.index, match[0].length]);
    }
  }
  // First named first; of two named at one place, the longer words ("Casa nova": the new house, not home).
  return found.sort((a, b) => a[1] - b[1] || b[2] - a[2]).map(([kind]) => kind);
}

/** Rules that are one pattern per language, tested as they are. */
type PlainRule =
  | 'consent'
  | 'marketing'
  | 'different'
  | 'alternate'
  | 'legalRepresentative'
  | 'self'
  | 'relationship'
  | 'agreeing'
  | 'subjects'
  | 'numbersOnly'
  | 'birth';

/** Whether any of the languages' patterns of one rule matches a text. */
function saysAny(text: string, locales: readonly LocaleRules[], rule: PlainRule): boolean {
  const w = words(text);
  return w !== '' && locales.some((l) => compiled(l)[rule].test(w));
}

/** Whether a text asks to agree to terms or a privacy policy. */
export function isConsentText(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  return saysAny(text, locales, 'consent');
}

/** Whether a text offers marketing, newsletters or partners' offers. */
export function isMarketingText(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  return saysAny(text, locales, 'marketing');
}

/** Whether a text asks for something only if it differs ("Billing address (if different)", "falls abweichend"). */
export function asksIfDifferent(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  return saysAny(text, locales, 'different');
}

/** Whether a text asks for a second contact of a person ("Alternate phone", "Autre téléphone"). */
export function asksAlternate(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  return saysAny(text, locales, 'alternate');
}

/** Whether a text names someone's legal representative ("Le représentant légal", "Gesetzlicher Vertreter"). */
export function namesLegalRepresentative(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  return saysAny(text, locales, 'legalRepresentative');
}

/** Whether a template's title, before its brackets, is how its user names themselves ("Me", "Moi", "Ik"). */
export function namesSelf(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  return saysAny(text, locales, 'self');
}

/** The row a text numbers ("Phone, Row 2" → 2), or null. */
export function rowInText(text: string, locales: readonly LocaleRules[] = ALL): number | null {
  const w = words(text);
  for (const l of locales) {
    const m = compiled(l).row.exec(w);
    if (m) return Number(m[2]);
  }
  return null;
}

/** Whether a text asks how someone is related to the user ("Relationship to the patient", "Lien de parenté"). */
export function asksRelationship(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  return saysAny(text, locales, 'relationship');
}

/** Whether a text names a whole name with its parts ("Vor- und Nachname", "Nom et prénom", "Name and surname"). */
export function namesWholeName(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  const w = words(text);
  return w !== '' && locales.some((l) => compiled(l).labels.get('fullName')?.test(w) ?? false);
}

/** Whether a text is a sentence of agreeing ("I confirm that…", "Ich bestätige…"). */
export function isAgreeingText(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  return saysAny(text, locales, 'agreeing');
}

/** Whether a text names a person at all ("attendee", "drivers", "Referenz"), numbered or not. */
export function namesPerson(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  const w = words(text);
  return w !== '' && (personInText(text, locales) !== null || locales.some((l) => compiled(l).nouns.test(w)));
}

/** Whether a text names whom a form is about ("Dati del paziente", "Participant details", "Mitglied"). */
export function namesSubject(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  return saysAny(text, locales, 'subjects');
}

/**
 * Whether a text names a child only as a learner ("Datos del alumno/a", `student.voornamen`): it
 * names a child, and no longer does without its learner words ("Nom de l'enfant (élève)" does).
 */
export function namesLearnerOnly(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  if (personInText(text, locales) !== 'child') return false;
  const rest = words(text)
    .split(' ')
    .filter((token) => !locales.some((l) => compiled(l).learners.test(token)))
    .join(' ');
  return personInText(rest, locales) !== 'child';
}

/** Whether a text asks for a number alone ("Bitte nur Zahlen", "En centimètres, sans virgule"). */
export function asksNumberOnly(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  return saysAny(text, locales, 'numbersOnly');
}

/** What a text says of how long someone has lived at an address: the day they moved in, the time since, or neither. */
export function residenceAsked(text: string, locales: readonly LocaleRules[] = ALL): 'since' | 'length' | null {
  const w = words(text);
  if (w === '') return null;
  if (locales.some((l) => compiled(l).residence.since.test(w))) return 'since';
  if (locales.some((l) => compiled(l).residence.length.test(w))) return 'length';
  return null;
}

/** Whether a text speaks of a birth ("Date of birth", "Née le", "Geburtsort", "Nascido em"). */
export function namesBirth(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  return saysAny(text, locales, 'birth');
}

/** Whether a text holds a language's noun of birth as a whole word (`naissance_jour`, `dob birth m`), any language. */
const BIRTH_NOUN = rulePattern(`\\b(${ALL.map((l) => l.birth.code).join('|')})\\b`);
export function holdsBirthNoun(text: string): boolean {
  return BIRTH_NOUN.test(words(text));
}

/** Whether a template group is about a job held ("Current job", "Poste actuel", "Beruf"). */
export function namesJobGroup(text: string, locales: readonly LocaleRules[] = ALL): boolean {
  const w = words(text);
  return w !== '' && locales.some((l) => compiled(l).jobTitles.test(w));
}

/** Code names begin in any language (a German site's `berufserfahrung_2_firma`), so every language's words. */
const codeStart = (pick: (rules: LocaleRules) => string) => new RegExp(`(^|[^a-z])(${ALL.map(pick).join('|')})`, 'i');
const JOB_CODES = codeStart((l) => l.history.jobCodes);
const SCHOOL_CODES = codeStart((l) => l.history.schoolCodes);

/** Which list a code name's group is a copy of (`WorkExperience[1]` jobs, `edu_2` schooling), if either. */
export function historyOfCodeName(group: string): 'jobs' | 'schooling' | null {
  if (JOB_CODES.test(group)) return 'jobs';
  return SCHOOL_CODES.test(group) ? 'schooling' : null;
}
