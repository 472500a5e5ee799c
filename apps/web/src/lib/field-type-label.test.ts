import { describe, expect, it } from 'vitest';
import { fieldTypeLabel } from './field-type-label.ts';

describe('fieldTypeLabel', () => {
  it("uses the editors' labels for the types they offer", () => {
    expect(fieldTypeLabel('text')).toBe('Text');
    expect(fieldTypeLabel('email')).toBe('Email');
    expect(fieldTypeLabel('date')).toBe('Date');
  });

  it('capitalises types only prebuilt templates use', () => {
    expect(fieldTypeLabel('textarea')).toBe('Textarea');
    expect(fieldTypeLabel('tel')).toBe('Tel');
  });
});
