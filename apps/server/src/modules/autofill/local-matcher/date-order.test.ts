import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

describe('a date written both ways round in an English template', () => {
  // "Salary" and "Born" are words of other languages too: the template is still English.
  const template = [value('Salary', '$70,200 a year'), value('Born', '3/2/1990'), value('Name', 'Jenna Delgado')];
  const page = [field({ key: 'dob', label: 'Date of Birth', placeholder: 'MM/DD/YYYY' })];

  it('reads it the US way on a US page (2 March)', () => {
    expect(matchLocally(template, page, { lang: 'en-US' }).values.dob).toBe('03/02/1990');
  });

  it('reads it day first on a British page (3 February)', () => {
    const british = [field({ key: 'dob', label: 'Date of Birth', placeholder: 'DD/MM/YYYY' })];
    expect(matchLocally(template, british, { lang: 'en-GB' }).values.dob).toBe('03/02/1990');
  });
});
