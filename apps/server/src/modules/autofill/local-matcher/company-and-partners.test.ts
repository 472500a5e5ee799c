import { describe, expect, it } from 'vitest';
import { classifyPageField } from './classify-page-field.ts';
import { pageLocales } from './languages.ts';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

const camille = [
  value('Nom', 'Atelier Lumen', 'Ma société'),
  value('Nom', 'Rousseau', 'Moi'),
  value('Prénoms', 'Camille Hélène', 'Moi'),
  value('Email', 'camille@atelier-lumen.fr', 'Moi'),
  value('Nom complet', 'Julien Marchand', 'Mon associé'),
  value('Email', 'julien@atelier-lumen.fr', 'Mon associé'),
];

describe('a business account opened by its manager', () => {
  it('reads a bare "Nom" under a company title as the company’s name, not the user’s', () => {
    const page = [
      field({ key: 'raison', label: 'Raison sociale', name: 'entreprise[raisonSociale]' }),
      field({ key: 'nom', label: 'Nom', name: 'rl[nom]', context: 'Vos coordonnées' }),
      field({ key: 'prenom', label: 'Prénom', name: 'rl[prenom]', context: 'Vos coordonnées' }),
    ];
    const { values } = matchLocally(camille, page, { lang: 'fr-FR' });
    expect(values.raison).toBe('Atelier Lumen');
    expect(values.nom).toBe('Rousseau');
  });

  it('answers a second signatory from the template’s business partner, never from the user', () => {
    const page = [
      field({ key: 'nom', label: 'Nom', name: 'sig2[nom]', context: 'Second signataire / mandataire' }),
      field({ key: 'prenom', label: 'Prénom', name: 'sig2[prenom]', context: 'Second signataire / mandataire' }),
      field({ key: 'email', label: 'E-mail', name: 'sig2[email]', context: 'Second signataire / mandataire' }),
    ];
    const { values } = matchLocally(camille, page, { lang: 'fr-FR' });
    expect(values.nom).toBe('Marchand');
    expect(values.prenom).toBe('Julien');
    expect(values.email).toBe('julien@atelier-lumen.fr');
  });

  it('leaves the accountant’s section empty when the template names no accountant', () => {
    const page = [
      field({ key: 'contact', label: 'Nom du contact', name: 'ec[contact]', context: 'Votre expert-comptable' }),
      field({ key: 'mail', label: 'E-mail', name: 'ec[email]', context: 'Votre expert-comptable' }),
    ];
    const { values } = matchLocally(camille, page, { lang: 'fr-FR' });
    expect(values.contact).toBeUndefined();
    expect(values.mail).toBeUndefined();
  });
});

describe('the user’s employer', () => {
  it('answers a company box, also one in a work section, from a template value labelled "Employer"', () => {
    const template = [value('Full name', 'Grace Hopper', 'Me'), value('Employer', 'Cobol Works Ltd', 'Me')];
    const page = [
      field({ key: 'org', label: 'Company', name: 'org', context: 'Contact us' }),
      field({ key: 'job', label: 'Company name', name: 'workExperience-1--companyName', context: 'Work Experience 1' }),
    ];
    const { values } = matchLocally(template, page, { lang: 'en' });
    expect(values.org).toBe('Cobol Works Ltd');
    expect(values.job).toBe('Cobol Works Ltd');
  });
});

describe('a structured control name', () => {
  const { locales } = pageLocales('fr-FR', []);

  it('is read by its last key: `entreprise[capital]` is no company name', () => {
    const capital = field({ key: 'c', label: 'Capital social (€)', name: 'entreprise[capital]' });
    expect(classifyPageField(capital, locales)).toBeNull();
  });

  it('still says what the label leaves open when its last key names it', () => {
    const city = field({ key: 'v', label: 'Localité', name: 'entreprise[siege][ville]' });
    expect(classifyPageField(city, locales)).toBe('city');
  });
});

describe('a trade credit application', () => {
  const harbor = [
    value('Company (legal)', 'Harbor & Pine Provisions LLC', 'Company'),
    value('Trade name', 'Harbor & Pine Café', 'Company'),
    value('Street', '1120 NW Leary Way', 'Office / billing'),
    value('ZIP', '98107', 'Office / billing'),
    value('Street', '5820 4th Ave S', 'Warehouse (deliveries)'),
    value('ZIP', '98108', 'Warehouse (deliveries)'),
    value('Bookkeeper', 'Dana Whitfield', 'Bookkeeping'),
  ];

  it('never reads a trade name as a person’s name', () => {
    const page = [
      field({ key: 'first', label: 'First Name', name: 'q20_owner[first]', context: 'Owner / Officer' }),
      field({ key: 'last', label: 'Last Name', name: 'q20_owner[last]', context: 'Owner / Officer' }),
    ];
    const { values } = matchLocally(harbor, page, { lang: 'en-US' });
    expect(values.first).toBeUndefined();
    expect(values.last).toBeUndefined();
  });

  it('bills to the address titled as both the office and billing, delivers to the warehouse', () => {
    const page = [
      field({ key: 'bzip', label: 'Postal / Zip Code', name: 'q14_billingAddress[postal]' }),
      field({ key: 'szip', label: 'Postal / Zip Code', name: 'q16_shippingAddress[postal]' }),
    ];
    const { values } = matchLocally(harbor, page, { lang: 'en-US' });
    expect(values.bzip).toBe('98107');
    expect(values.szip).toBe('98108');
  });

  it('never gives the accounts payable contact the user’s name', () => {
    const page = [field({ key: 'ap', label: 'Full name', name: 'q17_ap', context: 'Accounts Payable Contact' })];
    const withUser = [...harbor, value('Name', 'Michael Reyes', 'Owner')];
    expect(matchLocally(withUser, page, { lang: 'en-US' }).values.ap).toBeUndefined();
  });
});

describe('a table of people beside a relationship column', () => {
  it('gives the template’s contact to the first row only', () => {
    const rows = [1, 2].flatMap((n) => [
      field({ key: `name${n}`, label: `Full Name, Row ${n}`, name: 'input_41[]' }),
      field({ key: `rel${n}`, label: `Relationship, Row ${n}`, name: 'input_41[]' }),
      field({ key: `tel${n}`, label: `Phone, Row ${n}`, name: 'input_41[]', type: 'tel' }),
    ]);
    const karen = [
      value('Name', 'Karen Lefebvre', 'Emergency contact'),
      value('Phone', '613-555-0166', 'Emergency contact'),
    ];
    const { values } = matchLocally(karen, rows, { lang: 'en-CA' });
    expect(values.name1).toBe('Karen Lefebvre');
    expect(values.name2).toBeUndefined();
    expect(values.tel2).toBeUndefined();
  });
});

describe('a company’s own contacts and numbers', () => {
  const renata = [
    value('E-mail loja', 'contato@emporiovaleverde.com.br', 'Empresa'),
    value('E-mail', 'renata.moreira@gmail.com', 'Eu (sócia)'),
  ];

  it('gives the company’s email to the company’s box and the user’s to hers', () => {
    const page = [
      field({
        key: 'firm',
        label: 'E-mail da empresa',
        name: 'empresa.email',
        type: 'email',
        context: 'Dados da empresa',
      }),
      field({ key: 'own', label: 'E-mail', name: 'socios[0].email', type: 'email', context: 'Sócio administrador' }),
    ];
    const { values } = matchLocally(renata, page, { lang: 'pt-BR' });
    expect(values.firm).toBe('contato@emporiovaleverde.com.br');
    expect(values.own).toBe('renata.moreira@gmail.com');
  });

  it('never reads a document’s "Nr." as a house number', () => {
    const lukas = [value('Strasse', 'Florastrasse 17'), value('AHV-Nr.', '756.3047.5009.62')];
    const page = [field({ key: 'nr', label: 'Hausnummer', name: 'txtHausnr' })];
    expect(matchLocally(lukas, page, { lang: 'de-CH' }).values.nr).toBe('17');
  });
});

describe('a legal representative', () => {
  const page = [
    field({ key: 'nom', label: "Nom d'usage", name: 'rl[nom]', context: 'Le représentant légal' }),
    field({ key: 'prenom', label: 'Prénom(s)', name: 'rl[prenoms]', context: 'Le représentant légal' }),
  ];

  it('is the user on a company’s page whose template holds no child', () => {
    const { values } = matchLocally(camille, page, { lang: 'fr-FR' });
    expect(values.nom).toBe('Rousseau');
    expect(values.prenom).toBe('Camille Hélène');
  });

  it('stays a parent on a page about a child', () => {
    const school = [...page, field({ key: 'enfant', label: "Prénom de l'enfant", name: 'enfant[prenom]' })];
    const { values } = matchLocally(camille, school, { lang: 'fr-FR' });
    expect(values.nom).toBeUndefined();
  });
});

describe('a box asking a job title and its organisation together', () => {
  it('takes a referee’s "Title, Company", and a title written alone gets its company after a comma', () => {
    const template = [
      value('Full name', 'Rhys Pritchard', 'Me'),
      value('Referee 1 name', 'Bethan Hughes', 'Referees'),
      value('Referee 1 role', 'Head of Engineering, Cardiff Smart Grid Ltd', 'Referees'),
      value('Job title', 'Senior Engineer', 'Work'),
      value('Company', 'Lumen Data', 'Work'),
    ];
    const page = [
      field({ key: 'ref', label: 'Referee 1 – role & company' }),
      field({ key: 'mine', label: 'Job title and organisation', context: 'Current job' }),
    ];
    expect(matchLocally(template, page, { lang: 'en-GB' }).values).toEqual({
      ref: 'Head of Engineering, Cardiff Smart Grid Ltd',
      mine: 'Senior Engineer, Lumen Data',
    });
  });
});
