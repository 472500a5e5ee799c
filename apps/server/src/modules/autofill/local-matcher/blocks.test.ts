import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, select, value } from './test-fields.ts';

const oliver = [
  value('First name', 'Oliver', 'Me'),
  value('Company', 'Halcyon Engineering Ltd', 'Me'),
  value('Job title', 'Structural Engineer', 'Me'),
  value('Address line 1', '27 Mill Lane', 'Home address'),
  value('Town/City', 'Birmingham', 'Home address'),
  value('Address line 1', 'Flat 4, 19 Clifton Road', 'Billing address'),
  value('Town/City', 'Bristol', 'Billing address'),
];

describe('an address block the template answers with the home address', () => {
  const page = [
    field({ key: 'sco', label: 'Company (optional)', name: 'checkout[shipping_address][company]' }),
    field({ key: 'sl1', label: 'Address', name: 'checkout[shipping_address][address1]' }),
    field({ key: 'sci', label: 'City', name: 'checkout[shipping_address][city]' }),
    field({ key: 'bco', label: 'Company (optional)', name: 'checkout[billing_address][company]' }),
    field({ key: 'bci', label: 'City', name: 'checkout[billing_address][city]' }),
  ];

  it('delivers to the home address when the template holds no shipping one', () => {
    const { values } = matchLocally(oliver, page);
    expect(values.sl1).toBe('27 Mill Lane');
    expect(values.sci).toBe('Birmingham');
    expect(values.bci).toBe('Bristol');
  });

  it('never puts the employer’s name on a home delivery or billing address', () => {
    const { values } = matchLocally(oliver, page);
    expect(values).not.toHaveProperty('sco');
    expect(values).not.toHaveProperty('bco');
  });

  it('still gives the company to a shipping block when the template’s address is no home one', () => {
    const plain = [value('Company', 'Analytical Engines Inc.', 'Me'), value('City', 'London', 'Address')];
    expect(matchLocally(plain, page).values.sco).toBe('Analytical Engines Inc.');
  });
});

describe('another person’s work phone', () => {
  it('takes only a phone said to be their work one when the page also asks their other phone', () => {
    const values = [
      value('Nom', 'Martin', 'Me'),
      value('Nom', 'Martin Paul', 'Père'),
      value('Téléphone', '06 33 18 90 42', 'Père', 'tel'),
    ];
    const page = [
      field({ key: 'mob', label: 'Téléphone portable', context: 'Responsable légal 2 (père)' }),
      field({ key: 'pro', label: 'Téléphone professionnel', context: 'Responsable légal 2 (père)' }),
    ];
    const result = matchLocally(values, page, { lang: 'fr' }).values;
    expect(result).not.toHaveProperty('pro');
  });
});

describe('an area code box before the number', () => {
  it('splits a Brazilian mobile as the country writes it: DDD apart', () => {
    const values = [value('Celular', '(11) 98765-4321', 'Me', 'tel')];
    const page = [
      field({ key: 'ddd', label: 'DDD', maxLength: 2 }),
      field({ key: 'cel', label: 'Celular', type: 'tel', maxLength: 10 }),
    ];
    expect(matchLocally(values, page, { lang: 'pt-BR' }).values).toEqual({ ddd: '11', cel: '98765-4321' });
  });

  it('splits a German number at its Vorwahl', () => {
    const values = [value('Telefon', '0711 6543210', 'Me', 'tel')];
    const page = [field({ key: 'vw', label: 'Vorwahl' }), field({ key: 'nr', label: 'Telefonnummer' })];
    expect(matchLocally(values, page, { lang: 'de' }).values).toEqual({ vw: '0711', nr: '6543210' });
  });
});

describe('postcode and town asked in one box', () => {
  const values = [value('PLZ', '04275', 'Me'), value('Ort', 'Leipzig', 'Me')];

  it('takes both when the box’s name names both as its label does', () => {
    const page = [field({ key: 'po', label: 'PLZ, Ort', name: 'mietinteressent.plzOrt' })];
    expect(matchLocally(values, page, { lang: 'de' }).values).toEqual({ po: '04275 Leipzig' });
  });

  it('takes the one its name picks', () => {
    const page = [field({ key: 'p', label: 'PLZ, Ort', name: 'plz' })];
    expect(matchLocally(values, page, { lang: 'de' }).values).toEqual({ p: '04275' });
  });
});

describe('the employer’s address and phone', () => {
  it('are the template’s work address and work phone', () => {
    const values = [
      value('Mobile', '+44 7911 123456', 'Me', 'tel'),
      value('Address', '12 Otley Road, Headingley', 'Home address'),
      value('Employer', 'Pennine Build Consultancy Ltd', 'Work'),
      value('Work address', '3 Wellington Place, Leeds LS1 4AP', 'Work'),
      value('Work phone', '0113 496 0777', 'Work', 'tel'),
    ];
    const page = [
      field({ key: 'name', label: 'Employer Name / Business' }),
      field({ key: 'addr', label: 'Employer Address' }),
      field({ key: 'tel', label: 'Employer Phone' }),
    ];
    expect(matchLocally(values, page, { lang: 'en-GB' }).values).toEqual({
      name: 'Pennine Build Consultancy Ltd',
      addr: '3 Wellington Place, Leeds LS1 4AP',
      tel: '0113 496 0777',
    });
  });
});

describe('a street line kept apart from its number', () => {
  it('is the street’s name for a box beside the house number', () => {
    const values = [value('Logradouro', 'Rua Fradique Coutinho', 'Endereço'), value('Número', '1120', 'Endereço')];
    const page = [
      field({ key: 'rua', label: 'Endereço', name: 'endereco.logradouro' }),
      field({ key: 'num', label: 'Número', name: 'endereco.numero' }),
    ];
    expect(matchLocally(values, page, { lang: 'pt-BR' }).values).toEqual({ rua: 'Rua Fradique Coutinho', num: '1120' });
  });
});

describe('what kind of phone a number is', () => {
  const page = [
    field({ key: 'tel', type: 'tel', label: 'Phone' }),
    field({
      key: 'type',
      label: 'Phone Type',
      kind: 'select',
      tag: 'select',
      type: 'select-one',
      options: [
        { value: '', text: '(Choose One)' },
        { value: 'H', text: 'Home' },
        { value: 'M', text: 'Mobile' },
        { value: 'W', text: 'Work' },
      ],
    }),
  ];

  it('answers "Mobile" when every phone the template gives is a mobile one', () => {
    const values = [value('Cell phone', '(503) 555-0172', 'Me', 'tel')];
    expect(matchLocally(values, page).values).toEqual({ tel: '(503) 555-0172', type: 'M' });
  });

  it('reads "Phone Device Type" as the same question, and a "Country Phone Code" list by the phone’s country', () => {
    const values = [value('Cell', '(614) 555-0187', 'Me', 'tel'), value('Country', 'USA', 'Home')];
    const workday = [
      { ...page[1], key: 'device', label: 'Phone Device Type' } as (typeof page)[number],
      select('code', 'Country Phone Code', [
        { value: 'CAN_1', text: 'Canada (+1)' },
        { value: 'USA_1', text: 'United States of America (+1)' },
      ]),
      field({ key: 'number', type: 'tel', label: 'Phone Number' }),
    ];
    expect(matchLocally(values, workday, { lang: 'en-US' }).values).toEqual({
      device: 'M',
      code: 'USA_1',
      number: '(614) 555-0187',
    });
  });

  it('leaves it empty when the template also gives a phone that is no mobile', () => {
    const values = [
      value('Cell phone', '(503) 555-0172', 'Me', 'tel'),
      value('Work phone', '(503) 555-0100', 'Me', 'tel'),
    ];
    expect(matchLocally(values, page).values.type).toBeUndefined();
  });
});

describe('boxes with no label of their own', () => {
  const template = [
    value('Adresse', 'Annenstraße 41', 'Hauptwohnsitz'),
    value('PLZ', '8020', 'Hauptwohnsitz'),
    value('Ort', 'Graz', 'Hauptwohnsitz'),
    value('Straße', 'Kaiserstraße 67', 'Zweitwohnung'),
    value('PLZ', '1070', 'Zweitwohnung'),
    value('Ort', 'Wien', 'Zweitwohnung'),
  ];
  const group = 'Anmeldung der Unterkunft';
  const page = [
    field({ key: 'str', name: 'anm_strasse', label: 'Straße', context: group }),
    field({ key: 'hws', name: 'hws_strasse', label: 'Hauptwohnsitz bleibt in', context: group }),
    field({ key: 'plz', name: 'hws_plz', placeholder: 'PLZ', context: group }),
    field({ key: 'ort', name: 'hws_ort', placeholder: 'Ort', context: group }),
  ];

  it('take the block of the labelled box right before them ("Hauptwohnsitz bleibt in [ ] PLZ [ ] Ort [ ]")', () => {
    expect(matchLocally(template, page, { lang: 'de-AT' }).values).toMatchObject({
      hws: 'Annenstraße 41',
      plz: '8020',
      ort: 'Graz',
    });
  });
});

describe('a number under a document', () => {
  it('is the document’s ("Nummer" named `reisedok_nr` under "Reisedokument"), never a house number', () => {
    const template = [value('Hausnummer', '67', 'Wohnung'), value('Reisepassnummer', 'L01X00T47', 'Reisepass')];
    const page = [field({ key: 'nr', name: 'reisedok_nr', label: 'Nummer', context: 'Reisedokument bei Fremden' })];
    expect(matchLocally(template, page, { lang: 'de-AT' }).values.nr).toBe('L01X00T47');
  });
});

describe('a billing block asking a company’s VAT number', () => {
  const javier = [
    value('Nombre', 'Javier', 'Personal'),
    value('Email', 'javi.moreno@gmail.com', 'Personal'),
    value('Calle', 'Calle de Alcalá 215', 'Casa'),
    value('Código postal', '28028', 'Casa'),
    value('Empresa', 'Logística Henares, S.L.', 'Curro'),
    value('CIF empresa', 'B86473923', 'Curro'),
    value('Dirección de la empresa', 'Avenida de la Constitución, 44, nave 7', 'Curro'),
    value('CP', '28806', 'Curro'),
  ];
  const billing = (more: ReturnType<typeof field>[] = []) => [
    field({ key: 'name', label: 'Razón social', context: 'Datos de facturación' }),
    ...more,
    field({ key: 'street', label: 'Dirección', context: 'Datos de facturación' }),
    field({ key: 'cp', label: 'Código postal', context: 'Datos de facturación' }),
  ];

  it('is the company’s invoicing: its name and address are the template’s work ones', () => {
    const page = billing([field({ key: 'cif', label: 'CIF', context: 'Datos de facturación' })]);
    expect(matchLocally(javier, page, { lang: 'es' }).values).toEqual({
      name: 'Logística Henares, S.L.',
      cif: 'B86473923',
      street: 'Avenida de la Constitución, 44, nave 7',
      cp: '28806',
    });
  });

  it('stays the user’s own billing address when the template holds no VAT number of theirs', () => {
    const noVat = javier.filter((v) => v.label !== 'CIF empresa');
    const page = billing([field({ key: 'cif', label: 'CIF (opcional)', context: 'Datos de facturación' })]);
    expect(matchLocally(noVat, page, { lang: 'es' }).values).toMatchObject({ street: 'Calle de Alcalá 215' });
  });

  it('stays the user’s own billing address when it asks no VAT number', () => {
    expect(matchLocally(javier, billing(), { lang: 'es' }).values).toMatchObject({
      street: 'Calle de Alcalá 215',
      cp: '28028',
    });
  });
});

describe('an address under a title naming a company ("Firma")', () => {
  it('is a work address: never the user’s own address, and the company’s where the page asks it', () => {
    const pieter = [
      value('Voornaam', 'Pieter', 'Ikzelf'),
      value('Naam', 'Vermeulen Renovaties BV', 'Firma'),
      value('Straat', 'Industrieweg 14', 'Firma'),
      value('Postcode', '9032', 'Firma'),
    ];
    const page = [
      field({ key: 'street', label: 'Straat en huisnummer', context: 'Adres · Huurder' }),
      field({ key: 'workStreet', label: 'Straat', context: 'Adres van uw werkgever' }),
    ];
    expect(matchLocally(pieter, page, { lang: 'nl-BE' }).values).toEqual({ workStreet: 'Industrieweg 14' });
  });
});
