import {
  asksAlternate,
  asksIfDifferent,
  asksRelationship,
  type BlockKind,
  blocksInText,
  conceptsInText,
  historyOfCodeName,
  journeyEndInText,
  type LocaleRules,
  leadingOrdinal,
  namesPerson,
  namesReceiver,
  namesSelf,
  type ParentRole,
  type PersonKind,
  parentRoleInText,
  personInText,
  timeframeInText,
  withoutBrackets,
  words,
} from '@filldeck/fill-rules';
import { nearestGroup, type PageField } from '@filldeck/shared';

/**
 * Whose data a field or a template value is (the user's, or another person's: an emergency
 * contact, reference 2, a spouse), and which block of the form or template it belongs to
 * (shipping, billing, home, mobile, work…).
 */
export interface Scope {
  /** Null: the user. */
  person: PersonKind | null;
  /** A numbered person's number ("Reference 2", "2. Gast"); null when none is given. */
  index: number | null;
  /** Null: no block named. */
  block: BlockKind | null;
  /** A parent's: which one the text names ("Father's name", "Parent 2 (mère)"); absent when it names neither. */
  role?: ParentRole;
  /** The field asks only for what differs from the user's ("if different"): only values scoped exactly so answer it. */
  different?: boolean;
  /** A parent of someone else's ("Nome da mãe" under "Dependente 1", "Mãe dela" under "Minha esposa"): whose. */
  of?: PersonKind;
  /** Someone else numbered from 1 on the page ("Pet #1", "Pet #2"): a second is never the template's only one. */
  counted?: boolean;
  /** The role a template's title gives its person in brackets ("Mum (my guarantor)"): they answer it too. */
  as?: PersonKind;
}

const NUMBER = /^(1[0-9]|[0-9])$/;
/** Ordinal words of the supported languages: "Second referee", "zweiter Fahrer", "deuxième conducteur". */
const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  erste: 1,
  erster: 1,
  premier: 1,
  premiere: 1,
  primero: 1,
  primera: 1,
  primeiro: 1,
  primeira: 1,
  eerste: 1,
  primo: 1,
  prima: 1,
  second: 2,
  '2nd': 2,
  zweite: 2,
  zweiter: 2,
  deuxieme: 2,
  second_: 2,
  segundo: 2,
  segunda: 2,
  tweede: 2,
  secondo: 2,
  seconda: 2,
  third: 3,
  '3rd': 3,
  dritte: 3,
  dritter: 3,
  troisieme: 3,
  tercero: 3,
  tercera: 3,
  terceiro: 3,
  terceira: 3,
  derde: 3,
  terzo: 3,
  terza: 3,
};

/**
 * The number next to the word that names the person ("Reference 2", "2. Gast", `ref2_email`),
 * not any number of the text ("4. Emergency contact" is the form's fourth section).
 */
function numberIn(text: string, locales: readonly LocaleRules[]): number | null {
  // "2.º Titular", "2.ª Titular": an ordinal written with its sign before a numbered person.
  const ordinal = leadingOrdinal(text);
  if (ordinal !== null && personInText(text, locales) === 'other') return ordinal;
  const tokens = words(text).split(' ');
  for (let i = 0; i < tokens.length; i++) {
    if (!personInText(tokens[i] ?? '', locales) && !personInText(tokens.slice(i, i + 2).join(' '), locales)) continue;
    for (const j of [i + 1, i + 2, i - 1]) {
      const token = tokens[j] ?? '';
      if (NUMBER.test(token)) return Number(token);
    }
    const ordinal = ORDINALS[tokens[i - 1] ?? ''] ?? ORDINALS[tokens[i - 2] ?? ''];
    if (ordinal) return ordinal;
  }
  return null;
}

/** "L'autre parent", "Other parent", "Anderer Elternteil": of a child's two parents, the second. */
function namesOtherParent(text: string, locales: readonly LocaleRules[]): boolean {
  const tokens = words(text).split(' ');
  return tokens.some(
    (token, i) => i > 0 && personInText(token, locales) === 'parent' && asksAlternate(tokens[i - 1] ?? '', locales),
  );
}

/** Code names as words, without the noise of framework prefixes (`ctl00$Body$`, `input_4_3`). */
const codeWords = (field: PageField) => words(`${field.name} ${field.id}`);

/**
 * A page field's scope. The person: its label, then its nearest group (legend, ARIA group, table
 * row), then its name and id (`ice_phone`, `ref1_email`); a page heading further out does not
 * make every field someone else's ("Refer a friend" over the whole form). The block: its label,
 * then its nearest group, then name and id (`billing_city`, `shipFirstName`).
 */
export function fieldScope(field: PageField, locales: readonly LocaleRules[], own: LocaleRules | null = null): Scope {
  const groups = field.context
    .split(' · ')
    .filter(Boolean)
    .map((g) => g.replace(SECTION_WORD_NUMBER, ''));
  const nearest = groups[0] ?? '';
  const code = codeWords(field);
  const personSources = [field.label, nearest, code];
  let person: PersonKind | null = null;
  let index: number | null = null;
  let role: ParentRole | null = null;
  for (const text of personSources) {
    person = personInText(text, locales, own);
    if (person) {
      // "Steuer-ID des Kindes" under "Kind 2": the group numbers the person the label names.
      index =
        numberIn(text, locales) ??
        (text !== nearest && personInText(nearest, locales, own) === person ? numberIn(nearest, locales) : null) ??
        // A table row headed by its number alone ("1", "2" beside `gvKinder$ctl03$txtKindName`).
        (NUMBER.test(nearest.trim()) ? Number(nearest.trim()) : null);
      if (person === 'parent') role = parentRoleInText(text, locales);
      if (person === 'parent' && index === null && namesOtherParent(text, locales)) index = 2;
      break;
    }
  }
  // "Personne 1" in "Personnes autorisées à récupérer l'enfant": the first of the people the group
  // around it names, not the user. "Year" in "Date of birth" in "Parent 2": the parent's, as the
  // group of a date's or a name's parts is no section.
  const outer = groups[1];
  const partsGroup = outer && (namesPerson(nearest, locales) || conceptsInText(nearest, locales).length > 0);
  if (!person && outer && partsGroup) {
    person = personInText(outer, locales, own);
    if (person) index = numberIn(nearest, locales) ?? numberIn(outer, locales);
  }
  // So is the block: "Código postal" (its two boxes) in "Imóvel a adquirir".
  let block: BlockKind | null = null;
  for (const text of [field.label, nearest, code, partsGroup ? outer : '']) {
    const found = blocksInText(text, locales)[0];
    if (found) {
      // "Present residential address": where the user lives now, which a template keeping a
      // permanent (home) address apart gives unnamed; one holding only a home address still answers.
      block = found === 'home' && timeframeInText(text, locales) === 'current' ? null : found;
      break;
    }
  }
  // "Birth name — only if different" says it in the help text as often as in the label.
  const different = [field.label, nearest, field.hint].some((text) => asksIfDifferent(text, locales));
  // "Nome da mãe" under "Dependente 1": the dependant's mother (a child's mother may be the user).
  const around =
    person === 'parent' && personInText(field.label, locales, own) ? personInText(nearest, locales, own) : null;
  const of = around && around !== 'parent' && around !== 'child' ? around : null;
  return {
    person,
    index,
    block,
    ...(role ? { role } : {}),
    ...(different ? { different } : {}),
    ...(of ? { of } : {}),
  };
}

/** Blocks of the user's own addresses, which may stand in for one another (home, mailing, shipping, billing). */
export const FLEXIBLE_BLOCKS: readonly BlockKind[] = ['home', 'mailing', 'shipping', 'billing'];

/** A template value's scope: from its component's title and its own label (which wins). */
export function valueScope(title: string, label: string, locales: readonly LocaleRules[]): Scope {
  // "Permanent address (parents' home)": what the brackets say of a block is where it is, not whose.
  const bare = withoutBrackets(title);
  const group = bare && blocksInText(bare, locales).length > 0 ? bare : title;
  // "Recipient postcode": the receiver of a parcel or transfer the template names.
  const receiver = [label, group].some((text) => namesReceiver(text, locales)) ? 'recipient' : null;
  // "How I know her" under "Reference – Karen Liu": a pronoun is the person the title names.
  const inLabel = personInText(label, locales);
  // "Ik (mama)", "Me (mum)": the user, who is the parent its brackets name (`as`, with which one).
  if (inLabel === null && bare && bare !== title.trim() && namesSelf(bare, locales)) {
    const named = blocksInText(label, locales);
    const parent = personInText(title, locales) === 'parent' ? parentRoleInText(title, locales) : null;
    return { person: null, index: null, block: named[0] ?? null, ...(parent ? { as: 'parent', role: parent } : {}) };
  }
  const inGroup = personInText(group, locales);
  const fromLabel = inLabel !== null && !(inLabel === 'someone' && inGroup !== null);
  const person = (fromLabel ? inLabel : inGroup) ?? receiver;
  const personText = fromLabel ? label : group;
  // "Reference - Graham (my old manager)": what the brackets say of a person named before them is
  // who they are, not a block ("old" is no previous address of theirs).
  const blockText = bare && personInText(bare, locales) ? bare : group;
  const named =
    blocksInText(label, locales).length > 0 ? blocksInText(label, locales) : blocksInText(blockText, locales);
  // "Office / billing": an address that is the work one and the one bills go to answers billing blocks.
  const block =
    (named.includes('work') ? named.find((b) => FLEXIBLE_BLOCKS.includes(b)) : undefined) ?? named[0] ?? null;
  const role = person === 'parent' ? parentRoleInText(personText, locales) : null;
  // "Mãe dela" under "Minha esposa Juliana", "Mãe" under "Pedro (nosso filho)": that person's parent.
  const around = person === 'parent' && personText === label ? personInText(group, locales) : null;
  const of = around && around !== 'parent' ? around : null;
  // "Mum (my guarantor)", "Presente – mãe" (a gift for mum): the user's mother, who is also the
  // guarantor or the gift's recipient a page asks for.
  const as = person ? alsoAs(title, person, locales) : null;
  return {
    person,
    index: person ? numberIn(personText, locales) : null,
    block,
    ...(role ? { role } : {}),
    ...(of ? { of } : {}),
    ...(as ? { as } : {}),
  };
}

/** Parts of a title that may each name a role: "Presente – mãe", "Mum (my guarantor)", "Gift: Mom". */
const TITLE_PARTS = /\s[–—-]\s|[():]/;

/** The other role a template title's parts give its person (`Scope.as`), or null. */
function alsoAs(title: string, person: PersonKind, locales: readonly LocaleRules[]): PersonKind | null {
  for (const part of title.split(TITLE_PARTS)) {
    const kind = part.trim().length > 1 ? personInText(part, locales) : null;
    if (kind && kind !== person && kind !== 'other' && kind !== 'someone') return kind;
  }
  return null;
}

/** "Driver 2" and "Second driver": a numbered other person is the template's co-applicant. */
function isSecondPerson(s: Scope): boolean {
  return (s.person === 'other' && s.index === 2) || (s.person === 'coApplicant' && (s.index ?? 2) === 2);
}

/** Whether a template value about a person answers a field about a person (same kind and number; no number is the first). */
export function samePerson(field: Scope, value: Scope): boolean {
  if ((field.of ?? null) !== (value.of ?? null)) return false;
  if (field.person !== value.person)
    return (
      (value.as !== undefined &&
        value.as === field.person &&
        (field.index ?? 1) === 1 &&
        !(field.role && value.role && field.role !== value.role)) ||
      (isSecondPerson(field) && isSecondPerson(value))
    );
  if (field.person === null) return true;
  // A father's field never takes the mother's values, nor the reverse (when both say which).
  if (field.role && value.role && field.role !== value.role) return false;
  // The template's one companion ("Travel companion") is the page's second passenger.
  if (field.person === 'other' && !field.counted && value.index === null && (field.index ?? 1) >= 2) return true;
  // A co-applicant is the second person whether or not the text says so ("Second signataire", "Mon associé").
  if (field.person === 'coApplicant') return (field.index ?? 2) === (value.index ?? 2);
  // "Reference name" answers the first reference; the second needs a value that says 2.
  return (field.index ?? 1) === (value.index ?? 1);
}

/**
 * Fields asked right beside a question about how someone is related to the user ("Name",
 * "Relationship", "Phone" in one group), by key: that someone's. Two fields either side, in the
 * same group. Not when the question names whom the relation is to ("Relationship to the child": the
 * user is the relation then, as a parent filling in for a child).
 */
export function besideRelationship(
  fields: PageField[],
  locales: readonly LocaleRules[],
  rows: ReadonlyMap<string, number> = new Map(),
): Set<string> {
  const keys = new Set<string>();
  fields.forEach((field, i) => {
    // The question of a row of a list of people (peopleRows) speaks only for its row.
    if (rows.has(field.key)) return;
    // A short label naming the relation ("Parentesco"), not a question about the user ("Are you
    // related to anyone working here?").
    const short = !field.label.includes('?') && words(field.label).split(' ').length <= 5;
    if (!short || !asksRelationship(field.label, locales) || personInText(field.label, locales)) return;
    for (let j = Math.max(0, i - 2); j <= Math.min(fields.length - 1, i + 2); j++) {
      const other = fields[j];
      if (j !== i && other && other.context === field.context) keys.add(other.key);
    }
  });
  return keys;
}

/**
 * Fields asked under a journey's end ("To" beside "From" on a parcel quote, "Nach" beside "Von"),
 * by key: their label or nearest group is the whole word. Only when the page names both ends.
 */
export function towardsDestination(fields: PageField[], locales: readonly LocaleRules[]): Set<string> {
  const ends = fields.map((field) => {
    const nearest = nearestGroup(field);
    return journeyEndInText(field.label, locales) ?? journeyEndInText(nearest, locales);
  });
  if (!ends.includes('from')) return new Set();
  return new Set(fields.filter((_, i) => ends[i] === 'to').map((field) => field.key));
}

/**
 * Blocks a box offers to make different ("Ship to a different address", "Entregar em outro
 * endereço"): their fields ask only for what differs, as if their labels said "if different".
 */
export function blocksOfferedDifferent(fields: PageField[], locales: readonly LocaleRules[]): Set<BlockKind> {
  const blocks = new Set<BlockKind>();
  for (const field of fields) {
    if (field.kind !== 'checkbox' || !asksIfDifferent(field.label, locales)) continue;
    for (const block of blocksInText(field.label, locales)) blocks.add(block);
  }
  return blocks;
}

/** Of the other people a template holds values about (never its doctor, nor a mere "her"), the one a relationship question asks about. */
export function relatedPerson(values: ReadonlyArray<{ scope: Scope }>): PersonKind {
  // A doctor is no relation: "Lien avec le patient" beside a name never asks for the family doctor.
  const kinds = new Set(values.map((v) => v.scope.person).filter((p): p is PersonKind => p !== null && p !== 'doctor'));
  if (kinds.has('emergency')) return 'emergency';
  const [only] = kinds;
  return kinds.size === 1 && only ? only : 'other';
}

/** Kinds of people a list of rows about the user's household or family holds. */
const FAMILY_KINDS: ReadonlySet<PersonKind> = new Set(['spouse', 'child', 'parent', 'coApplicant']);

/**
 * The people a list of rows about others takes, in template order: the user's family (a spouse,
 * children, parents, a co-applicant), else the people a relation question asks about (emergency
 * contacts, references). Never someone else's parent; none when the template also holds people of
 * no family role (a pick-up list, a landlord), as the rows may be theirs.
 */
function listedPeople(read: ReadonlyArray<{ scope: Scope }>): Array<Pick<Scope, 'person' | 'index' | 'role'>> {
  const people = (keep: (kind: PersonKind) => boolean) => {
    const found = new Map<string, Pick<Scope, 'person' | 'index' | 'role'>>();
    for (const { scope } of read) {
      if (!scope.person || scope.of || !keep(scope.person)) continue;
      const person = { person: scope.person, index: scope.index, ...(scope.role ? { role: scope.role } : {}) };
      const key = `${scope.person}#${scope.index ?? 1}#${scope.role ?? ''}`;
      if (!found.has(key)) found.set(key, person);
    }
    return [...found.values()];
  };
  const family = people((kind) => FAMILY_KINDS.has(kind));
  const strangers = people((kind) => kind === 'other' || kind === 'guarantor');
  if (family.length > 0) return strangers.length > 0 ? [] : family;
  const related = relatedPerson(read);
  return related === 'other' ? [] : people((kind) => kind === related);
}

/**
 * The person of each row of a list of people (`peopleRows`), as a scope from the field's own:
 * the one the row's words name ("Nombre del beneficiario 2"), else the template's n-th
 * (`listedPeople`); a row past the template's people is someone it says nothing of.
 */
export function rowPeople(
  fields: PageField[],
  rows: ReadonlyMap<string, number>,
  scopeOf: (field: PageField) => Scope,
  read: ReadonlyArray<{ scope: Scope }>,
): (placed: Scope, row: number) => Scope {
  const listed = rows.size > 0 ? listedPeople(read) : [];
  const named = new Map<number, Scope>();
  for (const field of fields) {
    const row = rows.get(field.key);
    const own = row === undefined ? null : scopeOf(field);
    if (row !== undefined && own?.person && own.person !== 'other' && !named.has(row))
      named.set(row, { ...own, index: own.index ?? row });
  }
  return (placed, row) => {
    const said = named.get(row);
    if (said) return { ...placed, person: said.person, index: said.index, ...(said.role ? { role: said.role } : {}) };
    const person = listed[row - 1];
    return person ? { ...placed, ...person } : { ...placed, person: 'someone', index: row };
  };
}

/** A field of a repeated group (`attendee.1.first_name`, `drivers_0_email`, `familie_name_2`): before, number, after. */
const INSTANCE = /^(.*?[^\d])(\d{1,2})((?:[\]._-].*)?)$/;
/** Code-name words that number questions or lines, not people (`input_3`, `q4`, `answers_attributes_2`, `Address.Line2`). */
const GENERIC =
  /(^|[^a-z])(input|field|q|question|item|element|el|answers?|attributes|text|select|choice|data|f|id|col|row|option|line|addr)[^a-z]*$/i;
/** Words a number ends as one line or one surname of a person's (`street2`, `alumno-apellido2`), not a copy. */
const NUMBERED_PART = /(address|street|apellido|apelido|surname)$/i;
/** A field's code name read as one copy of a repeated group (`WorkExperience[1].Employer`): the group, its number, what it asks. */
interface CodeCopy {
  key: string;
  group: string;
  n: number;
  after: string;
  /** The group names a person (`attendee`, `ref`). */
  person: boolean;
}

function codeCopy(field: PageField): CodeCopy | null {
  const m = INSTANCE.exec(field.name) ?? INSTANCE.exec(field.id);
  const before = m?.[1] ?? '';
  // Numbered questions (`input_3`) and lines of one address (`addr2`) are no copies.
  if (!m || GENERIC.test(before)) return null;
  const after = (m[3] ?? '').replace(/^[\]._-]+/, '').toLowerCase();
  if (!after && NUMBERED_PART.test(before)) return null;
  return { key: field.key, group: before.toLowerCase(), n: Number(m[2]), after, person: namesPerson(before) };
}

/** A copy's 1-based number: a group whose numbers start at 0 counts from 0. */
const oneBased = (numbers: { has(n: number): boolean }, n: number) => (numbers.has(0) ? n + 1 : n);

/**
 * Fields repeated per person (`attendee.0.*`, `attendee.1.*`), by key: their 1-based number
 * when the page holds at least two copies of the same field. Numbered questions (`input_3`,
 * `answers[2][text]`) are no people.
 */
export function instanceNumbers(fields: PageField[]): Map<string, number> {
  const found = fields.map(codeCopy).filter((f): f is CodeCopy => f?.person === true);
  const byGroup = new Map<string, Set<number>>();
  for (const f of found) byGroup.set(f.group, (byGroup.get(f.group) ?? new Set()).add(f.n));
  const numbers = new Map<string, number>();
  for (const f of found) {
    const seen = byGroup.get(f.group);
    if (seen && seen.size >= 2) numbers.set(f.key, oneBased(seen, f.n));
  }
  for (const [key, n] of repeatedLabels(fields)) if (!numbers.has(key)) numbers.set(key, n);
  return numbers;
}

/**
 * Rows of a list of other people (a household, beneficiaries, dependants), by key: the row's
 * 1-based number. In one group, a question how someone is related to the user ("Parentesco con
 * el solicitante", "Rapporto con l'aderente") asked again and again at the same stride, among the
 * same labels each time: each row is someone else (never the user), and no two rows are the same
 * person. The user's own fields before the list, though in the same group, are no row.
 */
export function peopleRows(fields: PageField[], locales: readonly LocaleRules[]): Map<string, number> {
  const byContext = new Map<string, PageField[]>();
  for (const field of fields) byContext.set(field.context, [...(byContext.get(field.context) ?? []), field]);
  const rows = new Map<string, number>();
  for (const group of byContext.values()) {
    // "Nombre del beneficiario 1" and "… 2" are the same column of two rows.
    const label = (i: number) => words(group[i]?.label ?? '').replace(/\b\d{1,2}\b/g, '');
    const question = group.findIndex((f) => !f.label.includes('?') && asksRelationship(f.label, locales));
    if (question < 0) continue;
    const asked = group.map((_, i) => i).filter((i) => label(i) === label(question));
    const [first, second] = asked;
    if (first === undefined || second === undefined) continue;
    const stride = second - first;
    if (asked.some((p, i) => i > 0 && p - (asked[i - 1] ?? 0) !== stride)) continue;
    // Where a row starts: as far back as the labels before the question repeat a row later.
    let start = first;
    while (start > 0 && first - start + 1 < stride && label(start - 1) === label(start - 1 + stride)) start--;
    asked.forEach((_, n) => {
      for (let i = 0; i < stride; i++) {
        const field = group[start + n * stride + i];
        if (field && label(start + n * stride + i) === label(start + i)) rows.set(field.key, n + 1);
      }
    });
  }
  return rows;
}

/**
 * Copies of a group about jobs held or schooling (`WorkExperience[0].*`, `WorkExperience[1].*`;
 * `edu_1_*`, `edu_2_*`), by key: the copy's 1-based number and what the group lists. A copy
 * asks at least two things (`Employer`, `Title`), and two copies at least ask the same thing; an
 * address's lines (`addr1`, `addr2`) and numbered questions (`input_3`) are no copies.
 */
export function copyNumbers(fields: PageField[]): Map<string, { n: number; of: 'jobs' | 'schooling' | null }> {
  const found = fields.map(codeCopy).filter((f): f is CodeCopy => f !== null && !f.person && f.after !== '');
  const asked = new Map<string, Map<number, Set<string>>>();
  for (const f of found) {
    const copies = asked.get(f.group) ?? new Map<number, Set<string>>();
    copies.set(f.n, (copies.get(f.n) ?? new Set()).add(f.after));
    asked.set(f.group, copies);
  }
  const numbers = new Map<string, { n: number; of: 'jobs' | 'schooling' | null }>();
  for (const f of found) {
    const copies = asked.get(f.group);
    if (!copies || copies.size < 2) continue;
    const sets = [...copies.values()];
    if (sets.some((set) => set.size < 2)) continue;
    const shared = [...(sets[0] ?? [])].some((after) => sets.slice(1).some((set) => set.has(after)));
    if (!shared) continue;
    const of = historyOfCodeName(f.group);
    numbers.set(f.key, { n: oneBased(copies, f.n), of });
  }
  return numbers;
}

/**
 * Copies of a group about people told only by their labels: in one group (the same context,
 * whose nearest name speaks of people), a run of labels
 * asked again after other fields ("Full name, Email, Phone, Full name, Email, Phone" under
 * "References") is a second copy. Two labels at least must come back, each after other fields
 * (one label twice in a row is a confirmation or the parts of one value, not a copy).
 */
function repeatedLabels(fields: PageField[]): Map<string, number> {
  const byContext = new Map<string, PageField[]>();
  for (const field of fields) {
    if (!field.label || field.kind === 'checkbox' || field.kind === 'radio') continue;
    byContext.set(field.context, [...(byContext.get(field.context) ?? []), field]);
  }
  const numbers = new Map<string, number>();
  for (const [context, group] of byContext) {
    // Only a group about people ("References", "Attendees") is copied per person.
    if (!namesPerson(nearestGroup({ context }))) continue;
    const counts = new Map<string, number>();
    const copies: Array<{ key: string; label: string; n: number }> = [];
    group.forEach((field, i) => {
      const label = words(field.label);
      if (i > 0 && words(group[i - 1]?.label ?? '') === label) return;
      const n = (counts.get(label) ?? 0) + 1;
      counts.set(label, n);
      copies.push({ key: field.key, label, n });
    });
    if ([...counts.values()].filter((n) => n >= 2).length < 2) continue;
    for (const { key, label, n } of copies) if ((counts.get(label) ?? 0) >= 2) numbers.set(key, n);
  }
  return numbers;
}

/** A section named by a word and its number before its title ("Section 4 – Parent 2", "Teil 2: Kind"): never a person's number. */
const SECTION_WORD_NUMBER =
  /^\s*(section|part|step|teil|abschnitt|schritt|partie|[ée]tape|secci[oó]n|paso|parte|sezione|passo|deel|stap|etapa)\s+\d{1,2}\s*[-–—:.)]\s*/i;

/** A section's number before its title ("3. Beneficiario", "2) Domicilio"). */
export const SECTION_NUMBER = /^\s*\d{1,2}[.)]\s+/;

/**
 * Groups naming a person whose number is the section's, not the person's ("3. Beneficiario" among
 * "1. Datos personales", "2. Domicilio"): on a page numbering two sections at least, from the third
 * on, naming a person no other numbered group names ("1. Gast", "2. Gast", "3. Gast" count guests);
 * the second too when the first is about something else and names no one ("1. Your membership",
 * "2. Member details", where the number alone would make a second member).
 */
export function sectionNumbered(fields: PageField[], page: readonly LocaleRules[]): Set<string> {
  const groups = new Map<string, { n: number; title: string; person: PersonKind | null; numbered: boolean }>();
  for (const field of fields)
    for (const group of field.context.split(' · ')) {
      const m = SECTION_NUMBER.exec(group);
      if (!m) continue;
      const title = group.slice(m[0].length);
      const person = personInText(title, page);
      // "2. Member details": the number alone makes someone of the title ("member 2").
      const numbered = !person && personInText(group, page) !== null;
      groups.set(group, { n: Number.parseInt(m[0], 10), title: words(title), person, numbered });
    }
  if (new Set([...groups.values()].map((g) => g.n)).size < 2) return new Set();
  const kinds = new Map<PersonKind, number>();
  for (const { person } of groups.values()) if (person) kinds.set(person, (kinds.get(person) ?? 0) + 1);
  const firsts = [...groups.values()].filter((g) => g.n === 1).map((g) => g.title);
  // "2. Gast" after "1. Gast" counts a second guest; after "1. Your membership" it is the second
  // section. A third section is no third beneficiary.
  const afterOtherFirst = (title: string) => firsts.length > 0 && !firsts.includes(title);
  return new Set(
    [...groups]
      .filter(([, g]) =>
        g.person
          ? kinds.get(g.person) === 1 && (g.n >= 3 || (g.n === 2 && afterOtherFirst(g.title)))
          : g.numbered && g.n === 2 && afterOtherFirst(g.title),
      )
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
export function onlyRelative(read: ReadonlyArray<{ scope: Scope }>): Pick<Scope, 'person' | 'index' | 'role'> | null {
  const people = new Map<string, Pick<Scope, 'person' | 'index' | 'role'>>();
  for (const { scope } of read) {
    if (scope.person === null) continue;
    const person = { person: scope.person, index: scope.index, role: scope.role };
    people.set(`${scope.person}#${scope.index ?? 1}#${scope.role ?? ''}`, person);
  }
  const [only] = people.values();
  return people.size === 1 && only?.person && RELATIVES.has(only.person) ? only : null;
}
