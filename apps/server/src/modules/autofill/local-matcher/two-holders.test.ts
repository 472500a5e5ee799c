import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { checkbox, field, value } from './test-fields.ts';

// A home loan asked by two holders: the user and her partner, then the house they are buying.
const rita = [
  value('Nome', 'Rita Sousa Marques', 'Eu'),
  value('NIF', '238719464', 'Eu'),
  value('Telemóvel', '+351 912 345 678', 'Eu', 'tel'),
  value('Rua', 'Rua de Cedofeita 312, 3.º Esq.', 'Morada'),
  value('Código postal', '4050-174', 'Morada'),
  value('Nome', 'Tiago Fernandes Lopes', 'Tiago (companheiro)'),
  value('NIF', '214563022', 'Tiago (companheiro)'),
  value('Telemóvel', '+351 936 210 457', 'Tiago (companheiro)', 'tel'),
  value('Morada', 'Rua Dr. António Granjo 55, 2.º Dto', 'Casa nova (Gaia)'),
  value('Código postal', '4400-041', 'Casa nova (Gaia)'),
];

const holder = (n: number, key: string, label: string) =>
  field({ key: `${key}${n}`, label, name: `titular[${n - 1}][${key}]`, context: `${n}.º Titular · 1. Proponentes` });

const page = [
  holder(1, 'nome', 'Nome completo'),
  holder(1, 'nif', 'NIF'),
  holder(1, 'tel', 'Telemóvel'),
  holder(2, 'nome', 'Nome completo'),
  holder(2, 'nif', 'NIF'),
  holder(2, 'tel', 'Telemóvel'),
  field({ key: 'houseStreet', label: 'Morada do imóvel', context: '3. Imóvel a adquirir' }),
  field({ key: 'housePc', label: 'Código postal do imóvel', context: 'Código postal · 3. Imóvel a adquirir' }),
];

describe('a form for two holders ("1.º Titular", "2.º Titular")', () => {
  const { values } = matchLocally(rita, page, { lang: 'pt-PT' });

  it('gives the first holder the user’s details and the second the partner’s, never the user’s', () => {
    expect(values.nome1).toBe('Rita Sousa Marques');
    expect(values.nif1).toBe('238719464');
    expect(values.nome2).toBe('Tiago Fernandes Lopes');
    expect(values.tel2).toMatch(/936\s?210\s?457$/);
    expect(values.nif2 ?? '').not.toBe('238719464');
  });

  it('leaves the second holder empty when the template holds no one else', () => {
    const alone = rita.filter((v) => v.group !== 'Tiago (companheiro)');
    const { values } = matchLocally(alone, page, { lang: 'pt-PT' });
    expect(values.nif1).toBe('238719464');
    expect(values).not.toHaveProperty('nome2');
    expect(values).not.toHaveProperty('nif2');
    expect(values).not.toHaveProperty('tel2');
  });

  it('gives the house being bought the template’s new house ("Casa nova"), its postcode box too', () => {
    expect(values.houseStreet).toBe('Rua Dr. António Granjo 55, 2.º Dto');
    expect(values.housePc).toBe('4400-041');
  });
});

describe('a later copy of a group that names no person', () => {
  it('never takes the user’s mobile or document because the copy asks for a kind of phone', () => {
    const template = [value('Mobile', '0412 345 678', 'Me', 'tel'), value('Passport number', 'PA1234567', 'Me')];
    const copy = (n: number) => [
      field({ key: `mobile${n}`, label: 'Mobile', name: `tenants[${n - 1}].mobile`, context: 'Tenants' }),
      field({ key: `passport${n}`, label: 'Passport number', name: `tenants[${n - 1}].passport`, context: 'Tenants' }),
    ];
    const { values } = matchLocally(template, [...copy(1), ...copy(2)], { lang: 'en-AU' });
    expect(values.mobile1).toBe('0412 345 678');
    expect(values).not.toHaveProperty('mobile2');
    expect(values).not.toHaveProperty('passport2');
  });
});

describe('a later copy of a group its code names (`titular[1][nif]`)', () => {
  it('is someone else’s: never the user’s identity number', () => {
    const template = [value('Nome', 'Rita Sousa Marques', 'Eu'), value('NIF', '238719464', 'Eu')];
    const copy = (n: number) => [
      field({ key: `nome${n}`, label: 'Nome completo', name: `titular[${n - 1}][nome]`, context: 'Proponentes' }),
      field({ key: `nif${n}`, label: 'NIF', name: `titular[${n - 1}][nif]`, context: 'Proponentes' }),
    ];
    const { values } = matchLocally(template, [...copy(1), ...copy(2)], { lang: 'pt-PT' });
    expect(values.nif1).toBe('238719464');
    expect(values).not.toHaveProperty('nif2');
  });
});

describe('a note about an address', () => {
  it('is no address, whatever its code name says', () => {
    const template = [value('Street', '2210 Neil Ave', 'Home')];
    const page = [
      field({ key: 'street', label: 'Address', name: 'shippingAddress_addressOne' }),
      field({ key: 'note', label: 'Delivery instructions', name: 'shippingAddress_deliveryInstructions' }),
    ];
    const { values } = matchLocally(template, page, { lang: 'en-US' });
    expect(values.street).toBe('2210 Neil Ave');
    expect(values).not.toHaveProperty('note');
  });
});

describe('an additional driver on a page offering "partner deals"', () => {
  const sarah = [
    value('Given name', 'Sarah', 'About me'),
    value('Box', 'PO Box 518', 'Mail goes to (PO box)'),
    value('Street', '12 Wattle Grove', 'Home'),
    value('Name', 'Daniel Kowalski', 'Dan (partner)'),
  ];
  const driver = (n: number, key: string, label: string, context: string) =>
    field({ key: `${key}${n}`, label, name: `drivers[${n - 1}].${key}`, context });
  const page = [
    driver(1, 'firstName', 'First name', 'Main driver'),
    field({ key: 'street', label: 'Street address', context: 'Where do you live?' }),
    field({ key: 'postal', label: 'Postal address', name: 'postalAddress.line1', context: 'Where do you live?' }),
    driver(2, 'firstName', 'First name', 'Additional driver'),
    checkbox('offers', 'Yes, send me special offers and partner deals by email.'),
  ];

  it('is the user’s partner: an offer’s "partners" asks nothing about a spouse', () => {
    const { values } = matchLocally(sarah, page, { lang: 'en-AU' });
    expect(values.firstName1).toBe('Sarah');
    expect(values.firstName2).toBe('Daniel');
  });

  it('takes the post box the template keeps under "Mail goes to" as the postal address', () => {
    const { values } = matchLocally(sarah, page, { lang: 'en-AU' });
    expect(values.postal).toBe('PO Box 518');
    expect(values.street).toBe('12 Wattle Grove');
  });
});
