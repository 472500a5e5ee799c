import { describe, expect, it } from 'vitest';
import {
  asksAllGivenNames,
  type Kin,
  kinOfAnswer,
  kinOption,
  kinsInText,
  sexOfSpouseWord,
  wantsCommaSeparatedNames,
} from './kin.ts';

/** A relationship answer as a template holds it, and the kin it names (null: none, or not plainly). */
const ANSWERS: Array<[string, Kin | null]> = [
  ['Mother', 'mother'],
  ['Mère', 'mother'],
  ['Mãe', 'mother'],
  ['Papà', 'father'],
  ['Épouse', 'spouse'],
  ['Esposo', 'spouse'],
  ['Ehemann', 'spouse'],
  ['Lebensgefährtin', 'partner'],
  ['Figlia', 'child'],
  ['Zus', 'sibling'],
  ['Grand-mère', null],
  ['Stepfather', null],
  ['Belle-mère', null],
  ['Schwiegervater', null],
  ['Mother-in-law', null],
  ['Former manager', null],
  ['My mother, who lives next door to us', null],
];

describe('kin of a relationship answer', () => {
  it.each(ANSWERS)('%s → %s', (text, kin) => {
    expect(kinOfAnswer(text)).toBe(kin);
  });

  it('reads every kin an option offers', () => {
    expect(kinsInText('Conjoint(e) / partenaire')).toEqual(['spouse', 'partner']);
    expect(kinsInText('Hijo(a)')).toEqual(['child']);
    expect(kinsInText('Tuteur / tutrice')).toEqual([]);
  });
});

describe('the option offering a kin', () => {
  const options = (...texts: string[]) => texts.map((text, i) => ({ value: String(i), text }));

  it('takes the one option naming it, in any language', () => {
    expect(
      kinOption(options('Cónyuge / pareja', 'Madre', 'Padre', 'Hermano(a)', 'Hijo(a)', 'Otro'), 'mother')?.text,
    ).toBe('Madre');
    expect(kinOption(options('Mère', 'Père', 'Tuteur / tutrice'), 'father')?.text).toBe('Père');
    expect(kinOption(options('Conjoint(e) / partenaire', 'Enfant', 'Autre'), 'spouse')?.text).toBe(
      'Conjoint(e) / partenaire',
    );
  });

  it('takes the wider kin when no option names the narrower one', () => {
    expect(kinOption(options('Parent', 'Spouse', 'Friend'), 'mother')?.text).toBe('Parent');
  });

  it('never takes another relation, nor one of two options naming it', () => {
    expect(kinOption(options('Grand-mère', 'Belle-mère', 'Autre'), 'mother')).toBeUndefined();
    expect(kinOption(options('Husband', 'Wife'), 'spouse')).toBeUndefined();
  });
});

describe('every given name', () => {
  it.each([
    ['Prénoms (état civil)', true],
    ['Alle Vornamen', true],
    ['Voornamen (voluit)', true],
    ['Given names', true],
    ['Prénom', false],
    ['First name', false],
  ])('%s → asks all given names: %s', (label, expected) => {
    expect(asksAllGivenNames(label as string)).toBe(expected);
  });

  it.each([
    ['Tous vos prénoms, séparés par une virgule.', true],
    ['Exemple : Marie, Louise, Anne', true],
    ['Wie im Ausweis', false],
  ])('%s → names separated by commas: %s', (hint, expected) => {
    expect(wantsCommaSeparatedNames(hint as string)).toBe(expected);
  });
});

describe('the sex of a spouse a text names', () => {
  it.each([
    ['Juliana (esposa)', 'female'],
    ['My wife', 'female'],
    ['Mijn vrouw', 'female'],
    ['Meine Ehefrau', 'female'],
    ['Javier (marido)', 'male'],
    ['Mon mari', 'male'],
    ['Husband', 'male'],
    ['Ehepartner/in', null],
    ['Spouse', null],
    ['Conjoint(e)', null],
  ] as const)('%s → %s', (text, sex) => {
    expect(sexOfSpouseWord(text)).toBe(sex);
  });
});
