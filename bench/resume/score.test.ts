import { describe, expect, it } from 'vitest';
import { type Expected, linkKey, type Proposed, rates, samePhone, scoreField } from './score.ts';

const expected = (overrides: Partial<Expected>): Expected => ({
  name: null,
  email: null,
  phone: null,
  links: [],
  title: null,
  employer: null,
  city: null,
  ...overrides,
});

describe('scoring a parsed résumé', () => {
  it('compares text ignoring case and spaces', () => {
    const outcome = scoreField('name', expected({ name: 'Jonas Becker' }), { name: ' JONAS  becker', links: [] });
    expect(outcome.tally).toEqual({ proposed: 1, expected: 1, correct: 1 });
    expect(outcome.isMiss).toBe(false);
  });

  it('counts a value where none is expected as proposed and wrong', () => {
    const outcome = scoreField('city', expected({}), { city: 'Berlin', links: [] });
    expect(outcome.tally).toEqual({ proposed: 1, expected: 0, correct: 0 });
    expect(outcome.isMiss).toBe(true);
  });

  it('counts a missing value as expected and not proposed', () => {
    const outcome = scoreField('title', expected({ title: 'Nurse' }), { links: [] });
    expect(outcome.tally).toEqual({ proposed: 0, expected: 1, correct: 0 });
  });

  it('matches phones by digits, a national number to its international form', () => {
    expect(samePhone('+49 30 1234567', '030 1234567')).toBe(true);
    expect(samePhone('+49 30 1234567', '0049 30 123-4567')).toBe(true);
    expect(samePhone('+39 06 1234 5678', '06 1234 5678')).toBe(true);
    expect(samePhone('+1 415 555 0134', '(415) 555-0134')).toBe(true);
    expect(samePhone('+33 6 12 34 56 78', '06 12 34 56 78')).toBe(true);
    expect(samePhone('+33 6 12 34 56 78', '06 12 34 56 79')).toBe(false);
    expect(samePhone('+44 20 7946 0958', '+49 20 7946 0958')).toBe(false);
  });

  it('scores each link as one item, without protocol, www. or trailing slash', () => {
    expect(linkKey('https://www.LinkedIn.com/in/jonas/')).toBe('linkedin.com/in/jonas');
    const proposed: Proposed = { links: ['linkedin.com/in/jonas', 'jonas.dev'] };
    const outcome = scoreField(
      'links',
      expected({ links: ['https://www.linkedin.com/in/jonas', 'https://github.com/jonas'] }),
      proposed,
    );
    expect(outcome.tally).toEqual({ proposed: 2, expected: 2, correct: 1 });
    expect(rates(outcome.tally)).toEqual({ precision: 0.5, recall: 0.5 });
  });
});
