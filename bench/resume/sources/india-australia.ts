/** Résumés from India and Australia. All people and employers are fictional. */
import type { Resume } from './types.ts';

export const indiaAustralia: Resume[] = [
  {
    number: 5,
    slug: 'in-one-column-banner-data-engineer',
    note: 'employer before title; contact rows right-aligned on the band; GitHub and LinkedIn',
    country: 'IN',
    language: 'en',
    paper: 'A4',
    layout: {
      kind: 'pdf-classic',
      font: 'Helvetica',
      align: 'left',
      contact: 'right',
      banner: true,
      accent: '#12355b',
    },
    name: 'Arjun Mehta',
    headline: 'Data Engineer | Spark · Kafka · Airflow',
    contact: [
      [{ text: 'Bengaluru, Karnataka' }],
      [{ text: '+91 98765 43210' }],
      [{ text: 'arjun.mehta@example.in' }],
      [{ text: 'github.com/arjunmehta', url: 'https://github.com/arjunmehta' }],
      [{ text: 'linkedin.com/in/arjun-mehta-data', url: 'https://www.linkedin.com/in/arjun-mehta-data' }],
    ],
    sections: [
      {
        kind: 'text',
        heading: 'PROFESSIONAL SUMMARY',
        text: 'Data engineer with 7+ years of experience designing batch and streaming pipelines for fintech and analytics products. Strong in Spark, Kafka and Airflow on AWS; enjoy making data platforms reliable and cheap to run.',
      },
      {
        kind: 'entries',
        heading: 'WORK EXPERIENCE',
        style: 'org-first',
        entries: [
          {
            title: 'Senior Data Engineer',
            org: 'Kestrel Payments Pvt. Ltd.',
            place: 'Bengaluru',
            dates: 'Aug 2022 – Present',
            bullets: [
              'Own the real-time fraud feature pipeline (Kafka, Flink) processing 40k events/second.',
              'Rebuilt the nightly settlement ETL on Spark + Iceberg, reducing runtime from 6 h to 50 min.',
              'Mentor 3 data engineers; run the team’s design reviews.',
            ],
          },
          {
            title: 'Data Engineer',
            org: 'Tessaract Analytics',
            place: 'Hyderabad',
            dates: 'Jun 2019 – Jul 2022',
            bullets: [
              'Built 60+ Airflow DAGs feeding the customer analytics warehouse (moved from Redshift to Snowflake).',
              'Introduced data quality checks with Great Expectations; incidents down 45%.',
            ],
          },
          {
            title: 'Associate Software Engineer',
            org: 'Infoloom Technologies',
            place: 'Pune',
            dates: 'Jul 2017 – May 2019',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'EDUCATION',
        style: 'one-line',
        entries: [
          {
            title: 'B.Tech, Computer Science & Engineering',
            org: 'R.V. College of Engineering, Bengaluru',
            dates: '2013 – 2017',
            text: 'CGPA 8.6/10',
          },
        ],
      },
      {
        kind: 'list',
        heading: 'TECHNICAL SKILLS',
        items: [
          'Languages: Python, Scala, SQL, Java',
          'Big data: Apache Spark, Kafka, Flink, Airflow, Iceberg, dbt',
          'Cloud: AWS (EMR, Glue, S3, Redshift), Snowflake, Terraform',
        ],
      },
      {
        kind: 'list',
        heading: 'CERTIFICATIONS',
        items: [
          'AWS Certified Data Analytics – Specialty (2023)',
          'Databricks Certified Data Engineer Associate (2022)',
        ],
      },
    ],
    expected: {
      name: 'Arjun Mehta',
      email: 'arjun.mehta@example.in',
      phone: '+91 98765 43210',
      links: ['github.com/arjunmehta', 'linkedin.com/in/arjun-mehta-data'],
      title: 'Senior Data Engineer',
      employer: 'Kestrel Payments Pvt. Ltd.',
      city: 'Bengaluru',
    },
  },
  {
    number: 8,
    slug: 'au-two-column-photo-ux-designer',
    note: 'one-letter contact labels; three links',
    country: 'AU',
    language: 'en',
    paper: 'A4',
    layout: { kind: 'pdf-sidebar', font: 'Helvetica', side: 'left', name: 'top', photo: true, accent: '#8a3b6b' },
    name: 'Chloe Nguyen',
    headline: 'Product Designer',
    contactHeading: 'GET IN TOUCH',
    contact: [
      [
        { label: 'A', text: 'Melbourne VIC' },
        { label: 'P', text: '+61 412 345 678' },
        { label: 'E', text: 'chloe.nguyen@example.com.au' },
        { label: 'W', text: 'chloenguyen.example.com', url: 'https://chloenguyen.example.com' },
        { label: 'in', text: 'linkedin.com/in/chloenguyen', url: 'https://www.linkedin.com/in/chloenguyen' },
        { label: 'Dr', text: 'dribbble.com/chloen', url: 'https://dribbble.com/chloen' },
      ],
    ],
    sidebar: [
      {
        kind: 'list',
        heading: 'TOOLKIT',
        items: ['Figma & FigJam', 'Maze, Dovetail', 'Protopie', 'Webflow', 'HTML / CSS'],
      },
      {
        kind: 'list',
        heading: 'STRENGTHS',
        items: ['User research', 'Design systems', 'Accessibility (WCAG 2.2)', 'Workshop facilitation'],
      },
    ],
    sections: [
      {
        kind: 'text',
        heading: 'ABOUT ME',
        text: 'Designer with nine years across agencies and in-house product teams, most recently leading design for a superannuation app. I like messy problems, clear research and design systems that teams actually use.',
      },
      {
        kind: 'entries',
        heading: 'EXPERIENCE',
        entries: [
          {
            title: 'Senior UX Designer',
            org: 'Wattle & Co. Digital',
            place: 'Melbourne',
            dates: 'Feb 2022 – Present',
            bullets: [
              'Design lead for the member app of a $40B super fund; app rating up from 3.1 to 4.6.',
              'Built and maintain the Eucalypt design system (180 components).',
              'Run fortnightly research sessions with members, including older and low-vision users.',
            ],
          },
          {
            title: 'UX/UI Designer',
            org: 'Southbank Mutual',
            place: 'Melbourne',
            dates: 'Mar 2018 – Jan 2022',
            bullets: ['Redesigned online home-loan applications; completion rate +23%.'],
          },
          {
            title: 'Junior Designer',
            org: 'Fitzroy Creative',
            place: 'Melbourne',
            dates: 'Jan 2016 – Feb 2018',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'EDUCATION',
        entries: [
          { title: 'Bachelor of Design (Communication Design)', org: 'RMIT University', dates: '2013 – 2015' },
          { title: 'UX Certificate', org: 'General Assembly', dates: '2017' },
        ],
      },
    ],
    expected: {
      name: 'Chloe Nguyen',
      email: 'chloe.nguyen@example.com.au',
      phone: '+61 412 345 678',
      links: ['chloenguyen.example.com', 'linkedin.com/in/chloenguyen', 'dribbble.com/chloen'],
      title: 'Senior UX Designer',
      employer: 'Wattle & Co. Digital',
      city: 'Melbourne',
    },
  },
  {
    number: 19,
    slug: 'in-two-column-qa-lead',
    note: 'mobile and landline (mobile expected); "Till date"; declaration',
    country: 'IN',
    language: 'en',
    paper: 'A4',
    layout: { kind: 'pdf-sidebar', font: 'Times-Roman', side: 'left', name: 'top', accent: '#1b5e20' },
    name: 'Sneha Iyer',
    headline: 'QA Lead | Test Automation',
    contactHeading: 'CONTACT DETAILS',
    contact: [
      [
        { text: 'Flat 304, Sai Residency,' },
        { text: 'Baner Road, Pune 411045' },
        { label: 'Mobile:', text: '+91 98220 12345' },
        { label: 'Phone:', text: '+91 20 2567 8901' },
        { label: 'Email:', text: 'sneha.iyer@example.co.in' },
        { text: 'linkedin.com/in/snehaiyer', url: 'https://www.linkedin.com/in/snehaiyer' },
      ],
    ],
    sidebar: [
      {
        kind: 'list',
        heading: 'SKILLS',
        items: [
          'Selenium WebDriver',
          'Playwright, Cypress',
          'Rest Assured, Postman',
          'JMeter',
          'Jenkins, GitLab CI',
          'Java, TypeScript',
          'SQL (Oracle, MySQL)',
        ],
      },
      {
        kind: 'list',
        heading: 'CERTIFICATIONS',
        items: ['ISTQB Advanced Test Manager (2020)', 'ISTQB Foundation (2015)', 'AWS Cloud Practitioner (2022)'],
      },
      {
        kind: 'list',
        heading: 'PERSONAL DETAILS',
        items: [
          'Date of Birth: 12 May 1992',
          'Gender: Female',
          'Marital Status: Married',
          'Nationality: Indian',
          'Languages Known: English, Hindi, Marathi, Tamil',
        ],
      },
    ],
    sections: [
      {
        kind: 'text',
        heading: 'PROFILE',
        text: 'QA professional with 10+ years of experience in manual and automated testing of banking and e-commerce applications. Currently leading a team of 8 testers and owning the automation strategy across web, API and mobile.',
      },
      {
        kind: 'entries',
        heading: 'PROFESSIONAL EXPERIENCE',
        entries: [
          {
            title: 'QA Lead',
            org: 'Sahyadri Software Solutions Pvt. Ltd.',
            place: 'Pune',
            dates: 'Apr 2021 – Till date',
            bullets: [
              'Lead a team of 8 QA engineers for a core-banking product used by 30+ cooperative banks.',
              'Built a Playwright + TypeScript framework; regression time down from 5 days to 6 hours.',
              'Defined the test strategy and release quality gates with the delivery managers.',
            ],
          },
          {
            title: 'Senior QA Engineer',
            org: 'Deccan Infotech',
            place: 'Pune',
            dates: 'Jun 2017 – Mar 2021',
            bullets: [
              'Automated 1,200 API test cases with Rest Assured; performance testing with JMeter.',
              'Set up nightly Selenium Grid runs on Jenkins for 4 product lines.',
              'Trained 15 manual testers in Java and automation basics.',
            ],
          },
          {
            title: 'Software Test Engineer',
            org: 'Coromandel Systems',
            place: 'Chennai',
            dates: 'Jul 2014 – May 2017',
            bullets: [
              'Manual functional, regression and UAT support for insurance policy administration software.',
              'Wrote and maintained 900+ test cases in TestLink; defect tracking in JIRA.',
            ],
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'PROJECTS HANDLED',
        entries: [
          {
            title: 'Project: Sahakar Core Banking (CBS) 4.0',
            dates: 'Apr 2021 – Till date',
            text: 'Client: 30+ urban cooperative banks (Maharashtra, Karnataka). Role: QA Lead. Team size: 8. Environment: Java, Spring, Oracle, Playwright, Jenkins.',
            bullets: [
              'Planned test cycles for quarterly releases and RBI regulatory changes.',
              'Introduced risk-based testing, cutting the regression suite by 35% without escaped defects.',
            ],
          },
          {
            title: 'Project: UPI Payments Switch',
            dates: 'Jan 2019 – Mar 2021',
            text: 'Client: Deccan Infotech (product). Role: Senior QA Engineer. Team size: 6. Environment: Java, Rest Assured, JMeter, Kafka.',
            bullets: [
              'Performance-tested the switch to 2,500 transactions per second.',
              'Automated NPCI certification test cases, reducing certification time from 3 weeks to 5 days.',
            ],
          },
          {
            title: 'Project: Retail E-commerce Platform',
            dates: 'Jun 2017 – Dec 2018',
            text: 'Client: a leading Indian fashion retailer. Role: QA Engineer. Team size: 10. Environment: Selenium, TestNG, Appium.',
            bullets: ['Built the Appium suite for the Android and iOS apps (320 scenarios).'],
          },
          {
            title: 'Project: Policy Administration System',
            dates: 'Jul 2014 – May 2017',
            text: 'Client: a general insurance company. Role: Software Test Engineer. Team size: 12. Environment: .NET, SQL Server, TestLink.',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'EDUCATION',
        entries: [
          {
            title: 'B.E. (Electronics & Telecommunication)',
            org: 'Savitribai Phule Pune University',
            dates: '2010 – 2014',
            text: 'First Class with Distinction (74%)',
          },
        ],
      },
      {
        kind: 'text',
        heading: 'DECLARATION',
        text: 'I hereby declare that the information furnished above is true to the best of my knowledge.\nPlace: Pune                                                  (Sneha Iyer)',
      },
    ],
    expected: {
      name: 'Sneha Iyer',
      email: 'sneha.iyer@example.co.in',
      phone: '+91 98220 12345',
      links: ['linkedin.com/in/snehaiyer'],
      title: 'QA Lead',
      employer: 'Sahyadri Software Solutions Pvt. Ltd.',
      city: 'Pune',
    },
  },
  {
    number: 23,
    slug: 'au-two-column-sections-site-supervisor',
    note: 'apostrophe in the name; "Current"; no links',
    country: 'AU',
    language: 'en',
    paper: 'A4',
    layout: { kind: 'docx-columns', font: 'Arial', sidebarFirst: true },
    name: 'Jack O’Brien',
    headline: 'Construction Site Supervisor',
    contactSeparator: ' · ',
    contact: [[{ text: 'Brisbane QLD' }, { text: '0412 345 678' }, { text: 'jack.obrien@example.com.au' }]],
    sidebar: [
      {
        kind: 'list',
        heading: 'Licences & Tickets',
        items: [
          'QBCC Open Builder Licence',
          'White Card (CPCCWHS1001)',
          'HR Truck Licence',
          'First Aid (HLTAID011)',
          'Working at Heights',
        ],
      },
      {
        kind: 'list',
        heading: 'Skills',
        items: [
          'Programming & scheduling (MS Project)',
          'Subcontractor coordination',
          'WHS & toolbox talks',
          'Procore, Aconex',
          'Reading drawings & specs',
        ],
      },
      { kind: 'text', heading: 'Referees', text: 'Available on request' },
    ],
    sections: [
      {
        kind: 'text',
        heading: 'Summary',
        text: 'Carpenter turned site supervisor with 15 years on residential and light commercial builds across Queensland. Known for safe, tidy sites that finish on program.',
      },
      {
        kind: 'entries',
        heading: 'Employment History',
        entries: [
          {
            title: 'Site Supervisor',
            org: 'Coral Coast Constructions Pty Ltd',
            place: 'Brisbane, QLD',
            dates: 'Jul 2019 – Current',
            bullets: [
              'Run sites up to $18M: townhouse developments and childcare centres.',
              'Manage 25+ subcontractors a day; zero lost-time injuries since 2021.',
              'Deliver projects on average 2 weeks ahead of program.',
            ],
          },
          {
            title: 'Leading Hand Carpenter',
            org: 'Mackay Building Group',
            place: 'Mackay, QLD',
            dates: 'Feb 2013 – Jun 2019',
          },
          {
            title: 'Apprentice Carpenter',
            org: 'Whitsunday Homes',
            place: 'Airlie Beach, QLD',
            dates: 'Jan 2009 – Jan 2013',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'Education & Training',
        entries: [
          { title: 'Certificate IV in Building and Construction', org: 'TAFE Queensland', dates: '2017' },
          { title: 'Certificate III in Carpentry', org: 'TAFE Queensland', dates: '2013' },
        ],
      },
    ],
    expected: {
      name: 'Jack O’Brien',
      email: 'jack.obrien@example.com.au',
      phone: '0412 345 678',
      links: [],
      title: 'Site Supervisor',
      employer: 'Coral Coast Constructions Pty Ltd',
      city: 'Brisbane',
    },
  },
];
