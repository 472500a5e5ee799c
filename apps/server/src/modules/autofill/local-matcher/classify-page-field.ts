import type { PageField } from '@filldeck/shared';
import { type Concept, conceptFromAutocomplete, conceptFromText } from './concepts.ts';

/**
 * The concept of a page field: its autocomplete token first, then its label, name, id and
 * placeholder (in that order of trust), then its input type.
 */
export function classifyPageField(field: PageField): Concept | null {
  const fromAutocomplete = conceptFromAutocomplete(field.autocomplete);
  if (fromAutocomplete) return fromAutocomplete;
  for (const text of [field.label, field.name, field.id, field.placeholder]) {
    const concept = conceptFromText(text);
    if (concept) return concept;
  }
  if (field.type === 'email') return 'email';
  if (field.type === 'tel') return 'tel';
  return null;
}

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
    const phoneish = [a, b, c].some((f) => f && ['tel', 'telAreaCode'].includes(concepts.get(f.key) ?? ''));
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
