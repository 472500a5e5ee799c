import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { optionsOf, select, value } from './test-fields.ts';

const question = (key: string, label: string, texts = ['Yes', 'No']) => select(key, label, optionsOf(texts));

const page = [
  question('authorized', 'Are you legally authorized to work in the United States?'),
  question('sponsorship', 'Will you now or in the future require sponsorship for employment visa status?'),
];

describe('a right to work from citizenship', () => {
  it('answers authorized yes and sponsorship no for a citizen of the country asked about', () => {
    const template = [value('Citizenship', 'U.S. citizen (born in Houston)', 'About me')];
    expect(matchLocally(template, page, { lang: 'en-US' }).values).toEqual({ authorized: 'yes', sponsorship: 'no' });
  });

  it('reads a right to work that names a citizenship, and a question asking whether a permit is needed', () => {
    const template = [value('Staatsangehörigkeit', 'deutsch', 'Ich')];
    const de = [
      question('permit', 'Benötigen Sie für eine Beschäftigung in Deutschland eine Arbeitserlaubnis?', ['Ja', 'Nein']),
    ];
    expect(matchLocally(template, de, { lang: 'de-DE' }).values.permit).toBe('nein');
    const uk = [question('right', 'Do you have the right to work in the UK?')];
    const british = [value('Right to work', 'British citizen', 'Paperwork')];
    expect(matchLocally(british, uk, { lang: 'en-GB' }).values.right).toBe('yes');
  });

  it('answers nothing for another country, a value saying not, or a template that answers itself', () => {
    const canadian = [value('Citizenship', 'Canadian', 'About me')];
    expect(matchLocally(canadian, page, { lang: 'en-US' }).values).toEqual({});
    const not = [value('Right to work', 'Not a US citizen (H-1B holder)', 'About me')];
    expect(matchLocally(not, page, { lang: 'en-US' }).values).toEqual({});
    const own = [value('Citizenship', 'U.S. citizen', 'About me'), value('Need sponsorship', 'Yes', 'About me')];
    expect(matchLocally(own, page, { lang: 'en-US' }).values.sponsorship).toBe('yes');
  });
});
