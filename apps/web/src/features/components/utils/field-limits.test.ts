import { texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { canAddField, fieldCountError, fieldLimitFor, fieldLimitNote } from './field-limits.ts';

describe('component field limits', () => {
  it("take the plan's fields-per-template limit, free when the plan is unknown", () => {
    expect(fieldLimitFor('free')).toBe(10);
    expect(fieldLimitFor('Basic')).toBe(30);
    expect(fieldLimitFor('professional')).toBe(60);
    expect(fieldLimitFor(undefined)).toBe(10);
  });

  it('allow adding fields only below the limit', () => {
    expect(canAddField(9, 10)).toBe(true);
    expect(canAddField(10, 10)).toBe(false);
    expect(canAddField(11, 10)).toBe(false);
  });

  it('refuse creating a component with more fields than the limit', () => {
    expect(fieldCountError('create', 10, 10)).toBeNull();
    expect(fieldCountError('create', 11, 10)).toBe(texts.components.tooManyFields(10));
  });

  it('refuse an edit that takes a component over the limit', () => {
    expect(fieldCountError('edit', 10, 10, 3)).toBeNull();
    expect(fieldCountError('edit', 11, 10, 10)).toBe(texts.components.maxFieldsAllowed(10));
  });

  it('let a component already over the limit be edited without adding fields', () => {
    expect(fieldCountError('edit', 12, 10, 12)).toBeNull();
    expect(fieldCountError('edit', 11, 10, 12)).toBeNull();
    expect(fieldCountError('edit', 13, 10, 12)).toBe(texts.components.maxFieldsAllowed(10));
  });

  it('word the limit note for each form as docs/product.md words it', () => {
    expect(fieldLimitNote('create', 10)).toBe('Limit of 10 fields reached.');
    expect(fieldLimitNote('edit', 30)).toBe('Max 30 fields allowed.');
  });
});
