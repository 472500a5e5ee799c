import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume.ts';
import type { ResumeDetails } from './resume-details.ts';

/** English résumés as `resumeText` gives them, and the details they must yield (others left out). */
const CASES: [string, string, Partial<ResumeDetails>][] = [
  [
    'a US one-column résumé with a comma between title and employer',
    `EMILY CARTER
Austin, TX 78701 | (512) 555-0147 | emily.carter@example.com | https://www.linkedin.com/in/emilycarter

SUMMARY
Software engineer with eight years of experience building payment systems.

EXPERIENCE
Senior Software Engineer, Brightwave Analytics
Jan 2021 – Present
• Led the migration of the billing platform to event sourcing.

Software Engineer, Acme Corp	Jun 2016 – Dec 2020
• Built the reporting API.

EDUCATION
B.S. Computer Science, University of Texas at Austin	2012 – 2016

SKILLS
TypeScript, Go, PostgreSQL, AWS`,
    {
      fullName: 'Emily Carter',
      firstName: 'Emily',
      lastName: 'Carter',
      email: 'emily.carter@example.com',
      phone: '(512) 555-0147',
      city: 'Austin',
      state: 'TX',
      postcode: '78701',
      links: ['https://www.linkedin.com/in/emilycarter'],
      linkedin: 'https://www.linkedin.com/in/emilycarter',
      title: 'Senior Software Engineer',
      employer: 'Brightwave Analytics',
      education: 'B.S. Computer Science, University of Texas at Austin',
      skills: ['TypeScript', 'Go', 'PostgreSQL', 'AWS'],
      summary: 'Software engineer with eight years of experience building payment systems.',
    },
  ],
  [
    'a British résumé with the employer first and the dates before',
    `Oliver Bennett
Product Manager
London SW1A 1AA · +44 7700 900123 · oliver.bennett@example.co.uk · oliverbennett.io

Professional Experience
Mar 2019 – Present | Tillbrook Insurance | Senior Product Manager
- Own the claims journey used by 2m customers a year.
2015 – 2019 | Globex Ltd | Product Owner`,
    {
      fullName: 'Oliver Bennett',
      city: 'London',
      postcode: 'SW1A 1AA',
      phone: '+44 7700 900123',
      email: 'oliver.bennett@example.co.uk',
      links: ['oliverbennett.io'],
      website: 'oliverbennett.io',
      title: 'Senior Product Manager',
      employer: 'Tillbrook Insurance',
    },
  ],
  [
    'a two-column résumé read sidebar first, the title on one line and the employer on the next',
    `CONTACT
+1 416 555 0199
priya.nair@example.ca
Toronto, ON
github.com/priyanair

SKILLS
Kubernetes
Terraform

Priya Nair
Site Reliability Engineer

WORK EXPERIENCE
Site Reliability Engineer
Northwind Cloud Inc.
Feb 2020 – Present
• Cut paging volume by 60 %.`,
    {
      fullName: 'Priya Nair',
      phone: '+1 416 555 0199',
      city: 'Toronto',
      state: 'ON',
      links: ['github.com/priyanair'],
      github: 'github.com/priyanair',
      title: 'Site Reliability Engineer',
      employer: 'Northwind Cloud Inc.',
      skills: ['Kubernetes', 'Terraform'],
    },
  ],
  [
    'a job written as "title at employer" and a student headline without one',
    `Liam O'Connor
Data Analyst at Initech — Dublin, Ireland
liam.oconnor@example.ie | +353 87 123 4567

Experience
Data Analyst at Initech	Sept 2022 – to date
Dashboards for the sales team.`,
    { fullName: "Liam O'Connor", city: 'Dublin', country: 'Ireland', title: 'Data Analyst', employer: 'Initech' },
  ],
  [
    'a student without experience, the headline as title',
    `Sofia Rossi
Computer Science Student
sofia.rossi@example.com

Education
BSc Computer Science, University of Manchester, 2022 – present`,
    { fullName: 'Sofia Rossi', title: 'Computer Science Student', email: 'sofia.rossi@example.com' },
  ],
  [
    'an employer line with a town the parser does not know, the title below',
    `Mads Jensen
mads.jensen@example.dk

Experience
Brightwave Analytics, Aarhus	Jan 2020 – Present
Senior Data Engineer
• Built the lakehouse.`,
    { fullName: 'Mads Jensen', title: 'Senior Data Engineer', employer: 'Brightwave Analytics' },
  ],
  [
    'dates in a left gutter before the title, the employer below',
    `Chloe Martin
chloe.martin@example.com | +44 20 7946 0958 | Leeds

Employment History
Jan 2020 – Present	Head of Customer Success
Northwind Software Ltd, Leeds
2016 – 2019	Account Manager
Globex plc, York`,
    { fullName: 'Chloe Martin', city: 'Leeds', title: 'Head of Customer Success', employer: 'Northwind Software Ltd' },
  ],
];

describe('parseResume on English résumés', () => {
  it.each(CASES)('reads %s', (_, text, expected) => {
    expect(parseResume(text)).toMatchObject(expected);
  });

  it('reads a heading of two sections in one as its own section, not as the previous entry', () => {
    const details = parseResume(`Priya Shah
priya.shah@example.com

EDUCATION
BSc (Hons) Economics, University of Leeds

CERTIFICATIONS & SKILLS
PSPO I, SQL, Figma

Interests and Hobbies
Running`);
    expect(details.education).toBe('BSc (Hons) Economics, University of Leeds');
    expect(details.skills).toEqual(['PSPO I', 'SQL', 'Figma']);
  });

  it('leaves out what it cannot tell rather than guess', () => {
    const details = parseResume(`Curriculum Vitae
Python Developer
Project Management
Experience
Worked on many things over the years, in many places, with many people.`);
    expect(details.fullName).toBeUndefined();
    expect(details.title).toBeUndefined();
    expect(details.employer).toBeUndefined();
    expect(details.city).toBeUndefined();
    expect(details.phone).toBeUndefined();
    expect(details.links).toEqual([]);
  });

  it('does not take a date range, a year or a library for a phone or a link', () => {
    const details = parseResume(`Anna Schmidt
anna@example.com
Experience
Engineer, Acme	2019 - 2021
Built services in Node.js and ASP.NET; 1,250,000 users.`);
    expect(details.phone).toBeUndefined();
    expect(details.links).toEqual([]);
  });
});
