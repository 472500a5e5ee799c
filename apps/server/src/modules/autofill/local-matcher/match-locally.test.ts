import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

const ada = [
  value('Full Name', 'Ada Maria Lovelace'),
  value('Email', 'ada@example.com', 'Me', 'email'),
  value('Phone', '+1 415 555 0134', 'Me', 'tel'),
  value('Street Address', '221 Market Street, Suite 400'),
  value('State', 'California'),
  value('Country', 'United States'),
  value('Willing to relocate', 'Yes'),
  value('Favourite programming language', 'Ada'),
];

describe('matchLocally', () => {
  it('leaves a box in a newsletter group empty: filling it would sign the user up', () => {
    const result = matchLocally(ada, [
      field({ key: 'email', label: 'Email' }),
      field({ key: 'news', label: 'Enter your email address', context: 'Newsletter' }),
    ]);
    expect(result.values).toEqual({ email: 'ada@example.com' });
  });

  it('splits a full name for first and last name fields found by label, name or autocomplete', () => {
    const result = matchLocally(ada, [
      field({ key: 'a', label: 'First name' }),
      field({ key: 'b', name: 'txtLastName' }),
      field({ key: 'c', autocomplete: 'shipping additional-name' }),
    ]);
    expect(result.values).toEqual({ a: 'Ada', b: 'Lovelace', c: 'Maria' });
  });

  it('splits a street into line 1 and line 2, and a US phone over three inputs of 3, 3 and 4', () => {
    const result = matchLocally(ada, [
      field({ key: 'l1', label: 'Address line 1' }),
      field({ key: 'l2', label: 'Address line 2' }),
      field({ key: 'p1', label: 'Phone', maxLength: 3 }),
      field({ key: 'p2', label: '-', maxLength: 3 }),
      field({ key: 'p3', label: '-', maxLength: 4 }),
    ]);
    expect(result.values).toEqual({ l1: '221 Market Street', l2: 'Suite 400', p1: '415', p2: '555', p3: '0134' });
  });

  it('picks state and country options by code or name, whichever the control uses', () => {
    const result = matchLocally(ada, [
      field({
        key: 's',
        kind: 'select',
        tag: 'select',
        type: '',
        label: 'State',
        options: [
          { value: '', text: 'Select' },
          { value: 'CA', text: 'California' },
          { value: 'CO', text: 'Colorado' },
        ],
      }),
      field({
        key: 'c',
        kind: 'select',
        tag: 'select',
        type: '',
        label: 'Country',
        options: [
          { value: 'CAN', text: 'Canada' },
          { value: 'USA', text: 'United States of America' },
        ],
      }),
    ]);
    expect(result.values).toEqual({ s: 'CA', c: 'USA' });
  });

  it('answers a yes/no checkbox from the template and matches a question by its label', () => {
    const result = matchLocally(ada, [
      field({ key: 'r', kind: 'checkbox', type: 'checkbox', label: 'Are you willing to relocate?' }),
      field({ key: 'n', kind: 'checkbox', type: 'checkbox', label: 'Subscribe to our newsletter' }),
      field({
        key: 'q',
        kind: 'textarea',
        tag: 'textarea',
        type: '',
        label: 'What is your favourite programming language?',
      }),
    ]);
    expect(result.values).toEqual({ r: true, q: 'Ada' });
    expect(result.skipped).toEqual([{ key: 'n', reason: 'no_match' }]);
  });

  it('leaves unrelated fields, user names, promo codes and other people’s details empty', () => {
    const fields = [
      field({ key: 'u', label: 'Username' }),
      field({ key: 'p', label: 'Promo code' }),
      field({ key: 'h', label: 'How did you hear about us?' }),
      field({ key: 'e', label: 'Name', context: 'Emergency contact' }),
    ];
    const result = matchLocally(ada, fields);
    expect(result.values).toEqual({});
    expect(result.skipped.map((s) => s.key).sort()).toEqual(['e', 'h', 'p', 'u']);
  });

  it('is deterministic and accounts for every key once', () => {
    const fields = [field({ key: 'a', label: 'Email' }), field({ key: 'b', label: 'Fax' })];
    const first = matchLocally(ada, fields);
    expect(matchLocally(ada, fields)).toEqual(first);
    expect([...Object.keys(first.values), ...first.skipped.map((s) => s.key)].sort()).toEqual(['a', 'b']);
  });

  it('lets the name decide what a label names together, and refine a general label', () => {
    const withCity = [...ada, value('City', 'San Francisco'), value('ZIP code', '94105')];
    const result = matchLocally(withCity, [
      field({ key: 'g', label: 'Salutation and Given Name', name: 'givenName' }),
      field({ key: 'c', label: 'Zip and City', name: 'city' }),
      field({ key: 'a', label: 'Address', name: 'billAddr1' }),
      field({ key: 'b', label: 'Apt / Suite', name: 'billAddr2' }),
      field({ key: 'n', label: 'Name', name: 'dnrlast' }),
      field({ key: 'z', name: 'dzip', maxLength: 10 }),
    ]);
    expect(result.values).toEqual({
      g: 'Ada',
      c: 'San Francisco',
      a: '221 Market Street',
      b: 'Suite 400',
      n: 'Lovelace',
      z: '94105',
    });
  });

  it('reads its neighbours: a street before a line 2 is line 1, a "Name" before a surname is the first name', () => {
    const result = matchLocally(ada, [
      field({ key: 'n', label: 'Name', name: 'name' }),
      field({ key: 's', label: 'Surname', name: 'surname' }),
      field({ key: 'st', label: 'Street', name: 'street' }),
      field({ key: 'l2', label: 'Address line 2', name: 'address2' }),
    ]);
    expect(result.values).toEqual({ n: 'Ada', s: 'Lovelace', st: '221 Market Street', l2: 'Suite 400' });
  });

  it('never puts the person into card fields, an email address into a street, or words into a number input', () => {
    const result = matchLocally(ada, [
      field({ key: 'h', label: 'Card holder name' }),
      field({ key: 'f', label: 'First name', name: 'card_firstNameOnCard' }),
      field({ key: 'x', label: '(as it appears on the card)', name: 'ccFullName' }),
      field({ key: 'e', label: 'email address', name: 'address' }),
      field({ key: 'p', label: 'Mobile phone', type: 'number', name: 'phonenumber' }),
      field({ key: 'price', label: 'Name your price' }),
    ]);
    expect(result.values).toEqual({ e: 'ada@example.com', p: '14155550134' });
  });

  it('prefers the template value labelled exactly like the field over the first of its kind', () => {
    const withWork = [
      ...ada,
      value('Work email', 'ada@engines.example', 'Me', 'email'),
      value('Fax', '+1 415 555 0199', 'Me', 'tel'),
    ];
    const result = matchLocally(withWork, [
      field({ key: 'e', label: 'Email', type: 'email' }),
      field({ key: 'w', label: 'Work email', type: 'email' }),
      field({ key: 'f', label: 'Fax', type: 'tel' }),
    ]);
    expect(result.values).toEqual({ e: 'ada@example.com', w: 'ada@engines.example', f: '+1 415 555 0199' });
  });

  it("fills another person's fields only from the template's values about that person", () => {
    const family = [
      ...ada,
      { ...value('Emergency contact name', 'Byron Lovelace'), group: 'Emergency contact' },
      { ...value('Emergency contact phone', '+1 415 555 0199', 'Me', 'tel'), group: 'Emergency contact' },
      { ...value("Father's full name", 'George Byron'), group: 'Parents' },
    ];
    const result = matchLocally(family, [
      field({ key: 'me', label: 'Full name' }),
      field({ key: 'ecName', label: 'Name', context: 'Emergency contact · Sign up' }),
      field({ key: 'ecPhone', label: 'Phone', context: 'Emergency contact · Sign up' }),
      field({ key: 'ref', label: 'Name', context: 'Reference' }),
      field({
        key: 'friend',
        label: 'Would you recommend us to a friend?',
        kind: 'radio',
        tag: 'input',
        type: 'radio',
        options: [
          { value: 'y', text: 'Yes' },
          { value: 'n', text: 'No' },
        ],
      }),
    ]);
    // The father's full name is not the user's; a question that mentions a friend is still a question.
    expect(result.values).toMatchObject({
      me: 'Ada Maria Lovelace',
      ecName: 'Byron Lovelace',
      ecPhone: '+1 415 555 0199',
    });
    expect(result.values).not.toHaveProperty('ref');
  });

  it('fills a date of birth asked as day, month and year selects', () => {
    const born = [...ada, value('Date of birth', '1815-12-10', 'Me', 'date')];
    const days = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), text: String(i + 1).padStart(2, '0') }));
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map(
      (text, i) => ({ value: String(i + 1), text }),
    );
    const select = (key: string, label: string, options: Array<{ value: string; text: string }>) =>
      field({ key, label, kind: 'select', tag: 'select', type: '', context: 'Date of birth · Register', options });
    const result = matchLocally(born, [
      select('d', 'Day', days),
      select('m', 'Month', months),
      select('y', 'Year', [
        { value: '1815', text: '1815' },
        { value: '1816', text: '1816' },
      ]),
      field({
        key: 'v',
        label: 'Year',
        kind: 'select',
        tag: 'select',
        type: '',
        context: 'Your car',
        options: [{ value: '2019', text: '2019' }],
      }),
    ]);
    expect(result.values).toEqual({ d: '10', m: '12', y: '1815' });
  });

  it('answers a country of birth with the country part of a "City, Country" place of birth, and only that', () => {
    const countryOfBirth = field({ key: 'c', label: 'Country of birth' });
    const fromPlace = (place: string) => matchLocally([...ada, value('Place of birth', place)], [countryOfBirth]);
    expect(fromPlace('Leeds, United Kingdom').values).toEqual({ c: 'United Kingdom' });
    // A place without a country gives the country box nothing, never the town.
    expect(fromPlace('Leeds').values.c).toBeUndefined();
  });

  it('fills day, month and year selects whose name says birth in the page language', () => {
    const born = [...ada, value('Date of birth', '1815-12-10', 'Me', 'date')];
    const select = (key: string, label: string, name: string, options: string[]) =>
      field({
        key,
        label,
        name,
        kind: 'select',
        tag: 'select',
        type: '',
        context: 'Inscription',
        options: options.map((o) => ({ value: o, text: o })),
      });
    const result = matchLocally(born, [
      select('d', 'Jour', 'inscrit[naissance][jour]', ['09', '10', '11']),
      select('m', 'Mois', 'inscrit[naissance][mois]', ['11', '12']),
      select('y', 'Année', 'inscrit[naissance][annee]', ['1815', '1816']),
      select('a', 'Année', 'inscrit[arrivee][annee]', ['1815', '1816']),
    ]);
    expect(result.values).toEqual({ d: '10', m: '12', y: '1815' });
  });

  it('fills identity numbers and qualified places only from a value labelled that way', () => {
    const travel = [
      ...ada,
      value('City', 'London'),
      value('Passport number', 'X1234567'),
      value('Place of birth', 'London, Marylebone'),
      value('Destination', 'Japan'),
    ];
    const result = matchLocally(travel, [
      field({ key: 'pp', label: 'Passport number' }),
      field({ key: 'first', label: 'First name (as on passport)' }),
      field({ key: 'lic', label: "Driver's licence number" }),
      field({ key: 'ssn', label: 'Social Security number' }),
      field({ key: 'birth', label: 'Town or city of birth' }),
      field({ key: 'dest', label: 'Destination country' }),
      field({ key: 'home', label: 'City' }),
    ]);
    expect(result.values).toEqual({
      pp: 'X1234567',
      first: 'Ada',
      // The town the place names first; its district is not asked.
      birth: 'London',
      dest: 'Japan',
      home: 'London',
    });
  });

  it('reads German labels and date formats, and picks options by their words', () => {
    const lena = [
      value('First name', 'Lena'),
      value('Street', 'Torstraße 101'),
      value('Postal code', '10119'),
      value('City', 'Berlin'),
      value('Date of birth', '1993-07-21', 'Me', 'date'),
      value('Housing status', 'Renting'),
      value('Company size', '11-50 employees'),
    ];
    const result = matchLocally(lena, [
      field({ key: 'vn', label: 'Vorname' }),
      field({ key: 'st', label: 'Straße und Hausnummer' }),
      field({ key: 'plz', label: 'PLZ' }),
      field({ key: 'ort', label: 'Ort' }),
      field({ key: 'gd', label: 'Geburtsdatum (TT.MM.JJJJ)', placeholder: 'TT.MM.JJJJ' }),
      field({
        key: 'h',
        label: 'Housing status',
        kind: 'select',
        tag: 'select',
        type: '',
        options: [
          { value: 'own', text: 'Own' },
          { value: 'rent', text: 'Rent' },
        ],
      }),
      field({
        key: 's',
        label: 'Company size',
        kind: 'select',
        tag: 'select',
        type: '',
        options: [
          { value: 'a', text: '1-10' },
          { value: 'b', text: '11-50' },
        ],
      }),
    ]);
    expect(result.values).toEqual({
      vn: 'Lena',
      st: 'Torstraße 101',
      plz: '10119',
      ort: 'Berlin',
      gd: '21.07.1993',
      h: 'rent',
      s: 'b',
    });
  });
});

describe('identity and bank numbers of the kind a field asks for', () => {
  const numbers = [
    value('Name', 'Jeroen Smits'),
    value('BSN', '111222333'),
    value('Mijn IBAN (ING)', 'NL20 INGB 0001 2345 67'),
    value('Steuer-ID', '47 036 892 815'),
    value('Passport number', 'AV482913'),
    value('Passport expiry', '2031-08-22'),
    value('Health card number', 'TREM 8806 3011'),
    value('Insurance policy no.', 'LDM-4471902'),
  ];

  it('go into a field naming the same kind, however differently it is labelled', () => {
    const dutch = [
      field({ key: 'bsn', label: 'Burgerservicenummer (BSN)' }),
      field({ key: 'iban', label: 'IBAN-rekeningnummer' }),
    ];
    expect(matchLocally(numbers, dutch, { lang: 'nl' }).values).toEqual({
      bsn: '111222333',
      iban: 'NL20 INGB 0001 2345 67',
    });
    const tax = [field({ key: 'tax', label: 'Steuerliche Identifikationsnummer' })];
    expect(matchLocally(numbers, tax, { lang: 'de' }).values).toEqual({ tax: '47 036 892 815' });
    const passport = [field({ key: 'pass', label: 'N° de passeport' })];
    expect(matchLocally(numbers, passport, { lang: 'fr' }).values).toEqual({ pass: 'AV482913' });
  });

  it('never give a private insurer’s member ID to a public health card’s box', () => {
    const benefits = [value('Name', 'Maya Tremblay'), value('Member ID', '7730152-02')];
    const page = [
      field({ key: 'ohip', label: 'Ontario Health Card No. 10-digit number', context: 'Ontario Health Card No.' }),
      field({ key: 'member', label: 'Member / Certificate ID', context: 'Extended Health Benefits' }),
    ];
    expect(matchLocally(benefits, page, { lang: 'en-CA' }).values).toEqual({ member: '7730152-02' });
    const withCard = [...benefits, value('OHIP number', '4532 281 906')];
    expect(matchLocally(withCard, page, { lang: 'en-CA' }).values).toEqual({
      ohip: '4532 281 906',
      member: '7730152-02',
    });
  });

  it('never go into a field about the document’s expiry or key, a generic number, or another kind', () => {
    const page = [
      field({ key: 'expiry', label: 'Date de délivrance du passeport' }),
      field({ key: 'generic', label: 'Número de documento' }),
      field({ key: 'licence', label: 'Driving licence number' }),
      field({ key: 'ssn', label: 'Social Security number' }),
      field({ key: 'name', label: 'Name (as it appears on your passport)' }),
    ];
    expect(matchLocally(numbers, page).values).toEqual({});
  });

  it('leave a field empty when two numbers of its kind are labelled as much like it', () => {
    const page = [field({ key: 'n', label: 'Insurance number' })];
    const two = [...numbers, value('Car insurance no.', 'CAR-4471902'), value('Home insurance no.', 'HOM-1188')];
    expect(matchLocally(two, page).values).toEqual({});
  });
});

describe('an amount with its unit or currency', () => {
  const amounts = [value('Salary expectation', '78.000 € brutto im Jahr'), value('Height', '168 cm')];

  it('is its number alone where the box asks for a number, and as written elsewhere', () => {
    const page = [
      field({ key: 'plain', label: 'Gehaltsvorstellung', hint: 'Bitte nur Zahlen' }),
      field({ key: 'cm', label: 'Körpergröße (cm)' }),
      field({ key: 'words', label: 'Gehaltsvorstellung' }),
    ];
    expect(matchLocally(amounts, page, { lang: 'de' }).values).toEqual({
      plain: '78000',
      cm: '168',
      words: '78.000 € brutto im Jahr',
    });
  });
});

describe('values it is not sure of stay empty', () => {
  it('keeps the house number written after a comma with its street', () => {
    const giulia = [value('Indirizzo', 'Via Padova, 118'), value('CAP', '20127'), value('Città', 'Milano')];
    const page = [
      field({ key: 'via', label: 'Indirizzo', name: 'RES_INDIRIZZO' }),
      field({ key: 'n', label: 'N° civico' }),
    ];
    expect(matchLocally(giulia, page, { lang: 'it' }).values).toEqual({ via: 'Via Padova', n: '118' });
    const juliana = [value('Endereço', 'Rua Padre Anchieta, 1287'), value('Complemento', 'ap. 52')];
    const line = [
      field({ key: 'l1', label: 'Endereço (rua e número)', autocomplete: 'address-line1' }),
      field({ key: 'l2', label: 'Complemento', autocomplete: 'address-line2' }),
    ];
    expect(matchLocally(juliana, line, { lang: 'pt' }).values).toEqual({
      l1: 'Rua Padre Anchieta, 1287',
      l2: 'ap. 52',
    });
  });

  it('gives a street box the street of a whole address labelled like it, and a "Nom" box the template’s "Nom"', () => {
    const garant = [
      value('Nom complet', 'Bernard Marchand', 'Mon garant'),
      value('Adresse', '7 chemin des Vignes, 74940 Annecy-le-Vieux', 'Mon garant'),
    ];
    const page = [
      field({ key: 'a', label: 'Adresse', context: 'Garant' }),
      field({ key: 'cp', label: 'Code postal', context: 'Garant' }),
    ];
    expect(matchLocally(garant, page, { lang: 'fr' }).values).toEqual({ a: '7 chemin des Vignes', cp: '74940' });
    const couple = [
      value('Prénom', 'Aurélie', 'Conjointe'),
      value('Nom', 'Lefèvre', 'Conjointe'),
      value('Prénom', 'Romain', 'Moi'),
      value('Nom', 'Lefèvre', 'Moi'),
    ];
    const spouse = [field({ key: 'n', label: 'Nom', context: 'Conjoint(e)' })];
    expect(matchLocally(couple, spouse, { lang: 'fr' }).values).toEqual({ n: 'Lefèvre' });
  });

  it('leaves a field empty when two different values of its concept are labelled as much like it', () => {
    const juliana = [value('Profession', 'Enfermeira'), value('Role', 'Enfermeira intensivista pediátrica')];
    const page = [
      field({ key: 'cargo', label: 'Cargo / função' }),
      field({
        key: 'prof',
        kind: 'select',
        label: 'Profissão',
        options: [
          { value: 'enf', text: 'Enfermeiro(a)' },
          { value: 'med', text: 'Médico(a)' },
        ],
      }),
    ];
    expect(matchLocally(juliana, page, { lang: 'pt' }).values).toEqual({ prof: 'enf' });
    // "Country of birth" names what "Town or city of birth" does not ask.
    const born = [value('Place of birth', 'Perth'), value('Country of birth', 'Australia')];
    expect(matchLocally(born, [field({ key: 'b', label: 'Town or city of birth' })]).values).toEqual({ b: 'Perth' });
    // "En poste depuis" is a date, no job.
    const elodie = [value('Métier', 'Chargée de communication'), value('En poste depuis', '2021-03-01', 'Me', 'date')];
    expect(matchLocally(elodie, [field({ key: 'p', label: 'Profession' })], { lang: 'fr' }).values).toEqual({
      p: 'Chargée de communication',
    });
  });

  it('answers a role the template names for someone else ("Guest name") only from that role’s values', () => {
    const oliver = [
      value('First name', 'Oliver'),
      value('Surname', 'Bennett'),
      value('Email', 'oliver@example.com', 'Me', 'email'),
      value('Guest name', 'Margaret Bennett'),
      value('Guest mobile', '07700 900 215', 'Me', 'tel'),
    ];
    const page = [
      field({ key: 'bf', label: 'First name' }),
      field({ key: 'be', label: 'Email address', type: 'email' }),
      field({ key: 'gf', label: 'Main guest first name' }),
      field({ key: 'ge', label: 'Guest email (optional)', type: 'email' }),
      field({ key: 'gm', label: 'Guest mobile (optional)', type: 'tel' }),
    ];
    expect(matchLocally(oliver, page, { lang: 'en' }).values).toEqual({
      bf: 'Oliver',
      be: 'oliver@example.com',
      gf: 'Margaret',
      gm: '07700 900 215',
    });
    // The user's own name under the role ("Applicant name"): still the user's values.
    const own = [value('Applicant name', 'Oliver Bennett'), value('Email', 'oliver@example.com', 'Me', 'email')];
    expect(matchLocally(own, [field({ key: 'e', label: 'Applicant email', type: 'email' })]).values).toEqual({
      e: 'oliver@example.com',
    });
  });

  it('never puts an account of several sentences into a one-line box', () => {
    const claim = [
      value('What happened', 'I was stopped at the light. The car behind hit me. Nobody was hurt.', 'Me', 'textarea'),
    ];
    const page = [
      field({ key: 'where', label: 'Where did it happen?' }),
      field({ key: 'what', kind: 'textarea', tag: 'textarea', label: 'Describe what happened' }),
    ];
    expect(matchLocally(claim, page).values).toEqual({ what: claim[0]?.value });
  });

  it('answers a field asked only if different from values of its own block, never the home one', () => {
    const camila = [value('Endereço', 'Rua das Figueiras, 1185', 'Casa'), value('Bairro', 'Jardim', 'Casa')];
    const page = [
      field({ key: 'box', kind: 'checkbox', label: 'Entregar em outro endereço' }),
      field({ key: 'b', label: 'Bairro', context: 'Endereço de entrega' }),
      field({ key: 'd', label: 'Indirizzo', context: 'Domicilio (se diverso dalla residenza)' }),
    ];
    expect(matchLocally(camila, page, { lang: 'pt' }).values).toEqual({});
  });

  it('reads the second copy of a repeated group as someone else’s, their company too', () => {
    const me = [value('Prénom', 'Andrea'), value('Entreprise', 'Nuvio SRL')];
    const page = [
      field({ key: 'c0', name: 'attendee.0.company', label: 'Entreprise' }),
      field({ key: 'c1', name: 'attendee.1.company', label: 'Entreprise' }),
    ];
    expect(matchLocally(me, page, { lang: 'fr' }).values).toEqual({ c0: 'Nuvio SRL' });
  });

  it('takes no concept from the example in a document issuer’s placeholder, nor a notice period for a start date', () => {
    const giulia = [value('Città', 'Milano'), value('Notice period', '2 weeks')];
    const page = [
      field({ key: 'ente', label: 'Rilasciato da', placeholder: 'es. Comune di …, Questura di …' }),
      field({ key: 'start', label: 'Earliest start date' }),
    ];
    expect(matchLocally(giulia, page, { lang: 'it' }).values).toEqual({});
  });
});

describe('a document’s issuer', () => {
  it('is the template’s one value said to be the issuer, a country for a country list, never the home country', () => {
    const duarte = [
      value('Country of residence', 'Netherlands'),
      value('Passport number', 'CA482915'),
      value('Issued by', 'Portugal'),
      value('Expiry date', '2030-10-04', 'Me', 'date'),
    ];
    const countries = [
      { value: 'NLD', text: 'Países Baixos' },
      { value: 'PRT', text: 'Portugal' },
    ];
    const page = [
      field({ key: 'issuer', kind: 'select', label: 'País emissor', options: countries }),
      field({ key: 'home', kind: 'select', label: 'País de residência', options: countries }),
      field({ key: 'date', label: 'Data de emissão' }),
    ];
    expect(matchLocally(duarte, page, { lang: 'pt' }).values).toEqual({ issuer: 'PRT', home: 'NLD' });
    const giulia = [value('Carta d’identità', 'CA48213KL'), value('Emessa da', 'Comune di Milano')];
    expect(matchLocally(giulia, [field({ key: 'e', label: 'Rilasciato da' })], { lang: 'it' }).values).toEqual({
      e: 'Comune di Milano',
    });
  });
});

describe('a work phone or email beside the user’s own', () => {
  const page = [
    field({ key: 'mobile', label: 'Mobile' }),
    field({ key: 'work', label: 'Work phone' }),
    field({ key: 'email', label: 'Email' }),
    field({ key: 'workEmail', label: 'Work email' }),
  ];

  it('is left empty when the template holds no work phone or email', () => {
    expect(matchLocally(ada, page).values).toEqual({ mobile: '+1 415 555 0134', email: 'ada@example.com' });
  });

  it('takes the template’s work phone', () => {
    const values = [...ada, value('Work phone', '+1 415 555 0199', 'Me', 'tel')];
    expect(matchLocally(values, page).values).toMatchObject({ mobile: '+1 415 555 0134', work: '+1 415 555 0199' });
  });

  it('takes the user’s only phone when it is the page’s only phone box', () => {
    expect(matchLocally(ada, [field({ key: 'work', label: 'Business phone' })]).values).toEqual({
      work: '+1 415 555 0134',
    });
  });
});

describe('a billing or shipping block’s box answered by its label', () => {
  it('never takes the work address’s value ("Bairro" of the billing address)', () => {
    const values = [value('Nome', 'Camila Rocha', 'Eu'), value('Bairro', 'Itaim Bibi', 'Trabalho')];
    const page = [field({ key: 'bairro', label: 'Bairro', context: 'Endereço de cobrança' })];
    expect(matchLocally(values, page, { lang: 'pt-BR' }).values).toEqual({});
  });

  it('takes the home address’s value', () => {
    const values = [value('Bairro', 'Jardim', 'Casa'), value('Bairro', 'Itaim Bibi', 'Trabalho')];
    const page = [field({ key: 'bairro', label: 'Bairro', context: 'Endereço de cobrança' })];
    expect(matchLocally(values, page, { lang: 'pt-BR' }).values).toEqual({ bairro: 'Jardim' });
  });
});

describe('a present and a wished datum', () => {
  const page = [
    field({ key: 'current', label: 'What is your current basic salary?' }),
    field({ key: 'expected', label: 'What are your salary expectations for this role?' }),
  ];

  it('never gives the expected salary to the current salary’s box, nor the reverse', () => {
    expect(matchLocally([value('Expected salary', '£65,000')], page).values).toEqual({ expected: '£65,000' });
    expect(matchLocally([value('Current salary', '£58,000')], page).values).toEqual({ current: '£58,000' });
  });

  it('gives a salary that says neither to both', () => {
    expect(matchLocally([value('Salary', '£58,000')], page).values).toEqual({
      current: '£58,000',
      expected: '£58,000',
    });
  });
});

describe('a place of birth asked in parts', () => {
  const page = [
    field({ key: 'town', label: 'Town or city of birth' }),
    field({ key: 'country', label: 'Country of birth' }),
  ];

  it('never gives a country to the town’s box, nor a town to the country’s', () => {
    expect(matchLocally([value('Country of birth', 'Australia')], page).values).toEqual({ country: 'Australia' });
    expect(matchLocally([value('Place of birth', 'Perth')], page).values).toEqual({ town: 'Perth' });
  });
});

describe('a mobile box beside another phone box', () => {
  const page = [field({ key: 'tel', label: 'Telefon' }), field({ key: 'mobil', label: 'Mobil' })];

  it('never takes a number the page’s country’s numbering plan says is a landline', () => {
    const values = [value('Name', 'Claudia Wagner'), value('Telefon', '0711 6543210', 'Me', 'tel')];
    expect(matchLocally(values, page, { lang: 'de' }).values).toEqual({ tel: '0711 6543210' });
  });

  it('takes it when it is the page’s only phone box', () => {
    const values = [value('Telefon', '0711 6543210', 'Me', 'tel')];
    expect(matchLocally(values, [field({ key: 'mobil', label: 'Mobil' })], { lang: 'de' }).values).toEqual({
      mobil: '0711 6543210',
    });
  });
});

describe('a home phone box beside a mobile one', () => {
  it('is left empty when the template’s only phone is a mobile ("Cel")', () => {
    const values = [value('Nombre', 'María Fernanda'), value('Cel', '33 1846 2290', 'Me', 'tel')];
    const page = [field({ key: 'cel', label: 'Teléfono celular' }), field({ key: 'casa', label: 'Teléfono de casa' })];
    expect(matchLocally(values, page, { lang: 'es-MX' }).values).toEqual({ cel: '33 1846 2290' });
  });
});

describe('what a label asks, not its example or its stray words', () => {
  it('reads no name in a placeholder that lists what to write ("Nombre, dosis y frecuencia")', () => {
    const values = [value('Nombre', 'María Fernanda López'), value('Medicinas', 'Levotiroxina 50 mcg')];
    const page = [
      field({
        key: 'm',
        kind: 'textarea',
        tag: 'textarea',
        label: 'Medicamentos que toma actualmente',
        placeholder: 'Nombre, dosis y frecuencia',
      }),
    ];
    expect(matchLocally(values, page, { lang: 'es' }).values).toEqual({});
  });

  it('gives a box asking for a number ("No. de certificado / asegurado") no value without a digit', () => {
    const values = [value('Aseguradora', 'GNP'), value('Póliza', '10023874561')];
    const page = [field({ key: 'c', label: 'No. de certificado / asegurado' })];
    expect(matchLocally(values, page, { lang: 'es' }).values).toEqual({});
  });
});

describe('a second link after the first ("Other website")', () => {
  const values = [
    value('LinkedIn', 'https://www.linkedin.com/in/federica'),
    value('Sito personale', 'https://federicalombardi.dev'),
  ];

  it('takes another of the user’s links, or none, never the one already given', () => {
    const page = [
      field({ key: 'li', label: 'URL LinkedIn' }),
      field({ key: 'site', label: 'URL Portfolio' }),
      field({ key: 'other', label: 'Altro sito web' }),
    ];
    expect(matchLocally(values, page, { lang: 'it' }).values).toEqual({
      li: 'https://www.linkedin.com/in/federica',
      site: 'https://federicalombardi.dev',
    });
  });
});

describe('titles and sexes answer each other', () => {
  const titles = [
    { value: '', text: '—' },
    { value: 'MR', text: 'Sr.' },
    { value: 'MRS', text: 'Sra.' },
  ];
  it('reads a list of titles under a bare label as the honorific, from the template’s sex', () => {
    const page = [field({ key: 't', kind: 'select', label: 'Título', options: titles })];
    expect(matchLocally([value('Gender', 'Male')], page, { lang: 'pt' }).values).toEqual({ t: 'MR' });
    expect(matchLocally([value('Sexo', 'Femenino')], page, { lang: 'es' }).values).toEqual({ t: 'MRS' });
    const question = [field({ key: 't', kind: 'select', label: 'Which title do you prefer?', options: titles })];
    expect(matchLocally([value('Gender', 'Male')], question, { lang: 'en' }).values).toEqual({});
  });
  it('answers a sex list offering titles with the sex’s honorific', () => {
    const page = [field({ key: 's', kind: 'select', label: 'Sexo', options: titles })];
    expect(matchLocally([value('Gender', 'Female')], page, { lang: 'es' }).values).toEqual({ s: 'MRS' });
    expect(matchLocally([value('Gender', 'Diverse')], page, { lang: 'es' }).values).toEqual({});
  });
});

describe('words inside code names', () => {
  const template = [value('Cellulare', '+39 347 215 8890'), value('Cognome', 'Nair')];

  it('reads no phone in an Italian "immobile" (`valore_immobile`: a property’s value)', () => {
    const page = [field({ key: 'valore', name: 'valore_immobile', label: "Valore dell'immobile (€)" })];
    expect(matchLocally(template, page, { lang: 'it' }).values.valore).toBeUndefined();
  });

  it('reads no surname in `vet_last` when the box asks for a date ("Date of last visit", MM/DD/YYYY)', () => {
    const page = [field({ key: 'last', name: 'vet_last', label: 'Date of last visit', placeholder: 'MM/DD/YYYY' })];
    expect(matchLocally(template, page, { lang: 'en' }).values.last).toBeUndefined();
  });

  it('still reads a surname in `dnrlast` beside no date', () => {
    const page = [field({ key: 'last', name: 'dnrlast', label: '' })];
    expect(matchLocally(template, page, { lang: 'en' }).values.last).toBe('Nair');
  });
});
