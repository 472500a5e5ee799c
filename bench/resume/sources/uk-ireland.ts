/** Résumés from the United Kingdom and Ireland. All people and employers are fictional. */
import type { Resume } from './types.ts';

export const ukIreland: Resume[] = [
  {
    number: 3,
    slug: 'gb-one-column-product-manager',
    note: 'headline is not the job title; London landline',
    country: 'GB',
    language: 'en',
    paper: 'A4',
    layout: { kind: 'docx-classic', font: 'Calibri', align: 'left', contact: 'line' },
    name: 'Olivia Hartley',
    headline: 'Product Leader — Fintech & Insurance',
    contact: [
      [
        { text: 'London, UK' },
        { text: '+44 20 7946 0958' },
        { text: 'olivia.hartley@example.co.uk' },
        { text: 'linkedin.com/in/oliviahartley', url: 'https://www.linkedin.com/in/oliviahartley' },
      ],
    ],
    sections: [
      {
        kind: 'text',
        heading: 'Profile',
        text: 'Product manager with nine years across insurance, banking and consulting. I turn regulatory and operational constraints into products customers actually enjoy using, and I am at my best working closely with engineering and design.',
      },
      {
        kind: 'entries',
        heading: 'Professional Experience',
        entries: [
          {
            title: 'Senior Product Manager',
            org: 'Tillbrook Insurance',
            place: 'London',
            dates: 'Jan 2022 – Present',
            bullets: [
              'Lead the claims experience squad (12 people); launched self-service motor claims, now 64% of claims.',
              'Reduced average claim handling time from 11 to 6 days.',
              'Own the product roadmap for the FCA Consumer Duty programme.',
            ],
          },
          {
            title: 'Product Manager',
            org: 'Quayside Bank',
            place: 'London',
            dates: 'Jun 2019 – Dec 2021',
            bullets: [
              'Launched the savings pots feature in the mobile app (420k users in year one).',
              'Introduced continuous discovery with weekly customer interviews.',
            ],
          },
          {
            title: 'Business Analyst',
            org: 'Hartwell & Pike Consulting',
            place: 'Leeds',
            dates: 'Sep 2015 – May 2019',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'Education',
        entries: [{ title: 'BSc (Hons) Economics, 2:1', org: 'University of Leeds', dates: '2012 – 2015' }],
      },
      {
        kind: 'list',
        heading: 'Certifications & Skills',
        items: [
          'Certified Scrum Product Owner (CSPO), 2019',
          'Discovery and experimentation, A/B testing, SQL, Amplitude, Jira, Figma',
        ],
      },
    ],
    expected: {
      name: 'Olivia Hartley',
      email: 'olivia.hartley@example.co.uk',
      phone: '+44 20 7946 0958',
      links: ['linkedin.com/in/oliviahartley'],
      title: 'Senior Product Manager',
      employer: 'Tillbrook Insurance',
      city: 'London',
    },
  },
  {
    number: 12,
    slug: 'ie-one-column-date-gutter-accountant',
    note: 'Eircode address; dates in a column left of each entry',
    country: 'IE',
    language: 'en',
    paper: 'A4',
    layout: {
      kind: 'pdf-classic',
      font: 'Times-Roman',
      align: 'left',
      contact: 'rows',
      dateGutter: true,
      accent: '#23395d',
    },
    name: 'Aoife Byrne',
    headline: 'Chartered Accountant (ACA)',
    contact: [
      [{ text: '14 Grove Park, Rathmines, Dublin 6, D06 K7P2' }],
      [
        { label: 'Mobile:', text: '+353 87 123 4567' },
        { label: 'Email:', text: 'aoife.byrne@example.ie', url: 'mailto:aoife.byrne@example.ie' },
      ],
    ],
    sections: [
      {
        kind: 'text',
        heading: 'Profile',
        text: 'ACA-qualified accountant with ten years’ experience across audit and industry, currently leading group financial reporting for a renewable energy developer. Strong on IFRS, consolidation and building reporting processes that survive audit season.',
      },
      {
        kind: 'entries',
        heading: 'Experience',
        entries: [
          {
            title: 'Financial Reporting Manager',
            org: 'Liffey Renewables Ltd',
            place: 'Dublin',
            dates: 'Feb 2021 – Present',
            bullets: [
              'Prepare IFRS consolidated financial statements for 23 group entities in Ireland and the UK.',
              'Led the year-end close from 28 to 12 working days; manage a team of three.',
              'Main point of contact for external auditors and Revenue.',
            ],
          },
          {
            title: 'Senior Associate, Audit & Assurance',
            org: 'Callan Moore & Co.',
            place: 'Dublin',
            dates: 'Sep 2018 – Jan 2021',
            bullets: ['Ran audits of energy, construction and charity clients with turnover up to €300m.'],
          },
          {
            title: 'Audit Trainee',
            org: 'Callan Moore & Co.',
            place: 'Dublin',
            dates: 'Sep 2015 – Aug 2018',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'Qualifications',
        entries: [
          { title: 'Chartered Accountant (ACA)', org: 'Chartered Accountants Ireland', dates: '2018' },
          {
            title: 'Bachelor of Commerce (Hons), First Class',
            org: 'University College Dublin',
            dates: '2011 – 2015',
          },
        ],
      },
      {
        kind: 'tags',
        heading: 'Systems',
        items: ['Sage Intacct', 'CaseWare', 'Power BI', 'Excel (advanced)', 'SAP S/4HANA'],
      },
      { kind: 'text', heading: 'Interests', text: 'Sea swimming, GAA (Cuala camogie club), Irish-language book club.' },
    ],
    expected: {
      name: 'Aoife Byrne',
      email: 'aoife.byrne@example.ie',
      phone: '+353 87 123 4567',
      links: [],
      title: 'Financial Reporting Manager',
      employer: 'Liffey Renewables Ltd',
      city: 'Dublin',
    },
  },
  {
    number: 16,
    slug: 'gb-one-column-two-page-mechanical-engineer',
    note: 'full street address; UK mobile; no links',
    country: 'GB',
    language: 'en',
    paper: 'A4',
    layout: {
      kind: 'pdf-classic',
      font: 'Times-Roman',
      align: 'center',
      contact: 'rows',
      runningHeader: true,
      accent: '#111111',
    },
    documentTitle: 'CURRICULUM VITAE',
    name: 'Thomas Whitfield',
    headline: 'Chartered Mechanical Engineer (CEng MIMechE)',
    contactSeparator: '  ·  ',
    contact: [
      [{ text: '27 Albert Road, Didsbury, Manchester M20 6UR' }],
      [{ text: '07700 900123' }, { text: 't.whitfield@example.co.uk' }],
    ],
    sections: [
      {
        kind: 'text',
        heading: 'PERSONAL PROFILE',
        text: 'Chartered mechanical engineer with sixteen years’ experience in rail, pumping and rotating equipment, from concept design through type testing and into service. Experienced technical lead on safety-critical projects, comfortable with both the detail of a bogie frame fatigue assessment and the conversation with the client about why it matters. Looking for a role where I can continue to lead multidisciplinary teams and develop younger engineers.',
      },
      {
        kind: 'list',
        heading: 'KEY SKILLS',
        items: [
          'Mechanical design and analysis: FEA (ANSYS), fatigue assessment to BS 7608 and EN 15085',
          'Rail vehicle engineering: bogies, couplers, interiors; EN 12663, EN 45545 fire safety',
          'Design authority and assurance: hazard logs, FMEA, verification and validation plans',
          'Leadership: teams of up to 14 engineers, mentoring graduates to chartership',
          'Tools: SolidWorks, Creo, ANSYS Mechanical, MATLAB, Windchill PLM',
        ],
      },
      {
        kind: 'entries',
        heading: 'CAREER HISTORY',
        entries: [
          {
            title: 'Principal Mechanical Engineer',
            org: 'Pennine Rail Systems Ltd',
            place: 'Manchester',
            dates: 'April 2019 – Present',
            bullets: [
              'Technical lead for the bogie and running gear package of a 48-unit regional train fleet refurbishment (£62m).',
              'Design authority for mechanical interfaces; chair the weekly design review board.',
              'Introduced a fatigue test programme that removed 140 kg per vehicle while extending inspection intervals.',
              'Line manager for 9 engineers; three have achieved CEng under my mentorship.',
              'Represent the company on the RSSB vehicle standards committee.',
            ],
          },
          {
            title: 'Senior Mechanical Engineer',
            org: 'Irwell Dynamics plc',
            place: 'Salford',
            dates: 'March 2014 – March 2019',
            bullets: [
              'Led the mechanical design of a new range of tram couplers, from concept to type test and first delivery.',
              'Managed the supplier qualification of castings and forgings from four European foundries.',
              'Produced EN 15085 welding documentation and acted as responsible welding coordinator deputy.',
              'Resolved a recurring in-service bracket failure through root-cause analysis, saving £1.1m in warranty claims.',
            ],
          },
          {
            title: 'Mechanical Design Engineer',
            org: 'Northgate Pumps Ltd',
            place: 'Sheffield',
            dates: 'September 2010 – February 2014',
            bullets: [
              'Designed casings and impellers for large centrifugal pumps (up to 2 MW) for the water industry.',
              'Carried out hydraulic and structural FEA and supported witnessed performance tests.',
              'Created the company’s first parametric pump casing model in SolidWorks.',
            ],
          },
          {
            title: 'Graduate Engineer',
            org: 'Midland Traction Ltd',
            place: 'Derby',
            dates: 'September 2008 – August 2010',
            bullets: [
              'Two-year graduate scheme with placements in design, test, production and field service.',
              'Supported traction motor testing and wrote the test reports for type approval.',
            ],
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'EDUCATION',
        entries: [
          {
            title: 'MEng Mechanical Engineering (First Class Honours)',
            org: 'The University of Sheffield',
            dates: '2004 – 2008',
            text: 'Final-year project: fatigue life of welded joints in railway bogie frames (prize for best project).',
          },
          {
            title: 'A Levels: Mathematics (A*), Physics (A), Further Mathematics (A)',
            org: 'Stockport Grammar School',
            dates: '2002 – 2004',
          },
        ],
      },
      {
        kind: 'list',
        heading: 'PROFESSIONAL MEMBERSHIPS & TRAINING',
        items: [
          'Chartered Engineer (CEng), Member of the Institution of Mechanical Engineers (MIMechE), 2013',
          'IMechE Railway Division, Greater Manchester committee member since 2020',
          'NEBOSH National General Certificate in Occupational Health and Safety, 2017',
          'APM Project Fundamentals Qualification, 2016',
        ],
      },
      {
        kind: 'text',
        heading: 'INTERESTS',
        text: 'Fell running (Bob Graham Round completed 2022), restoring a 1972 Land Rover Series III, volunteer STEM ambassador in local secondary schools.',
      },
      { kind: 'text', heading: 'REFERENCES', text: 'Available on request.' },
    ],
    expected: {
      name: 'Thomas Whitfield',
      email: 't.whitfield@example.co.uk',
      phone: '07700 900123',
      links: [],
      title: 'Principal Mechanical Engineer',
      employer: 'Pennine Rail Systems Ltd',
      city: 'Manchester',
    },
  },
];
