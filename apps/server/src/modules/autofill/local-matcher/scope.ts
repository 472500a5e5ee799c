import {
  type BlockKind,
  blocksInText,
  type LocaleRules,
  type PersonKind,
  personInText,
  words,
} from '@filldeck/fill-rules';
import type { PageField } from '@filldeck/shared';

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
}

/** A number from 1 to 19 standing alone in a text (`ref2` is `ref 2` in words). */
function numberIn(text: string): number | null {
  const m = /(?:^|\s)(1[0-9]|[1-9])(?:\s|$)/.exec(text);
  return m ? Number(m[1]) : null;
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
  const groups = field.context.split(' · ').filter(Boolean);
  const nearest = groups[0] ?? '';
  const code = codeWords(field);
  const personSources = [field.label, nearest, code];
  let person: PersonKind | null = null;
  let index: number | null = null;
  for (const text of personSources) {
    person = personInText(text, locales, own);
    if (person) {
      index = numberIn(words(text));
      break;
    }
  }
  let block: BlockKind | null = null;
  for (const text of [field.label, nearest, code]) {
    const found = blocksInText(text, locales)[0];
    if (found) {
      block = found;
      break;
    }
  }
  return { person, index, block };
}

/** A template value's scope: from its component's title and its own label (which wins). */
export function valueScope(group: string, label: string, locales: readonly LocaleRules[]): Scope {
  const person = personInText(label, locales) ?? personInText(group, locales);
  const personText = personInText(label, locales) ? label : group;
  const block = blocksInText(label, locales)[0] ?? blocksInText(group, locales)[0] ?? null;
  return { person, index: person ? numberIn(words(personText)) : null, block };
}

/** Whether a template value about a person answers a field about a person (same kind and number; no number is the first). */
export function samePerson(field: Scope, value: Scope): boolean {
  if (field.person !== value.person) return false;
  if (field.person === null) return true;
  // "Reference name" answers the first reference; the second needs a value that says 2.
  return (field.index ?? 1) === (value.index ?? 1);
}
