import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, select, value } from './test-fields.ts';
import { stayOf } from './time-at-address.ts';

const NOW = new Date(2026, 10, 29);

describe('stayOf', () => {
  it.each([
    ['2 years 4 months', { since: null, months: 28 }],
    ['5 years', { since: null, months: 60 }],
    ['August 2021', { since: { year: 2021, month: 8, day: null }, months: 63 }],
    ['2021-08-01', { since: { year: 2021, month: 8, day: 1 }, months: 63 }],
    ['since 03/2019', { since: { year: 2019, month: 3, day: 1 }, months: 92 }],
    ['June 2016 – July 2021 (5 years)', { since: { year: 2016, month: 6, day: null }, months: 60 }],
    ['Sept 2018 – July 2021', { since: { year: 2018, month: 9, day: null }, months: 34 }],
    ['with my parents', null],
  ])('%s', (text, expected) => {
    expect(stayOf(text, NOW, true)).toEqual(expected);
  });
});

describe('how long the user has lived at an address', () => {
  const emily = [
    value('Street', '2218 SE Clinton St', 'Home address'),
    value('Living here since', 'August 2021', 'Home address'),
    value('Address', '4410 NE Fremont St, Portland, OR 97213', 'Previous address'),
    value('Lived there', 'June 2016 – July 2021', 'Previous address'),
  ];

  it('gives the years, the months and the day moved in of the address the field is about', () => {
    const page = [
      field({ key: 'years', label: 'Years at this address', context: 'Current address' }),
      field({ key: 'since', label: 'Living here since', type: 'month', context: 'Current address' }),
      field({ key: 'prevYears', label: 'Years', context: 'Time at previous address' }),
      field({ key: 'prevMonths', label: 'Months', context: 'Time at previous address' }),
    ];
    expect(matchLocally(emily, page, { now: NOW }).values).toEqual({
      years: '5',
      since: '2021-08',
      prevYears: '5',
      prevMonths: '1',
    });
  });

  it('picks the band holding the years, and the month and year moved in asked apart', () => {
    const page = [
      select('band', 'Time at current address', [
        { value: 'lt3', text: 'Less than 3 years' },
        { value: '3-5', text: '3 to 5 years' },
        { value: 'gt5', text: 'More than 5 years' },
      ]),
      field({ key: 'm', label: 'Month', context: 'When did you move in?' }),
      field({ key: 'y', label: 'Year', context: 'When did you move in?' }),
    ];
    expect(matchLocally(emily, page, { now: NOW }).values).toEqual({ band: '3-5', m: '08', y: '2021' });
  });

  it('reads a bare number under a label of how long in that label’s unit', () => {
    const values = [value('Street', '12 Elm Road', 'Home'), value('Years at this address', '7', 'Home')];
    const page = [field({ key: 'y', label: 'Time at current address (years)' })];
    expect(matchLocally(values, page, { now: NOW }).values).toEqual({ y: '7' });
  });

  it('leaves the field empty when the template says nothing of that address', () => {
    const page = [field({ key: 'years', label: 'Years at this address' })];
    expect(matchLocally(emily.slice(0, 1), page, { now: NOW }).values).toEqual({});
  });
});
