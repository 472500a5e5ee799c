import type { FieldType } from './field-types.ts';
import { PLAN_IDS, PLAN_LIMITS, type PlanId } from './plans.ts';
import { DETAIL_GROUPS, type DetailGroup } from './your-details.ts';

/** Prebuilt template definitions (docs/product.md#prebuilt-templates), shown as the dashboard's grid. */
export interface PrebuiltField {
  label: string;
  type: FieldType;
  required: boolean;
  defaultValue: string;
  options?: string[];
}

export interface PrebuiltComponent {
  title: string;
  fields: PrebuiltField[];
}

export interface PrebuiltAdHocField {
  name: string;
  type: FieldType;
  value: string;
  required: boolean;
  options?: string[];
}

export interface PrebuiltTemplate {
  id: 'blank' | 'job-application' | 'freelancer-profile' | 'personal';
  title: string;
  description: string;
  /** A lucide icon name. */
  icon: 'file-plus' | 'briefcase' | 'laptop' | 'user';
  defaultComponents: PrebuiltComponent[];
  defaultAdHocFields: PrebuiltAdHocField[];
  defaultAIInstructions: string;
}

const f = (label: string, type: FieldType, required = false, options?: string[]): PrebuiltField =>
  options ? { label, type, required, defaultValue: '', options } : { label, type, required, defaultValue: '' };

/** A Your details group as a prebuilt component: the same title and labels, so the user's own is reused. */
function standard(id: DetailGroup['id']): PrebuiltComponent {
  const group = DETAIL_GROUPS.find((g) => g.id === id);
  if (!group) throw new Error(`No detail group ${id}`);
  return {
    title: group.title,
    fields: group.fields.map(({ label, type, options }) => f(label, type, false, options)),
  };
}

const contact = standard('contact');

const references: PrebuiltComponent = {
  title: 'References',
  fields: [f('References', 'repeatable'), f('Available on request', 'select', false, ['Yes', 'No'])],
};

export const PREBUILT_TEMPLATES: PrebuiltTemplate[] = [
  {
    id: 'blank',
    title: 'Blank',
    description: 'Start from Scratch',
    icon: 'file-plus',
    defaultComponents: [],
    defaultAdHocFields: [],
    defaultAIInstructions: '',
  },
  {
    id: 'job-application',
    title: 'Job Application',
    description: 'Contact details, cover letter, resume and everything employers ask for.',
    icon: 'briefcase',
    // Contact, Professional Profile and Résumé are the standard components of Your details: a user
    // who has them gets theirs in the template, not empty copies.
    defaultComponents: [
      contact,
      standard('professional'),
      // Your details' Résumé (current role, skills, education, work history and the file): upload
      // boxes get the résumé.
      standard('resume'),
      { title: 'Cover Letter', fields: [f('Cover letter', 'textarea', true)] },
      {
        title: 'Resume',
        fields: [f('Years of experience', 'number'), f('Experience', 'repeatable')],
      },
      references,
      { title: 'Volunteer', fields: [f('Volunteer experience', 'repeatable')] },
      { title: 'Affiliations', fields: [f('Professional affiliations', 'tags')] },
      { title: 'Publications', fields: [f('Publications', 'repeatable')] },
      { title: 'Awards', fields: [f('Award', 'text'), f('Date received', 'date')] },
    ],
    defaultAdHocFields: [],
    defaultAIInstructions:
      'Fill job application forms with my details. Keep answers professional and concise, and tailor the cover letter to the role on the page.',
  },
  {
    id: 'freelancer-profile',
    title: 'Freelancer Profile',
    description: 'Your identity, value proposition, skills and showcase projects for proposals.',
    icon: 'laptop',
    defaultComponents: [
      {
        title: 'Identity',
        fields: [f('Full name', 'text', true), f('Professional title', 'text'), f('Email', 'email', true)],
      },
      { title: 'Value Proposition', fields: [f('Headline', 'text'), f('Summary', 'textarea')] },
      { title: 'Skill Tags', fields: [f('Skills', 'tags', true)] },
      { title: 'Showcase Projects', fields: [f('Projects', 'repeatable')] },
      {
        title: 'Proposal Details',
        fields: [f('Hourly rate', 'number'), f('Availability', 'select', false, ['Full-time', 'Part-time', 'Hourly'])],
      },
    ],
    defaultAdHocFields: [{ name: 'Cover Letter', type: 'textarea', value: '', required: false }],
    defaultAIInstructions:
      'Fill freelance marketplace profiles and proposals. Lead with my value proposition and match my skills to the client brief.',
  },
  {
    id: 'personal',
    title: 'Personal',
    description: 'Personal information, education and work history for everyday forms.',
    icon: 'user',
    defaultComponents: [
      standard('personal'),
      contact,
      standard('address'),
      { title: 'Education', fields: [f('Education', 'repeatable')] },
      { title: 'Work Experience', fields: [f('Work experience', 'repeatable')] },
      { title: 'Statement', fields: [f('Personal statement', 'textarea')] },
      references,
    ],
    defaultAdHocFields: [],
    defaultAIInstructions:
      'Fill everyday forms with my personal details. Use the exact values given and leave unknown fields empty.',
  },
];

/** How many fields a prebuilt template brings: its components' fields plus its ad-hoc fields. */
export function prebuiltFieldCount(definition: PrebuiltTemplate): number {
  return definition.defaultComponents.reduce((sum, c) => sum + c.fields.length, definition.defaultAdHocFields.length);
}

/**
 * The smallest plan whose limits hold the prebuilt template on its own (its new components and
 * its fields), or null when none does. The server still checks the user's existing components.
 */
export function smallestPlanFor(definition: PrebuiltTemplate): PlanId | null {
  const fields = prebuiltFieldCount(definition);
  return (
    PLAN_IDS.find(
      (plan) =>
        definition.defaultComponents.length <= PLAN_LIMITS[plan].components &&
        fields <= PLAN_LIMITS[plan].fieldsPerTemplate,
    ) ?? null
  );
}
