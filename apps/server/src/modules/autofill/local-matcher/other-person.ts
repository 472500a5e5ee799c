import type { PageField } from '@filldeck/shared';
import { OTHER_PERSON } from './concepts.ts';
import { templateConcept } from './profile.ts';
import { similarity } from './similarity.ts';
import { words } from './tokenize.ts';
import type { TemplateValue } from './types.ts';

/** The person a field is about when it is not the user: "Emergency contact", "About your child". */
export function otherPersonOf(field: PageField): string | null {
  // The nearest group only: a page titled "Refer a friend" does not make every field the friend's.
  const group = field.context.split(' · ')[0] ?? '';
  const found = OTHER_PERSON.exec(words(`${field.label} ${group}`));
  return found ? (found[1] ?? found[0]).replace(' ', '') : null;
}

const about = (person: string) => new RegExp(`\\b${person}`);
const withoutPeople = (text: string) =>
  words(text)
    .replace(new RegExp(OTHER_PERSON.source, 'g'), ' ')
    .replace(/\bcontact\b/g, ' ');

/** The template's values about that person (by their component's title or their label). */
export function valuesAbout(person: string, values: TemplateValue[]): TemplateValue[] {
  return values.filter((v) => v.value.trim() && about(person).test(words(`${v.group} ${v.label}`)));
}

/**
 * The value about the other person that answers the field: the same concept ("Name" in the
 * emergency-contact group ↔ "Emergency contact name"), or the labels with the person's words
 * taken out agreeing.
 */
export function bestAboutPerson(field: PageField, concept: string | null, candidates: TemplateValue[]) {
  const text = withoutPeople(field.label || field.placeholder || field.name);
  let best: TemplateValue | undefined;
  let bestScore = 0;
  for (const value of candidates) {
    const sameConcept = concept !== null && templateConcept(value) === concept;
    const score = Math.max(similarity(withoutPeople(value.label), text), sameConcept ? 0.9 : 0);
    if (score > bestScore) {
      best = value;
      bestScore = score;
    }
  }
  return bestScore >= 0.5 ? best : undefined;
}
