import { LOCALES } from '@filldeck/fill-rules';
import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { checkbox, field, select, value } from './test-fields.ts';

/** A list numbering its options from 1, as form builders do. */
const numbered = (key: string, label: string, context: string, texts: string[]) =>
  select(
    key,
    label,
    texts.map((text, i) => ({ value: String(i + 1), text })),
    { context },
  );

const MONTHS = [...(LOCALES.en?.months ?? [])];
const YEARS = Array.from({ length: 30 }, (_, i) => String(2025 - i));
const DEGREES = ["Associate's Degree", "Bachelor's Degree", "Master's Degree", 'Doctorate', 'High School'];

/** Two schools in the user's own words, most recent first or not. */
const schooling = [
  value('University', 'Texas State University', 'College (undergrad)'),
  value('Degree', 'B.A.', 'College (undergrad)'),
  value('Program', 'Communication Studies', 'College (undergrad)'),
  value('Began', '2009-08-24', 'College (undergrad)'),
  value('Graduated', '2013-05-10', 'College (undergrad)'),
  value('University', 'The University of Texas at Austin', 'Grad school'),
  value('Degree', 'M.S.', 'Grad school'),
  value('Program', 'Information Studies', 'Grad school'),
  value('Began', '2014-08-25', 'Grad school'),
  value('Graduated', '2016-05-20', 'Grad school'),
];

const educationCopy = (n: number) => {
  const context = `Education ${n}`;
  return [
    field({ key: `school${n}`, label: 'Institution', context }),
    numbered(`degree${n}`, 'Degree', context, DEGREES),
    field({ key: `major${n}`, label: 'Major / Field of study', context }),
    numbered(`startMonth${n}`, 'Start month', context, MONTHS),
    numbered(`startYear${n}`, 'Start year', context, YEARS),
    numbered(`endYear${n}`, 'End year', context, YEARS),
  ];
};

describe('a list of schooling ("Education 1", "Education 2")', () => {
  it('takes each school whole, most recent first, the degree by its level', () => {
    const { values } = matchLocally(schooling, [...educationCopy(1), ...educationCopy(2)], { lang: 'en-US' });
    expect([values.school1, values.degree1, values.major1]).toEqual([
      'The University of Texas at Austin',
      optionValue("Master's Degree", DEGREES),
      'Information Studies',
    ]);
    expect([values.startMonth1, values.startYear1, values.endYear1]).toEqual([
      optionValue('August', MONTHS),
      optionValue('2014', YEARS),
      optionValue('2016', YEARS),
    ]);
    expect([values.school2, values.degree2, values.major2]).toEqual([
      'Texas State University',
      optionValue("Bachelor's Degree", DEGREES),
      'Communication Studies',
    ]);
  });

  it('leaves a third copy empty, never another school’s', () => {
    const { values, skipped } = matchLocally(schooling, educationCopy(3), { lang: 'en-US' });
    expect(values).toEqual({});
    expect(skipped.map((s) => s.key)).toContain('school3');
  });

  it('finds a section asking one level by that level ("Baccalauréat", "Licence (bac+3)")', () => {
    const template = [
      value('Lycée', "Lycée David d'Angers", 'Bac'),
      value('Année', '2020', 'Bac'),
      value('Diplôme', 'Licence Économie et gestion', 'Licence'),
      value('Fac', 'Nantes Université', 'Licence'),
      value('Obtenue en', '2023', 'Licence'),
    ];
    const page = [
      field({
        key: 'bacYear',
        label: "Année d'obtention",
        context: '3. Parcours de formation · Baccalauréat ou équivalent',
      }),
      field({
        key: 'bacSchool',
        label: 'Établissement (lycée)',
        context: '3. Parcours de formation · Baccalauréat ou équivalent',
      }),
      field({
        key: 'licSchool',
        label: 'Établissement',
        context: '3. Parcours de formation · Licence (ou diplôme de niveau bac+3)',
      }),
      field({
        key: 'licYear',
        label: "Année d'obtention",
        context: '3. Parcours de formation · Licence (ou diplôme de niveau bac+3)',
      }),
    ];
    const { values } = matchLocally(template, page, { lang: 'fr-FR' });
    expect([values.bacYear, values.bacSchool, values.licSchool, values.licYear]).toEqual([
      '2020',
      "Lycée David d'Angers",
      'Nantes Université',
      '2023',
    ]);
  });
});

const jobs = [
  value('Employer', 'Brightline Civic Data, Inc.', 'Current job'),
  value('My role', 'Senior Product Analyst', 'Current job'),
  value('Since', '2021-03-01', 'Current job'),
  value('Employer', 'Lumen Health Analytics', 'Job before that'),
  value('My role', 'Data Analyst', 'Job before that'),
  value('Started', '2016-07-11', 'Job before that'),
  value('Left', '2021-02-26', 'Job before that'),
  value('Can start on', '2025-08-04', 'What I want'),
];

const position = (n: number) => {
  const context = `Position ${n}`;
  return [
    field({ key: `from${n}`, label: 'From', context, placeholder: 'MM/YYYY' }),
    field({ key: `to${n}`, label: 'To', context, placeholder: 'MM/YYYY' }),
    { ...checkbox(`current${n}`, 'I currently work here'), context },
  ];
};

describe('a list of jobs held ("Position 1", "Position 2")', () => {
  it('dates each job from its own group, and ticks the box of the one that goes on', () => {
    const { values } = matchLocally(jobs, [...position(1), ...position(2)], { lang: 'en-US' });
    expect(values).toMatchObject({
      from1: '03/2021',
      current1: true,
      from2: '07/2016',
      to2: '02/2021',
      current2: false,
    });
    // The job that goes on has no end: never the next job's, nor the wished start date.
    expect(values.to1).toBeUndefined();
  });

  it('begins the next job where a section that numbers none asks a date again', () => {
    const context = 'Employment history';
    const page = [
      field({ key: 'title', label: 'Current employer – job title', context }),
      numbered('m1', 'Start month', context, MONTHS),
      numbered('y1', 'Start year', context, YEARS),
      field({ key: 'previous', label: 'Previous employer', context }),
      numbered('m2', 'From month', context, MONTHS),
      numbered('y2', 'From year', context, YEARS),
      numbered('m3', 'To month', context, MONTHS),
      numbered('y3', 'To year', context, YEARS),
    ];
    const { values } = matchLocally(jobs, page, { lang: 'en-GB' });
    expect([values.m1, values.y1, values.m2, values.y2, values.m3, values.y3]).toEqual([
      optionValue('March', MONTHS),
      optionValue('2021', YEARS),
      optionValue('July', MONTHS),
      optionValue('2016', YEARS),
      optionValue('February', MONTHS),
      optionValue('2021', YEARS),
    ]);
  });

  it('reads "Title" under a position as the job’s title, the template’s "My title" too', () => {
    const template = [
      value('Employer', 'Lumen Health, Inc.', 'Job now – Lumen Health'),
      value('My title', 'Senior Product Designer', 'Job now – Lumen Health'),
    ];
    const page = [field({ key: 'title', label: 'Title', context: 'Position 1' })];
    expect(matchLocally(template, page, { lang: 'en-US' }).values.title).toBe('Senior Product Designer');
  });

  it('answers nothing by a part where the template holds no such list', () => {
    const page = [field({ key: 'start', label: 'Start date', context: 'Job 1 · Work experience' })];
    const template = [value('Available from', '2025-08-04', 'Availability')];
    expect(matchLocally(template, page, { lang: 'en-US' }).values.start).not.toBe('08/04/2025');
  });
});

/** The select's value of an option text (1-based after the placeholder). */
function optionValue(text: string, texts: string[]): string {
  return String(texts.indexOf(text) + 1);
}

describe('a date asked as "Month" and "Year" boxes under a "From" or "To" group', () => {
  const jobs = [
    value('Employer', 'Buckeye Freight Partners', 'Current job'),
    value('Started', '2021-03-15', 'Current job'),
    value('Company', 'Midwest Home Supply Co.', 'Previous job'),
    value('Start', '2014-06-02', 'Previous job'),
    value('End', '2021-02-26', 'Previous job'),
  ];
  const copy = (n: number) =>
    ['From', 'To'].flatMap((group) => [
      field({ key: `${group}${n}m`, label: 'Month', context: `${group} · Work Experience ${n} · Work Experience` }),
      field({ key: `${group}${n}y`, label: 'Year', context: `${group} · Work Experience ${n} · Work Experience` }),
    ]);

  it('takes each piece of the entry’s start or end, by the group its box is in', () => {
    expect(matchLocally(jobs, [...copy(1), ...copy(2)], { lang: 'en-US' }).values).toEqual({
      From1m: '03',
      From1y: '2021',
      From2m: '06',
      From2y: '2014',
      To2m: '02',
      To2y: '2021',
    });
  });
});
