/** Résumés from France, Spain, Portugal and Italy. All people and employers are fictional. */
import type { Resume } from './types.ts';

export const franceIberiaItaly: Resume[] = [
  {
    number: 4,
    slug: 'fr-two-column-table-marketing',
    note: 'French; contact in the right-hand cell; "aujourd’hui"',
    country: 'FR',
    language: 'fr',
    paper: 'A4',
    layout: { kind: 'docx-table', font: 'Calibri', side: 'right', name: 'top' },
    name: 'Camille Dubois',
    headline: 'Marketing digital & acquisition',
    contactHeading: 'COORDONNÉES',
    contact: [
      [
        { text: 'Lyon (69)' },
        { label: 'Tél. :', text: '+33 6 12 34 56 78' },
        { text: 'camille.dubois@example.fr' },
        { text: 'linkedin.com/in/camilledubois', url: 'https://www.linkedin.com/in/camilledubois' },
      ],
    ],
    sidebar: [
      {
        kind: 'list',
        heading: 'COMPÉTENCES',
        items: [
          'Google Ads, Meta Ads',
          'SEO (Semrush, Search Console)',
          'GA4, Looker Studio',
          'Emailing (Brevo)',
          'Gestion de budget',
        ],
      },
      {
        kind: 'list',
        heading: 'LANGUES',
        items: ['Français : langue maternelle', 'Anglais : courant (TOEIC 945)', 'Espagnol : intermédiaire'],
      },
      {
        kind: 'list',
        heading: 'CENTRES D’INTÉRÊT',
        items: ['Photographie argentique', 'Escalade', 'Bénévolat aux Restos du Cœur'],
      },
    ],
    sections: [
      {
        kind: 'text',
        heading: 'PROFIL',
        text: 'Sept ans d’expérience en marketing digital, de l’agence à l’annonceur. Je pilote des campagnes d’acquisition rentables et je fais le lien entre les équipes produit, data et créa.',
      },
      {
        kind: 'entries',
        heading: 'EXPÉRIENCE PROFESSIONNELLE',
        entries: [
          {
            title: 'Chef de projet marketing digital',
            org: 'Maison Lumière Cosmétiques',
            place: 'Lyon',
            dates: 'sept. 2021 – aujourd’hui',
            bullets: [
              'Pilotage d’un budget média de 1,2 M€ par an (SEA, social ads, affiliation)',
              'Refonte du tunnel de conversion : +18 % de taux de transformation',
              'Management d’une alternante et coordination de deux agences',
            ],
          },
          {
            title: 'Chargée d’acquisition SEA/SEO',
            org: 'Agence Rhône Digital',
            place: 'Lyon',
            dates: 'janv. 2018 – août 2021',
            bullets: ['Gestion des campagnes de 15 clients (e-commerce, tourisme, B2B)'],
          },
          {
            title: 'Assistante marketing (alternance)',
            org: 'Groupe Sablon',
            place: 'Villeurbanne',
            dates: 'sept. 2016 – déc. 2017',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'FORMATION',
        entries: [
          { title: 'Master Marketing digital', org: 'IAE Lyon – Université Jean Moulin Lyon 3', dates: '2015 – 2017' },
          { title: 'Licence Information-Communication', org: 'Université Lumière Lyon 2', dates: '2012 – 2015' },
        ],
      },
    ],
    expected: {
      name: 'Camille Dubois',
      email: 'camille.dubois@example.fr',
      phone: '+33 6 12 34 56 78',
      links: ['linkedin.com/in/camilledubois'],
      title: 'Chef de projet marketing digital',
      employer: 'Maison Lumière Cosmétiques',
      city: 'Lyon',
    },
  },
  {
    number: 11,
    slug: 'it-two-column-table-architect',
    note: 'Italian; street address over two lines; GDPR consent line; "in corso"',
    country: 'IT',
    language: 'it',
    paper: 'A4',
    layout: { kind: 'docx-table', font: 'Garamond', side: 'right', name: 'top' },
    name: 'Giulia Romano',
    headline: 'Architetto',
    contactHeading: 'CONTATTI',
    contact: [
      [
        { text: 'Via Tortona 27' },
        { text: '20144 Milano' },
        { label: 'Cell.', text: '+39 347 123 4567' },
        { text: 'giulia.romano@example.it' },
        { label: 'Portfolio:', text: 'giuliaromano.example.it', url: 'https://giuliaromano.example.it' },
      ],
    ],
    sidebar: [
      {
        kind: 'list',
        heading: 'SOFTWARE',
        items: [
          'Revit, ArchiCAD',
          'AutoCAD',
          'Rhinoceros + Grasshopper',
          'Enscape, V-Ray',
          'Adobe InDesign, Photoshop',
        ],
      },
      {
        kind: 'list',
        heading: 'LINGUE',
        items: ['Italiano – madrelingua', 'Inglese – C1', 'Tedesco – B1'],
      },
      { kind: 'list', heading: 'ABILITAZIONI', items: ['Iscritta all’Ordine degli Architetti di Milano, n. 21874'] },
    ],
    sections: [
      {
        kind: 'text',
        heading: 'PROFILO',
        text: 'Architetta con otto anni di esperienza in progettazione residenziale e terziaria, dal concept al cantiere. Attenta alla sostenibilità (LEED, CAM) e al coordinamento BIM con le consulenze.',
      },
      {
        kind: 'entries',
        heading: 'ESPERIENZA LAVORATIVA',
        entries: [
          {
            title: 'Project Architect',
            org: 'Studio Bianchi Associati',
            place: 'Milano',
            dates: '09/2020 – in corso',
            bullets: [
              'Responsabile di progetto per un complesso residenziale di 120 alloggi a Milano Lambrate',
              'Coordinamento BIM (Revit) di strutture e impianti; direzione artistica in cantiere',
            ],
          },
          {
            title: 'Architetto junior',
            org: 'Atelier Navigli',
            place: 'Milano',
            dates: '03/2017 – 08/2020',
            bullets: ['Progetti di interior per uffici e retail; tavole esecutive e computi'],
          },
          {
            title: 'Tirocinio curriculare',
            org: 'Studio Ferri Architettura',
            place: 'Bergamo',
            dates: '02/2016 – 07/2016',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'ISTRUZIONE E FORMAZIONE',
        entries: [
          {
            title: 'Laurea Magistrale in Architettura',
            org: 'Politecnico di Milano',
            dates: '2014 – 2016',
            text: 'Votazione 110/110 e lode',
          },
          { title: 'Laurea in Scienze dell’Architettura', org: 'Politecnico di Milano', dates: '2011 – 2014' },
        ],
      },
      {
        kind: 'text',
        heading: '',
        text: 'Autorizzo il trattamento dei miei dati personali ai sensi del D.Lgs. 196/2003 e del Regolamento UE 2016/679 (GDPR).',
      },
    ],
    expected: {
      name: 'Giulia Romano',
      email: 'giulia.romano@example.it',
      phone: '+39 347 123 4567',
      links: ['giuliaromano.example.it'],
      title: 'Project Architect',
      employer: 'Studio Bianchi Associati',
      city: 'Milano',
    },
  },
  {
    number: 13,
    slug: 'es-two-column-student',
    note: 'student with no job (title from the headline); name over two lines; "actualidad" in education',
    country: 'ES',
    language: 'es',
    paper: 'A4',
    layout: { kind: 'pdf-sidebar', font: 'Helvetica', side: 'left', name: 'sidebar', accent: '#3c2f63' },
    name: 'Pablo Ruiz Moreno',
    headline: 'Estudiante de Ingeniería Informática',
    contactHeading: 'CONTACTO',
    contact: [
      [
        { text: 'Valencia' },
        { text: '+34 612 34 56 78' },
        { text: 'pablo.ruiz.moreno@example.es' },
        { text: 'github.com/pabloruizm', url: 'https://github.com/pabloruizm' },
      ],
    ],
    sidebar: [
      {
        kind: 'list',
        heading: 'HABILIDADES',
        items: ['Java, Python, C', 'Kotlin (Android)', 'SQL, MongoDB', 'Git, Linux', 'Scrum'],
      },
      {
        kind: 'list',
        heading: 'IDIOMAS',
        items: ['Español – nativo', 'Valenciano – nativo', 'Inglés – B2 (Cambridge First)'],
      },
    ],
    sections: [
      {
        kind: 'text',
        heading: 'SOBRE MÍ',
        text: 'Estudiante de último curso con interés en el desarrollo móvil y los sistemas distribuidos. Busco prácticas o un primer empleo donde aprender de un buen equipo.',
      },
      {
        kind: 'entries',
        heading: 'FORMACIÓN',
        entries: [
          {
            title: 'Grado en Ingeniería Informática',
            org: 'Universitat Politècnica de València',
            dates: 'sept. 2021 – actualidad',
            text: '4.º curso, rama de Ingeniería del Software. Nota media: 8,1.',
          },
          { title: 'Bachillerato Tecnológico', org: 'IES Lluís Vives', place: 'Valencia', dates: '2019 – 2021' },
        ],
      },
      {
        kind: 'entries',
        heading: 'PROYECTOS',
        entries: [
          {
            title: 'Trabajo de Fin de Grado: app de reservas para bibliotecas',
            dates: '2024 – 2025',
            text: 'App Android en Kotlin con backend en Spring Boot; piloto en dos bibliotecas de la UPV.',
          },
          {
            title: 'Bot de horarios para Telegram',
            dates: '2023',
            text: 'Python; lo usan unos 300 estudiantes de la escuela.',
          },
        ],
      },
      {
        kind: 'list',
        heading: 'PREMIOS Y ACTIVIDADES',
        items: ['Finalista de HackUPC 2023', 'Miembro del club de programación competitiva de la UPV'],
      },
    ],
    expected: {
      name: 'Pablo Ruiz Moreno',
      email: 'pablo.ruiz.moreno@example.es',
      phone: '+34 612 34 56 78',
      links: ['github.com/pabloruizm'],
      title: 'Estudiante de Ingeniería Informática',
      employer: null,
      city: 'Valencia',
    },
  },
  {
    number: 15,
    slug: 'pt-one-column-hr-manager',
    note: 'European Portuguese; full street address; "presente"',
    country: 'PT',
    language: 'pt',
    paper: 'A4',
    layout: { kind: 'docx-classic', font: 'Cambria', align: 'left', contact: 'rows' },
    name: 'Inês Carvalho',
    contact: [
      [{ text: 'Rua Augusta 112, 3.º Esq., 1100-053 Lisboa' }],
      [
        { label: 'Telemóvel:', text: '+351 912 345 678' },
        { label: 'E-mail:', text: 'ines.carvalho@example.pt' },
      ],
      [{ label: 'LinkedIn:', text: 'linkedin.com/in/inescarvalho', url: 'https://www.linkedin.com/in/inescarvalho' }],
    ],
    sections: [
      {
        kind: 'text',
        heading: 'Perfil',
        text: 'Gestora de Recursos Humanos com 10 anos de experiência em recrutamento, gestão de talento e relações laborais nos setores da logística e da consultoria.',
      },
      {
        kind: 'entries',
        heading: 'Experiência profissional',
        entries: [
          {
            title: 'Gestora de Recursos Humanos',
            org: 'Tejo Logística, S.A.',
            place: 'Lisboa',
            dates: 'Março 2020 – presente',
            bullets: [
              'Gestão de uma equipa de 5 pessoas e de 650 colaboradores em 4 armazéns',
              'Redução da rotatividade de 31 % para 19 % em dois anos',
              'Implementação do novo sistema de avaliação de desempenho',
            ],
          },
          {
            title: 'Técnica de Recrutamento e Seleção',
            org: 'Atlântico Consultores',
            place: 'Lisboa',
            dates: 'Setembro 2016 – Fevereiro 2020',
          },
          {
            title: 'Estagiária de Recursos Humanos',
            org: 'Douro Têxteis, Lda.',
            place: 'Porto',
            dates: 'Outubro 2015 – Agosto 2016',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'Formação académica',
        entries: [
          {
            title: 'Mestrado em Gestão de Recursos Humanos',
            org: 'ISCTE – Instituto Universitário de Lisboa',
            dates: '2013 – 2015',
          },
          { title: 'Licenciatura em Psicologia', org: 'Universidade do Porto', dates: '2010 – 2013' },
        ],
      },
      {
        kind: 'list',
        heading: 'Competências',
        items: [
          'Recrutamento e employer branding',
          'Legislação laboral portuguesa',
          'SAP SuccessFactors, Primavera RH',
        ],
      },
      { kind: 'tags', heading: 'Línguas', items: ['Português (nativa)', 'Inglês (fluente)', 'Francês (intermédio)'] },
    ],
    expected: {
      name: 'Inês Carvalho',
      email: 'ines.carvalho@example.pt',
      phone: '+351 912 345 678',
      links: ['linkedin.com/in/inescarvalho'],
      title: 'Gestora de Recursos Humanos',
      employer: 'Tejo Logística, S.A.',
      city: 'Lisboa',
    },
  },
  {
    number: 17,
    slug: 'fr-one-column-key-account-manager',
    note: 'French; age and driving licence in the contact rows; footer; "aujourd’hui"',
    country: 'FR',
    language: 'fr',
    paper: 'A4',
    layout: { kind: 'docx-classic', font: 'Garamond', align: 'center', contact: 'rows' },
    name: 'Antoine Lefèvre',
    headline: 'Responsable grands comptes – 12 ans d’expérience B2B',
    contactSeparator: ' – ',
    contact: [
      [{ text: '12 rue des Lilas, 75011 Paris' }],
      [{ text: '06 12 34 56 78' }, { text: 'antoine.lefevre@example.fr' }],
      [{ text: '38 ans, permis B' }],
    ],
    footer: 'Références sur demande',
    sections: [
      {
        kind: 'entries',
        heading: 'EXPÉRIENCE PROFESSIONNELLE',
        entries: [
          {
            title: 'Responsable commercial grands comptes',
            org: 'Batiflex France SAS',
            place: 'Paris',
            dates: 'Mars 2019 – aujourd’hui',
            bullets: [
              'Portefeuille de 25 comptes nationaux (majors du BTP) : 14 M€ de CA annuel',
              'Signature d’un accord-cadre de 3 ans avec un top 5 du secteur',
              'Animation d’une équipe de 4 attachés commerciaux',
            ],
          },
          {
            title: 'Ingénieur commercial',
            org: 'Groupe Ardoise',
            place: 'Nanterre',
            dates: 'Sept. 2014 – Févr. 2019',
            bullets: ['Développement du secteur Île-de-France Ouest : +35 % de CA en 4 ans'],
          },
          {
            title: 'Chargé d’affaires',
            org: 'Nord Équipements',
            place: 'Lille',
            dates: 'Juil. 2011 – Août 2014',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'FORMATION',
        entries: [
          {
            title: 'Master Grande École – Management',
            org: 'IÉSEG School of Management',
            place: 'Lille',
            dates: '2008 – 2011',
          },
          { title: 'Classe préparatoire ECS', org: 'Lycée Faidherbe', place: 'Lille', dates: '2006 – 2008' },
        ],
      },
      {
        kind: 'list',
        heading: 'COMPÉTENCES',
        items: [
          'Négociation complexe, appels d’offres publics et privés',
          'Salesforce, Excel, PowerPoint',
          'Anglais courant, allemand scolaire',
        ],
      },
      {
        kind: 'text',
        heading: 'CENTRES D’INTÉRÊT',
        text: 'Course à pied (marathon de Paris 2023), cuisine, histoire de l’architecture',
      },
    ],
    expected: {
      name: 'Antoine Lefèvre',
      email: 'antoine.lefevre@example.fr',
      phone: '06 12 34 56 78',
      links: [],
      title: 'Responsable commercial grands comptes',
      employer: 'Batiflex France SAS',
      city: 'Paris',
    },
  },
  {
    number: 26,
    slug: 'it-one-column-android-developer',
    note: '"CURRICULUM VITAE" above the name; GDPR consent line; "presente"',
    country: 'IT',
    language: 'it',
    paper: 'A4',
    layout: { kind: 'pdf-classic', font: 'Times-Roman', align: 'left', contact: 'line', accent: '#7a1f1f' },
    documentTitle: 'CURRICULUM VITAE',
    name: 'Marco Ferrari',
    headline: 'Sviluppatore Android',
    contact: [
      [
        { text: 'Torino' },
        { text: '+39 333 123 4567' },
        { text: 'marco.ferrari@example.it' },
        { text: 'github.com/marcoferrari-dev', url: 'https://github.com/marcoferrari-dev' },
        { text: 'linkedin.com/in/marcoferrari', url: 'https://www.linkedin.com/in/marcoferrari' },
      ],
    ],
    sections: [
      {
        kind: 'text',
        heading: 'Profilo',
        text: 'Sviluppatore Android con nove anni di esperienza su app consumer e bancarie. Kotlin, Jetpack Compose e architetture modulari; attento a prestazioni, accessibilità e test.',
      },
      {
        kind: 'entries',
        heading: 'Esperienza lavorativa',
        entries: [
          {
            title: 'Senior Android Developer',
            org: 'Mole Digitale S.r.l.',
            place: 'Torino',
            dates: '03/2021 – presente',
            bullets: [
              'Tech lead dell’app di home banking per un gruppo bancario regionale (1,5 milioni di utenti)',
              'Migrazione completa a Jetpack Compose e modularizzazione in 30 moduli Gradle',
              'Crash-free rate portato dal 98,1 % al 99,7 %',
            ],
          },
          {
            title: 'Sviluppatore mobile',
            org: 'Lingotto Software S.p.A.',
            place: 'Torino',
            dates: '09/2016 – 02/2021',
            bullets: ['Sviluppo di app Android e iOS per clienti del settore retail e trasporti'],
          },
          {
            title: 'Stage sviluppo software',
            org: 'Po Valley Labs',
            place: 'Moncalieri',
            dates: '03/2016 – 08/2016',
          },
        ],
      },
      {
        kind: 'entries',
        heading: 'Istruzione e formazione',
        entries: [
          {
            title: 'Laurea Magistrale in Ingegneria Informatica',
            org: 'Politecnico di Torino',
            dates: '2013 – 2016',
            text: 'Voto: 108/110',
          },
        ],
      },
      {
        kind: 'tags',
        heading: 'Competenze',
        items: [
          'Kotlin',
          'Java',
          'Jetpack Compose',
          'Coroutines / Flow',
          'Hilt',
          'Room',
          'Gradle',
          'CI con GitHub Actions',
        ],
      },
      { kind: 'tags', heading: 'Lingue', items: ['Italiano (madrelingua)', 'Inglese (C1)', 'Francese (B2)'] },
      {
        kind: 'text',
        heading: '',
        text: 'Autorizzo il trattamento dei dati personali contenuti nel mio curriculum vitae in base al Regolamento UE 2016/679.',
      },
    ],
    expected: {
      name: 'Marco Ferrari',
      email: 'marco.ferrari@example.it',
      phone: '+39 333 123 4567',
      links: ['github.com/marcoferrari-dev', 'linkedin.com/in/marcoferrari'],
      title: 'Senior Android Developer',
      employer: 'Mole Digitale S.r.l.',
      city: 'Torino',
    },
  },
];
