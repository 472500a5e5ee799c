import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

const KIN = ['Cónyuge o pareja', 'Hijo/a', 'Padre/Madre', 'Otro'];

/** A household table as a town hall's form writes it: no heading the page engine reads, one row per person. */
const householdRow = (n: number) => [
  field({
    key: `rel${n}`,
    label: 'Parentesco con el solicitante',
    kind: 'select',
    tag: 'select',
    type: 'select-one',
    options: [{ value: '', text: '—' }, ...KIN.map((k) => ({ value: k, text: k }))],
  }),
  field({ key: `name${n}`, label: 'Nombre' }),
  field({ key: `surname${n}`, label: 'Primer apellido' }),
  field({ key: `born${n}`, label: 'Fecha nac. (dd/mm/aaaa)' }),
];

/** The user's own fields, in the same (unnamed) group as the table after them. */
const applicant = [
  field({ key: 'name', label: 'Nombre' }),
  field({ key: 'surname', label: 'Primer apellido' }),
  field({ key: 'born', label: 'Fecha de nacimiento' }),
];

const family = [
  value('Nombre', 'Lucía', 'Yo'),
  value('Apellidos', 'Moreno Ibáñez', 'Yo'),
  value('Fecha de nacimiento', '14/02/1986', 'Yo'),
  value('Nombre completo', 'Javier Ruiz Castaño', 'Javier (marido)'),
  value('Nacimiento', '30/10/1984', 'Javier (marido)'),
  value('Nombre', 'Carmen', 'Carmen (hija)'),
  value('Apellidos', 'Ruiz Moreno', 'Carmen (hija)'),
  value('Nació el', '09/05/2014', 'Carmen (hija)'),
  value('Nombre', 'Pablo', 'Pablo (hijo)'),
  value('Apellidos', 'Ruiz Moreno', 'Pablo (hijo)'),
  value('Nació el', '01/12/2018', 'Pablo (hijo)'),
];

describe('rows of a list of people', () => {
  it('gives each row of a household table another of the template people, in order, and leaves the rest empty', () => {
    const page = [...applicant, ...householdRow(1), ...householdRow(2), ...householdRow(3), ...householdRow(4)];
    const { values } = matchLocally(family, page, { lang: 'es-ES' });
    expect([values.name, values.surname, values.born]).toEqual(['Lucía', 'Moreno', '14/02/1986']);
    expect([values.rel1, values.name1, values.surname1, values.born1]).toEqual([
      'Cónyuge o pareja',
      'Javier',
      'Ruiz',
      '30/10/1984',
    ]);
    expect([values.rel2, values.name2, values.born2]).toEqual(['Hijo/a', 'Carmen', '09/05/2014']);
    expect([values.rel3, values.name3, values.born3]).toEqual(['Hijo/a', 'Pablo', '01/12/2018']);
    // A fourth row: someone the template does not hold, never the user nor a repeat.
    expect([values.rel4, values.name4, values.surname4, values.born4]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('finds the rows when the relation is asked in the middle of each (name, tax code, relation, share)', () => {
    const row = (n: number) => [
      field({ key: `name${n}`, label: 'Cognome e nome' }),
      field({ key: `cf${n}`, label: 'Codice fiscale' }),
      field({ key: `rel${n}`, label: "Rapporto con l'aderente" }),
      field({ key: `share${n}`, label: 'Quota %' }),
    ];
    const template = [
      value('Nome e cognome', 'Marco Ferrante', 'Io'),
      value('Codice fiscale', 'FRRMRC85M12F205B', 'Io'),
      value('Nome e cognome', 'Chiara Bonetti', 'Moglie'),
      value('Codice fiscale', 'BNTCHR87D62F704I', 'Moglie'),
      value('Nome e cognome', 'Tommaso Ferrante', 'Figlio'),
      value('Codice fiscale', 'FRRTMS15S30F704P', 'Figlio'),
    ];
    const { values } = matchLocally(template, [...row(1), ...row(2), ...row(3)], { lang: 'it-IT' });
    expect([values.name1, values.cf1]).toEqual(['Chiara Bonetti', 'BNTCHR87D62F704I']);
    expect([values.name2, values.cf2]).toEqual(['Tommaso Ferrante', 'FRRTMS15S30F704P']);
    expect([values.name3, values.cf3]).toEqual([undefined, undefined]);
  });

  it('leaves the rows when the template also holds people of no family role, whose list it may be', () => {
    const page = [...householdRow(1), ...householdRow(2)];
    const template = [...family, value('Nombre completo', 'Rosa Castaño', 'Personas autorizadas a recoger al menor')];
    const { values } = matchLocally(template, page, { lang: 'es-ES' });
    expect([values.rel1, values.name1, values.born1, values.name2]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('gives a row the person its own words name ("beneficiario 2"), not the template next in line', () => {
    const row = (n: number) => [
      field({ key: `name${n}`, label: `Nombre completo del beneficiario ${n}` }),
      field({ key: `rel${n}`, label: 'Parentesco' }),
      field({ key: `share${n}`, label: 'Porcentaje (%)' }),
    ];
    const { values } = matchLocally(family, [...row(1), ...row(2)], { lang: 'es-ES' });
    // The template names no beneficiary: neither row is its spouse or child.
    expect([values.name1, values.rel1, values.name2, values.rel2]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('people of one kind under their own titles', () => {
  it('numbers them in template order, so the page’s second child is the second one', () => {
    const page = [
      field({ key: 'child1', label: 'Vorname', context: 'Kind 1' }),
      field({ key: 'child2', label: 'Vorname', context: 'Kind 2' }),
    ];
    const template = [
      value('Vorname', 'Thomas', 'Ich'),
      value('Vorname', 'Lena', 'Tochter'),
      value('Vorname', 'Noah', 'Sohn'),
    ];
    const { values } = matchLocally(template, page, { lang: 'de-DE' });
    expect([values.child1, values.child2]).toEqual(['Lena', 'Noah']);
  });
});

describe('a couple in two columns, and a table row headed by its number', () => {
  const couple = [
    value('Vorname', 'Thomas', 'Ich'),
    value('Nachname', 'Brunner', 'Ich'),
    value('Name', 'Sandra Brunner', 'Meine Ehefrau'),
  ];

  it('reads "Partner/in 1" as the user and "Partner/in 2" as the spouse when the page numbers both', () => {
    const page = [
      field({ key: 'p1', label: 'Steuerpflichtige Person / Ehemann / Partner/in 1 Vorname', context: 'Personalien' }),
      field({ key: 'p2', label: 'Ehefrau / Partner/in 2 Vorname', context: 'Personalien' }),
    ];
    const { values } = matchLocally(couple, page, { lang: 'de-CH' });
    expect([values.p1, values.p2]).toEqual(['Thomas', 'Sandra']);
  });

  it('takes a bare number heading a row as the number of the person its field names (`txtKindName`)', () => {
    const row = (n: number, ctl: string) =>
      field({
        key: `kid${n}`,
        label: `Name und Vorname ${n}`,
        name: `ctl00$cph$gvKinder$${ctl}$txtKindName`,
        context: `${n} · Kinder im gleichen Haushalt`,
      });
    const template = [
      ...couple,
      value('Vorname', 'Lena', 'Kind 1 – Lena'),
      value('Nachname', 'Brunner', 'Kind 1 – Lena'),
      value('Vorname', 'Noah', 'Kind 2 – Noah'),
      value('Nachname', 'Brunner', 'Kind 2 – Noah'),
    ];
    const { values } = matchLocally(template, [row(1, 'ctl02'), row(2, 'ctl03'), row(3, 'ctl04')], { lang: 'de-CH' });
    // "Name und Vorname" asks for the whole name, whatever the field's name says of a "Name".
    expect([values.kid1, values.kid2, values.kid3]).toEqual(['Lena Brunner', 'Noah Brunner', undefined]);
  });
});

describe('which parent the user is, filling in for their child', () => {
  const page = [
    field({ key: 'pupil', label: 'Nome do aluno', context: 'Dados do aluno' }),
    field({ key: 'motherName', label: 'Nome completo', context: 'Dados da mãe' }),
    field({ key: 'motherEmail', label: 'E-mail', type: 'email', context: 'Dados da mãe' }),
    field({ key: 'fatherName', label: 'Nome completo', context: 'Dados do pai' }),
    field({ key: 'fatherEmail', label: 'E-mail', type: 'email', context: 'Dados do pai' }),
  ];
  const child = [
    value('Nome completo', 'Pedro Costa Almeida', 'Pedro (filho)'),
    value('Nascimento', '21/08/2016', 'Pedro (filho)'),
  ];

  it('is the father when the spouse is a wife ("Juliana (esposa)"): the mother’s block is hers', () => {
    const template = [
      value('Nome', 'Ricardo Almeida Santos', 'Eu'),
      value('E-mail', 'ricardo@example.com', 'Eu', 'email'),
      value('Nome completo', 'Juliana Costa Almeida', 'Juliana (esposa)'),
      value('E-mail', 'juliana@example.com', 'Juliana (esposa)', 'email'),
      ...child,
    ];
    const { values } = matchLocally(template, page, { lang: 'pt-BR' });
    expect([values.motherName, values.motherEmail]).toEqual(['Juliana Costa Almeida', 'juliana@example.com']);
    expect([values.fatherName, values.fatherEmail]).toEqual(['Ricardo Almeida Santos', 'ricardo@example.com']);
  });

  it('is the mother when her honorific says so, whatever the spouse is called', () => {
    const template = [
      value('Tratamento', 'Sra.', 'Eu'),
      value('Nome', 'Juliana Costa Almeida', 'Eu'),
      value('Nome completo', 'Ricardo Almeida Santos', 'Cônjuge'),
      ...child,
    ];
    const { values } = matchLocally(template, page, { lang: 'pt-BR' });
    expect([values.motherName, values.fatherName]).toEqual(['Juliana Costa Almeida', 'Ricardo Almeida Santos']);
  });
});

describe('the other parent', () => {
  it('reads "L’autre parent" as the second parent (the spouse), and leaves an address asked only if they live elsewhere', () => {
    const page = [
      field({ key: 'name', label: 'Prénom', context: "2. L'autre parent · Demande d'allocations familiales" }),
      field({
        key: 'street',
        label: 'Rue et numéro',
        context: "Adresse de l'autre parent (uniquement s'il/elle n'habite pas avec vous) · 2. L'autre parent",
      }),
    ];
    const template = [
      value('Prénom', 'Sophie', 'Moi'),
      value('Adresse', 'Rue des Glycines 27, 5100 Jambes', 'Moi'),
      value('Prénom', 'Julien', 'Mon mari'),
      value('Prénom', 'Louise', 'Louise (notre fille)'),
      value('Née le', '2019-06-07', 'Louise (notre fille)'),
    ];
    const { values } = matchLocally(template, page, { lang: 'fr-BE' });
    expect(values.name).toBe('Julien');
    expect(values.street).toBeUndefined();
  });
});

describe('someone the template names without a role', () => {
  const page = [
    field({ key: 'first', label: 'Voornaam', context: 'Huurder' }),
    field({ key: 'born', label: 'Geboortedatum', context: 'Huurder', hint: 'dd/mm/jjjj' }),
    field({ key: 'postcode', label: 'Postcode', context: 'Huurder' }),
    field({ key: 'town', label: 'Gemeente', context: 'Huurder' }),
  ];

  it('keeps a group naming another person ("Bram (werkman)") apart from the user, and not a company', () => {
    const template = [
      value('Voornaam', 'Pieter', 'Ikzelf'),
      value('Geboren op', '1984-06-12', 'Ikzelf'),
      value('Naam', 'Bram De Smet', 'Bram (werkman)'),
      value('Geboortedatum', '1997-02-03', 'Bram (werkman)'),
      value('Naam', 'Vermeulen Renovaties BV', 'Renovaties'),
      value('Btw', 'BE 0741.852.931', 'Renovaties'),
      value('Postcode + gemeente', '9000 Gent', 'Ikzelf'),
    ];
    const { values } = matchLocally(template, [...page, field({ key: 'vat', label: 'Btw-nummer' })], { lang: 'nl-BE' });
    // A group whose name is a company's (its legal form) is the user's business, not someone else.
    expect(values.vat).toBe('BE 0741.852.931');
    expect([values.first, values.born]).toEqual(['Pieter', '12/06/1984']);
    // "Postcode + gemeente" holds both: each box takes its part.
    expect([values.postcode, values.town]).toEqual(['9000', 'Gent']);
  });

  it('reads a title that only says wife or husband ("Frau") as the spouse', () => {
    const template = [value('Vorname', 'Thomas', 'Ich'), value('Vorname', 'Sandra', 'Frau')];
    const page = [field({ key: 'me', label: 'Vorname' }), field({ key: 'wife', label: 'Vorname der Ehefrau' })];
    const { values } = matchLocally(template, page, { lang: 'de-CH' });
    expect([values.me, values.wife]).toEqual(['Thomas', 'Sandra']);
  });
});
