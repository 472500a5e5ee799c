import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

/** A supplier whose template keeps its head office and its factory, neither named as a known block. */
const supplier = [
  value('Razão social', 'Embalagens Serra Gaúcha Ltda.', 'Empresa'),
  value('CEP', '95020-360', 'Endereço sede'),
  value('Rua', 'Rua Sinimbu', 'Endereço sede'),
  value('Cidade', 'Caxias do Sul', 'Endereço sede'),
  value('CEP', '95112-000', 'Fábrica (coleta)'),
  value('Endereço', 'Estrada Municipal RS-122', 'Fábrica (coleta)'),
  value('Número', 'km 8', 'Fábrica (coleta)'),
  value('Cidade', 'Caxias do Sul', 'Fábrica (coleta)'),
];

describe('a template holding two addresses under titles that name no block', () => {
  it('answers each of the page’s addresses from the one whose title its group names', () => {
    const page = [
      field({ key: 'sc', label: 'CEP', name: 'sede.cep', context: 'Endereço da sede' }),
      field({ key: 'cc', label: 'CEP', name: 'coleta.cep', context: 'Endereço para coleta de mercadorias' }),
    ];
    const { values } = matchLocally(supplier, page, { lang: 'pt-BR' });
    expect(values.sc).toBe('95020-360');
    expect(values.cc).toBe('95112-000');
  });

  it('never takes a part from the other address when the named one lacks it', () => {
    const page = [
      field({ key: 'cep', label: 'CEP', name: 'sede.cep', context: 'Endereço da sede' }),
      field({ key: 'number', label: 'Número', name: 'sede.numero', context: 'Endereço da sede' }),
    ];
    const { values } = matchLocally(supplier, page, { lang: 'pt-BR' });
    expect(values.cep).toBe('95020-360');
    // The factory's "km 8" is no number of the head office's street.
    expect(values.number).toBeUndefined();
  });

  it('answers an address whose group names neither from the template’s first, whole', () => {
    const page = [
      field({ key: 'cep', label: 'CEP', name: 'cep', context: 'Endereço' }),
      field({ key: 'num', label: 'Número', name: 'numero', context: 'Endereço' }),
    ];
    const { values } = matchLocally(supplier, page, { lang: 'pt-BR' });
    expect(values.cep).toBe('95020-360');
    expect(values.num).toBeUndefined();
  });

  it('leaves a field empty whose group names both', () => {
    const page = [field({ key: 'cep', label: 'CEP', name: 'cep', context: 'Sede e fábrica' })];
    const { values, skipped } = matchLocally(supplier, page, { lang: 'pt-BR' });
    expect(values.cep).toBeUndefined();
    expect(skipped).toContainEqual({ key: 'cep', reason: 'low_confidence' });
  });
});

describe('a label compared with a template label', () => {
  const bank = [
    value('Checking routing #', '044000024', 'Paycheck'),
    value('Checking account #', '01928374650', 'Paycheck'),
  ];

  it('reads "#" as "number" and leaves out what the page says in brackets', () => {
    const page = [
      field({ key: 'routing', label: 'Routing number (9 digits)', name: 'deposit.routing' }),
      field({ key: 'account', label: 'Account number', name: 'deposit.account' }),
    ];
    const { values } = matchLocally(bank, page, { lang: 'en-US' });
    expect(values.routing).toBe('044000024');
    expect(values.account).toBe('01928374650');
  });
});

describe('a present and a permanent address', () => {
  const priya = [
    value('First name', 'Priya', 'Me'),
    value('Flat/Street', 'Flat 304, Shanti Residency, 12th Main Road', 'Current address (Bengaluru, rented)'),
    value('City', 'Bengaluru', 'Current address (Bengaluru, rented)'),
    value('House/Street', '22, Thiruvalluvar Street, R.S. Puram', "Permanent address (parents' home)"),
    value('Town', 'Coimbatore', "Permanent address (parents' home)"),
  ];

  it('reads a permanent address whose title names the parents in brackets as the user’s', () => {
    const page = [field({ key: 'town', label: 'Town or City', name: 'permanent.city', context: 'Permanent address' })];
    expect(matchLocally(priya, page, { lang: 'en-IN' }).values.town).toBe('Coimbatore');
  });

  it('answers "present residential" from the address that is not the permanent one', () => {
    const page = [field({ key: 'city', label: 'City', name: 'present.city', context: 'Present residential address' })];
    expect(matchLocally(priya, page, { lang: 'en-IN' }).values.city).toBe('Bengaluru');
  });

  it('never fills a part the present address lacks from the permanent one', () => {
    const unread = priya.map((v) => (v.label === 'Flat/Street' ? { ...v, label: 'Where' } : v));
    const page = [
      field({ key: 'street', label: 'Street address', name: 'present.street', context: 'Present address' }),
    ];
    expect(matchLocally(unread, page, { lang: 'en-IN' }).values.street).toBeUndefined();
  });

  it('still completes one address whose parts the template files under two blocks', () => {
    const aisha = [
      value('Home address', '14 Cardigan Gardens', 'About me'),
      value('Town', 'Reading', 'About me'),
      value('Postcode', 'RG1 5QU', 'About me'),
    ];
    const page = [
      field({ key: 'line1', label: 'Address line 1', name: 'addressLine1' }),
      field({ key: 'town', label: 'Town', name: 'town' }),
    ];
    const { values } = matchLocally(aisha, page, { lang: 'en-GB' });
    expect(values.line1).toBe('14 Cardigan Gardens');
    expect(values.town).toBe('Reading');
  });
});

describe('a North American or Australian address on one line', () => {
  const page = [
    field({ key: 'unit', label: 'Apartment / unit number' }),
    field({ key: 'street', label: 'Street number and name' }),
    field({ key: 'city', label: 'City / town' }),
    field({ key: 'province', label: 'Province / territory' }),
    field({ key: 'postal', label: 'Postal code' }),
  ];

  it('reads "Ottawa ON K2C 3W7" as town, province and postcode, and "5-1127" as unit 5 of number 1127', () => {
    const template = [value('Address', '5-1127 Prince of Wales Dr, Ottawa ON K2C 3W7', 'Home')];
    expect(matchLocally(template, page, { lang: 'en-CA' }).values).toEqual({
      unit: '5',
      street: '1127 Prince of Wales Dr',
      city: 'Ottawa',
      province: 'ON',
      postal: 'K2C 3W7',
    });
  });

  it('keeps "12-14 High St" as a range of numbers, not a unit', () => {
    const template = [value('Address', '12-14 High St, Bondi Junction NSW 2022', 'Home')];
    const { values } = matchLocally(template, page, { lang: 'en-AU' });
    expect(values.street).toBe('12-14 High St');
    expect(values.unit).toBeUndefined();
    expect(values.city).toBe('Bondi Junction');
    expect(values.postal).toBe('2022');
  });
});
