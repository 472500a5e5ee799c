import type { FieldType } from './field-types.ts';
import { nextPlanFor } from './plan-upgrades.ts';
import { PLAN_LIMITS, PLAN_NAMES, type PlanId } from './plans.ts';

/**
 * "Your details" (docs/product.md#your-details): the personal information most forms ask for, as
 * standard components with standard labels. Every label is one the built-in matcher reads as the
 * concept named here (packages/fill-rules, checked by the server's your-details tests), and each
 * component title names no other person and no address block, so the values count as the user's
 * own. The prebuilt templates use the same components (prebuilt-templates.ts), so a prebuilt
 * reuses what the user saved here instead of adding an empty copy.
 */
export interface DetailField {
  /** Stable key of the field in requests and answers. */
  key: string;
  label: string;
  type: FieldType;
  options?: string[];
  /**
   * The fill-rules concept the label is read as; none for free text the matcher answers by label
   * (a form's "Skills" box takes the template's "Skills").
   */
  concept?: string;
  /** The HTML autocomplete token of the input on /your-details, so the browser can help too. */
  autocomplete: string;
}

export interface DetailGroup {
  id: 'contact' | 'address' | 'personal' | 'professional' | 'resume';
  /** The component's title. */
  title: string;
  /** What the group is for, under its title on /your-details. */
  description: string;
  fields: DetailField[];
}

const YES_NO = ['Yes', 'No'];

export const DETAIL_GROUPS: readonly DetailGroup[] = [
  {
    id: 'contact',
    title: 'Contact',
    description: 'Your name and how to reach you.',
    fields: [
      { key: 'firstName', label: 'First name', type: 'text', concept: 'givenName', autocomplete: 'given-name' },
      { key: 'lastName', label: 'Last name', type: 'text', concept: 'familyName', autocomplete: 'family-name' },
      { key: 'email', label: 'Email', type: 'email', concept: 'email', autocomplete: 'email' },
      { key: 'phone', label: 'Phone', type: 'tel', concept: 'tel', autocomplete: 'tel' },
    ],
  },
  {
    id: 'address',
    title: 'Address',
    description: 'Where you live; forms split it into lines, city and postcode the same way.',
    fields: [
      {
        key: 'addressLine1',
        label: 'Address line 1',
        type: 'text',
        concept: 'addressLine1',
        autocomplete: 'address-line1',
      },
      {
        key: 'addressLine2',
        label: 'Address line 2',
        type: 'text',
        concept: 'addressLine2',
        autocomplete: 'address-line2',
      },
      { key: 'city', label: 'City', type: 'text', concept: 'city', autocomplete: 'address-level2' },
      { key: 'state', label: 'State / Province', type: 'text', concept: 'state', autocomplete: 'address-level1' },
      { key: 'postcode', label: 'Postcode', type: 'text', concept: 'postalCode', autocomplete: 'postal-code' },
      { key: 'country', label: 'Country', type: 'text', concept: 'country', autocomplete: 'country-name' },
    ],
  },
  {
    id: 'personal',
    title: 'Personal Information',
    description: 'Asked by everyday and official forms.',
    fields: [
      { key: 'birthDate', label: 'Date of birth', type: 'date', concept: 'birthDate', autocomplete: 'bday' },
      { key: 'nationality', label: 'Nationality', type: 'text', concept: 'nationality', autocomplete: 'off' },
    ],
  },
  {
    id: 'professional',
    title: 'Professional Profile',
    description: 'What job applications ask beside your contact details.',
    fields: [
      { key: 'linkedin', label: 'LinkedIn', type: 'text', concept: 'linkedin', autocomplete: 'url' },
      { key: 'website', label: 'Website', type: 'text', concept: 'url', autocomplete: 'url' },
      {
        key: 'workAuthorization',
        label: 'Work authorization',
        type: 'select',
        options: YES_NO,
        concept: 'workPermit',
        autocomplete: 'off',
      },
      {
        key: 'visaSponsorship',
        label: 'Needs visa sponsorship',
        type: 'select',
        options: YES_NO,
        concept: 'sponsorship',
        autocomplete: 'off',
      },
    ],
  },
  {
    id: 'resume',
    title: 'Résumé',
    description:
      'Your current role, your background as forms ask for it, and the résumé file that upload boxes are given.',
    fields: [
      {
        key: 'jobTitle',
        label: 'Current job title',
        type: 'text',
        concept: 'jobTitle',
        autocomplete: 'organization-title',
      },
      {
        key: 'employer',
        label: 'Current employer',
        type: 'text',
        concept: 'organization',
        autocomplete: 'organization',
      },
      // Free text, as the user would paste it into an application's boxes of the same name.
      { key: 'skills', label: 'Skills', type: 'textarea', autocomplete: 'off' },
      { key: 'education', label: 'Education', type: 'textarea', autocomplete: 'off' },
      { key: 'workHistory', label: 'Work history', type: 'textarea', autocomplete: 'off' },
      // The file itself (its id): attached to résumé uploads by what the document is, never read as text.
      { key: 'resume', label: 'Résumé', type: 'file', concept: 'resume', autocomplete: 'off' },
    ],
  },
];

export const DETAIL_GROUP_IDS = ['contact', 'address', 'personal', 'professional', 'resume'] as const;
export const DETAIL_FIELD_KEYS = DETAIL_GROUPS.flatMap((group) => group.fields.map((field) => field.key));

/** Whether two component titles name the same component: case and surrounding spaces aside. */
export function isSameTitle(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Whether two field labels name the same field (the same rule as titles). */
export const isSameLabel = isSameTitle;

/** "A", "A and B", "A, B and C". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What saving Your details does with a group: update the user's component of that title, create
 * one, nothing for a group left empty that has no component yet, or nothing when the plan has no
 * room for another component.
 */
export type DetailPlan = 'update' | 'create' | 'empty' | 'no-room';

/**
 * The plan for each group, in order (the order of DETAIL_GROUPS is the order of importance): a
 * group creates a component only while the plan's component limit leaves room. The web app shows
 * it before saving; the server decides the same way when it saves.
 */
export function planDetailGroups(
  groups: readonly { hasComponent: boolean; isEmpty: boolean }[],
  plan: PlanId,
  componentsOwned: number,
): DetailPlan[] {
  let room = Math.max(0, PLAN_LIMITS[plan].components - componentsOwned);
  return groups.map(({ hasComponent, isEmpty }) => {
    if (hasComponent) return 'update';
    if (isEmpty) return 'empty';
    if (room === 0) return 'no-room';
    room -= 1;
    return 'create';
  });
}

/**
 * Said before saving when the plan has no room for some groups: 'Your plan (Free) holds 5
 * components and you have 4: Address and Professional Profile will not be saved. Basic has up to
 * 20 components.'
 */
export function detailsNoRoomText(titles: readonly string[], plan: PlanId, componentsOwned: number): string {
  const limit = PLAN_LIMITS[plan].components;
  const next = nextPlanFor('components', plan);
  const more = next ? ` ${PLAN_NAMES[next]} has up to ${PLAN_LIMITS[next].components} components.` : '';
  return `Your plan (${PLAN_NAMES[plan]}) holds ${limit} components and you have ${componentsOwned}: ${listText(titles)} will not be saved.${more}`;
}
