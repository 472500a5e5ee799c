import {
  asksNumberOnly,
  conceptsInText,
  documentKindInText,
  type LocaleRules,
  namesDocumentDetail,
} from '@filldeck/fill-rules';
import { nearestGroup, type PageField } from '@filldeck/shared';
import { fieldText } from './label-match.ts';
import type { ReadValue } from './profile.ts';
import { similarity } from './similarity.ts';
import type { TemplateValue } from './types.ts';

/** A document's number as the box asks it: without dots, spaces and dashes where it says so ("Sin puntos", "digits only"). */
export function documentVariants(given: string, field: PageField, page: readonly LocaleRules[]): string[] {
  const value = numberAmongWords(given) ?? given;
  const bare = value.replace(/(?<=[\p{L}\d])[\s./-]+(?=[\p{L}\d])/gu, '');
  return bare !== value && asksNumberOnly(`${field.label} ${field.hint} ${field.placeholder}`, page)
    ? [bare, value]
    : [value];
}

/**
 * The number in a value that says more than it ("BA Executive Club 43219876", "32.415.678-9
 * SSP/SP"): its one word holding three digits or more, when every other word holds none and one
 * of them is a word of three letters or more ("AB 123456 C" stays whole). Null when there is none.
 */
function numberAmongWords(value: string): string | null {
  const tokens = value.trim().split(/\s+/);
  const numbers = tokens.filter((t) => /(?:\D*\d){3}/.test(t));
  const others = tokens.filter((t) => !/\d/.test(t));
  if (numbers.length !== 1 || numbers.length + others.length !== tokens.length) return null;
  return others.some((t) => /\p{L}{3}/u.test(t)) ? (numbers[0] ?? null) : null;
}

/** A number as documents write it: three digits at least ("QQ 12 34 56 C", "CA48213KL"), no date. */
const DOCUMENT_NUMBER = /^(?=(?:\D*\d){3})[\p{L}\d][\p{L}\d ./-]*$/u;
export const DATE_LIKE = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/;
/** A bank's BIC: its letters and country, then location and branch. */
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * The template's number of the kind of document a text field asks for (its label, else its group,
 * else its name: "AHV-Nummer" takes the "AHV number", "IBAN-rekeningnummer" the "Mijn IBAN"); none
 * when the field or the value is about the document's expiry, issuer or type, or when several
 * numbers of that kind are labelled as much like the field.
 */
export function sameDocument(
  field: PageField,
  candidates: ReadValue[],
  page: readonly LocaleRules[],
  template: readonly LocaleRules[],
): TemplateValue | undefined {
  if ((field.kind !== 'text' && field.kind !== 'textarea') || namesDocumentDetail(field.label, page)) return undefined;
  // "Name (as on your passport)", "Country of issue of the passport": something else about it.
  if (conceptsInText(field.label, page).some((c) => c !== 'document')) return undefined;
  const kind =
    documentKindInText(field.label, page) ??
    documentKindInText(nearestGroup(field), page) ??
    documentKindInText(`${field.name} ${field.id}`, page);
  if (!kind) return undefined;
  const same = candidates.filter((v) => {
    const { label, group, value } = v.value;
    if (namesDocumentDetail(label, template)) return false;
    if ((documentKindInText(label, template) ?? documentKindInText(group, template)) !== kind) return false;
    const text = value.trim();
    return kind === 'bic' ? BIC.test(text.replace(/\s/g, '')) : DOCUMENT_NUMBER.test(text) && !DATE_LIKE.test(text);
  });
  if (same.length <= 1) return same[0]?.value;
  const scored = same
    .map((v) => ({ value: v.value, score: similarity(v.value.label, fieldText(field)) }))
    .sort((a, b) => b.score - a.score);
  return (scored[0]?.score ?? 0) > (scored[1]?.score ?? 0) ? scored[0]?.value : undefined;
}
