import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

const page = [
  field({ key: 'mobile', label: 'Mobile phone', name: 'customer.phone', type: 'tel', context: 'Account holder' }),
  field({ key: 'alt', label: 'Alternate phone', name: 'customer.altPhone', type: 'tel', context: 'Account holder' }),
];

describe('an alternate phone after the phone asked first', () => {
  it('takes the user’s other phone', () => {
    const marcus = [value('Cell', '(614) 555-0187'), value('Work phone', '614-555-0342')];
    const { values } = matchLocally(marcus, page, { lang: 'en-US' });
    expect(values.mobile).toBe('(614) 555-0187');
    expect(values.alt).toBe('614-555-0342');
  });

  it('is left empty when the user has one phone (the same number again tells the site nothing)', () => {
    const { values, skipped } = matchLocally([value('Cell', '(614) 555-0187')], page, { lang: 'en-US' });
    expect(values.mobile).toBe('(614) 555-0187');
    expect(values.alt).toBeUndefined();
    expect(skipped).toContainEqual({ key: 'alt', reason: 'no_match' });
  });

  it('reads the alternate in the page’s language', () => {
    const fr = [
      field({ key: 'tel', label: 'Téléphone', name: 'tel', type: 'tel' }),
      field({ key: 'autre', label: 'Autre téléphone', name: 'tel2', type: 'tel' }),
    ];
    const claire = [value('Portable', '06 12 34 56 78'), value('Fixe', '01 40 00 00 00')];
    const { values } = matchLocally(claire, fr, { lang: 'fr-FR' });
    expect(values.tel).toBeDefined();
    expect(values.autre).toBeDefined();
    expect(values.autre).not.toBe(values.tel);
  });
});

describe('a section about the account holder', () => {
  it('is the user’s, as on a service order (only "if different" makes it someone else’s)', () => {
    const holder = [
      field({ key: 'first', label: 'First name', name: 'customer.firstName', context: '2. Account holder' }),
      field({ key: 'email', label: 'Email', name: 'customer.email', type: 'email', context: '2. Account holder' }),
    ];
    const marcus = [
      value('First name', 'Marcus'),
      value('Email', 'mdelgado86@gmail.com'),
      value('Wife', 'Priya Delgado', 'Household'),
    ];
    const { values } = matchLocally(marcus, holder, { lang: 'en-US' });
    expect(values.first).toBe('Marcus');
    expect(values.email).toBe('mdelgado86@gmail.com');
  });
});

describe('a billing address when the template keeps a home and a mailing address', () => {
  it('goes where the user’s letters go', () => {
    const marcus = [
      value('Zip', '43214', 'Home (new apartment)'),
      value('City', 'Columbus', 'Home (new apartment)'),
      value('Zip', '43220', 'Mailing address'),
      value('City', 'Columbus', 'Mailing address'),
    ];
    const billing = [field({ key: 'zip', label: 'ZIP code', name: 'billing.zip', context: 'Billing address' })];
    expect(matchLocally(marcus, billing, { lang: 'en-US' }).values.zip).toBe('43220');
  });
});
