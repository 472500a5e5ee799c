import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

/** A passport's dates kept as the user wrote them, and a sentence that holds a date. */
const rhys = [
  value('Number', '538164927', 'Passport'),
  value('Issued', '2015-03-18', 'Passport', 'date'),
  value('Expires', '2025-12-18', 'Passport', 'date'),
  value('Tattoo', 'Forearm, done on 21.06.2023', 'Health'),
];

const pieces = (key: string, question: string, labels = ['Day', 'Month', 'Year']) =>
  labels.map((label) => field({ key: `${key}-${label.toLowerCase()}`, label, context: question }));

describe('a date asked in pieces under one question', () => {
  it('takes each piece of the template date whose label answers the question ("When was it issued?")', () => {
    expect(matchLocally(rhys, pieces('issue', 'When was it issued?'), { lang: 'en-GB' }).values).toEqual({
      'issue-day': '18',
      'issue-month': '03',
      'issue-year': '2015',
    });
  });

  it('reads the pieces in the page’s language ("Datum van afgifte": Dag, Maand, Jaar)', () => {
    const sanne = [value('Afgegeven op', '2019-04-11', 'Rijbewijs', 'date')];
    const page = pieces('afgifte', 'Afgegeven op (datum van afgifte)', ['Dag', 'Maand', 'Jaar']);
    expect(matchLocally(sanne, page, { lang: 'nl-NL' }).values).toEqual({
      'afgifte-dag': '11',
      'afgifte-maand': '04',
      'afgifte-jaar': '2019',
    });
  });

  it('leaves them empty when no date answers the question', () => {
    expect(matchLocally(rhys, pieces('arrived', 'When did you arrive in the UK?'), { lang: 'en-GB' }).values).toEqual(
      {},
    );
  });

  it('takes a whole date, never one inside a sentence labelled more like the question', () => {
    const inked = [...rhys, value('Tattoo date', '2023-06-21', 'Health', 'date')];
    expect(matchLocally(inked, pieces('tattoo', 'Tattoo'), { lang: 'en-GB' }).values).toEqual({
      'tattoo-day': '21',
      'tattoo-month': '06',
      'tattoo-year': '2023',
    });
  });
});
