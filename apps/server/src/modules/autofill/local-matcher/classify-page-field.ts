import type { PageField } from '@filldeck/shared';
import {
  type Concept,
  conceptFromAutocomplete,
  conceptFromText,
  conceptInIdentifier,
  conceptsInText,
  REFINED_BY,
} from './concepts.ts';
import { words } from './tokenize.ts';

/** What the field's name or id says, whole words first, then words run together (`dnrlast`). */
function identifierConcept(field: PageField): Concept | null {
  return (
    conceptFromText(field.name) ??
    conceptFromText(field.id) ??
    conceptInIdentifier(field.name) ??
    conceptInIdentifier(field.id)
  );
}

const PERSON_NAME: ReadonlySet<Concept> = new Set(['fullName', 'givenName', 'familyName', 'middleName']);

const refines = (specific: Concept | null, general: Concept) =>
  specific !== null && (REFINED_BY[general]?.includes(specific) ?? false);

/**
 * The concept of a page field: its autocomplete token first, then its label, with the name or
 * id deciding between what a label names together ("City / State / Zip" named `city`) and
 * refining a general label ("Address" named `address1` is line 1); then name, id and
 * placeholder; then its input type.
 */
export function classifyPageField(field: PageField): Concept | null {
  const fromAutocomplete = conceptFromAutocomplete(field.autocomplete);
  if (fromAutocomplete) return fromAutocomplete;
  const birthPart = birthDatePart(field);
  if (birthPart) return birthPart;
  const fromIdentifier = identifierConcept(field);
  const inLabel = conceptsInText(field.label);
  // A general concept does not compete with a specific one it contains ("First name" is not a full name).
  const specific = inLabel.filter((c) => !inLabel.some((other) => refines(other, c)));
  // A name field whose name says user name or card holder ("First name" named `cardFirstName`) is not the person's.
  if (fromIdentifier === 'never' && specific.some((c) => PERSON_NAME.has(c))) return 'never';
  if (specific.length > 0) {
    if (fromIdentifier !== null && specific.length > 1 && inLabel.includes(fromIdentifier)) return fromIdentifier;
    if (fromIdentifier !== null && inLabel.some((c) => refines(fromIdentifier, c))) return fromIdentifier;
    return specific[0] ?? null;
  }
  if (fromIdentifier) return fromIdentifier;
  const fromPlaceholder = conceptFromText(field.placeholder);
  if (fromPlaceholder) return fromPlaceholder;
  if (field.type === 'email') return 'email';
  if (field.type === 'tel') return 'tel';
  return null;
}

const DATE_PARTS: Array<[Concept, RegExp]> = [
  ['birthDay', /^(day|dd|d|tag|jour|dia)$/],
  ['birthMonth', /^(month|mm|m|monat|mois|mes)$/],
  ['birthYear', /^(year|yyyy|yy|y|jahr|annee|ano)$/],
];

function datePartOf(text: string): Concept | null {
  const w = words(text);
  for (const [part, pattern] of DATE_PARTS) if (pattern.test(w)) return part;
  return null;
}

const lastWord = (text: string) => words(text).split(' ').at(-1) ?? '';

/**
 * A date of birth asked in three controls: a control named or labelled as a day, month or year
 * (`Month`, `dob_m`, `q[3][d]`) whose group, name or label says birth.
 */
function birthDatePart(field: PageField): Concept | null {
  const part =
    datePartOf(field.label) ??
    datePartOf(lastWord(field.name)) ??
    datePartOf(lastWord(field.id)) ??
    datePartOf(field.placeholder);
  if (!part) return null;
  const group = field.context.split(' · ')[0] ?? '';
  const aboutBirth = [group, field.name, field.id, field.label].some((text) =>
    conceptsInText(text).includes('birthDate'),
  );
  return aboutBirth ? part : null;
}

/**
 * Concepts that only the neighbourhood tells: a street field followed by a line 2 is line 1; a
 * "Name" followed by a surname, on a page that asks for no first name, is the first name.
 */
export function refineByNeighbours(fields: PageField[], concepts: Map<string, Concept | null>): void {
  const all = new Set(concepts.values());
  fields.forEach((field, index) => {
    const concept = concepts.get(field.key);
    const next = fields.slice(index + 1, index + 3).map((f) => concepts.get(f.key));
    if (concept === 'streetAddress' && next.includes('addressLine2')) concepts.set(field.key, 'addressLine1');
    if (concept === 'fullName' && next[0] === 'familyName' && !all.has('givenName')) {
      concepts.set(field.key, 'givenName');
    }
  });
}

/** Words that name the parts of a split phone number (`HomeArea`, `HomePrefix`, `HomeSuffix`). */
const PHONE_PART_WORDS = /\b(area|prefix|suffix|exchange|phone|tel)\b/;

/**
 * Phones split over consecutive inputs: three of maxlength 3, 3 and 4 (area code, exchange,
 * line number), or an area code followed by a 7- or 8-character number. Returns key → concept.
 */
export function splitPhoneParts(fields: PageField[], concepts: Map<string, Concept | null>): Map<string, Concept> {
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
    } else if (
      a.maxLength === 3 &&
      b.maxLength !== null &&
      b.maxLength >= 7 &&
      b.maxLength <= 8 &&
      isPhone(a) &&
      isPhone(b)
    ) {
      parts.set(a.key, 'telAreaCode');
      parts.set(b.key, 'telNumber');
      i += 1;
    }
  }
  return parts;
}
