/** Résumés from Germany and the Netherlands. All people and employers are fictional. */
import type { Resume } from './types.ts';

export const germanyNetherlands: Resume[] = [
  {
    number: 2,
    slug: 'de-two-column-backend-engineer',
    note: 'German; labels above values in the sidebar; headline is not the job title; "heute"',
    country: 'DE',
    language: 'de',
    paper: 'A4',
    layout: {
      kind: 'pdf-sidebar',
      font: 'Helvetica',
      side: 'left',
      name: 'sidebar',
      photo: true,
      labelsAbove: true,
      accent: '#24364f',
    },
    name: 'Jonas Becker',
    headline: 'Softwareentwickler · Java & Kotlin',
    contactHeading: 'KONTAKT',
    contact: [
      [
        { label: 'Adresse', text: 'Kastanienallee 41, 10435 Berlin' },
        { label: 'Telefon', text: '+49 30 1234567' },
        { label: 'E-Mail', text: 'jonas.becker@example.de', url: 'mailto:jonas.becker@example.de' },
        { label: 'LinkedIn', text: 'www.linkedin.com/in/jonasbecker', url: 'https://www.linkedin.com/in/jonasbecker' },
        { label: 'GitHub', text: 'github.com/jbecker', url: 'https://github.com/jbecker' },
      ],
    ],
    sidebar: [
      {
        kind: 'list',
        heading: 'KENNTNISSE',
        items: [
          'Java, Kotlin, Spring Boot',
          'PostgreSQL, Kafka',
          'Docker, Kubernetes',
          'AWS, Terraform',
          'Domain-Driven Design',
        ],
      },
      {
        kind: 'list',
        heading: 'SPRACHEN',
        items: ['Deutsch – Muttersprache', 'Englisch – verhandlungssicher (C1)', 'Schwedisch – Grundkenntnisse'],
      },
      { kind: 'text', heading: 'INTERESSEN', text: 'Rennrad, Open Source, Brettspiele' },
    ],
    sections: [
      {
        kind: 'text',
        heading: 'PROFIL',
        text: 'Backend-Entwickler mit über acht Jahren Erfahrung in verteilten Systemen für Logistik und E-Commerce. Schwerpunkte: ereignisgetriebene Architekturen, saubere Schnittstellen und Betrieb in der Cloud.',
      },
      {
        kind: 'entries',
        heading: 'BERUFSERFAHRUNG',
        entries: [
          {
            title: 'Senior Backend Engineer',
            org: 'Nordlicht Logistik GmbH',
            place: 'Berlin',
            dates: '04/2021 – heute',
            bullets: [
              'Technische Leitung der Sendungsverfolgung (Kotlin, Kafka) mit 3 Mio. Ereignissen pro Tag',
              'Migration von 14 Services auf Kubernetes (EKS), Betriebskosten um 22 % gesenkt',
              'Mentoring von drei Junior-Entwicklerinnen und -Entwicklern',
            ],
          },
          {
            title: 'Backend-Entwickler',
            org: 'Spreeport Commerce AG',
            place: 'Berlin',
            dates: '09/2017 – 03/2021',
            bullets: [
              'Entwicklung der Bestell- und Zahlungs-APIs (Java, Spring Boot, PostgreSQL)',
              'Einführung von Contract-Tests zwischen 9 Teams',
            ],
          },
          {
            title: 'Werkstudent Softwareentwicklung',
            org: 'Datenwerk Potsdam GmbH',
            place: 'Potsdam',
            dates: '10/2015 – 08/2017',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'AUSBILDUNG',
        entries: [
          {
            title: 'M.Sc. Informatik',
            org: 'Technische Universität Berlin',
            dates: '10/2015 – 09/2017',
            text: 'Abschlussnote 1,4',
          },
          { title: 'B.Sc. Informatik', org: 'Universität Potsdam', dates: '10/2012 – 09/2015' },
        ],
      },
    ],
    expected: {
      name: 'Jonas Becker',
      email: 'jonas.becker@example.de',
      phone: '+49 30 1234567',
      links: ['www.linkedin.com/in/jonasbecker', 'github.com/jbecker'],
      title: 'Senior Backend Engineer',
      employer: 'Nordlicht Logistik GmbH',
      city: 'Berlin',
    },
  },
  {
    number: 9,
    slug: 'nl-two-column-financial-controller',
    note: 'Dutch; 06- mobile; "heden"',
    country: 'NL',
    language: 'nl',
    paper: 'A4',
    layout: { kind: 'pdf-sidebar', font: 'Helvetica', side: 'right', name: 'main', accent: '#c0501f' },
    name: 'Sanne de Vries',
    headline: 'Controller met een voorliefde voor procesverbetering',
    contactHeading: 'CONTACT',
    contact: [
      [
        { text: 'Utrecht' },
        { text: '06-12345678' },
        { text: 'sanne.devries@example.nl' },
        { text: 'linkedin.com/in/sannedevries', url: 'https://www.linkedin.com/in/sannedevries' },
      ],
    ],
    sidebar: [
      {
        kind: 'list',
        heading: 'VAARDIGHEDEN',
        items: [
          'Budgettering & forecasting',
          'Management rapportages',
          'AFAS, Exact Online',
          'Power BI, Excel',
          'IFRS / Dutch GAAP',
        ],
      },
      {
        kind: 'list',
        heading: 'TALEN',
        items: ['Nederlands – moedertaal', 'Engels – vloeiend', 'Duits – goed'],
      },
      { kind: 'text', heading: 'HOBBY’S', text: 'Hardlopen, roeien bij Orca, koken voor (te) grote groepen.' },
    ],
    sections: [
      {
        kind: 'text',
        heading: 'PROFIEL',
        text: 'Financieel controller met tien jaar ervaring in de zorg en de installatiebranche. Ik maak cijfers begrijpelijk voor het management en verbeter graag de processen erachter.',
      },
      {
        kind: 'entries',
        heading: 'WERKERVARING',
        entries: [
          {
            title: 'Financieel controller',
            org: 'Domstad Zorggroep',
            place: 'Utrecht',
            dates: 'jan. 2020 – heden',
            bullets: [
              'Verantwoordelijk voor begroting en maandrapportages van 12 locaties (omzet € 85 mln).',
              'Invoering van een nieuw planning- en controlmodel in Power BI.',
              'Sparringpartner van de raad van bestuur bij investeringsbeslissingen.',
            ],
          },
          {
            title: 'Assistent-controller',
            org: 'Van Leeuwen Installatietechniek B.V.',
            place: 'Nieuwegein',
            dates: 'mrt. 2016 – dec. 2019',
            bullets: ['Projectcontrol voor 40 lopende projecten; onderhanden werk en nacalculatie.'],
          },
          {
            title: 'Junior financieel medewerker',
            org: 'Kantoorpartners Midden B.V.',
            place: 'Amersfoort',
            dates: 'sep. 2014 – feb. 2016',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'OPLEIDING',
        entries: [
          { title: 'Master Accountancy & Controlling', org: 'Universiteit van Amsterdam', dates: '2013 – 2014' },
          { title: 'Bachelor Bedrijfseconomie (HBO)', org: 'Hogeschool Utrecht', dates: '2009 – 2013' },
        ],
      },
    ],
    expected: {
      name: 'Sanne de Vries',
      email: 'sanne.devries@example.nl',
      phone: '06-12345678',
      links: ['linkedin.com/in/sannedevries'],
      title: 'Financieel controller',
      employer: 'Domstad Zorggroep',
      city: 'Utrecht',
    },
  },
  {
    number: 14,
    slug: 'de-two-column-sections-working-student',
    note: 'German working student: part-time job is current; "heute"',
    country: 'DE',
    language: 'de',
    paper: 'A4',
    layout: { kind: 'docx-columns', font: 'Calibri', sidebarFirst: false },
    name: 'Lena Hoffmann',
    headline: 'Studentin M.Sc. Data Science',
    contactSeparator: ' · ',
    contact: [
      [
        { text: 'München' },
        { text: '0176 12345678' },
        { text: 'lena.hoffmann@example.de' },
        { text: 'github.com/lenahoffmann', url: 'https://github.com/lenahoffmann' },
      ],
    ],
    sections: [
      {
        kind: 'entries',
        heading: 'Berufserfahrung',
        entries: [
          {
            title: 'Werkstudentin Data Science',
            org: 'Isarwerk Energie AG',
            place: 'München',
            dates: '10/2023 – heute',
            bullets: [
              'Prognosemodelle für den Stromverbrauch von Gewerbekunden (Python, LightGBM)',
              'Aufbau eines Dashboards zur Modellüberwachung (Streamlit)',
            ],
          },
          {
            title: 'Praktikantin Business Intelligence',
            org: 'Alpenblick Versicherung AG',
            place: 'Augsburg',
            dates: '03/2022 – 08/2022',
            bullets: ['Automatisierung des Schadenreportings mit SQL und Power BI'],
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'Ausbildung',
        entries: [
          {
            title: 'M.Sc. Data Science',
            org: 'Ludwig-Maximilians-Universität München',
            dates: 'seit 10/2023',
            text: 'Schwerpunkte: Statistisches Lernen, Zeitreihen',
          },
          {
            title: 'B.Sc. Wirtschaftsmathematik',
            org: 'Universität Augsburg',
            dates: '10/2019 – 09/2023',
            text: 'Abschlussnote 1,7; Bachelorarbeit zu Bayes’schen Hierarchiemodellen',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'Projekte',
        entries: [
          {
            title: 'Radverkehr München',
            dates: '2024',
            text: 'Vorhersage der Zählstellen-Daten mit Wetterdaten; Open-Source-Notebook',
          },
        ],
      },
    ],
    sidebar: [
      {
        kind: 'list',
        heading: 'Kenntnisse',
        items: ['Python (pandas, scikit-learn)', 'SQL', 'R', 'Power BI', 'Git, Docker'],
      },
      { kind: 'list', heading: 'Sprachen', items: ['Deutsch (Muttersprache)', 'Englisch (C1)', 'Französisch (B1)'] },
      { kind: 'list', heading: 'Ehrenamt', items: ['Mentorin bei „Mädchen und Technik“ (seit 2021)'] },
    ],
    expected: {
      name: 'Lena Hoffmann',
      email: 'lena.hoffmann@example.de',
      phone: '0176 12345678',
      links: ['github.com/lenahoffmann'],
      title: 'Werkstudentin Data Science',
      employer: 'Isarwerk Energie AG',
      city: 'München',
    },
  },
  {
    number: 21,
    slug: 'nl-one-column-supply-chain-planner',
    note: 'title and employer on one line; no links; "T"/"E" labels',
    country: 'NL',
    language: 'en',
    paper: 'A4',
    layout: { kind: 'pdf-classic', font: 'Helvetica', align: 'left', contact: 'right', accent: '#0b5563' },
    name: 'Daan Bakker',
    contact: [
      [{ text: 'Rotterdam, the Netherlands' }],
      [{ label: 'T', text: '+31 6 2345 6789' }],
      [{ label: 'E', text: 'daan.bakker@example.nl' }],
    ],
    sections: [
      {
        kind: 'text',
        heading: 'Profile',
        text: 'Supply chain planner with ten years in port logistics and fresh food distribution. Happiest when a plan survives contact with a delayed vessel.',
      },
      {
        kind: 'entries',
        heading: 'Work Experience',
        style: 'one-line',
        entries: [
          {
            title: 'Supply Chain Planner',
            org: 'Maasvlakte Container Services B.V.',
            dates: 'Sep 2020 – Present',
            bullets: [
              'Plan inland transport (barge, rail, truck) for 350,000 TEU a year.',
              'Built the capacity model that cut empty truck kilometres by 17%.',
            ],
          },
          {
            title: 'Logistics Coordinator',
            org: 'Hollandia Fresh Foods',
            dates: 'Jan 2017 – Aug 2020',
            bullets: ['Coordinated daily deliveries to 220 supermarkets; on-time rate 98.6%.'],
          },
          {
            title: 'Warehouse Team Leader',
            org: 'Brabant Distributie',
            dates: 'Mar 2014 – Dec 2016',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'Education',
        style: 'one-line',
        entries: [
          { title: 'BSc Logistics Management', org: 'Rotterdam University of Applied Sciences', dates: '2010 – 2014' },
        ],
      },
      {
        kind: 'tags',
        heading: 'Skills',
        items: [
          'SAP TM',
          'Kinaxis',
          'Excel & VBA',
          'SQL',
          'Lean',
          'Dutch (native)',
          'English (fluent)',
          'German (good)',
        ],
      },
    ],
    expected: {
      name: 'Daan Bakker',
      email: 'daan.bakker@example.nl',
      phone: '+31 6 2345 6789',
      links: [],
      title: 'Supply Chain Planner',
      employer: 'Maasvlakte Container Services B.V.',
      city: 'Rotterdam',
    },
  },
  {
    number: 25,
    slug: 'de-one-column-lebenslauf-purchasing',
    note: '"LEBENSLAUF" above the name; landline and mobile (mobile expected); "seit 04/2018"; signature line',
    country: 'DE',
    language: 'de',
    paper: 'A4',
    layout: { kind: 'docx-classic', font: 'Arial', align: 'left', contact: 'rows', datesLeft: true },
    documentTitle: 'LEBENSLAUF',
    name: 'Sabine Krüger',
    contact: [
      [{ label: 'Anschrift:', text: 'Musterstraße 12, 20095 Hamburg' }],
      [{ label: 'Telefon:', text: '040 12345678' }],
      [{ label: 'Mobil:', text: '0151 23456789' }],
      [{ label: 'E-Mail:', text: 'sabine.krueger@example.de' }],
      [{ label: 'Geburtsdatum:', text: '03.07.1984 in Kiel' }],
    ],
    sections: [
      {
        kind: 'entries',
        heading: 'Berufserfahrung',
        entries: [
          {
            title: 'Teamleiterin Einkauf',
            org: 'Hanseatische Maschinenbau GmbH',
            place: 'Hamburg',
            dates: 'seit 04/2018',
            bullets: [
              'Führung eines Teams von 6 Einkäuferinnen und Einkäufern',
              'Verantwortung für ein Einkaufsvolumen von 45 Mio. € p. a.',
              'Einführung einer Lieferantenbewertung in SAP MM',
            ],
          },
          {
            title: 'Sachbearbeiterin Einkauf',
            org: 'Elbtal Handelsgesellschaft mbH',
            place: 'Hamburg',
            dates: '08/2011 – 03/2018',
          },
          {
            title: 'Ausbildung zur Industriekauffrau',
            org: 'Nordwerft Komponenten GmbH',
            place: 'Kiel',
            dates: '08/2008 – 07/2011',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'Weiterbildung',
        entries: [
          { title: 'Geprüfte Fachwirtin für Einkauf (IHK)', org: 'IHK Hamburg', dates: '2014 – 2015' },
          { title: 'Verhandlungsführung im Einkauf', org: 'BME Akademie', dates: '2019' },
        ],
      },
      {
        kind: 'entries',
        heading: 'Schulbildung',
        entries: [{ title: 'Abitur', org: 'Max-Planck-Gymnasium', place: 'Kiel', dates: '1995 – 2004' }],
      },
      {
        kind: 'list',
        heading: 'Kenntnisse',
        items: [
          'EDV: SAP MM, MS Office (sehr gut)',
          'Sprachen: Englisch (verhandlungssicher), Dänisch (Grundkenntnisse)',
          'Führerschein Klasse B',
        ],
      },
      { kind: 'text', heading: '', text: 'Hamburg, 10.03.2025\nSabine Krüger' },
    ],
    expected: {
      name: 'Sabine Krüger',
      email: 'sabine.krueger@example.de',
      phone: '0151 23456789',
      links: [],
      title: 'Teamleiterin Einkauf',
      employer: 'Hanseatische Maschinenbau GmbH',
      city: 'Hamburg',
    },
  },
];
