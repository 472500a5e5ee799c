import { describe, expect, it } from 'vitest';
import { fitValueToField } from './fit-value-to-field.ts';
import { field, select } from './test-fields.ts';

describe('an amount for a box whose label gives the unit', () => {
  it('writes the number alone when the label names the currency: "780 € charges comprises" → 780', () => {
    const rent = field({ key: 'loyer', label: 'Montant du loyer mensuel (€)' });
    expect(fitValueToField('780 € charges comprises', rent)).toEqual({ value: '780' });
    expect(fitValueToField('2 150 €', field({ key: 's', label: 'Salaire net (EUR)' }))).toEqual({ value: '2150' });
  });

  it('keeps the value as written when the label names no unit, or the value holds no single number', () => {
    expect(fitValueToField('780 € charges comprises', field({ key: 'l', label: 'Loyer' }))).toEqual({
      value: '780 € charges comprises',
    });
    expect(fitValueToField('T2 de 42 m²', field({ key: 'm', label: 'Surface (m²)' }))).toEqual({
      value: 'T2 de 42 m²',
    });
  });

  it('gives a number input the amount a value states with words', () => {
    const income = field({ key: 'i', label: 'Income', type: 'number' });
    expect(fitValueToField('about 58 400 a year', income)).toEqual({ value: '58400' });
    expect(fitValueToField('none', income)).toEqual({ reason: 'does_not_fit' });
  });
});

describe('a value with a remark in brackets for a list', () => {
  const notice = select(
    'n',
    'Periodo di preavviso',
    ['1 mese', '2 mesi', '3 mesi'].map((text) => ({ value: text, text })),
  );

  it('takes the option the value names without its remark ("2 mesi (CCNL Commercio)")', () => {
    expect(fitValueToField('2 mesi (CCNL Commercio)', notice)).toEqual({ value: '2 mesi' });
  });

  it('finds no option when the words outside the brackets name none', () => {
    expect(fitValueToField('Subito (6 mesi di ferie)', notice)).toEqual({ reason: 'no_option' });
  });
});
