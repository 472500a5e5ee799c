import {
  isAgreeingText,
  isConsentText,
  isMarketingText,
  type LocaleRules,
  personInText,
  stems,
  yesNo,
} from '@filldeck/fill-rules';
import { type FillMark, nearestGroup, type PageField } from '@filldeck/shared';
import { bestByLabel } from './label-match.ts';
import type { ReadValue } from './profile.ts';

/** How the user wants agreements and offers answered (template settings; both on by default). */
export interface AgreementSettings {
  /** Tick boxes that agree to terms or a privacy policy. */
  tickAgreements: boolean;
  /** Clear pre-ticked marketing, newsletter and partner-offer boxes. */
  clearMarketing: boolean;
}

/**
 * A checkbox: an agreement (terms, privacy) is ticked and a marketing or partner-offer box
 * cleared, as the template's settings say; anything else is answered yes or no by the template
 * value whose label matches it.
 */
export function checkboxAnswer(
  field: PageField,
  read: ReadValue[],
  page: readonly LocaleRules[],
  agreements: AgreementSettings,
): { value: boolean; mark?: FillMark } | null {
  const text = `${field.label} ${field.hint}`;
  const checked = field.value === 'on';
  const mine = read.filter((v) => v.scope.person === null);
  const match = bestByLabel(field, mine);
  const answer = match ? yesNo(match.value) : null;
  if (answer !== null) return { value: answer };
  // A box in a group of choices ("Departments: ☐ Tennis ☐ Swimming"): ticked when the template's
  // answer to the group's question lists it.
  const question = nearestGroup(field);
  // Never about someone else ("Child's allergies") from the user's values.
  if (question && field.label && !personInText(question, page)) {
    const asked = bestByLabel(
      { ...field, label: question, options: [] },
      mine.filter((v) => v.concept === null),
    );
    if (asked) {
      const items = asked.value
        .split(/\s*[,;/\n]\s*|\s+(?:and|und|et|y|e|en)\s+/i)
        .map((item) => stems(item).join(' '));
      const own = stems(field.label).join(' ');
      if (own && items.includes(own)) return checked ? null : { value: true };
    }
  }
  if (isMarketingText(text, page) && !(field.required && isConsentText(text, page))) {
    return agreements.clearMarketing && checked ? { value: false, mark: 'marketing' } : null;
  }
  // Terms, privacy and declarations; and any required box that says "I agree / I confirm".
  if (isConsentText(text, page) || (field.required && isAgreeingText(field.label, page)))
    return agreements.tickAgreements && !checked ? { value: true, mark: 'agreement' } : null;
  return null;
}
