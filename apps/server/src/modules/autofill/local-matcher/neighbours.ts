import {
  type Concept,
  conceptsInText,
  type LocaleRules,
  namesWholeName,
  saysOnlyNumber,
  words,
} from '@filldeck/fill-rules';
import type { PageField } from '@filldeck/shared';

type Concepts = Map<string, Concept | null>;

/** Words that name the parts of a split phone number (`HomeArea`, `HomePrefix`, `HomeSuffix`). */
const PHONE_PART_WORDS = /\b(area|prefix|suffix|exchange|phone|tel)\b/;

/** Concepts of a street box a house number may follow. */
const STREETS: ReadonlySet<string> = new Set(['streetAddress', 'addressLine1', 'streetName']);

/**
 * Phones split over consecutive inputs: three of maxlength 3, 3 and 4 (area code, exchange,
 * line number), or an area code followed by a 7- or 8-character number. Returns key → concept.
 */
export function splitPhoneParts(fields: PageField[], concepts: Concepts): Map<string, Concept> {
  const parts = new Map<string, Concept>();
  const isPhone = (f: PageField) => {
    const c = concepts.get(f.key);
    return (
      c === 'tel' || c === 'telAreaCode' || c === 'telPrefix' || c === 'telSuffix' || c === 'telLocal' || c === null
    );
  };
  for (let i = 0; i < fields.length; i++) {
    const [a, b, c] = [fields[i], fields[i + 1], fields[i + 2]];
    if (!a || !b || a.kind !== 'text' || b.kind !== 'text') continue;
    const phoneish = [a, b, c].some(
      (f) =>
        f &&
        (['tel', 'telAreaCode'].includes(concepts.get(f.key) ?? '') ||
          PHONE_PART_WORDS.test(words(`${f.name} ${f.id} ${f.label}`))),
    );
    if (!phoneish) continue;
    if (
      c &&
      c.kind === 'text' &&
      a.maxLength === 3 &&
      b.maxLength === 3 &&
      c.maxLength === 4 &&
      [a, b, c].every(isPhone)
    ) {
      parts.set(a.key, 'telAreaCode');
      parts.set(b.key, 'telPrefix');
      parts.set(c.key, 'telSuffix');
      i += 2;
    } else if (concepts.get(a.key) === 'telAreaCode' && a.context === b.context && saysOnlyNumber(b.label)) {
      // "DDD [31] Número [99652-0847]": a bare "Number" right after an area code is the phone's, not a house's.
      parts.set(a.key, 'telAreaCode');
      parts.set(b.key, 'telNumber');
      i += 1;
    } else if (
      isPhone(a) &&
      isPhone(b) &&
      // An area code box of three, or one its label names ("DDD", "Vorwahl"), then the number.
      ((a.maxLength === 3 && b.maxLength !== null && b.maxLength >= 7 && b.maxLength <= 8) ||
        (concepts.get(a.key) === 'telAreaCode' && concepts.get(b.key) === 'tel'))
    ) {
      parts.set(a.key, 'telAreaCode');
      parts.set(b.key, 'telNumber');
      i += 1;
    }
  }
  return parts;
}

/** What a field's own name, id and placeholder say, leaving its (shared) label aside. */
function ownConcept(field: PageField, locales: readonly LocaleRules[]): Concept | null {
  for (const text of [field.placeholder, field.name, field.id]) {
    const found = conceptsInText(text, locales).find((c) => c !== 'never');
    if (found) return found;
  }
  return null;
}

/** The parts, in order, of a value asked in several boxes under one label. */
const PARTS: Partial<Record<Concept, Array<Concept | null>>> = {
  fullName: ['givenName', 'familyName'],
  streetAddress: ['addressLine1', 'addressLine2'],
};

/**
 * Concepts only the neighbourhood tells:
 * - a street followed by a line 2 is line 1; a street next to a house number is the street's name;
 * - a "Name" next to a surname, on a page that asks for no first name, is the first name; next
 *   to a first name, on a page that asks for no surname, it is the surname (French "Nom");
 * - several boxes under one label ("Name: [ ] [ ]", "Address: [ ] [ ] [ ]") are told apart by
 *   their own placeholder, name or id, else by their order (first and last name; line 1 and 2);
 *   a box with nothing of its own beyond those is left alone rather than given the whole value.
 */
export function refineByNeighbours(fields: PageField[], concepts: Concepts, locales: readonly LocaleRules[]): void {
  const all = new Set(concepts.values());
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as PageField;
    if (!field.label || field.kind !== 'text') continue;
    let end = i + 1;
    // (In one group: "Vorname" under "Kind 1", then under "Kind 2", are two people's, not parts of one name.)
    const part = (f: PageField | undefined) =>
      f?.label === field.label && f.kind === 'text' && f.context === field.context;
    while (end < fields.length && part(fields[end])) end++;
    if (end - i < 2) continue;
    const run = fields.slice(i, end);
    const shared = concepts.get(field.key) ?? null;
    // Parts told apart already (a phone's area code and number) keep their concepts.
    if (!run.every((f) => concepts.get(f.key) === shared)) {
      i = end - 1;
      continue;
    }
    const order = shared ? PARTS[shared] : undefined;
    if (order && shared) {
      run.forEach((f, n) => {
        concepts.set(
          f.key,
          ownConcept(f, locales) ?? (n === run.length - 1 && n > 0 ? (order.at(-1) ?? null) : (order[n] ?? null)),
        );
      });
      if (shared === 'fullName' && run.length === 3) {
        const middle = run[1] as PageField;
        if (!ownConcept(middle, locales)) concepts.set(middle.key, 'middleName');
      }
    } else if (shared && shared !== 'email' && shared !== 'never') {
      // "Email" twice is a confirmation; anything else asked twice is parts we cannot tell apart.
      // "Téléphone [ind. rég.] [555-5555]": after a box that names the area code, the number.
      let after: Concept | null = null;
      run.forEach((f, n) => {
        const own = ownConcept(f, locales);
        concepts.set(f.key, own ?? (after === 'telAreaCode' ? 'telNumber' : n === 0 ? shared : null));
        after = own;
      });
    }
    i = end - 1;
  }
  // "Rue [ ] Numéro [ ]": a bare "Number" right after a street in its group is the house's number.
  fields.forEach((field, index) => {
    const before = fields[index - 1];
    if (concepts.get(field.key) || !before || before.context !== field.context || !saysOnlyNumber(field.label)) return;
    if (STREETS.has(concepts.get(before.key) ?? '')) concepts.set(field.key, 'houseNumber');
  });
  // The concepts each group asked before any was refined.
  const inGroup = new Map<string, Set<Concept | null>>();
  for (const f of fields)
    inGroup.set(f.context, (inGroup.get(f.context) ?? new Set()).add(concepts.get(f.key) ?? null));
  fields.forEach((field, index) => {
    const concept = concepts.get(field.key);
    const near = [...fields.slice(Math.max(0, index - 2), index), ...fields.slice(index + 1, index + 3)].map((f) =>
      concepts.get(f.key),
    );
    const next = fields.slice(index + 1, index + 3).map((f) => concepts.get(f.key));
    if (concept === 'streetAddress' && next.includes('addressLine2')) concepts.set(field.key, 'addressLine1');
    if ((concept === 'streetAddress' || concept === 'addressLine1') && near.includes('houseNumber'))
      concepts.set(field.key, 'streetName');
    // A bare "Name" beside a surname ("Primer apellido" too) is the first name; never "Nombre y apellidos", which names the whole.
    // A bare "Name" beside a first name is the surname when its group asks no other (the page may
    // ask the user's, and then a parent's "Nom" beside "Prénoms").
    const part = concept === 'fullName' && !namesWholeName(field.label, locales);
    if (part && (near.includes('familyName') || near.includes('firstSurname')) && !all.has('givenName'))
      concepts.set(field.key, 'givenName');
    if (part && near.includes('givenName') && !inGroup.get(field.context)?.has('familyName'))
      concepts.set(field.key, 'familyName');
  });
  // A table of people, one column each: "Name Kind 1" on a row above "Vorname Kind 1" is Kind 1's
  // surname, as the page asks that person's first name apart and no other surname.
  const asked = new Map<string, Set<Concept | null>>();
  for (const f of fields) {
    const rest = afterFirstWord(f.label);
    if (rest) asked.set(rest, (asked.get(rest) ?? new Set()).add(concepts.get(f.key) ?? null));
  }
  for (const f of fields) {
    const rest = afterFirstWord(f.label);
    const theirs = rest ? asked.get(rest) : undefined;
    if (
      concepts.get(f.key) === 'fullName' &&
      !namesWholeName(f.label, locales) &&
      theirs?.has('givenName') &&
      !theirs.has('familyName')
    )
      concepts.set(f.key, 'familyName');
  }
}

/** A label's words after its first ("Name Kind 1" → "kind 1"), when it has more than one. */
function afterFirstWord(label: string): string {
  const [, ...rest] = words(label).split(' ');
  return rest.join(' ');
}
