import type { FillValue, PageField, SkipReason } from '@filldeck/shared';
import { classifyPageField, refineByNeighbours, splitPhoneParts } from './classify-page-field.ts';
import { type Concept, OTHER_PERSON } from './concepts.ts';
import { fitVariants } from './fit-value-to-field.ts';
import { yesNo } from './pick-option.ts';
import { buildProfile, type Profile, phoneParts, templateConcept } from './profile.ts';
import { countryVariants, regionVariants } from './regions.ts';
import { coverage, similarity } from './similarity.ts';
import { words } from './tokenize.ts';
import type { LocalMatchResult, TemplateValue } from './types.ts';

/** Below this label similarity a field is left for someone surer (the model, or the user). */
export const SIMILARITY_THRESHOLD = 0.6;

/** The ways of writing a concept's value, best first, as a control may want them. */
function variantsOf(concept: Concept, profile: Profile): string[] {
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
    default:
      return [value];
  }
}

/** The profile with one concept's value replaced (and a phone's parts derived again). */
function withValue(profile: Profile, concept: Concept, value: string): Profile {
  const own: Profile = { ...profile, [concept]: value.trim() };
  return concept === 'tel' ? { ...own, ...phoneParts(value, profile.country) } : own;
}

function fieldText(field: PageField): string {
  return field.label || field.placeholder || field.name || field.id;
}

/** The template value whose label best matches the field's label (for fields without a concept). */
function bestByLabel(field: PageField, values: TemplateValue[]): TemplateValue | undefined {
  const text = fieldText(field);
  let best: TemplateValue | undefined;
  let bestScore = 0;
  for (const value of values) {
    if (!value.value.trim()) continue;
    // A question that contains the whole template label counts as well as an equal label.
    const score = Math.max(similarity(value.label, text), coverage(value.label, text) >= 1 ? 0.8 : 0);
    if (score > bestScore) {
      best = value;
      bestScore = score;
    }
  }
  return bestScore >= SIMILARITY_THRESHOLD ? best : undefined;
}

/**
 * Maps a page's fields to a template's values without a network, deterministically: by concept
 * (autocomplete, then label, name, id and placeholder words) with values derived where needed
 * (names split and joined, streets split, phone parts, states and countries as codes or names),
 * then by label similarity for everything else. A field it is not sure of is left empty.
 */
export function matchLocally(values: TemplateValue[], fields: PageField[]): LocalMatchResult {
  const profile = buildProfile(values);
  const unclassified = values.filter((v) => templateConcept(v) === null);
  const concepts = new Map(fields.map((f) => [f.key, classifyPageField(f)]));
  for (const [key, concept] of splitPhoneParts(fields, concepts)) concepts.set(key, concept);
  refineByNeighbours(fields, concepts);
  const templateGroups = values
    .map((v) => `${v.group} ${v.label}`)
    .join(' ')
    .toLowerCase();

  const sameLabel = new Map<string, TemplateValue>();
  for (const value of values) {
    const label = words(value.label);
    if (value.value.trim() && !sameLabel.has(label)) sameLabel.set(label, value);
  }
  const result: LocalMatchResult = { values: {}, skipped: [] };
  const fill = (key: string, value: FillValue) => {
    result.values[key] = value;
  };
  const skip = (key: string, reason: SkipReason) => result.skipped.push({ key, reason });

  for (const field of fields) {
    const concept = concepts.get(field.key) ?? null;
    if (concept === 'never') {
      skip(field.key, 'no_match');
      continue;
    }
    const about = `${field.label} ${field.context}`.toLowerCase();
    const otherPerson = OTHER_PERSON.exec(about)?.[1];
    if (otherPerson && !templateGroups.includes(otherPerson)) {
      skip(field.key, 'low_confidence');
      continue;
    }
    if (field.kind === 'checkbox') {
      const match = bestByLabel(field, values);
      const answer = match ? yesNo(match.value) : null;
      if (answer === null) skip(field.key, 'no_match');
      else fill(field.key, answer);
      continue;
    }
    if (concept) {
      // A template value labelled exactly like the field ("Work email") beats the concept's first value.
      const exact = sameLabel.get(words(fieldText(field)));
      const own =
        exact && templateConcept(exact) === concept && exact.value.trim() !== profile[concept]
          ? withValue(profile, concept, exact.value)
          : profile;
      const variants = variantsOf(concept, own);
      if (variants.length === 0) {
        skip(field.key, 'no_match');
        continue;
      }
      const fit = fitVariants(variants, field);
      if ('value' in fit) fill(field.key, fit.value);
      else skip(field.key, fit.reason);
      continue;
    }
    const match = bestByLabel(field, unclassified);
    if (!match) {
      skip(field.key, 'no_match');
      continue;
    }
    const fit = fitVariants([match.value], field);
    if ('value' in fit) fill(field.key, fit.value);
    else skip(field.key, fit.reason);
  }
  return result;
}
