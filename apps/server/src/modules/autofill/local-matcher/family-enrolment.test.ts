import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { checkbox, field, select, value } from './test-fields.ts';

// A mother enrols her son at a sports club: her own details, his, and an emergency contact. The
// template names no one by role but her husband: the boy is a group under his first name.
const giulia = [
  value('Nome', 'Giulia', 'Io'),
  value('Cognome', 'Romano', 'Io'),
  value('Cod. fiscale', 'RMNGLI85H57F257X', 'Io'),
  value('Nata a', 'Modena (MO)', 'Io'),
  value('Cell', '+39 347 882 1045', 'Io', 'tel'),
  value('Nome e cognome', 'Tommaso Ferri', 'Tommaso'),
  value('Compleanno', '03/09/2014', 'Tommaso'),
  value('CF', 'FRRTMS14P03A944L', 'Tommaso'),
  value('Nome e cognome', 'Paolo Ferri', 'Paolo (marito)'),
  value('Cellulare', '+39 339 405 7762', 'Paolo (marito)', 'tel'),
];

const parent = 'Dati del genitore / tutore legale';
const minor = 'Dati del minore';
const page = [
  field({ key: 'pName', label: 'Nome', context: parent }),
  field({ key: 'pCf', label: 'Cod. fiscale', context: parent }),
  field({ key: 'pPlace', label: 'Luogo di nascita', context: parent }),
  field({ key: 'pProv', label: 'Prov. di nascita', context: parent }),
  field({ key: 'cName', label: 'Nome', context: minor }),
  field({ key: 'cCf', label: 'Codice fiscale del minore', context: minor }),
  field({ key: 'eName', label: 'Nome e cognome', context: 'Contatto di emergenza' }),
  field({ key: 'ePhone', label: 'Telefono', context: 'Contatto di emergenza' }),
  checkbox('offers', 'Acconsento a ricevere offerte dei partner commerciali del club.'),
];

describe('a parent enrolling a child the template names only by first name', () => {
  const { values } = matchLocally(giulia, page, { lang: 'it-IT' });

  it('reads a minor’s "Compleanno" as a birth date: the boy is the child, the user the parent', () => {
    expect(values.pName).toBe('Giulia');
    expect(values.cName).toBe('Tommaso');
  });

  it('reads "Cod. fiscale" and "CF" as the tax code of each', () => {
    expect(values.pCf).toBe('RMNGLI85H57F257X');
    expect(values.cCf).toBe('FRRTMS14P03A944L');
  });

  it('gives "Prov. di nascita" the province a birthplace names in brackets, the place without it', () => {
    expect(values.pProv).toBe('MO');
    expect(values.pPlace).toBe('Modena');
  });

  it('takes the spouse as the emergency contact the template does not name', () => {
    expect(values.eName).toBe('Paolo Ferri');
    expect(values.ePhone).toMatch(/339\s?405\s?7762$/);
  });
});

describe('an emergency contact', () => {
  const page = [
    field({ key: 'name', label: 'Name', context: 'Emergency contact' }),
    field({ key: 'phone', label: 'Phone', context: 'Emergency contact' }),
  ];

  it('is the one the template names, before the spouse', () => {
    const template = [
      value('Name', 'Ada Lovelace', 'Me'),
      value('Name', 'William King', 'My husband'),
      value('Name', 'Mary Somerville', 'In case of emergency'),
    ];
    expect(matchLocally(template, page, { lang: 'en-GB' }).values.name).toBe('Mary Somerville');
  });

  it('is not the spouse on a page that also asks about the spouse: the contact is someone else', () => {
    const template = [value('Name', 'Ada Lovelace', 'Me'), value('Name', 'William King', 'My husband')];
    const withPartner = [field({ key: 'partner', label: 'Partner’s name', context: 'Your partner' }), ...page];
    const { values } = matchLocally(template, withPartner, { lang: 'en-GB' });
    expect(values.partner).toBe('William King');
    expect(values).not.toHaveProperty('name');
  });

  it('is left empty when the template holds neither an emergency contact nor a spouse', () => {
    const template = [value('Name', 'Ada Lovelace', 'Me'), value('Name', 'Byron King', 'My son')];
    expect(matchLocally(template, page, { lang: 'en-GB' }).values).toEqual({});
  });
});

describe('how a parent filling in for their child is related to them', () => {
  const kin = (key: string, label: string, context: string) =>
    select(
      key,
      label,
      ['Vader', 'Moeder', 'Voogd'].map((text) => ({ value: text, text })),
      { context },
    );
  const pieter = [
    value('Voornaam', 'Pieter', 'Mezelf'),
    value('Geslacht', 'man', 'Mezelf'),
    value('Voornaam', 'Evelien', 'Evelien (mijn vrouw)'),
    value('Voornaam', 'Warre', 'Warre (onze zoon)'),
    value('Geboren op', '2015-03-18', 'Warre (onze zoon)'),
  ];

  it('is the parent the user is, by their sex, where the question names the child or the player', () => {
    const page = [
      field({ key: 'child', label: 'Voornaam', context: 'Gegevens van de speler' }),
      field({ key: 'given', label: 'Voornaam', context: 'Ouder 1' }),
      kin('relation', 'Relatie tot de speler', 'Ouder 1'),
    ];
    expect(matchLocally(pieter, page, { lang: 'nl-BE' }).values.relation).toBe('Vader');
  });

  it('is the other parent for the partner only where the question names the child', () => {
    const page = [
      field({ key: 'child', label: 'Voornaam', context: 'Gegevens van het kind' }),
      field({ key: 'partner', label: 'Voornaam', context: 'Ouder 2' }),
      kin('toChild', 'Relatie tot het kind', 'Ouder 2'),
    ];
    expect(matchLocally(pieter, page, { lang: 'nl-BE' }).values.toChild).toBe('Moeder');
    const toApplicant = [
      field({ key: 'partner', label: 'Voornaam', context: 'Ouder 2' }),
      kin('toApplicant', 'Relatie tot de aanvrager', 'Ouder 2'),
    ];
    expect(matchLocally(pieter, toApplicant, { lang: 'nl-BE' }).values.toApplicant).toBeUndefined();
  });
});

describe('a template whose user titles themselves the child’s parent ("Ik (mama)", "Me (mum)")', () => {
  const sofie = [
    value('Naam', 'Sofie Claes', 'Ik (mama)'),
    value('Geboortedatum', '1984-07-21', 'Ik (mama)'),
    value('Naam', 'Tom Peeters', 'Tom (papa van Lars)'),
    value('Straat + nr', 'Kapelstraat 27', 'Thuis'),
    value('Postcode', '2800', 'Thuis'),
    value('Voornaam', 'Lars', 'Lars (onze zoon)'),
    value('Familienaam', 'Peeters', 'Lars (onze zoon)'),
    value('Geboren op', '2016-04-09', 'Lars (onze zoon)'),
  ];

  it('gives whom the page is about (“Gegevens van de speler”) the child’s values and the home address, though the page asks no parent', () => {
    const player = 'Gegevens van de speler';
    const page = [
      field({ key: 'first', label: 'Voornaam', context: player }),
      field({ key: 'last', label: 'Familienaam', context: player }),
      field({ key: 'dob', label: 'Geboortedatum', type: 'date', context: player }),
      field({ key: 'street', label: 'Straat', context: 'Adres (hoofdverblijf van de speler)' }),
      field({ key: 'pc', label: 'Postcode', context: 'Adres (hoofdverblijf van de speler)' }),
    ];
    expect(matchLocally(sofie, page, { lang: 'nl-BE' }).values).toEqual({
      first: 'Lars',
      last: 'Peeters',
      dob: '2016-04-09',
      street: 'Kapelstraat 27',
      pc: '2800',
    });
  });

  it('answers each parent’s relation to whom the page is about, read from a table’s column header', () => {
    const relation = ['Moeder', 'Vader', 'Voogd'].map((text) => ({ value: text.toLowerCase(), text }));
    const question = 'Relatie tot de speler · Contactgegevens ouders';
    const page = [
      field({ key: 'n1', label: 'Voornaam Ouder 1', context: 'Voornaam · Contactgegevens ouders' }),
      field({ key: 'n2', label: 'Voornaam Ouder 2', context: 'Voornaam · Contactgegevens ouders' }),
      select('r1', 'Relatie tot de speler Ouder 1', relation, { context: question }),
      select('r2', 'Relatie tot de speler Ouder 2', relation, { context: question }),
    ];
    expect(matchLocally(sofie, page, { lang: 'nl-BE' }).values).toEqual({
      n1: 'Sofie',
      n2: 'Tom',
      r1: 'moeder',
      r2: 'vader',
    });
  });

  it('is the page’s mother, and the father the other parent', () => {
    const page = [
      field({ key: 'mother', label: 'Naam van de moeder' }),
      field({ key: 'father', label: 'Naam van de vader' }),
    ];
    expect(matchLocally(sofie, page, { lang: 'nl-BE' }).values).toEqual({
      mother: 'Sofie Claes',
      father: 'Tom Peeters',
    });
  });
});
