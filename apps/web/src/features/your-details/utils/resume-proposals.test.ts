import { describe, expect, it } from 'vitest';
import { resumeProposals } from './resume-proposals.ts';

describe('what a résumé proposes for Your details', () => {
  it('maps the parser’s details to the form, in its order, and says what each would replace', () => {
    const details = {
      fullName: 'Maya Li Chen',
      email: 'maya@example.com',
      phone: '+1 415 555 0134',
      city: 'San Francisco',
      links: [],
      skills: ['SQL', 'Airflow', 'dbt'],
      education: 'M.Sc. Statistics, Université de Montréal',
      workHistory: 'Data Engineer, Acme Analytics (2020–now)\nAnalyst, Northwind (2017–2020)',
      github: 'https://github.com/mayachen',
      title: 'Data Engineer',
      employer: 'Acme Analytics',
    };
    expect(resumeProposals(details, { email: 'maya@example.com', city: 'Oakland' })).toEqual([
      { key: 'firstName', label: 'First name', value: 'Maya', replaces: null },
      { key: 'lastName', label: 'Last name', value: 'Li Chen', replaces: null },
      { key: 'phone', label: 'Phone', value: '+1 415 555 0134', replaces: null },
      { key: 'city', label: 'City', value: 'San Francisco', replaces: 'Oakland' },
      { key: 'website', label: 'Website', value: 'https://github.com/mayachen', replaces: null },
      { key: 'jobTitle', label: 'Current job title', value: 'Data Engineer', replaces: null },
      { key: 'employer', label: 'Current employer', value: 'Acme Analytics', replaces: null },
      { key: 'skills', label: 'Skills', value: 'SQL, Airflow, dbt', replaces: null },
      { key: 'education', label: 'Education', value: 'M.Sc. Statistics, Université de Montréal', replaces: null },
      {
        key: 'workHistory',
        label: 'Work history',
        value: 'Data Engineer, Acme Analytics (2020–now)\nAnalyst, Northwind (2017–2020)',
        replaces: null,
      },
    ]);
  });
});
