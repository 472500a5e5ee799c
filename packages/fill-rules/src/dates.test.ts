import { describe, expect, it } from 'vitest';
import { parseDate, toControlFormat } from './dates.ts';

describe('parseDate', () => {
  it.each([
    ['1815-12-10', { year: 1815, month: 12, day: 10 }],
    ['1815-1-2', { year: 1815, month: 1, day: 2 }],
    ['2024-03-05T14:30:00Z', { year: 2024, month: 3, day: 5 }],
    ['2024-03', { year: 2024, month: 3, day: 1 }],
    // A slash is month/day (US) unless the first part cannot be a month.
    ['12/10/1815', { year: 1815, month: 12, day: 10 }],
    ['25/12/2020', { year: 2020, month: 12, day: 25 }],
    ['3-4-2021', { year: 2021, month: 3, day: 4 }],
    // A dot is day.month.year.
    ['10.12.1815', { year: 1815, month: 12, day: 10 }],
    ['December 10, 1815', { year: 1815, month: 12, day: 10 }],
    ['Dec. 10 1815', { year: 1815, month: 12, day: 10 }],
    ['sept 3, 1999', { year: 1999, month: 9, day: 3 }],
    ['10 December 1815', { year: 1815, month: 12, day: 10 }],
    ['10 Dec., 1815', { year: 1815, month: 12, day: 10 }],
    ['12/2025', { year: 2025, month: 12, day: 1 }],
    ['  2020-02-29  ', { year: 2020, month: 2, day: 29 }],
  ])('reads %s', (text, parts) => {
    expect(parseDate(text)).toEqual(parts);
  });

  it.each([
    '',
    'tomorrow',
    '2020-13-01',
    '2020-00-10',
    '13/13/2020',
    '32.01.2020',
    '2021-02-29',
    'February 30, 2020',
    '31/04/2024',
    'Smarch 3, 2020',
    '10/12/85',
    '0999-01-01',
  ])('refuses %j', (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe('toControlFormat', () => {
  it('writes a date input as YYYY-MM-DD', () => {
    expect(toControlFormat('date', '12/10/1815')).toBe('1815-12-10');
    expect(toControlFormat('date', '5 March 2024')).toBe('2024-03-05');
    expect(toControlFormat('date', '2024-03-05')).toBe('2024-03-05');
  });

  it('writes a month input as YYYY-MM', () => {
    expect(toControlFormat('month', 'December 10, 1815')).toBe('1815-12');
    expect(toControlFormat('month', '07/2026')).toBe('2026-07');
  });

  it('writes a datetime-local input as YYYY-MM-DDTHH:MM, midnight without a time', () => {
    expect(toControlFormat('datetime-local', '2024-03-05 14:30')).toBe('2024-03-05T14:30');
    expect(toControlFormat('datetime-local', '2024-03-05T09:15:00Z')).toBe('2024-03-05T09:15');
    expect(toControlFormat('datetime-local', '03/05/2024')).toBe('2024-03-05T00:00');
  });

  it('writes a time input as 24-hour HH:MM', () => {
    expect(toControlFormat('time', '2:30 pm')).toBe('14:30');
    expect(toControlFormat('time', '12:15 AM')).toBe('00:15');
    expect(toControlFormat('time', '12:45 pm')).toBe('12:45');
    expect(toControlFormat('time', '09:05')).toBe('09:05');
    expect(toControlFormat('time', 'noon')).toBe('noon');
  });

  it('leaves a value it cannot read, and free-text controls, unchanged', () => {
    expect(toControlFormat('date', 'next Tuesday')).toBe('next Tuesday');
    expect(toControlFormat('text', '12/10/1815')).toBe('12/10/1815');
    expect(toControlFormat('', 'March 5, 2024')).toBe('March 5, 2024');
    expect(toControlFormat('week', '2024-W10')).toBe('2024-W10');
  });
});
