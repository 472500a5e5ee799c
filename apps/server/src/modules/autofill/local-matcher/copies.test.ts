import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { copyNumbers } from './scope.ts';
import { field, value } from './test-fields.ts';

const job = (n: number, context: string) => [
  field({ key: `employer${n}`, name: `WorkExperience[${n}].Employer`, label: 'Employer name', context }),
  field({ key: `title${n}`, name: `WorkExperience[${n}].Title`, label: 'Job title', context }),
  field({ key: `hours${n}`, name: `WorkExperience[${n}].Hours`, label: 'Average hours per week', context }),
];

describe('copies of a list of jobs or schooling', () => {
  it('numbers the copies of a group asking several things, not an address’s lines nor numbered questions', () => {
    const page = [
      ...job(0, 'Job 1'),
      ...job(1, 'Job 2'),
      field({ key: 'line1', name: 'Applicant.Address.Line1', label: 'Street address' }),
      field({ key: 'line2', name: 'Applicant.Address.Line2', label: 'Address line 2' }),
      field({ key: 'q3', name: 'input_3', label: 'City' }),
      field({ key: 'q4', name: 'input_4', label: 'State' }),
    ];
    const copies = copyNumbers(page);
    expect(copies.get('employer0')).toEqual({ n: 1, of: 'jobs' });
    expect(copies.get('title1')).toEqual({ n: 2, of: 'jobs' });
    expect(
      copyNumbers(
        [0, 1].flatMap((n) => [
          field({ key: `m${n}`, name: `exp[${n + 1}][metier]`, label: 'Métier exercé' }),
          field({ key: `e${n}`, name: `exp[${n + 1}][employeur]`, label: 'Employeur' }),
        ]),
      ).get('e1'),
    ).toEqual({ n: 2, of: 'jobs' });
    expect(copies.has('line2')).toBe(false);
    expect(copies.has('q4')).toBe(false);
  });

  const template = [
    value('First name', 'Danielle', 'Me'),
    value('Employer', 'Montgomery County DOT', 'Current job'),
    value('Title', 'Senior Budget Analyst', 'Current job'),
    value('Hours/week', '40', 'Current job'),
    value('Employer', 'Calder & Pryce LLP', 'Previous job'),
    value('Title', 'Financial Analyst', 'Previous job'),
    value('Hours/week', '45', 'Previous job'),
  ];

  it('gives the first job the current one and the second the previous one ("Title" being the job’s)', () => {
    const page = [...job(0, 'Job 1 (most recent)'), ...job(1, 'Job 2')];
    expect(matchLocally(template, page).values).toEqual({
      employer0: 'Montgomery County DOT',
      title0: 'Senior Budget Analyst',
      hours0: '40',
      employer1: 'Calder & Pryce LLP',
      title1: 'Financial Analyst',
      hours1: '45',
    });
  });

  it('keeps a reference "(my old manager)" a reference beside the jobs, not a previous job’s', () => {
    const page = [
      ...job(0, 'Job 1'),
      ...job(1, 'Job 2'),
      field({ key: 'refName', label: "Reference's full name", context: 'Professional reference' }),
      field({ key: 'refEmail', label: 'Reference email', context: 'Professional reference' }),
    ];
    const withReference = [
      ...template,
      value('Name', 'Graham Pettibone', 'Reference - Graham (my old manager)'),
      value('Email', 'gpettibone@lumenhealth.io', 'Reference - Graham (my old manager)'),
    ];
    const { values } = matchLocally(withReference, page);
    expect([values.refName, values.refEmail]).toEqual(['Graham Pettibone', 'gpettibone@lumenhealth.io']);
  });

  it('leaves the second job empty when the template holds only the current one, and a third always', () => {
    const page = [...job(0, 'Job 1'), ...job(1, 'Job 2'), ...job(2, 'Job 3')];
    expect(matchLocally(template.slice(0, 4), page).values).toEqual({
      employer0: 'Montgomery County DOT',
      title0: 'Senior Budget Analyst',
      hours0: '40',
    });
  });

  it('leaves a second school empty: the template never says which school is whose copy', () => {
    const school = (n: number) =>
      field({ key: `school${n}`, name: `education[${n}].school`, label: 'School', context: 'Education' });
    const degree = (n: number) =>
      field({ key: `degree${n}`, name: `education[${n}].degree`, label: 'Degree', context: 'Education' });
    const values = [value('School', 'University of Leeds', 'Education'), value('Degree', 'BSc Economics', 'Education')];
    expect(matchLocally(values, [school(0), degree(0), school(1), degree(1)]).values).toEqual({
      school0: 'University of Leeds',
      degree0: 'BSc Economics',
    });
  });
});

describe('rows of past jobs under a code name that says no jobs', () => {
  it('never gives a later row’s "Employer name" the current employer (`bgElem_owe_1_employer`)', () => {
    const values = [value('Company', 'Harbourside Health Partners', 'Current job')];
    const row = (n: number) =>
      ['employer', 'city'].map((what) =>
        field({
          key: `${what}${n}`,
          name: `bgElem_owe_${n}_${what}`,
          label: what === 'city' ? 'City' : 'Employer name',
          context: `Employment ${n + 1} · Previous Employment`,
        }),
      );
    const page = [...row(0), ...row(1), ...row(2)];
    expect(matchLocally(values, page).values).toEqual({ employer0: 'Harbourside Health Partners' });
  });
});

describe('an address’s numbered lines', () => {
  it('are the user’s, also under a code name that names the applicant (`Applicant.Address.Line2`)', () => {
    const page = [
      field({ key: 'line1', name: 'Applicant.Address.Line1', label: 'Street address' }),
      field({ key: 'line2', name: 'Applicant.Address.Line2', label: 'Address line 2' }),
    ];
    const values = [value('Street', '4410 Rosedale Ave', 'Me'), value('Apt', 'Apt 3B', 'Me')];
    expect(matchLocally(values, page).values).toEqual({ line1: '4410 Rosedale Ave', line2: 'Apt 3B' });
  });
});

describe('a previous job or home named in the template’s labels', () => {
  it('gives the second employer copy (`emp[1]`) the value labelled "Previous employer"', () => {
    const values = [
      value('Current employer', 'Nationwide Insurance', 'Jobs'),
      value('Previous employer', 'Cardinal Health', 'Jobs'),
    ];
    const page = [0, 1].flatMap((n) => [
      field({
        key: `name${n}`,
        name: `emp[${n}][name]`,
        label: 'Employer',
        context: n ? 'Previous employer' : 'Current employer',
      }),
      field({
        key: `start${n}`,
        name: `emp[${n}][start]`,
        label: 'Start date',
        context: n ? 'Previous employer' : 'Current employer',
      }),
    ]);
    expect(matchLocally(values, page).values).toEqual({ name0: 'Nationwide Insurance', name1: 'Cardinal Health' });
  });

  it('never gives a previous landlord the current landlord’s phone', () => {
    const values = [value('Landlord phone', '614-555-0190', 'Where I live now')];
    const page = [field({ key: 'prev', label: 'Landlord phone', context: 'Previous residence' })];
    expect(matchLocally(values, page).values).toEqual({});
  });
});
