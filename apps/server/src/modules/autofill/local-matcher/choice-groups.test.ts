import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A group of boxes under one question and one name, as form builders write them. */
const group = (name: string, question: string, labels: string[], checked: string[] = []) =>
  labels.map((label) =>
    field({
      key: `${name}:${label}`,
      kind: 'checkbox',
      type: 'checkbox',
      name,
      label,
      context: question,
      value: checked.includes(label) ? 'on' : '',
    }),
  );

const volunteer = [
  value('When I’m free', 'Tuesday and Thursday evenings, Saturday mornings', 'Volunteering'),
  value('What I’d like to do', 'Befriending older people, helping out at fundraising events', 'Volunteering'),
  value('Volunteering so far', 'parkrun marshal since 2019; helped every Wednesday at the lunch club', 'Volunteering'),
];

const ticked = (values: Record<string, unknown>, name: string) =>
  Object.entries(values)
    .filter(([key, v]) => key.startsWith(`${name}:`) && v === true)
    .map(([key]) => key.slice(name.length + 1));

describe('a group of choices answered by the value that names them', () => {
  it('ticks the days and times the user’s value lists, whatever its label', () => {
    const page = [
      ...group('days[]', 'Which days are you available?', DAYS),
      ...group('times[]', 'Preferred times', [
        'Mornings (9am – 12pm)',
        'Afternoons (12pm – 5pm)',
        'Evenings (after 5pm)',
      ]),
      ...group('roles[]', 'Which roles interest you?', [
        'Charity shop',
        'Fundraising events',
        'Befriending (home visits or telephone friendship)',
        'Volunteer driver',
      ]),
    ];
    const { values } = matchLocally(volunteer, page, { lang: 'en-GB' });
    expect(ticked(values, 'days[]')).toEqual(['Tuesday', 'Thursday', 'Saturday']);
    expect(ticked(values, 'times[]')).toEqual(['Mornings (9am – 12pm)', 'Evenings (after 5pm)']);
    expect(ticked(values, 'roles[]')).toEqual([
      'Fundraising events',
      'Befriending (home visits or telephone friendship)',
    ]);
  });

  it('ticks a grid’s day and time only where one part of the value names both ("Tuesday Morning")', () => {
    const grid = DAYS.flatMap((day) => ['Morning', 'Afternoon', 'Evening'].map((time) => `${day} ${time}`));
    const values = matchLocally(volunteer, group('avail[]', 'Availability', grid)).values;
    expect(ticked(values, 'avail[]')).toEqual(['Tuesday Evening', 'Thursday Evening', 'Saturday Morning']);
    const mornings = [value('Free time', 'Tuesday and Thursday mornings, Saturday afternoons')];
    expect(ticked(matchLocally(mornings, group('avail[]', 'Availability', grid)).values, 'avail[]')).toEqual([
      'Tuesday Morning',
      'Thursday Morning',
      'Saturday Afternoon',
    ]);
  });

  it('clears a ticked box the value does not name', () => {
    const { values } = matchLocally(volunteer, group('days[]', 'Availability', DAYS, ['Sunday']), { lang: 'en-GB' });
    expect(values['days[]:Sunday']).toBe(false);
  });

  it('reads nothing from a value that says what is not chosen', () => {
    const template = [value('Availability', 'Any day except Monday and Friday', 'Me')];
    expect(matchLocally(template, group('days[]', 'Which days?', DAYS), { lang: 'en-GB' }).values).toEqual({});
  });

  it('answers nothing when two values name as many choices', () => {
    const template = [value('Free', 'Tuesday, Thursday', 'Me'), value('Busy', 'Monday, Friday', 'Me')];
    expect(matchLocally(template, group('days[]', 'Which days?', DAYS), { lang: 'en-GB' }).values).toEqual({});
  });

  it('never answers a group about someone else from the user’s values', () => {
    const template = [value('Allergies', 'Peanuts, eggs', 'Me')];
    const page = group('allergies[]', 'Child’s allergies', ['Peanuts', 'Eggs', 'Milk']);
    expect(matchLocally(template, page, { lang: 'en-GB' }).values).toEqual({});
  });
});
