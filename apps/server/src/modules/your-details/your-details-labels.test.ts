import { DETAIL_GROUPS, type PageFieldInput, PLAN_LIMITS, pageFieldSchema } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { templateLocales } from '../autofill/local-matcher/languages.ts';
import { matchLocally } from '../autofill/local-matcher/match-locally.ts';
import { readValues } from '../autofill/local-matcher/profile.ts';
import type { TemplateValue } from '../autofill/local-matcher/types.ts';

const sample: Record<string, string> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  addressLine1: '12 St James Square',
  addressLine2: 'Flat 3',
  city: 'London',
  state: 'Greater London',
  postcode: 'SW1Y 4JH',
  country: 'United Kingdom',
  birthDate: '1815-12-10',
  nationality: 'British',
  linkedin: 'https://www.linkedin.com/in/ada',
  website: 'https://ada.example',
  jobTitle: 'Analyst',
  employer: 'Analytical Engines Ltd',
  workAuthorization: 'Yes',
  visaSponsorship: 'No',
  skills: 'Mathematics, Analysis, Technical writing',
  education: 'Private tuition in mathematics, 1828–1840',
  workHistory: 'Translator and annotator, Analytical Engine notes (1842–1843)',
};

/** The standard components as a template holds them, with the sample values. */
// A File field holds a file's id: fills attach it to file inputs, the matcher never reads it.
const textFields = (group: (typeof DETAIL_GROUPS)[number]) => group.fields.filter((field) => field.type !== 'file');

const values: TemplateValue[] = DETAIL_GROUPS.flatMap((group) =>
  textFields(group).map((field) => ({
    id: `${group.id}:${field.key}`,
    label: field.label,
    type: field.type,
    value: sample[field.key] ?? '',
    group: group.title,
    ...(field.options ? { options: field.options } : {}),
  })),
);

const field = (input: Partial<PageFieldInput> & { key: string }) =>
  pageFieldSchema.parse({ kind: 'text', tag: 'input', type: 'text', ...input });

describe('Your details labels', () => {
  it('are each read by the built-in matcher as their concept, as the user’s own', () => {
    const read = readValues(values, templateLocales(values));
    const fields = DETAIL_GROUPS.flatMap(textFields);
    // A field without a concept is free text, answered by its label: no concept may claim it.
    expect(read.map((r) => r.concept)).toEqual(fields.map((f) => f.concept ?? null));
    for (const r of read) expect(r.scope.person, r.value.label).toBeNull();
  });

  it('fit in a component each on every plan', () => {
    for (const group of DETAIL_GROUPS) {
      expect(group.fields.length).toBeLessThanOrEqual(PLAN_LIMITS.free.fieldsPerTemplate);
    }
    expect(DETAIL_GROUPS.length).toBeLessThanOrEqual(PLAN_LIMITS.free.components);
  });

  it('fill a typical job application form', () => {
    const result = matchLocally(
      values,
      [
        field({ key: 'first', label: 'First Name' }),
        field({ key: 'last', label: 'Last Name' }),
        field({ key: 'mail', label: 'Email address', type: 'email' }),
        field({ key: 'tel', label: 'Phone number', type: 'tel' }),
        field({ key: 'city', label: 'City' }),
        field({ key: 'zip', label: 'ZIP / Postal code' }),
        field({ key: 'in', label: 'LinkedIn Profile' }),
        field({ key: 'web', label: 'Portfolio or personal website' }),
        field({
          key: 'auth',
          kind: 'select',
          tag: 'select',
          type: '',
          label: 'Are you legally authorized to work in the United Kingdom?',
          options: [
            { value: '', text: 'Select…' },
            { value: 'y', text: 'Yes' },
            { value: 'n', text: 'No' },
          ],
        }),
        field({
          key: 'visa',
          kind: 'select',
          tag: 'select',
          type: '',
          label: 'Will you now or in the future require visa sponsorship?',
          options: [
            { value: '', text: 'Select…' },
            { value: 'y', text: 'Yes' },
            { value: 'n', text: 'No' },
          ],
        }),
        field({ key: 'dob', label: 'Date of birth', type: 'date' }),
        field({ key: 'skills', label: 'Skills', tag: 'textarea', type: '' }),
        field({ key: 'edu', label: 'Education', tag: 'textarea', type: '' }),
        field({ key: 'history', label: 'Work history', tag: 'textarea', type: '' }),
        field({ key: 'years', label: 'Years of experience', type: 'number' }),
      ],
      { lang: 'en' },
    );
    expect(result.values).toEqual({
      first: 'Ada',
      last: 'Lovelace',
      mail: 'ada@example.com',
      tel: '+44 20 7946 0958',
      city: 'London',
      zip: 'SW1Y 4JH',
      in: 'https://www.linkedin.com/in/ada',
      web: 'https://ada.example',
      auth: 'y',
      visa: 'n',
      dob: '1815-12-10',
      skills: sample.skills,
      edu: sample.education,
      history: sample.workHistory,
    });
  });
});
