/** Résumés from the United States, Canada, Mexico and Brazil. All people and employers are fictional. */
import type { Resume } from './types.ts';

export const americas: Resume[] = [
  {
    number: 1,
    slug: 'us-one-column-software-engineer',
    note: 'name in capitals; contact on one line; LinkedIn only',
    country: 'US',
    language: 'en',
    paper: 'LETTER',
    layout: { kind: 'pdf-classic', font: 'Helvetica', align: 'center', contact: 'line', accent: '#1d3557' },
    name: 'MAYA CHEN',
    contact: [
      [
        { text: 'San Francisco, CA' },
        { text: 'maya.chen@example.com', url: 'mailto:maya.chen@example.com' },
        { text: '+1 (415) 555-0134' },
        { text: 'linkedin.com/in/mayachen', url: 'https://www.linkedin.com/in/mayachen' },
      ],
    ],
    sections: [
      {
        kind: 'text',
        heading: 'SUMMARY',
        text: 'Backend-leaning software engineer with eight years of experience building data-intensive web services in Python, Go and TypeScript. Comfortable owning a system from design review to on-call, and happiest on small teams that ship often.',
      },
      {
        kind: 'entries',
        heading: 'EXPERIENCE',
        entries: [
          {
            title: 'Senior Software Engineer',
            org: 'Brightwave Analytics',
            place: 'San Francisco, CA',
            dates: 'Mar 2021 – Present',
            bullets: [
              'Lead a team of four on the event ingestion pipeline (Go, Kafka, ClickHouse) handling 2.1B events/day.',
              'Cut p95 dashboard query latency from 4.2 s to 700 ms by introducing pre-aggregated rollups.',
              'Designed the multi-tenant permission model now used by every customer-facing API.',
            ],
          },
          {
            title: 'Software Engineer',
            org: 'Lumen Health',
            place: 'Oakland, CA',
            dates: 'Jul 2017 – Feb 2021',
            bullets: [
              'Built the appointment scheduling service (Python, PostgreSQL) used by 300+ clinics.',
              'Migrated the monolith’s background jobs to a queue-based worker fleet, saving $18k/month.',
            ],
          },
          {
            title: 'Software Engineering Intern',
            org: 'Pacific Data Labs',
            place: 'Palo Alto, CA',
            dates: 'Jun 2016 – Sep 2016',
            bullets: ['Prototyped a schema-inference tool for CSV uploads, later shipped to customers.'],
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'EDUCATION',
        entries: [
          {
            title: 'B.S. Computer Science',
            org: 'University of California, Davis',
            dates: '2013 – 2017',
            text: 'Minor in Statistics. Dean’s List (six quarters).',
          },
        ],
      },
      {
        kind: 'tags',
        heading: 'SKILLS',
        items: ['Go', 'Python', 'TypeScript', 'PostgreSQL', 'Kafka', 'ClickHouse', 'Kubernetes', 'Terraform', 'AWS'],
      },
    ],
    expected: {
      name: 'Maya Chen',
      email: 'maya.chen@example.com',
      phone: '+1 (415) 555-0134',
      links: ['linkedin.com/in/mayachen'],
      title: 'Senior Software Engineer',
      employer: 'Brightwave Analytics',
      city: 'San Francisco',
    },
  },
  {
    number: 6,
    slug: 'mx-one-column-logistics-manager',
    note: 'Mexican Spanish; two surnames; labelled contact; "actualidad"',
    country: 'MX',
    language: 'es',
    paper: 'LETTER',
    layout: { kind: 'docx-classic', font: 'Arial', align: 'center', contact: 'rows' },
    name: 'Alejandro Torres Ramírez',
    contactSeparator: ' · ',
    contact: [
      [{ text: 'Col. Narvarte Poniente, Ciudad de México, CDMX' }],
      [
        { label: 'Cel.:', text: '+52 55 1234 5678' },
        { label: 'Correo:', text: 'alejandro.torres@example.com.mx' },
      ],
    ],
    sections: [
      {
        kind: 'text',
        heading: 'PERFIL PROFESIONAL',
        text: 'Ingeniero industrial con más de 11 años de experiencia en logística, almacenes y distribución para el sector de consumo. Especialista en reducción de costos de transporte, implementación de WMS y liderazgo de equipos de hasta 60 personas.',
      },
      {
        kind: 'entries',
        heading: 'EXPERIENCIA LABORAL',
        entries: [
          {
            title: 'Gerente de Logística',
            org: 'Distribuidora del Valle S.A. de C.V.',
            place: 'Ciudad de México',
            dates: 'Enero 2020 – actualidad',
            bullets: [
              'Responsable de 3 centros de distribución y una flotilla de 45 unidades.',
              'Reduje el costo por entrega en 14 % mediante la optimización de rutas.',
              'Lideré la implementación de SAP EWM en el CEDIS de Tultitlán.',
            ],
          },
          {
            title: 'Coordinador de Almacén',
            org: 'Grupo Comercial Norteño',
            place: 'Monterrey, N.L.',
            dates: 'Marzo 2016 – Diciembre 2019',
            bullets: [
              'Coordiné la operación de un almacén de 18 000 m² con 40 colaboradores.',
              'Aumenté la exactitud de inventarios del 91 % al 99,2 %.',
            ],
          },
          {
            title: 'Analista de Inventarios',
            org: 'Alimentos La Sierra',
            place: 'Querétaro, Qro.',
            dates: 'Agosto 2013 – Febrero 2016',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'EDUCACIÓN',
        entries: [
          {
            title: 'Ingeniería Industrial',
            org: 'Instituto Politécnico Nacional (UPIICSA)',
            place: 'Ciudad de México',
            dates: '2008 – 2013',
          },
          { title: 'Diplomado en Cadena de Suministro', org: 'ITAM', dates: '2018' },
        ],
      },
      {
        kind: 'list',
        heading: 'HABILIDADES',
        items: [
          'SAP EWM y SAP MM, Excel avanzado, Power BI',
          'Planeación de rutas y gestión de flotillas',
          'Lean Six Sigma (Green Belt)',
        ],
      },
      { kind: 'tags', heading: 'IDIOMAS', items: ['Español (nativo)', 'Inglés (avanzado, TOEFL 98)'] },
    ],
    expected: {
      name: 'Alejandro Torres Ramírez',
      email: 'alejandro.torres@example.com.mx',
      phone: '+52 55 1234 5678',
      links: [],
      title: 'Gerente de Logística',
      employer: 'Distribuidora del Valle S.A. de C.V.',
      city: 'Ciudad de México',
    },
  },
  {
    number: 7,
    slug: 'ca-two-column-registered-nurse',
    note: 'post-nominal ", RN" after the name; no links; registration number in the sidebar',
    country: 'CA',
    language: 'en',
    paper: 'LETTER',
    layout: { kind: 'pdf-sidebar', font: 'Helvetica', side: 'left', name: 'top', accent: '#0f6e6e' },
    name: 'Hannah MacDonald, RN',
    headline: 'Registered Nurse — Critical Care',
    contactHeading: 'CONTACT',
    contact: [[{ text: 'Toronto, ON' }, { text: '(416) 555-0199' }, { text: 'hannah.macdonald@example.ca' }]],
    sidebar: [
      { kind: 'list', heading: 'LICENSURE', items: ['College of Nurses of Ontario', 'RN, Reg. No. 0912345'] },
      {
        kind: 'list',
        heading: 'CERTIFICATIONS',
        items: ['BLS (Heart & Stroke), 2024', 'ACLS, 2023', 'TNCC, 2022', 'Critical Care Nursing Cert. (CNA)'],
      },
      {
        kind: 'list',
        heading: 'CLINICAL SKILLS',
        items: [
          'Ventilator management',
          'Arterial & central lines',
          'CRRT',
          'Titration of vasoactive drips',
          'Epic charting',
          'Preceptorship',
        ],
      },
      { kind: 'list', heading: 'LANGUAGES', items: ['English (native)', 'French (intermediate)'] },
    ],
    sections: [
      {
        kind: 'text',
        heading: 'PROFILE',
        text: 'Compassionate critical care nurse with nine years of acute-care experience, six in a 32-bed medical-surgical ICU. Calm under pressure, trusted preceptor for new graduates, and an active member of the unit’s quality and sepsis committees.',
      },
      {
        kind: 'entries',
        heading: 'EXPERIENCE',
        entries: [
          {
            title: 'Registered Nurse (ICU)',
            org: 'Lakeshore Regional Hospital',
            place: 'Toronto, ON',
            dates: 'Sep 2019 – Present',
            bullets: [
              'Care for 1–2 critically ill patients per shift, including post-cardiac-surgery and trauma.',
              'Charge nurse on rotation for a team of 14 RNs and 4 PSWs.',
              'Co-led the sepsis bundle audit that raised compliance from 71% to 93%.',
            ],
          },
          {
            title: 'Registered Nurse, Medical-Surgical Unit',
            org: 'St. Brendan’s Health Centre',
            place: 'Hamilton, ON',
            dates: 'Jun 2016 – Aug 2019',
            bullets: [
              'Managed a caseload of 6–8 patients on a 40-bed general medicine floor.',
              'Trained 12 nursing students as clinical preceptor.',
            ],
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'EDUCATION',
        entries: [
          {
            title: 'Bachelor of Science in Nursing (BScN)',
            org: 'McMaster University',
            place: 'Hamilton, ON',
            dates: '2012 – 2016',
          },
        ],
      },
      {
        kind: 'list',
        heading: 'VOLUNTEER',
        items: ['First-aid volunteer, Toronto Waterfront Marathon (2018 – 2023)'],
      },
    ],
    expected: {
      name: 'Hannah MacDonald',
      email: 'hannah.macdonald@example.ca',
      phone: '(416) 555-0199',
      links: [],
      title: 'Registered Nurse (ICU)',
      employer: 'Lakeshore Regional Hospital',
      city: 'Toronto',
    },
  },
  {
    number: 10,
    slug: 'br-two-column-full-stack-developer',
    note: 'Brazilian Portuguese; GitHub and a personal site; "atual"',
    country: 'BR',
    language: 'pt',
    paper: 'A4',
    layout: { kind: 'pdf-sidebar', font: 'Helvetica', side: 'right', name: 'main', accent: '#2a6f4e' },
    name: 'Rafael Almeida Souza',
    headline: 'Desenvolvedor Full Stack',
    contactHeading: 'CONTATO',
    contact: [
      [
        { text: 'São Paulo – SP' },
        { text: '+55 11 91234-5678' },
        { text: 'rafael.souza@example.com.br' },
        { text: 'github.com/rafaelasouza', url: 'https://github.com/rafaelasouza' },
        { text: 'rafaelsouza.example.com', url: 'https://rafaelsouza.example.com' },
      ],
    ],
    sidebar: [
      {
        kind: 'list',
        heading: 'HABILIDADES',
        items: [
          'TypeScript / Node.js',
          'React e Next.js',
          'NestJS',
          'PostgreSQL, Redis',
          'Docker, AWS',
          'Testes com Jest e Playwright',
        ],
      },
      {
        kind: 'list',
        heading: 'IDIOMAS',
        items: ['Português – nativo', 'Inglês – avançado', 'Espanhol – intermediário'],
      },
      {
        kind: 'list',
        heading: 'CERTIFICAÇÕES',
        items: ['AWS Certified Developer – Associate (2023)'],
      },
    ],
    sections: [
      {
        kind: 'text',
        heading: 'RESUMO',
        text: 'Desenvolvedor full stack com 7 anos de experiência em produtos digitais de pagamentos e varejo. Gosto de trabalhar perto do produto, de código bem testado e de ajudar o time a crescer.',
      },
      {
        kind: 'entries',
        heading: 'EXPERIÊNCIA PROFISSIONAL',
        entries: [
          {
            title: 'Desenvolvedor Full Stack Pleno',
            org: 'Ipê Pagamentos S.A.',
            place: 'São Paulo',
            dates: 'mar/2022 – atual',
            bullets: [
              'Desenvolvimento do checkout Pix e cartão (NestJS, React) com 1,2 milhão de transações/mês.',
              'Redução de 38% no tempo de build com a migração para pnpm e Turborepo.',
              'Mentoria de dois desenvolvedores júnior.',
            ],
          },
          {
            title: 'Desenvolvedor Front-end',
            org: 'Carambola Tecnologia',
            place: 'Campinas',
            dates: 'fev/2019 – fev/2022',
            bullets: [
              'Criação do design system da empresa em React e Storybook.',
              'Implementação de PWA para vendedores com suporte offline.',
            ],
          },
          {
            title: 'Estagiário de Desenvolvimento',
            org: 'Jabuticaba Sistemas',
            place: 'Campinas',
            dates: 'jan/2017 – dez/2018',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'FORMAÇÃO ACADÊMICA',
        entries: [
          {
            title: 'Bacharelado em Ciência da Computação',
            org: 'Universidade Estadual de Campinas (Unicamp)',
            dates: '2014 – 2018',
          },
        ],
      },
    ],
    expected: {
      name: 'Rafael Almeida Souza',
      email: 'rafael.souza@example.com.br',
      phone: '+55 11 91234-5678',
      links: ['github.com/rafaelasouza', 'rafaelsouza.example.com'],
      title: 'Desenvolvedor Full Stack Pleno',
      employer: 'Ipê Pagamentos S.A.',
      city: 'São Paulo',
    },
  },
  {
    number: 18,
    slug: 'us-two-column-courier-site-reliability',
    note: 'plus-addressed e-mail; three links, one with https://; "present"',
    country: 'US',
    language: 'en',
    paper: 'LETTER',
    layout: { kind: 'pdf-sidebar', font: 'Courier', side: 'right', name: 'main', accent: '#333333' },
    name: 'Marcus Reed',
    headline: 'Infrastructure & Platform Engineering',
    contactHeading: '## CONTACT',
    contact: [
      [
        { text: 'Austin, TX 78704' },
        { text: '(512) 555-0172' },
        { text: 'marcus.reed+jobs@example.com' },
        { text: 'github.com/mreed-ops', url: 'https://github.com/mreed-ops' },
        { text: 'https://mreed.example.net', url: 'https://mreed.example.net' },
        { text: 'linkedin.com/in/marcusreed', url: 'https://linkedin.com/in/marcusreed' },
      ],
    ],
    sidebar: [
      {
        kind: 'list',
        heading: '## STACK',
        items: [
          'Kubernetes, Helm, Argo CD',
          'Terraform, Pulumi',
          'AWS, GCP',
          'Prometheus, Grafana',
          'Go, Python, Bash',
          'PostgreSQL, Redis',
        ],
      },
      {
        kind: 'list',
        heading: '## CERTS',
        items: ['CKA (2022)', 'AWS Solutions Architect - Professional (2021)'],
      },
      { kind: 'list', heading: '## TALKS', items: ['"Boring Deploys", DevOpsDays Austin 2023'] },
    ],
    sections: [
      {
        kind: 'text',
        heading: '## ABOUT',
        text: 'SRE who likes boring infrastructure. Ten years of keeping production up, from racking servers at a credit union to running multi-region Kubernetes for a freight marketplace.',
      },
      {
        kind: 'entries',
        heading: '## EXPERIENCE',
        entries: [
          {
            title: 'Staff Site Reliability Engineer',
            org: 'Cobalt Freight, Inc.',
            place: 'Austin, TX',
            dates: 'Jan 2023 - present',
            bullets: [
              'Own the multi-region EKS platform (40 services, 600 pods).',
              'Brought availability from 99.5% to 99.95% with SLOs and error budgets.',
              'Cut the AWS bill by 31% with spot fleets and right-sizing.',
            ],
          },
          {
            title: 'Senior DevOps Engineer',
            org: 'Tumbleweed Software',
            place: 'Austin, TX',
            dates: 'Apr 2019 - Dec 2022',
            bullets: [
              'Moved 120 Jenkins jobs to GitHub Actions.',
              'Built the Terraform module library used by 9 teams.',
            ],
          },
          {
            title: 'Systems Administrator',
            org: 'Lone Star Credit Union',
            place: 'San Antonio, TX',
            dates: 'Jun 2014 - Mar 2019',
          },
        ],
      },
      {
        kind: 'entries',
        heading: '## EDUCATION',
        entries: [{ title: 'B.S. Information Systems', org: 'Texas State University', dates: '2010 - 2014' }],
      },
    ],
    expected: {
      name: 'Marcus Reed',
      email: 'marcus.reed+jobs@example.com',
      phone: '(512) 555-0172',
      links: ['github.com/mreed-ops', 'https://mreed.example.net', 'linkedin.com/in/marcusreed'],
      title: 'Staff Site Reliability Engineer',
      employer: 'Cobalt Freight, Inc.',
      city: 'Austin',
    },
  },
  {
    number: 20,
    slug: 'ca-one-column-financial-analyst',
    note: 'accented name and city; headline is not a job title',
    country: 'CA',
    language: 'en',
    paper: 'LETTER',
    layout: { kind: 'docx-classic', font: 'Calibri', align: 'left', contact: 'rows' },
    name: 'Émilie Gagnon',
    headline: 'CFA Level III Candidate · Bilingual (English/French)',
    contact: [
      [{ text: 'Montréal, QC' }],
      [
        { text: '514-555-0147' },
        { text: 'emilie.gagnon@example.ca' },
        { text: 'linkedin.com/in/emiliegagnon', url: 'https://www.linkedin.com/in/emiliegagnon' },
      ],
    ],
    sections: [
      {
        kind: 'text',
        heading: 'Summary',
        text: 'Financial analyst with six years in corporate FP&A and commercial banking. Builds the models, then explains them to people who will never open the spreadsheet.',
      },
      {
        kind: 'entries',
        heading: 'Professional Experience',
        entries: [
          {
            title: 'Senior Financial Analyst',
            org: 'Groupe Boréal inc.',
            place: 'Montréal, QC',
            dates: 'June 2021 – Present',
            bullets: [
              'Own the consolidated forecast for a $1.4B retail group (11 banners, 3 provinces).',
              'Rebuilt the budgeting model in Power BI and Anaplan, cutting the cycle from 9 to 5 weeks.',
              'Present monthly variance analysis to the CFO and board audit committee.',
            ],
          },
          {
            title: 'Financial Analyst, Commercial Banking',
            org: 'Caisse Saint-Laurent',
            place: 'Laval, QC',
            dates: 'August 2018 – May 2021',
            bullets: [
              'Analysed credit files of $2–25M for mid-market clients.',
              'Automated covenant monitoring in Excel VBA.',
            ],
          },
          {
            title: 'Audit Intern',
            org: 'Tremblay Côté LLP',
            place: 'Montréal, QC',
            dates: 'Summer 2017',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'Education',
        entries: [
          {
            title: 'Bachelor of Commerce, Major in Finance',
            org: 'McGill University, Desautels Faculty of Management',
            dates: '2014 – 2018',
          },
        ],
      },
      {
        kind: 'tags',
        heading: 'Skills',
        items: ['Financial modelling', 'Excel / VBA', 'Power BI', 'Anaplan', 'SQL', 'IFRS'],
      },
    ],
    expected: {
      name: 'Émilie Gagnon',
      email: 'emilie.gagnon@example.ca',
      phone: '514-555-0147',
      links: ['linkedin.com/in/emiliegagnon'],
      title: 'Senior Financial Analyst',
      employer: 'Groupe Boréal inc.',
      city: 'Montréal',
    },
  },
  {
    number: 22,
    slug: 'us-one-column-new-grad',
    note: 'new grad with no job (title and employer null); club role with "Present"; plus-addressed e-mail',
    country: 'US',
    language: 'en',
    paper: 'LETTER',
    layout: { kind: 'docx-classic', font: 'Calibri', align: 'center', contact: 'line' },
    name: 'Priya Nair',
    contact: [
      [
        { text: 'Ann Arbor, MI' },
        { text: '(734) 555-0162' },
        { text: 'priya.nair+recruiting@example.com' },
        { text: 'github.com/priyanair', url: 'https://github.com/priyanair' },
        { text: 'priyanair.example.com', url: 'https://priyanair.example.com' },
      ],
    ],
    sections: [
      {
        kind: 'entries',
        heading: 'EDUCATION',
        entries: [
          {
            title: 'B.S.E. in Computer Science',
            org: 'University of Michigan, College of Engineering',
            place: 'Ann Arbor, MI',
            dates: 'Expected May 2025',
            text: 'GPA 3.8/4.0 · Relevant coursework: Operating Systems, Distributed Systems, Machine Learning, Databases, Compilers',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'PROJECTS',
        entries: [
          {
            title: 'Wolverine Rides',
            text: 'Carpool matching app for students (React Native, Firebase); 1,800 sign-ups in the first semester.',
            dates: 'Jan 2024 – Apr 2024',
          },
          {
            title: 'Raft key-value store',
            text: 'Fault-tolerant replicated key-value store in Go for EECS 491; passed all partition tests.',
            dates: 'Fall 2023',
          },
          {
            title: 'Course Planner Chrome extension',
            text: 'Adds prerequisite graphs to the registrar’s catalog pages; 400 weekly users.',
            dates: 'Summer 2023',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'LEADERSHIP & ACTIVITIES',
        entries: [
          {
            title: 'President',
            org: 'Women in Computing, University of Michigan',
            dates: 'Sep 2023 – Present',
            bullets: ['Run weekly technical-interview prep sessions for 60+ members.'],
          },
          { title: 'Hackathon team lead', org: 'MHacks', dates: '2022, 2023', text: 'Best Use of Data award (2023).' },
        ],
      },
      {
        kind: 'tags',
        heading: 'SKILLS',
        items: ['Java', 'C++', 'Python', 'Go', 'TypeScript', 'React', 'SQL', 'Git', 'Linux'],
      },
    ],
    expected: {
      name: 'Priya Nair',
      email: 'priya.nair+recruiting@example.com',
      phone: '(734) 555-0162',
      links: ['github.com/priyanair', 'priyanair.example.com'],
      title: null,
      employer: null,
      city: 'Ann Arbor',
    },
  },
  {
    number: 24,
    slug: 'us-two-column-table-sales-manager',
    note: 'middle initial; full US street address; employer before title',
    country: 'US',
    language: 'en',
    paper: 'LETTER',
    layout: { kind: 'docx-table', font: 'Georgia', side: 'left', name: 'sidebar' },
    name: 'Daniel J. Okafor',
    headline: 'Medical Device Sales Leader',
    contactHeading: 'CONTACT',
    contact: [
      [
        { text: '1450 Peachtree St NE, Apt 1203' },
        { text: 'Atlanta, GA 30309' },
        { text: '(404) 555-0118' },
        { text: 'd.okafor@example.org' },
        { text: 'linkedin.com/in/danielokafor', url: 'https://www.linkedin.com/in/danielokafor' },
      ],
    ],
    sidebar: [
      {
        kind: 'list',
        heading: 'CORE COMPETENCIES',
        items: [
          'Territory planning',
          'Key account management',
          'Salesforce CRM',
          'Contract negotiation',
          'Team coaching',
        ],
      },
      { kind: 'list', heading: 'AWARDS', items: ['President’s Club 2021, 2023', 'Rookie of the Year 2013'] },
    ],
    sections: [
      {
        kind: 'text',
        heading: 'SUMMARY',
        text: 'Sales leader with 12 years in medical devices, consistently above quota. Builds teams that sell on clinical value rather than price.',
      },
      {
        kind: 'entries',
        heading: 'EXPERIENCE',
        style: 'org-first',
        entries: [
          {
            title: 'Regional Sales Manager',
            org: 'Meridian Medical Supply',
            place: 'Atlanta, GA',
            dates: 'Feb 2020 – Present',
            bullets: [
              'Lead 9 account executives across the Southeast (GA, AL, SC, TN); $38M annual quota.',
              'Grew regional revenue 27% in two years; 118% of plan in 2023.',
            ],
          },
          {
            title: 'Senior Account Executive',
            org: 'Peachstate Surgical',
            place: 'Atlanta, GA',
            dates: 'Mar 2016 – Jan 2020',
            bullets: ['Opened 14 new hospital accounts, including two academic medical centers.'],
          },
          {
            title: 'Account Executive',
            org: 'Carolina Orthopedic Partners',
            place: 'Charlotte, NC',
            dates: 'Jul 2012 – Feb 2016',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'EDUCATION',
        entries: [{ title: 'B.B.A., Marketing', org: 'Georgia State University', dates: '2008 – 2012' }],
      },
    ],
    expected: {
      name: 'Daniel J. Okafor',
      email: 'd.okafor@example.org',
      phone: '(404) 555-0118',
      links: ['linkedin.com/in/danielokafor'],
      title: 'Regional Sales Manager',
      employer: 'Meridian Medical Supply',
      city: 'Atlanta',
    },
  },
];
