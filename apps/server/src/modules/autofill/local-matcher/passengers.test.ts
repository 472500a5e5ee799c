import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

/** An airline's passenger details: each passenger's block headed with their fare type and its ages. */
const passengers = [1, 2].flatMap((n) => [
  field({ key: `given${n}`, label: 'First and middle name(s)', context: `Passenger ${n} Adult (16+)` }),
  field({ key: `family${n}`, label: 'Last name(s)', context: `Passenger ${n} Adult (16+)` }),
]);

const template = [
  value('First name', 'Daniel', 'Me'),
  value('Middle name', 'James', 'Me'),
  value('Last name', 'Okafor', 'Me'),
  value('First name', 'Sophie', 'Sophie (partner)'),
  value('Last name', 'Lambert', 'Sophie (partner)'),
];

describe('passengers headed "Passenger 1 Adult (16+)"', () => {
  it('reads the ages in brackets as no person’s number: passenger 1 is the user, 2 the partner', () => {
    const { values } = matchLocally(template, passengers, { lang: 'en-CA' });
    expect([values.family1, values.family2]).toEqual(['Okafor', 'Lambert']);
  });

  it('gives every given name to "First and middle name(s)"', () => {
    const { values } = matchLocally(template, passengers, { lang: 'en-CA' });
    expect([values.given1, values.given2]).toEqual(['Daniel James', 'Sophie']);
  });

  it('keeps "Other given names" the middle names only', () => {
    const page = [field({ key: 'other', label: 'Other given names (optional)', name: 'applicant.otherGivenNames' })];
    expect(matchLocally(template, page, { lang: 'en-AU' }).values.other).toBe('James');
  });
});
