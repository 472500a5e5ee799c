import { describe, expect, it } from 'vitest';
import type { Language } from './language.ts';
import { phoneIn } from './phone-numbers.ts';

describe('phoneIn', () => {
  it.each<[string, Language, string]>([
    ['+49 (0)30 1234567', 'de', '+49 (0)30 1234567'],
    ['Tel.+49 30 1234567', 'de', '+49 30 1234567'],
    ['0049 30 1234567', 'de', '0049 30 1234567'],
    ['Mobil: 0170 1234567', 'de', '0170 1234567'],
    ['06 12 34 56 78', 'fr', '06 12 34 56 78'],
    ['06.12.34.56.78', 'fr', '06.12.34.56.78'],
    ['+32 470 12 34 56', 'fr', '+32 470 12 34 56'],
    ['612 345 678', 'es', '612 345 678'],
    ['+52 1 55 1234 5678', 'es', '+52 1 55 1234 5678'],
    ['06-12345678', 'nl', '06-12345678'],
    ['+351 912 345 678', 'pt', '+351 912 345 678'],
    ['(11) 98765-4321', 'pt', '(11) 98765-4321'],
    ['347 123 4567', 'it', '347 123 4567'],
    ['(512) 555-0147', 'en', '(512) 555-0147'],
    ['07700 900123', 'en', '07700 900123'],
    ['0412 345 678', 'en', '0412 345 678'],
    ['+91-98220-12345', 'en', '+91-98220-12345'],
    ['+49 30 1234567 10115 Berlin', 'de', '+49 30 1234567'],
  ])('finds %s', (line, language, phone) => {
    expect(phoneIn([line], language)).toBe(phone);
  });

  it('prefers the number labelled as a mobile', () => {
    expect(phoneIn(['Telefon: 040 12345678', 'Mobil: 0151 23456789'], 'de')).toBe('0151 23456789');
    expect(phoneIn(['Phone: +44 20 7946 0958 | Mobile: +44 7700 900123'], 'en')).toBe('+44 7700 900123');
  });

  it.each([
    '2019 – 2021',
    '03/2020 - 05/2022',
    'Geburtsdatum: 03.07.1984',
    '10115 Berlin',
    'Reg. No. 1234',
    '1100-053 Lisboa',
  ])('does not take %s for a phone', (line) => {
    expect(phoneIn([line], 'de')).toBeUndefined();
  });

  it('outside the contact lines takes only numbers with a country code or a label', () => {
    expect(phoneIn(['Grew revenue to 12 345 678 in 2021'], 'en', { strict: true })).toBeUndefined();
    expect(phoneIn(['Reach me on +44 7700 900123'], 'en', { strict: true })).toBe('+44 7700 900123');
  });
});
