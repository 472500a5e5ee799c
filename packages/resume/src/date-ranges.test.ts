import { describe, expect, it } from 'vitest';
import { hasDate, withoutDates } from './date-ranges.ts';

describe('withoutDates', () => {
  it.each([
    ['Senior Engineer\tJan 2021 – Present', 'Senior Engineer'],
    ['seit 03/2020 Teamleiterin', 'Teamleiterin'],
    ["Janvier 2021 - aujourd'hui | Lyon", '| Lyon'],
    ['Desarrolladora | 2020 - actualidad', 'Desarrolladora |'],
    ['sep. 2020 – heden', ''],
    ['2017 – atual', ''],
    ['Studio Bianchi (2020 – in corso)', 'Studio Bianchi'],
    ['QA Lead\tApr 2021 – Till date', 'QA Lead'],
    ['desde marzo de 2019', ''],
    ['2014–2016', ''],
  ])('removes the dates of %j', (line, rest) => {
    expect(withoutDates(line)).toBe(rest);
  });

  it('does not see a date in numbers that are not years', () => {
    expect(hasDate('Team of 12, budget 4500 €')).toBe(false);
    expect(hasDate('Kotlin 1.9, Java 17')).toBe(false);
  });
});
