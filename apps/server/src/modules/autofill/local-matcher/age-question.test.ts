import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, optionsOf, select, value } from './test-fields.ts';

const NOW = new Date(2026, 10, 29);

const yesNo = (key: string, label: string, texts = ['Yes', 'No']) => select(key, label, optionsOf(texts));

const box = (key: string, label: string) => field({ key, kind: 'checkbox', type: 'checkbox', label });

const born = (date: string) => [value('Full name', 'Kate Okafor', 'Me'), value('Birthday', date, 'Me')];

describe('a question whether the user has reached an age', () => {
  it('is answered from the birth date, in the page’s words', () => {
    const page = [yesNo('adult', 'Are you at least 18 years of age?'), yesNo('over21', 'Are you 21 or older?')];
    expect(matchLocally(born('2006-02-14'), page, { lang: 'en-US', now: NOW }).values).toMatchObject({
      adult: 'yes',
      over21: 'no',
    });
    const es = [yesNo('major', '¿Es usted mayor de edad?', ['Sí', 'No'])];
    expect(matchLocally(born('2006-02-14'), es, { lang: 'es-ES', now: NOW }).values.major).toBe('sí');
    const de = [yesNo('major', 'Sind Sie volljährig?', ['Ja', 'Nein'])];
    expect(matchLocally(born('2010-02-14'), de, { lang: 'de-DE', now: NOW }).values.major).toBe('nein');
  });

  it('counts the birthday itself', () => {
    const page = [yesNo('adult', 'Are you at least 18 years of age?')];
    expect(matchLocally(born('2008-11-29'), page, { lang: 'en-US', now: NOW }).values.adult).toBe('yes');
    expect(matchLocally(born('2008-11-30'), page, { lang: 'en-US', now: NOW }).values.adult).toBe('no');
  });

  it('ticks a box saying so only when it is so', () => {
    const page = [box('confirm', 'I confirm I am over 18')];
    expect(matchLocally(born('1990-01-01'), page, { lang: 'en-GB', now: NOW }).values.confirm).toBe(true);
    expect(matchLocally(born('2012-01-01'), page, { lang: 'en-GB', now: NOW }).values.confirm).toBeUndefined();
  });

  it('is never answered for someone else, nor from two birth dates', () => {
    const child = [yesNo('child', 'Is your child at least 12 years old?')];
    expect(matchLocally(born('1990-01-01'), child, { lang: 'en-US', now: NOW }).values.child).toBeUndefined();
    const two = [...born('1990-01-01'), value('Date of birth', '2012-05-05', 'Me')];
    const page = [yesNo('adult', 'Are you at least 18 years of age?')];
    expect(matchLocally(two, page, { lang: 'en-US', now: NOW }).values.adult).toBeUndefined();
  });
});

describe('an age or an age band', () => {
  const bands = ['Under 18', '18–24', '25–34', '35–44', '45+', 'Preferisco non rispondere'];

  it('is the band holding the user’s age from their birth date, or the age itself in a box', () => {
    const page = [
      select(
        'band',
        "Fascia d'età",
        bands.map((text) => ({ value: text, text })),
      ),
      field({ key: 'age', label: 'Age' }),
    ];
    expect(matchLocally(born('1992-05-14'), page, { lang: 'it', now: NOW }).values).toEqual({
      band: '25–34',
      age: '34',
    });
  });

  it('is left alone when it is someone else’s age, or the template holds no birth date', () => {
    const page = [
      field({ key: 'car', label: 'Age of the vehicle' }),
      field({ key: 'kid', label: 'Age', context: 'Child 1' }),
    ];
    expect(matchLocally(born('1992-05-14'), page, { now: NOW }).values).toEqual({});
    const noBirth = [value('Full name', 'Kate Okafor', 'Me')];
    expect(matchLocally(noBirth, [field({ key: 'age', label: 'Age' })], { now: NOW }).values).toEqual({});
  });
});
