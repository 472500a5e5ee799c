import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

// A move has two addresses: the one the user lives at now and the one moved to.
const rebecca = [
  value('Email', 'becky@example.co.uk', 'About me'),
  value('House number & street', '14 Alder Grove', 'Home (current)'),
  value('Town', 'Leeds', 'Home (current)'),
  value('Postcode', 'LS6 3QP', 'Home (current)'),
  value('Address line 1', 'Flat 7, Canal Wharf', 'New flat (from July)'),
  value('Town', 'Leeds', 'New flat (from July)'),
  value('Postcode', 'LS11 5WD', 'New flat (from July)'),
];

const quote = [
  field({ key: 'fromStreet', label: 'Street Address', context: '1. Where are you moving from?' }),
  field({ key: 'fromPostcode', label: 'Postcode', context: '1. Where are you moving from?' }),
  field({ key: 'toStreet', label: 'Street Address', context: '2. Where are you moving to?' }),
  field({ key: 'toPostcode', label: 'Postcode', context: '2. Where are you moving to?' }),
  field({ key: 'toEmail', label: 'Email', context: '2. Where are you moving to?' }),
];

describe('the two addresses of a move', () => {
  it('gives the page’s "moving to" the template’s new address, and the address moved from the current one', () => {
    const { values } = matchLocally(rebecca, quote, { lang: 'en-GB' });
    expect(values.fromStreet).toBe('14 Alder Grove');
    expect(values.fromPostcode).toBe('LS6 3QP');
    expect(values.toStreet).toBe('Flat 7, Canal Wharf');
    expect(values.toPostcode).toBe('LS11 5WD');
  });

  it('still gives the user’s email beside the address moved to', () => {
    expect(matchLocally(rebecca, quote, { lang: 'en-GB' }).values.toEmail).toBe('becky@example.co.uk');
  });

  const settled = [
    value('Street', '85 Wellesley St E', 'Home address'),
    value('Postal code', 'M4Y 0G6', 'Home address'),
    value('Street', '22 Glen Erin Dr', 'Old address'),
  ];

  it('answers a change of address’s "new address" with the user’s own when the template holds none moved to', () => {
    const page = [
      field({ key: 'oldStreet', label: 'Street', context: 'Previous address' }),
      field({ key: 'newStreet', label: 'Street', context: 'New address' }),
      field({ key: 'newPostcode', label: 'Postal code', context: 'New address' }),
    ];
    const { values } = matchLocally(settled, page, { lang: 'en-CA' });
    expect(values.newStreet).toBe('85 Wellesley St E');
    expect(values.newPostcode).toBe('M4Y 0G6');
    expect(values.oldStreet).toBe('22 Glen Erin Dr');
  });

  it('leaves a new home’s postcode asked alone (a mortgage) empty: the user does not live there yet', () => {
    const sanne = [value('Postcode', '3514 BK', 'Ikzelf'), value('Woonplaats', 'Utrecht', 'Ikzelf')];
    const page = [
      field({ key: 'pc', label: 'Postcode', context: 'Uw gegevens' }),
      field({ key: 'newPc', label: 'Postcode nieuwe woning', context: 'De woning' }),
    ];
    const { values } = matchLocally(sanne, page, { lang: 'nl-NL' });
    expect(values.pc).toBe('3514 BK');
    expect(values).not.toHaveProperty('newPc');
  });
});
