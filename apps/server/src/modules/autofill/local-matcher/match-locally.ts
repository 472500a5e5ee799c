import type { PageField, SkipReason } from '@filldeck/shared';
import { classifyPageField, refineByNeighbours, splitPhoneParts } from './classify-page-field.ts';
import type { Concept } from './concepts.ts';
import { fitVariants } from './fit-value-to-field.ts';
import { parseDate } from './format-date.ts';
import { bestAboutPerson, otherPersonOf, valuesAbout } from './other-person.ts';
import { pickOption, yesNo } from './pick-option.ts';
import { buildProfile, type Profile, phoneParts, templateConcept } from './profile.ts';
import { countryVariants, regionVariants } from './regions.ts';
import { coverage, similarity } from './similarity.ts';
import { normalizeText, words } from './tokenize.ts';
import type { LocalMatchResult, TemplateValue } from './types.ts';

/** Below this label similarity a field is left for someone surer (the model, or the user). */
export const SIMILARITY_THRESHOLD = 0.6;
/** A template value that is one of the control's options is taken at this label similarity. */
const OPTION_THRESHOLD = 0.4;
/** Among the values sharing a field's qualifier ("… of birth"), the best one needs only this. */
const QUALIFIED_THRESHOLD = 0.35;
/** Identity and bank numbers need labels that agree this well. */
const STRICT_THRESHOLD = 0.75;

/** The ways of writing a concept's value, best first, as a control may want them. */
function variantsOf(concept: Concept, profile: Profile): string[] {
  if (concept === 'birthDay' || concept === 'birthMonth' || concept === 'birthYear') {
    return datePartVariants(concept, profile.birthDate);
  }
  const value = profile[concept];
  if (value === undefined) return [];
  switch (concept) {
    case 'state':
      return regionVariants(value);
    case 'country':
      return countryVariants(value);
    case 'honorific':
      return [value, value.replace(/\.$/, ''), `${value.replace(/\.$/, '')}.`];
    case 'tel':
      return [value, profile.telLocal ?? value, (profile.telLocal ?? value).replace(/\D/g, '')];
    case 'telCountryCode':
      return [value, value.replace('+', '')];
    case 'birthDate':
      return [value];
    default:
      return [value];
  }
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date's day, month or year as selects list them: 8 and 08; 3, 03, March and Mar; 1994. */
function datePartVariants(part: 'birthDay' | 'birthMonth' | 'birthYear', date: string | undefined): string[] {
  const parts = date ? parseDate(date) : null;
  if (!parts) return [];
  const pad = (n: number) => String(n).padStart(2, '0');
  if (part === 'birthYear') return [String(parts.year)];
  if (part === 'birthDay') return [String(parts.day), pad(parts.day)];
  const name = MONTH_NAMES[parts.month - 1] ?? '';
  return [pad(parts.month), String(parts.month), name, name.slice(0, 3)];
}

/** The profile with one concept's value replaced (and a phone's parts derived again). */
function withValue(profile: Profile, concept: Concept, value: string): Profile {
  const own: Profile = { ...profile, [concept]: value.trim() };
  return concept === 'tel' ? { ...own, ...phoneParts(value, profile.country) } : own;
}

function fieldText(field: PageField): string {
  return field.label || field.placeholder || field.name || field.id;
}

/**
 * The template value whose label best matches the field's label (for fields without a concept).
 * A question that contains the whole template label counts as well as an equal label, unless
 * `strict`; a value that is one of a select's or radio group's options needs less agreement.
 */
function bestByLabel(
  field: PageField,
  values: TemplateValue[],
  { strict = false, threshold = SIMILARITY_THRESHOLD } = {},
): TemplateValue | undefined {
  const text = fieldText(field);
  const options = new Set(field.options.flatMap((o) => [normalizeText(o.text), normalizeText(o.value)]));
  let best: TemplateValue | undefined;
  let bestScore = 0;
  const choosable =
    field.kind === 'select' || field.kind === 'radio' || (field.kind === 'combobox' && field.options.length > 0);
  for (const value of values) {
    if (!value.value.trim()) continue;
    // A value none of the control's options can take is no answer for it, however close the label.
    if (choosable && !pickOption(field.options, [value.value])) continue;
    const covered = !strict && coverage(value.label, text) >= 1 ? 0.8 : 0;
    const similar = similarity(value.label, text);
    const isOption = options.has(normalizeText(value.value)) && similar >= OPTION_THRESHOLD ? SIMILARITY_THRESHOLD : 0;
    const score = Math.max(similar, covered, isOption);
    if (score > bestScore) {
      best = value;
      bestScore = score;
    }
  }
  return bestScore >= (strict ? STRICT_THRESHOLD : threshold) ? best : undefined;
}

/** Words that make an address field somebody's or somewhere's else: "City of birth", "Destination country". */
const QUALIFIER = /\b(birth|born|destination|previous|former|origin)\b/;
const ADDRESS: ReadonlySet<Concept> = new Set([
  'streetAddress',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'country',
]);

/**
 * Maps a page's fields to a template's values without a network, deterministically: a template
 * value labelled exactly like the field first; then by concept (autocomplete, then label, name,
 * id and placeholder words) with values derived where needed (names split and joined, streets
 * split, phone parts, dates of birth in parts, states and countries as codes or names); fields
 * about another person (an emergency contact, a child) only from the template's values about
 * that person; then by label similarity for everything else. A field it is not sure of is left empty.
 */
export function matchLocally(values: TemplateValue[], fields: PageField[]): LocalMatchResult {
  const profile = buildProfile(values);
  const unclassified = values.filter((v) => templateConcept(v) === null);
  const concepts = new Map(fields.map((f) => [f.key, classifyPageField(f)]));
  for (const [key, concept] of splitPhoneParts(fields, concepts)) concepts.set(key, concept);
  refineByNeighbours(fields, concepts);
  const sameLabel = new Map<string, TemplateValue>();
  for (const value of values) {
    const label = words(value.label);
    if (value.value.trim() && !sameLabel.has(label)) sameLabel.set(label, value);
  }

  const result: LocalMatchResult = { values: {}, skipped: [] };
  const skip = (key: string, reason: SkipReason) => result.skipped.push({ key, reason });
  const fillWith = (field: PageField, variants: string[]) => {
    const fit = fitVariants(variants, field);
    if ('value' in fit) result.values[field.key] = fit.value;
    else skip(field.key, fit.reason);
  };

  for (const field of fields) {
    const concept = concepts.get(field.key) ?? null;
    if (concept === 'never') {
      skip(field.key, 'no_match');
      continue;
    }
    const person = otherPersonOf(field);
    const aboutPerson = person ? valuesAbout(person, values) : [];
    if (person && (aboutPerson.length > 0 || concept !== null)) {
      const match = bestAboutPerson(field, concept, aboutPerson);
      if (match) fillWith(field, [match.value]);
      else skip(field.key, 'low_confidence');
      continue;
    }
    if (field.kind === 'checkbox') {
      const match = bestByLabel(field, values);
      const answer = match ? yesNo(match.value) : null;
      if (answer === null) skip(field.key, 'no_match');
      else result.values[field.key] = answer;
      continue;
    }
    const exact = field.label ? sameLabel.get(words(field.label)) : undefined;
    if (exact && templateConcept(exact) === null) {
      fillWith(field, [exact.value]);
      continue;
    }
    const qualifier = QUALIFIER.exec(words(field.label))?.[1];
    if (concept === 'document' || (qualifier && concept !== null && ADDRESS.has(concept))) {
      // Only a value the template labels the same way: never the home address, never a guess.
      const candidates =
        concept === 'document'
          ? unclassified
          : values.filter(
              (v) =>
                words(v.label).includes(qualifier ?? '') &&
                (templateConcept(v) === null || templateConcept(v) === concept),
            );
      const match = bestByLabel(field, candidates, { strict: concept === 'document', threshold: QUALIFIED_THRESHOLD });
      if (match) fillWith(field, [match.value]);
      else skip(field.key, 'no_match');
      continue;
    }
    if (concept) {
      // A template value labelled exactly like the field ("Work email") beats the concept's first value.
      const own =
        exact && templateConcept(exact) === concept && exact.value.trim() !== profile[concept]
          ? withValue(profile, concept, exact.value)
          : profile;
      const variants = variantsOf(concept, own);
      if (variants.length > 0) {
        fillWith(field, variants);
        continue;
      }
    }
    const match = bestByLabel(field, unclassified);
    if (match) fillWith(field, [match.value]);
    else skip(field.key, 'no_match');
  }
  return result;
}
