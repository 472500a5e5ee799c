import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, optionsOf, select, value } from './test-fields.ts';
import type { TemplateValue } from './types.ts';

const template = [
  value('Name', 'Ada Lovelace', 'About me'),
  value('Email', 'ada@example.com', 'About me'),
  value('Name', 'Mark Ellison', 'Referee'),
  value('Email', 'mark@example.com', 'Referee'),
];

describe('copies of a group about people, told only by their repeated labels', () => {
  it('fills the first reference from the template’s referee and leaves the second one empty', () => {
    const copy = (n: number) => [
      field({ key: `name${n}`, label: 'Full name', context: 'References' }),
      field({ key: `email${n}`, label: 'Email', context: 'References' }),
    ];
    const result = matchLocally(template, [field({ key: 'me', label: 'Your name' }), ...copy(1), ...copy(2)]);
    expect(result.values).toEqual({ me: 'Ada Lovelace', name1: 'Mark Ellison', email1: 'mark@example.com' });
  });

  it('does not take the user’s own repeated blocks in a group that is no person for copies', () => {
    const page = [
      field({ key: 'a1', label: 'Name', context: '' }),
      field({ key: 'e1', label: 'Email', context: '' }),
      field({ key: 'a2', label: 'Name', context: '' }),
      field({ key: 'e2', label: 'Email', context: '' }),
    ];
    expect(matchLocally(template.slice(0, 2), page).values).toEqual({
      a1: 'Ada Lovelace',
      e1: 'ada@example.com',
      a2: 'Ada Lovelace',
      e2: 'ada@example.com',
    });
  });
});

describe('a field about someone the template says nothing about', () => {
  const grace = [value('PHN', '9876 543 210', 'Personal details'), value('Favourite colour', 'Teal', 'Me')];

  it('is left empty when it asks for their datum ("Their PHN", "Name der weiteren Person")', () => {
    const page = [
      field({ key: 'mine', label: 'Personal Health Number (PHN)' }),
      field({ key: 'theirs', name: 'Others[0].Phn', label: 'Their PHN' }),
      field({ key: 'weitere', label: 'Vorname', context: 'Name der weiteren Person' }),
    ];
    expect(matchLocally(grace, page).values).toEqual({ mine: '9876 543 210' });
  });

  it('is still the user’s to answer when it is a question that mentions them', () => {
    const page = [field({ key: 'q', label: 'What is the favourite colour of the friend who referred you?' })];
    expect(matchLocally(grace, page).values).toEqual({ q: 'Teal' });
  });
});

describe('a name and phone asked beside “Relationship”', () => {
  const valentina = [
    value('Nombre', 'Valentina Soto', 'Paciente'),
    value('Celular', '+56 9 8765 4321', 'Paciente'),
    value('Name', 'Ignacio Fuentes', 'Emergency contact'),
    value('Phone', '+56 9 8123 4567', 'Emergency contact'),
  ];
  const contact = (relationship: string) => [
    field({ key: 'me', label: 'Nombre del paciente', autocomplete: 'name' }),
    field({ key: 'myPhone', label: 'Teléfono celular', type: 'tel' }),
    field({ key: 'email', label: 'Correo', type: 'email' }),
    field({ key: 'who', label: 'Nombre de la persona de contacto', autocomplete: 'name' }),
    field({ key: 'rel', label: relationship }),
    field({ key: 'theirPhone', label: 'Teléfono de contacto', type: 'tel' }),
  ];

  it('are the person the relationship is asked about, from the template’s emergency contact', () => {
    const { values } = matchLocally(valentina, contact('Parentesco'), { lang: 'es' });
    expect(values).toMatchObject({ me: 'Valentina Soto', who: 'Ignacio Fuentes' });
    expect(values.theirPhone).toMatch(/8123 ?4567$/);
    expect(values.myPhone).toMatch(/8765 ?4321$/);
  });

  it('stay the user’s when the question is about the user ("Are you related to anyone here?")', () => {
    const { values } = matchLocally(valentina, contact('¿Tiene usted relación con algún empleado de la empresa?'), {
      lang: 'es',
    });
    expect(values.who).toBe('Valentina Soto');
  });
});

describe('a guarantor, a co-tenant, and a block behind “ship to another address”', () => {
  it('gives the guarantor block the template’s guarantor and leaves the co-tenant block empty', () => {
    const template = [
      value('Nom', 'Marchand', 'Moi'),
      value('Prénom', 'Élodie', 'Moi'),
      value('Nom', 'Marchand', 'Mon garant'),
      value('Prénom', 'Bernard', 'Mon garant'),
    ];
    const page = [
      field({ key: 'n', label: 'Nom', context: 'Locataire principal' }),
      field({ key: 'gp', label: 'Prénom du garant', context: 'Garant (personne physique)' }),
      field({ key: 'cn', label: 'Nom', context: 'Co-locataire (facultatif)' }),
      field({ key: 'cp', label: 'Prénom', context: 'Co-locataire (facultatif)' }),
    ];
    expect(matchLocally(template, page, { lang: 'fr' }).values).toEqual({ n: 'Marchand', gp: 'Bernard' });
  });

  it('leaves the delivery block empty when a box offers another delivery address and the template has none', () => {
    const template = [value('CEP', '09080-300', 'Casa'), value('Cidade', 'Santo André', 'Casa')];
    const page = [
      field({ key: 'cep', label: 'CEP', context: 'Endereço de cobrança' }),
      field({ key: 'other', kind: 'checkbox', type: 'checkbox', label: 'Entregar em outro endereço' }),
      field({ key: 'ecep', label: 'CEP de entrega', context: 'Endereço de entrega' }),
      field({ key: 'ecity', label: 'Cidade', context: 'Endereço de entrega' }),
    ];
    const { values } = matchLocally(template, page, { lang: 'pt-BR' });
    expect(values).toMatchObject({ cep: '09080-300' });
    expect(values).not.toHaveProperty('ecep');
    expect(values).not.toHaveProperty('ecity');
  });
});

describe('a parent filling in a form for their child', () => {
  const template = [
    value('Full name', 'Jennifer Alvarez', 'Me'),
    value('Email', 'jen@example.com', 'Me'),
    value('Name', 'Sofia Alvarez', 'Child'),
    value('Birthday', '2014-05-09', 'Child'),
  ];
  const page = [
    field({ key: 'sFirst', label: 'Student first name', context: 'Student Information' }),
    field({ key: 'sDob', label: 'Date of birth', type: 'date', context: 'Student Information' }),
    field({ key: 'sGrade', label: 'Grade', context: 'Student Information' }),
    field({ key: 'g1', label: 'Full name', context: 'Parent / Guardian 1' }),
    field({ key: 'g1mail', label: 'Email', context: 'Parent / Guardian 1' }),
    field({ key: 'g2', label: 'Full name', context: 'Parent / Guardian 2 (optional)' }),
  ];

  it('is the first parent of the form, and the student is the template’s child', () => {
    expect(matchLocally(template, page).values).toEqual({
      sFirst: 'Sofia',
      sDob: '2014-05-09',
      g1: 'Jennifer Alvarez',
      g1mail: 'jen@example.com',
    });
  });

  it('gives the form’s second parent the template’s other parent ("Papà"), the first parent being the user', () => {
    const withFather = [...template, value('Nome e cognome', 'Marco Alvarez', 'Papà')];
    expect(matchLocally(withFather, page).values).toMatchObject({ g1: 'Jennifer Alvarez', g2: 'Marco Alvarez' });
  });

  it('keeps the template’s parent as the form’s first parent when the template holds no name of the user', () => {
    const parentTemplate = [value('Name', 'Oliver Bennett', 'Parent'), ...template.slice(2)];
    expect(matchLocally(parentTemplate, page).values).toMatchObject({ g1: 'Oliver Bennett' });
    expect(matchLocally(parentTemplate, page).values).not.toHaveProperty('g2');
  });

  it('is not taken for a parent when the template holds no child (someone asked about their parents)', () => {
    const own = template.slice(0, 2);
    expect(matchLocally(own, page.slice(3)).values).toEqual({});
  });
});

describe('a template value whose label only names its person ("Referee 1", "Family doctor")', () => {
  const template = [
    value('Name', 'Ada Lovelace', 'About me'),
    value('Referee 1', 'Fiona Drummond', 'Referees'),
    value('Referee 1 role', 'Engineering Manager, Forth Valley', 'Referees'),
    value('Referee 2', 'Dr Graham Kerr', 'Referees'),
    value('Family doctor', 'Dr. Anjali Rao', 'Health'),
    value('Landlord', 'GAG Immobilien AG', 'Housing'),
  ];

  it('holds that person’s name, split where the page asks for parts', () => {
    const page = [
      field({ key: 'r1first', label: 'Given name(s)', context: 'Referee 1' }),
      field({ key: 'r1last', label: 'Family name', context: 'Referee 1' }),
      field({ key: 'r2', label: 'Full name', context: 'Referee 2' }),
      field({ key: 'gp', label: 'Family physician name' }),
    ];
    expect(matchLocally(template, page).values).toEqual({
      r1first: 'Fiona',
      r1last: 'Drummond',
      r2: 'Dr Graham Kerr',
      gp: 'Dr. Anjali Rao',
    });
  });

  it('is no name when two such labels name one person ("Père", "Mère"), nor for someone merely "other"', () => {
    const parents = [value('Père', 'Jean-Yves Petit', 'Parents'), value('Mère', 'Monique Le Gall', 'Parents')];
    const page = [
      field({ key: 'p', label: 'Nom et prénom du père' }),
      field({ key: 'holder', label: 'Account holder’s full name' }),
    ];
    expect(matchLocally([...parents, ...template], page, { lang: 'fr' }).values).toEqual({});
    // The landlord's name, though, only where the field names the landlord (below).
    expect(
      matchLocally(template, [field({ key: 'landlord', label: 'Landlord’s full name' })], { lang: 'fr' }).values,
    ).toEqual({ landlord: 'GAG Immobilien AG' });
  });
});

describe('a bare name beside a family name it does not hold', () => {
  it('is the given names ("Nombres" and "Apellidos")', () => {
    const template = [
      value('Nombres', 'Camila Andrea', 'Mis datos'),
      value('Apellidos', 'Restrepo Gómez', 'Mis datos'),
    ];
    const page = [field({ key: 'g', label: 'Nombre(s)' }), field({ key: 'f', label: 'Apellido(s)' })];
    expect(matchLocally(template, page, { lang: 'es' }).values).toEqual({ g: 'Camila Andrea', f: 'Restrepo Gómez' });
  });
});

describe('a father and a mother', () => {
  const page = [
    field({ key: 'father', label: "Father's full name" }),
    field({ key: 'fatherDob', label: "Father's date of birth" }),
    field({ key: 'mother', label: "Mother's full name" }),
    field({ key: 'mere', label: 'Nom', context: 'Mère · Filiation' }),
  ];

  it.each([
    ['only the mother', [value("Mother's full name", 'Lan Tran', 'Parents')], { mother: 'Lan Tran' }],
    [
      'only the father',
      [value("Father's full name", 'Van Nguyen', 'Parents'), value('Date of birth', '1962-02-17', 'Father')],
      { father: 'Van Nguyen', fatherDob: '1962-02-17' },
    ],
  ])('never gives one parent’s values to the other’s fields (template holds %s)', (_, values, expected) => {
    expect(matchLocally([value('Name', 'Minh Nguyen', 'Me'), ...values], page).values).toEqual(expected);
  });
});

describe('a name asked beside “Relationship”', () => {
  const page = [
    field({ key: 'first', label: 'Nom de la personne Prénom' }),
    field({ key: 'last', label: 'Nom de la personne Nom' }),
    field({ key: 'rel', label: 'Lien avec le patient' }),
  ];

  it('never takes the family doctor’s name: a doctor is no relation', () => {
    const values = [value('Prénom', 'Claire', 'Identité'), value('Médecin de famille', 'Dre Anne Favre', 'Santé')];
    expect(matchLocally(values, page, { lang: 'fr' }).values).toEqual({});
  });

  it('takes the emergency contact’s name, without a French feminine “Dre” read as a first name', () => {
    const values = [value('Name', 'Dre Nadia Keller', 'Emergency contact')];
    expect(matchLocally(values, page, { lang: 'fr' }).values).toEqual({ first: 'Nadia', last: 'Keller' });
  });
});

describe('a journey’s two ends ("From" and "To")', () => {
  const values = [
    value('Postal code', '10119', 'Sender'),
    value('Country', 'Germany', 'Sender'),
    value('Recipient postcode', '1100-148', ''),
    value('Recipient country', 'Portugal', ''),
  ];
  const page = [
    field({ key: 'fromZip', name: 'from_postcode', label: 'From' }),
    field({ key: 'fromCountry', name: 'from_country', label: 'Country', context: 'From' }),
    field({ key: 'toZip', name: 'to_postcode', label: 'To' }),
    field({ key: 'toCountry', name: 'to_country', label: 'Country', context: 'To' }),
  ];

  it('gives the start the user’s place and the end the recipient’s', () => {
    expect(matchLocally(values, page).values).toEqual({
      fromZip: '10119',
      fromCountry: 'Germany',
      toZip: '1100-148',
      toCountry: 'Portugal',
    });
  });

  it('leaves the end empty when the template names no recipient', () => {
    expect(matchLocally(values.slice(0, 2), page).values).toEqual({ fromZip: '10119', fromCountry: 'Germany' });
  });

  it('does not make dates asked from and to someone else’s', () => {
    const dates = [value('From', '2019-01', 'Work'), value('To', '2023-06', 'Work')];
    const page = [field({ key: 'from', label: 'From' }), field({ key: 'to', label: 'To' })];
    expect(matchLocally(dates, page).values).toEqual({ from: '2019-01', to: '2023-06' });
  });
});

describe('a template value about someone named only by a pronoun ("Her number")', () => {
  const values = [value('Name', 'Aoife Byrne', 'Me'), value('Her number', '086 555 0142', 'The accident')];
  const page = [
    field({ key: 'mobile', label: 'Mobile number', context: 'Policyholder details' }),
    field({ key: 'witness', label: 'Witness phone number', context: 'Independent witness' }),
  ];

  it('is neither the user’s nor any other person’s the page asks about', () => {
    expect(matchLocally(values, page, { lang: 'en-IE' }).values).toEqual({});
  });
});

describe('a colleague the template names', () => {
  it('never answers the user’s own name or email', () => {
    const values = [
      value('Name', 'Tom Hargreaves', 'Colleague attending'),
      value('Email', 't.h@example.org', 'Colleague attending'),
    ];
    const page = [field({ key: 'first', label: 'First Name' }), field({ key: 'email', label: 'Email' })];
    expect(matchLocally(values, page, { lang: 'en-GB' }).values).toEqual({});
  });
});

describe('how someone is related, asked in a short question', () => {
  const select = (key: string, label: string, context: string, texts: string[], name = '') =>
    field({
      key,
      label,
      context,
      name,
      kind: 'select',
      tag: 'select',
      type: 'select-one',
      options: [{ value: '', text: '--' }, ...texts.map((text) => ({ value: text, text }))],
    });

  it('answers an emergency contact’s relationship in the page’s language ("Mother" → "Madre")', () => {
    const values = [
      value('Name', 'Mariana Villaseñor', 'Datos personales'),
      value('Name', 'Rosa María Ríos', 'Emergency contact'),
      value('Relationship', 'Mother', 'Emergency contact'),
    ];
    const page = [
      field({ key: 'n', label: 'Nombre del contacto de emergencia', context: 'Contacto de emergencia' }),
      select('r', 'Parentesco', 'Contacto de emergencia', ['Cónyuge / pareja', 'Madre', 'Padre', 'Otro']),
    ];
    expect(matchLocally(values, page, { lang: 'es' }).values).toEqual({ n: 'Rosa María Ríos', r: 'Madre' });
  });

  it('answers the question beside the related person’s name, not the user’s own relation', () => {
    const values = [
      value('Nom', 'Rochat', 'Moi'),
      value('Name', 'Claire Rochat', 'Emergency contact'),
      value('Relationship', 'Épouse', 'Emergency contact'),
    ];
    const page = [
      field({ key: 'n', label: 'Nom et prénom', context: 'Questionnaire' }),
      select('r', 'Lien avec le patient', 'Questionnaire', ['Conjoint(e) / partenaire', 'Parent', 'Enfant', 'Autre']),
      field({ key: 't', type: 'tel', label: 'Téléphone', context: 'Questionnaire' }),
    ];
    expect(matchLocally(values, page, { lang: 'fr' }).values.r).toBe('Conjoint(e) / partenaire');
  });

  it('gives the second parent the role the template names, and leaves the user’s own empty', () => {
    const values = [
      value('Prénom', 'Émilie', 'Moi'),
      value('Nom', 'Laurent', 'Moi'),
      value('Prénom', 'Léo', 'Enfant'),
      value('Prénom', 'Nicolas', 'Père de Léo'),
    ];
    const options = ['Mère', 'Père', 'Tuteur / tutrice'];
    const page = [
      select('r1', "Lien avec l'enfant", 'Responsable légal 1', options, 'resp1[lien]'),
      select('r2', "Lien avec l'enfant", 'Responsable légal 2', options, 'resp2[lien]'),
    ];
    expect(matchLocally(values, page, { lang: 'fr' }).values).toEqual({ r2: 'Père' });
  });

  it('never answers a relation to someone else ("Patient’s relationship to plan member")', () => {
    const values = [
      value('Name', 'Marc Tremblay', 'Emergency contact'),
      value('Relationship', 'Father', 'Emergency contact'),
    ];
    const page = [select('r', 'Relationship to plan member', 'Benefits', ['Self', 'Spouse', 'Child', 'Father'])];
    expect(matchLocally(values, page).values).toEqual({});
  });
});

describe('a relationship labelled alike but written otherwise than the list offers it', () => {
  it('takes the option offering the same kin ("Parentesco: marido" → "Cônjuge / companheiro(a)")', () => {
    const values = [
      value('Nome', 'Rafael Lima', 'Contato de emergência'),
      value('Parentesco', 'marido', 'Contato de emergência'),
    ];
    const page = [
      field({ key: 'n', label: 'Nome', context: 'Contato de emergência' }),
      field({
        key: 'r',
        label: 'Parentesco',
        context: 'Contato de emergência',
        kind: 'select',
        tag: 'select',
        type: 'select-one',
        options: ['', 'Pai / mãe', 'Cônjuge / companheiro(a)', 'Irmão / irmã', 'Outro'].map((text) => ({
          value: text,
          text,
        })),
      }),
    ];
    expect(matchLocally(values, page, { lang: 'pt-BR' }).values).toEqual({
      n: 'Rafael Lima',
      r: 'Cônjuge / companheiro(a)',
    });
  });
});

describe('the second person of a numbered group', () => {
  const page = [
    field({ key: 'n1', name: 'pax[0][firstName]', label: 'Nombre', context: 'Adulto 1' }),
    field({ key: 'n2', name: 'pax[1][firstName]', label: 'Nombre', context: 'Adulto 2' }),
  ];

  it('is the user’s partner when the template holds no one else who could come along', () => {
    const values = [
      value('Nombre', 'Lucía', 'Datos personales'),
      value('Apellidos', 'Navarro', 'Datos personales'),
      value('Nombre', 'Martín', 'Pareja'),
      value('Apellidos', 'Sosa', 'Pareja'),
    ];
    expect(matchLocally(values, page, { lang: 'es' }).values).toEqual({ n1: 'Lucía', n2: 'Martín' });
  });

  it('is nobody the template names when it also holds a child or a companion', () => {
    const values = [
      value('Nombre', 'Lucía', 'Datos personales'),
      value('Apellidos', 'Navarro', 'Datos personales'),
      value('Nombre', 'Martín', 'Pareja'),
      value('Apellidos', 'Sosa', 'Pareja'),
      value('Nombre', 'Inés', 'Hija'),
      value('Apellidos', 'Sosa Navarro', 'Hija'),
    ];
    expect(matchLocally(values, page, { lang: 'es' }).values).toEqual({ n1: 'Lucía' });
  });
});

describe('a parcel’s receiver', () => {
  const page = [
    field({ key: 'fromName', name: 'mitt[nominativo]', label: 'Nome e cognome', context: 'Mittente' }),
    field({ key: 'fromCity', name: 'mitt[comune]', label: 'Comune', context: 'Mittente' }),
    field({ key: 'toName', name: 'dest[nominativo]', label: 'Nome e cognome', context: 'Destinatario' }),
    field({ key: 'toCity', name: 'dest[comune]', label: 'Comune', context: 'Destinatario' }),
  ];
  const me = [value('Nome e cognome', 'Davide Esposito', 'I miei dati'), value('Città', 'Milano', 'I miei dati')];
  const mine = { fromName: 'Davide Esposito', fromCity: 'Milano' };

  it('is the template’s one relative ("Mamma") when it holds no recipient', () => {
    const mum = [...me, value('Nome e cognome', 'Carmela Russo', 'Mamma'), value('Città', 'Lecce', 'Mamma')];
    expect(matchLocally(mum, page, { lang: 'it' }).values).toEqual({
      ...mine,
      toName: 'Carmela Russo',
      toCity: 'Lecce',
    });
  });

  it('is left empty when the template holds two relatives, or only a reference', () => {
    const two = [
      ...me,
      value('Nome e cognome', 'Carmela Russo', 'Mamma'),
      value('Nome e cognome', 'Luca Esposito', 'Figlio'),
    ];
    expect(matchLocally(two, page, { lang: 'it' }).values).toEqual(mine);
    const referee = [...me, value('Nome e cognome', 'Paolo Bianchi', 'Referenza')];
    expect(matchLocally(referee, page, { lang: 'it' }).values).toEqual(mine);
  });
});

describe('whom a form is about, when it also asks for a parent or guardian', () => {
  const template = [
    value('Nome', 'Marco', 'Io'),
    value('Cognome', 'Bianchi', 'Io'),
    value('Via', 'Via Padova 88', 'Residenza'),
    value('Città', 'Milano', 'Residenza'),
    value('Nome e cognome', 'Giulia Bianchi', 'Giulia (figlia)'),
    { ...value('Nata il', '2016-03-05', 'Giulia (figlia)'), type: 'date' as const },
  ];
  const page = [
    field({ key: 'pNome', name: 'paz_nome', label: 'Nome', context: 'Dati del paziente' }),
    field({
      key: 'pGiorno',
      kind: 'select',
      tag: 'select',
      name: 'paz_gg',
      label: 'Giorno di nascita',
      context: 'Dati del paziente',
      options: Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), text: String(i + 1) })),
    }),
    field({ key: 'pCitta', name: 'paz_comune', label: 'Comune di residenza', context: 'Dati del paziente' }),
    field({ key: 'gNome', name: 'gen_nome', label: 'Nome', context: 'Genitore / tutore legale' }),
  ];

  it('is the template’s child ("Dati del paziente"), living at the parent’s address; the parent is the user', () => {
    expect(matchLocally(template, page, { lang: 'it' }).values).toEqual({
      pNome: 'Giulia',
      pGiorno: '5',
      pCitta: 'Milano',
      gNome: 'Marco',
    });
  });

  it('is the user when the page asks for no parent', () => {
    const own = page.filter((f) => f.key !== 'gNome');
    expect(matchLocally(template, own, { lang: 'it' }).values).toMatchObject({ pNome: 'Marco', pCitta: 'Milano' });
  });
});

describe('numbers of people and of sections', () => {
  it('gives a second child’s number to what its group asks ("Steuer-ID des Kindes" under "Kind 2")', () => {
    const template = [value('Vorname', 'Mila', 'Kind'), value('Steuer-ID Kind', '58 112 904 377', 'Kind')];
    const kid = (n: number) => [
      field({ key: `vorname${n}`, name: `kind[${n}].vorname`, label: 'Vorname des Kindes', context: `Kind ${n + 1}` }),
      field({
        key: `steuer${n}`,
        name: `kind[${n}].steuerid`,
        label: 'Steuer-ID des Kindes',
        context: `Kind ${n + 1}`,
      }),
    ];
    expect(matchLocally(template, [...kid(0), ...kid(1)], { lang: 'de' }).values).toEqual({
      vorname0: 'Mila',
      steuer0: '58 112 904 377',
    });
  });

  it('reads "3. Beneficiario" on a page of numbered sections as the beneficiary, not a third one', () => {
    const template = [value('Nombre', 'Lucía', 'Yo'), value('Nombre completo', 'Alejandro Navarro', 'Beneficiario')];
    const page = [
      field({ key: 'mine', label: 'Nombre', context: '1. Datos personales' }),
      field({ key: 'calle', label: 'Calle', context: '2. Domicilio' }),
      field({ key: 'ben', label: 'Nombre completo', context: '3. Beneficiario' }),
    ];
    expect(matchLocally(template, page, { lang: 'es' }).values).toEqual({ mine: 'Lucía', ben: 'Alejandro Navarro' });
  });

  it('reads "2. Member details" after "1. Your membership" as the second section, not a second member', () => {
    const template = [value('First name', 'Emma', 'About me'), value('Surname', 'Clarke', 'About me')];
    const page = [
      field({ key: 'site', label: 'Home centre', context: '1. Your membership' }),
      field({ key: 'first', label: 'Forename', context: '2. Member details' }),
      field({ key: 'last', label: 'Surname', context: '2. Member details' }),
      field({ key: 'ice', label: 'Contact name', context: '3. Emergency contact' }),
    ];
    expect(matchLocally(template, page, { lang: 'en-GB' }).values).toEqual({ first: 'Emma', last: 'Clarke' });
  });

  it('still counts "2. Guest" after "1. Guest" as a second guest', () => {
    const template = [value('First name', 'Emma', 'About me')];
    const page = [
      field({ key: 'g1', label: 'First name', context: '1. Guest' }),
      field({ key: 'g2', label: 'First name', context: '2. Guest' }),
    ];
    expect(matchLocally(template, page, { lang: 'en-GB' }).values).toEqual({ g1: 'Emma' });
  });
});

describe('a minor in a family’s template', () => {
  const born = (years: number) => `${new Date().getFullYear() - years}-03-01`;
  const template = (childAge: number) => [
    value('Vorname', 'Elias', 'Elias'),
    value('Nachname', 'Huber', 'Elias'),
    { ...value('Geburtstag', born(childAge), 'Elias'), type: 'date' as const },
    value('Vorname', 'Martina', 'Ich'),
    value('Nachname', 'Huber', 'Ich'),
    value('Ort', 'Leonding', 'Ich'),
  ];
  const page = [
    field({ key: 'kVorname', name: 'kind-vorname', label: 'Vorname', context: 'Daten des Kindes' }),
    field({ key: 'eVorname', name: 'eb-vorname', label: 'Vorname', context: 'Erziehungsberechtigte/r' }),
    field({ key: 'eOrt', name: 'eb-ort', label: 'Ort', context: 'Erziehungsberechtigte/r' }),
  ];

  it('is the child (a component named after them, born 9 years ago) when the page asks for a child and a parent', () => {
    expect(matchLocally(template(9), page, { lang: 'de-AT' }).values).toEqual({
      kVorname: 'Elias',
      eVorname: 'Martina',
      eOrt: 'Leonding',
    });
  });

  it('is no child when of age (born 30 years ago): neither first name is given to the child', () => {
    expect(matchLocally(template(30), page, { lang: 'de-AT' }).values.kVorname).toBeUndefined();
  });

  it('stays the user’s values on a page that asks about no child or parent', () => {
    const own = [field({ key: 'vorname', name: 'vorname', label: 'Vorname' })];
    expect(matchLocally(template(9), own, { lang: 'de-AT' }).values.vorname).not.toBe('Martina');
  });
});

describe('a count of children in the template', () => {
  it('makes no parent of the user: "Enfants à charge: 1" leaves the page’s "Parent 1" to the template’s parents', () => {
    const template = [value('Nom', 'Élodie Gagnon-Tremblay', 'Étudiante'), value('Enfants à charge', '1', 'Famille')];
    const page = [
      field({ key: 'nom', name: 'etu_nom', label: 'Nom complet', context: 'Renseignements sur l’étudiant(e)' }),
      field({ key: 'p1', name: 'p1_nom', label: 'Nom complet', context: 'Parent 1' }),
    ];
    expect(matchLocally(template, page, { lang: 'fr-CA' }).values).toEqual({ nom: 'Élodie Gagnon-Tremblay' });
  });
});

describe('a co-applicant the template calls a spouse', () => {
  const template = [
    value('Nom', 'BENALI', 'Moi'),
    value('Prénom', 'Karim', 'Moi'),
    value('Employeur', 'Keolis Lyon', 'Mon travail'),
    value('Prénom', 'Aïcha', 'Ma femme Aïcha'),
    value('Nom de jeune fille', 'HADDAD', 'Ma femme Aïcha'),
    value('Employeur', 'Hospices Civils de Lyon', 'Ma femme Aïcha'),
  ];
  const page = [
    field({ key: 'nom', name: 'demandeur.nomNaissance', label: 'Nom de naissance', context: '1. Vous, le demandeur' }),
    field({ key: 'prenom', name: 'demandeur.prenom', label: 'Prénom(s)', context: '1. Vous, le demandeur' }),
    field({ key: 'coNom', name: 'codemandeur.nomNaissance', label: 'Nom de naissance', context: '2. Le co-demandeur' }),
    field({ key: 'coPrenom', name: 'codemandeur.prenom', label: 'Prénom(s)', context: '2. Le co-demandeur' }),
    field({ key: 'coEmp', name: 'codemandeur.employeur', label: "Nom de l'employeur", context: '2. Le co-demandeur' }),
  ];

  it('answers "Le co-demandeur" from "Ma femme", and the user’s own fields never from hers', () => {
    const { values } = matchLocally(template, page, { lang: 'fr-FR' });
    expect(values.coPrenom).toBe('Aïcha');
    expect(values.coNom).toBe('HADDAD');
    expect(values.coEmp).toBe('Hospices Civils de Lyon');
    expect(values.prenom).toBe('Karim');
    expect(values.nom).not.toBe('HADDAD');
  });

  it('keeps a co-applicant empty when the page also asks for a spouse', () => {
    const withSpouse = [
      ...page,
      field({ key: 'conjoint', name: 'conjoint.prenom', label: 'Prénom', context: 'Votre conjoint' }),
    ];
    const { values } = matchLocally(template, withSpouse, { lang: 'fr-FR' });
    expect(values.conjoint).toBe('Aïcha');
    expect(values.coPrenom).toBeUndefined();
  });
});

describe('the parents of several people', () => {
  const template = [
    value('Nome', 'Rafael Souza Andrade', 'Eu'),
    value('CPF', '318.462.975-91', 'Eu'),
    value('Minha mãe', 'Maria Aparecida de Souza', 'Eu'),
    value('Nome completo', 'Juliana Ferreira Andrade', 'Minha esposa Juliana'),
    value('Mãe dela', 'Sandra Regina Ferreira', 'Minha esposa Juliana'),
    value('Nome completo', 'Pedro Ferreira Andrade', 'Pedro (nosso filho)'),
    value('Mãe', 'Juliana Ferreira Andrade', 'Pedro (nosso filho)'),
  ];
  const page = [
    field({ key: 'nome', label: 'Nome completo', context: 'Titular' }),
    field({ key: 'mae', label: 'Nome da mãe', context: 'Titular' }),
    field({ key: 'depNome', name: 'dependentes[0].nome', label: 'Nome completo', context: 'Dependente 1' }),
    field({ key: 'depCpf', name: 'dependentes[0].cpf', label: 'CPF', context: 'Dependente 1' }),
    field({ key: 'depMae', name: 'dependentes[0].nomeMae', label: 'Nome da mãe', context: 'Dependente 1' }),
  ];

  it('answers the user’s mother from "Minha mãe", not from the mother the child’s values name', () => {
    const { values } = matchLocally(template, page, { lang: 'pt-BR' });
    expect(values.nome).toBe('Rafael Souza Andrade');
    expect(values.mae).toBe('Maria Aparecida de Souza');
  });

  it('never gives a dependant the user’s CPF, name or mother', () => {
    const { values } = matchLocally(template, page, { lang: 'pt-BR' });
    expect(values.depCpf).toBeUndefined();
    expect(values.depMae).toBeUndefined();
    expect(values.depNome).toBeUndefined();
  });

  it('reads "Père" and "Mère" as two parents’ names, and a parent’s "Nom" beside "Prénoms" as the surname', () => {
    const filiation = [
      value('Nom', 'Petit', 'Moi'),
      value('Prénom', 'Camille', 'Moi'),
      value('Père', 'Jean-Yves Petit', 'Parents'),
      value('Mère', 'Monique Le Gall', 'Parents'),
    ];
    const form = [
      field({ key: 'nom', name: 'nom', label: 'Nom', context: 'Vous' }),
      field({ key: 'prenom', name: 'prenom', label: 'Prénom', context: 'Vous' }),
      field({ key: 'pereNom', name: 'pere[nom]', label: 'Nom', context: 'Père · Filiation' }),
      field({ key: 'perePrenoms', name: 'pere[prenoms]', label: 'Prénoms', context: 'Père · Filiation' }),
      field({ key: 'mereNom', name: 'mere[nom]', label: 'Nom', context: 'Mère · Filiation' }),
      field({ key: 'merePrenoms', name: 'mere[prenoms]', label: 'Prénoms', context: 'Mère · Filiation' }),
    ];
    const { values } = matchLocally(filiation, form, { lang: 'fr-FR' });
    expect(values).toMatchObject({
      pereNom: 'Petit',
      perePrenoms: 'Jean-Yves',
      mereNom: 'Le Gall',
      merePrenoms: 'Monique',
    });
  });
});

describe('a car bought on a loan', () => {
  const template = [
    value('First name', 'Daniel', 'Me'),
    value('Last name', 'Okafor', 'Me'),
    value('Birthday', '1986-07-19', 'Me', 'date'),
    value('Year', '2024', 'New RAV4'),
    value('Lender', 'Canvas Credit Union', 'Car loan'),
    value('Lender mailing address', 'PO Box 17888', 'Car loan'),
    value('Lender city', 'Denver', 'Car loan'),
  ];
  const page = [
    field({ key: 'year', name: 'Owners[0].DobYear', label: 'Year', context: 'Date of birth · Owner 1 (Applicant)' }),
    field({
      key: 'mail',
      name: 'MailingAddress.Line1',
      label: 'Street address or P.O. Box',
      context: 'Mailing address',
    }),
    field({ key: 'lienName', name: 'Lien.Name', label: 'Lienholder name', context: 'Lienholder' }),
    field({ key: 'lienCity', name: 'Lien.City', label: 'City', context: 'Lienholder' }),
  ];

  it('gives a birth year box the year of birth, never the car’s "Year"', () => {
    expect(matchLocally(template, page, { lang: 'en-US' }).values.year).toBe('1986');
  });

  it('keeps the lender’s address for the lienholder, never for the user’s mailing address nor the user’s name', () => {
    const { values } = matchLocally(template, page, { lang: 'en-US' });
    expect(values.mail).toBeUndefined();
    expect(values.lienName).toBeUndefined();
    expect(values.lienCity).toBe('Denver');
  });
});

describe('a job’s title as the page’s heading', () => {
  it('reads "Comptable spécialisé·e" over most of the page as the job applied for, not as an accountant’s section', () => {
    const template = [
      value('Prénom', 'Léa', 'Moi'),
      value('Nom de famille', 'Moret', 'Moi'),
      value('Mail', 'lea.moret@bluewin.ch', 'Coordonnées', 'email'),
      value('Nom', 'Marc Dubois', 'Référence – Marc (mon ancien chef)'),
    ];
    const job = 'Comptable spécialisé·e (80-100 %)';
    const page = [
      field({ key: 'prenom', name: 'candidate[firstname]', label: 'Prénom', context: job }),
      field({ key: 'nom', name: 'candidate[lastname]', label: 'Nom', context: job }),
      field({ key: 'email', name: 'candidate[email]', label: 'E-mail', type: 'email', context: job }),
      field({ key: 'ville', name: 'candidate[city]', label: 'Localité', context: job }),
      field({ key: 'npa', name: 'candidate[zip]', label: 'NPA', context: job }),
      field({ key: 'ref', name: 'references[0][name]', label: 'Nom et prénom', context: 'Référence 1' }),
      field({ key: 'refTel', name: 'references[0][phone]', label: 'Téléphone', context: 'Référence 1' }),
    ];
    const { values } = matchLocally(template, page, { lang: 'fr-CH' });
    expect(values).toMatchObject({ prenom: 'Léa', nom: 'Moret', email: 'lea.moret@bluewin.ch' });
    expect(values.ref).not.toBe('Léa Moret');
  });

  it('still reads a section about the accountant as someone else’s when it holds only its own fields', () => {
    const template = [value('Prénom', 'Léa', 'Moi'), value('Nom de famille', 'Moret', 'Moi')];
    const page = [
      field({ key: 'prenom', name: 'prenom', label: 'Prénom', context: 'Vous' }),
      field({ key: 'nom', name: 'nom', label: 'Nom', context: 'Vous' }),
      field({ key: 'civ', name: 'civ', label: 'Civilité', context: 'Vous' }),
      field({ key: 'tel', name: 'tel', label: 'Téléphone', context: 'Vous' }),
      field({ key: 'cPrenom', name: 'comptable_prenom', label: 'Prénom', context: 'Votre expert-comptable' }),
      field({ key: 'cNom', name: 'comptable_nom', label: 'Nom', context: 'Votre expert-comptable' }),
    ];
    const { values } = matchLocally(template, page, { lang: 'fr-FR' });
    expect(values.prenom).toBe('Léa');
    expect(values.cPrenom).toBeUndefined();
    expect(values.cNom).toBeUndefined();
  });
});

describe('a parent registering their child, with a spouse and their own mother in the template', () => {
  const template = [
    value('Prénom', 'Claire', 'Moi'),
    value('Nom', 'Martin', 'Moi'),
    value('Prénom', 'Julien', 'Mon mari Julien'),
    value('Prénom', 'Hugo', 'Notre fils Hugo'),
    value('Nom complet', 'Françoise Dubois', 'Ma mère Françoise'),
  ];

  it('gives the first legal guardian the user and the second the spouse, never the grandmother', () => {
    const page = [
      field({ key: 'enfant', label: 'Prénom', name: 'enfant[prenom]', context: "L'enfant" }),
      field({ key: 'r1', label: 'Prénom', name: 'responsable1[prenom]', context: 'Responsable légal 1 (payeur)' }),
      field({ key: 'r2', label: 'Prénom', name: 'responsable2[prenom]', context: 'Responsable légal 2' }),
    ];
    expect(matchLocally(template, page, { lang: 'fr-FR' }).values).toEqual({
      enfant: 'Hugo',
      r1: 'Claire',
      r2: 'Julien',
    });
  });

  it('never gives the user "Personne 1" of the people allowed to collect the child', () => {
    const group = "Personne 1 · Personnes autorisées à récupérer l'enfant (autres que les responsables légaux)";
    const page = [
      field({ key: 'enfant', label: 'Prénom', context: "L'enfant" }),
      field({ key: 'p1', label: 'Personne 1 Prénom', context: group }),
      field({ key: 'p1nom', label: 'Personne 1 Nom', context: group }),
    ];
    const { values } = matchLocally(template, page, { lang: 'fr-FR' });
    expect(values.p1).toBeUndefined();
    expect(values.p1nom).toBeUndefined();
  });
});

describe('a date’s parts inside a person’s section', () => {
  it('gives "Year" in "Date of birth" in "Section 4 – Parent 2" the second parent’s year, and reads "Section 5" as no fifth guarantor', () => {
    const template = [
      value('Full name', 'Emily Anne Tremblay', 'Me'),
      { ...value('Date of birth', '1987-02-20', 'Me'), type: 'date' as const },
      value('Full name', 'Liam Okafor', 'Liam (our son)'),
      value('Full name', 'Jason Okafor', "Jason (Liam's dad)"),
      { ...value('DOB', '1985-11-03', "Jason (Liam's dad)"), type: 'date' as const },
      value('Full name', 'Sarah Whitfield', 'Guarantor'),
    ];
    const page = [
      field({
        key: 'child',
        label: 'Surname',
        name: 'ChildSurname',
        context: 'Section 1 – Information about the child',
      }),
      field({ key: 'p1', label: 'Surname', name: 'P1Surname', context: 'Section 3 – Parent 1' }),
      field({ key: 'p2', label: 'Surname', name: 'P2Surname', context: 'Section 4 – Parent 2' }),
      field({ key: 'y2', label: 'Year (YYYY)', name: 'P2DobYear', context: 'Date of birth · Section 4 – Parent 2' }),
      field({ key: 'g', label: 'Surname', name: 'GuarSurname', context: 'Section 5 – Guarantor' }),
    ];
    const { values } = matchLocally(template, page, { lang: 'en-CA' });
    expect(values.p2).toBe('Okafor');
    expect(values.y2).toBe('1985');
    expect(values.g).toBe('Whitfield');
  });
});

describe('a label that repeats its numbered section’s title', () => {
  it('reads "4. Accounts Receivable Contact Contact name" as that contact, not a fourth person, nor the user', () => {
    const template = [
      value('Full name', 'Carlos Medina', 'Me'),
      value('Name', 'Janet Ruiz', 'Janet (our bookkeeper, handles invoices)'),
    ];
    const ar = '4. Accounts Receivable Contact';
    const page = [
      field({ key: 'company', label: '1. Business Information Legal name', context: '1. Business Information' }),
      field({ key: 'me', label: '2. Primary Contact Contact name', context: '2. Primary Contact' }),
      field({ key: 'street', label: '3. Addresses Street', context: '3. Addresses' }),
      field({ key: 'ar', label: `${ar} Contact name`, context: ar }),
    ];
    const { values } = matchLocally(template, page, { lang: 'en-US' });
    expect(values.me).toBe('Carlos Medina');
    expect(values.ar).toBe('Janet Ruiz');
  });
});

describe('someone else numbered from 1 on the page', () => {
  const template = [
    value('Full name', 'Dana Whitaker', 'Me'),
    value('Name', 'Biscuit', 'Our dog'),
    value('Breed', 'Goldendoodle', 'Our dog'),
  ];

  it('gives "Pet #1" the template’s only pet and leaves "Pet #2" empty', () => {
    const page = [1, 2].flatMap((n) => [
      field({ key: `name${n}`, label: "Pet's Name", context: `Pet #${n}` }),
      field({ key: `breed${n}`, label: 'Breed', context: `Pet #${n}` }),
    ]);
    expect(matchLocally(template, page, { lang: 'en-US' }).values).toEqual({
      name1: 'Biscuit',
      breed1: 'Goldendoodle',
    });
  });
});

describe('a person the template names with their role in brackets', () => {
  it('answers the guarantor’s fields from "Mum (my guarantor)", and never the user’s', () => {
    const template = [
      value('First name', 'Olivia', 'Me'),
      value('Name', 'Helen Carter', 'Mum (my guarantor)'),
      value('Email', 'helen.carter@btinternet.com', 'Mum (my guarantor)'),
      value('Name', 'Mark Whitfield', 'Dad'),
    ];
    const page = [
      field({ key: 'first', label: 'First name', name: 'applicant[firstName]', context: 'Your details' }),
      field({ key: 'gFirst', label: 'Guarantor First name', name: 'guarantor[firstName]', context: 'Guarantor' }),
      field({ key: 'gEmail', label: 'Guarantor Email address', name: 'guarantor[email]', context: 'Guarantor' }),
    ];
    expect(matchLocally(template, page, { lang: 'en-GB' }).values).toEqual({
      first: 'Olivia',
      gFirst: 'Helen',
      gEmail: 'helen.carter@btinternet.com',
    });
  });
});

describe('an emergency contact’s relation, as the template says it', () => {
  it('answers "Lien avec le patient" with the kin of "Lien: mon mari", and reads no address in "qui vous adresse"', () => {
    const mathilde = [
      value('Nom', 'Mathilde Renard', 'Moi'),
      value('Adresse du cabinet', 'Avenue Jean Materne 112, 5100 Jambes', 'Médecin traitant'),
      value('Nom', 'Julien Masson', 'En cas d’urgence – Julien'),
      value('Lien', 'mon mari', 'En cas d’urgence – Julien'),
    ];
    const urgence = 'Personne à prévenir en cas d’urgence';
    const page = [
      field({ key: 'nom', label: 'Nom et prénom', context: urgence }),
      select('lien', 'Lien avec le patient', optionsOf(['Conjoint(e) / partenaire', 'Parent', 'Enfant', 'Autre']), {
        context: urgence,
      }),
      field({ key: 'envoyeur', label: 'Médecin qui vous adresse (si différent)', context: 'Médecin traitant' }),
    ];
    expect(matchLocally(mathilde, page, { lang: 'fr-BE' }).values).toEqual({
      nom: 'Julien Masson',
      lien: 'conjoint(e) / partenaire',
    });
  });
});

describe('a person written on one line with their birth ("Enfant 2: Manon Lefèvre, née le 28/11/2017")', () => {
  const family = [
    value('Prénom', 'Romain', 'Moi'),
    value('Nom', 'Lefèvre', 'Moi'),
    value('Date de naissance', '17/08/1982', 'Moi'),
    value('Enfant 1', 'Hugo Lefèvre, né le 12/03/2014', 'Enfants'),
    value('Enfant 2', 'Manon Lefèvre, née le 28/11/2017', 'Enfants'),
    // The user's own mother: asked in a template that holds no child.
    value('Mère', 'Monique Petit, née Le Gall', 'Parents'),
  ];

  it('gives each child their name and birth date, never the user’s', () => {
    const child = (n: number) => [
      field({ key: `prenom${n}`, label: 'Prénom', context: `Enfant ${n}` }),
      field({ key: `nom${n}`, label: 'Nom', context: `Enfant ${n}` }),
      field({ key: `ddn${n}`, label: 'Date de naissance', type: 'date', context: `Enfant ${n}` }),
    ];
    const page = [field({ key: 'me', label: 'Date de naissance', type: 'date' }), ...child(1), ...child(2)];
    expect(matchLocally(family, page, { lang: 'fr' }).values).toEqual({
      me: '1982-08-17',
      prenom1: 'Hugo',
      nom1: 'Lefèvre',
      ddn1: '2014-03-12',
      prenom2: 'Manon',
      nom2: 'Lefèvre',
      ddn2: '2017-11-28',
    });
  });

  it('answers the mother’s birth name with the name after “née”', () => {
    const page = [
      field({ key: 'nom', label: 'Nom de naissance', context: 'Mère · Filiation' }),
      field({ key: 'prenoms', label: 'Prénoms', context: 'Mère · Filiation' }),
    ];
    const daughter = [...family.slice(0, 3), family[5] as TemplateValue];
    expect(matchLocally(daughter, page, { lang: 'fr' }).values).toEqual({ nom: 'Le Gall', prenoms: 'Monique' });
  });
});

describe('someone the template names by a role the matcher has none for ("Landlord: Marc Dubé")', () => {
  const renter = [
    value('Name', 'Kevin Marchand', 'Me'),
    value('Landlord', 'Marc Dubé', 'Where we live now'),
    value('Landlord', 'Helen Kowalczyk (owner)', 'Previous address'),
    value('Manager', 'Rachel Kim', 'Job'),
  ];

  it('answers the field naming that role, of the same block, without what the brackets add', () => {
    const page = [
      field({ key: 'cur', label: 'Landlord name', context: 'Current residence' }),
      field({ key: 'prev', label: 'Landlord name', context: 'Previous residence' }),
    ];
    expect(matchLocally(renter, page).values).toEqual({ cur: 'Marc Dubé', prev: 'Helen Kowalczyk' });
  });

  it('leaves a field naming two such roles empty ("Landlord / property manager name")', () => {
    const page = [field({ key: 'cur', label: 'Landlord / manager name', context: 'Current residence' })];
    expect(matchLocally(renter, page).values).toEqual({});
  });
});

describe('a reference’s relationship the template writes as "How I know her"', () => {
  it('answers that reference’s "Relationship", the pronoun being the person its title names', () => {
    const values = [
      value('Name', 'Emily Carter', 'About me'),
      value('Name', 'Karen Liu', 'Reference – Karen Liu'),
      value('How I know her', 'Former supervisor at the county library', 'Reference – Karen Liu'),
      value('Name', 'Mark Delgado', 'Reference – Mark Delgado'),
      value('How I know him', 'Running club coach', 'Reference – Mark Delgado'),
    ];
    const page = [
      field({ key: 'n1', label: 'Reference #1 – Name', context: 'Personal References' }),
      field({ key: 'r1', label: 'Relationship', context: 'Personal References' }),
      field({ key: 'n2', label: 'Reference #2 – Name', context: 'Personal References' }),
      field({ key: 'r2', label: 'Relationship', context: 'Personal References' }),
    ];
    expect(matchLocally(values, page).values).toEqual({
      n1: 'Karen Liu',
      r1: 'Former supervisor at the county library',
      n2: 'Mark Delgado',
      r2: 'Running club coach',
    });
  });
});

describe('someone else’s "first name" holding a whole name ("Nome: Marco Ferri" under "Referenza – Marco Ferri")', () => {
  it('stays the given names of family: a child’s "Vorname: Lena Marie" has no family name "Marie"', () => {
    const values = [
      value('Name', 'Martina Huber', 'Ich'),
      value('Vorname', 'Lena Marie', 'Tochter'),
      value('Geburtsdatum', '2017-03-02', 'Tochter'),
    ];
    const page = [
      field({ key: 'first', label: 'Vorname', context: 'Angaben zum Kind' }),
      field({ key: 'last', label: 'Nachname', context: 'Angaben zum Kind' }),
    ];
    expect(matchLocally(values, page, { lang: 'de' }).values.last).not.toBe('Marie');
  });

  it('is their full name, split where the page asks for parts', () => {
    const values = [
      value('Nome', 'Federica', 'Dati personali'),
      value('Cognome', 'Lombardi', 'Dati personali'),
      value('Nome', 'Marco Ferri', 'Referenza – Marco Ferri (ex capo)'),
      value('Azienda', 'Nexum Software S.p.A.', 'Referenza – Marco Ferri (ex capo)'),
    ];
    const page = [
      field({ key: 'me', label: 'Nome e cognome' }),
      field({ key: 'ref', label: 'Referenza 1 – Nome e cognome', context: 'Referenze' }),
      field({ key: 'refLast', label: 'Referenza 1 – Cognome', context: 'Referenze' }),
    ];
    expect(matchLocally(values, page, { lang: 'it' }).values).toEqual({
      me: 'Federica Lombardi',
      ref: 'Marco Ferri',
      refLast: 'Ferri',
    });
  });
});
