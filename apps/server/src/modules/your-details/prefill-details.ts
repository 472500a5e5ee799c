import { type Concept, scopeKindOf, toControlFormat, yesNo } from '@filldeck/fill-rules';
import { DETAIL_GROUPS, type DetailField, isSameLabel } from '@filldeck/shared';
import { templateLocales } from '../autofill/local-matcher/languages.ts';
import { buildProfile, readValues } from '../autofill/local-matcher/profile.ts';
import type { TemplateValue } from '../autofill/local-matcher/types.ts';
import type { OwnedComponentRow } from './owned-components.ts';

/** Blocks whose values are the user's own personal details (not a work or previous address). */
const OWN_BLOCKS = new Set([null, 'home', 'mobile', 'mailing']);

/** A value read from elsewhere, in the form the field takes: a date as YYYY-MM-DD, a select as one of its options. */
function fitToField(field: DetailField, value: string | undefined): string {
  if (!value) return '';
  if (field.type === 'date') {
    const iso = toControlFormat('date', value);
    return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : '';
  }
  if (field.options) {
    const answer = yesNo(value);
    const wanted = answer === null ? value : answer ? 'Yes' : 'No';
    return field.options.find((option) => isSameLabel(option, wanted)) ?? '';
  }
  return value;
}

/**
 * The values Your details starts from, by field key: the value of the same label in the group's
 * own component; else what the user's other components say about them, read the way the matcher
 * reads a template (a "Full name" gives the first and last name, an "Address" its lines, city and
 * postcode; values about other people or a work address are not theirs); else the account's name
 * and email; else ''.
 */
export function prefillDetails(
  owned: readonly OwnedComponentRow[],
  targets: readonly (OwnedComponentRow | null)[],
  account: { name: string; email: string },
): Record<string, string> {
  const values: TemplateValue[] = [
    ...owned.flatMap((component) =>
      component.fields.map((field, i) => ({
        id: `${component.id}:${i}`,
        label: field.label,
        type: field.type,
        value: field.defaultValue,
        group: component.title,
      })),
    ),
    { id: 'account:name', label: 'Full name', type: 'text', value: account.name, group: '' },
    { id: 'account:email', label: 'Email', type: 'email', value: account.email, group: '' },
  ];
  const own = readValues(values, templateLocales(values)).filter(
    (read) => read.scope.person === null && (OWN_BLOCKS.has(read.scope.block) || scopeKindOf(read.concept) === 'none'),
  );
  const profile = buildProfile(own);
  // An account named in one word ("Grace") says nothing of which part it is to the matcher, but on
  // Your details the person wrote it as what they are called: their first name.
  const accountName = account.name.trim();
  if (!profile.givenName && accountName !== '' && !/\s/.test(accountName)) profile.givenName = accountName;
  const result: Record<string, string> = {};
  DETAIL_GROUPS.forEach((group, g) => {
    for (const field of group.fields) {
      const saved = targets[g]?.fields.find((f) => isSameLabel(f.label, field.label))?.defaultValue.trim();
      result[field.key] = saved || fitToField(field, profile[field.concept as Concept]);
    }
  });
  return result;
}
