import { describe, expect, it } from 'vitest';
import { fieldName, isLongAnswer, optionsText } from './field-display.ts';

const field = { label: 'City', name: 'city', kind: 'text', options: [] };

describe('a remembered field as the page shows it', () => {
  it('is called by its label, else its name', () => {
    expect(fieldName(field)).toBe('City');
    expect(fieldName({ ...field, label: '' })).toBe('city');
    expect(fieldName({ ...field, label: '', name: '' })).toBe('Unnamed field');
  });

  it('lists its choices, and long answers get a multi-line box', () => {
    expect(optionsText(field)).toBeNull();
    expect(optionsText({ ...field, options: ['Yes', 'No'] })).toBe('Options: Yes, No');
    expect(isLongAnswer(field, 'Paris')).toBe(false);
    expect(isLongAnswer({ ...field, kind: 'textarea' }, 'Hi')).toBe(true);
    expect(isLongAnswer(field, 'line one\nline two')).toBe(true);
  });
});
