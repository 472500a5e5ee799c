import { adHocFieldSchema, sectionSchema } from '@filldeck/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newAdHocFieldId, newId, newSectionId } from './new-id.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('new ids', () => {
  it('start with the documented prefixes of sections and ad-hoc fields', () => {
    expect(newSectionId()).toMatch(/^sec_[0-9a-z]{12}$/);
    expect(newAdHocFieldId()).toMatch(/^adhoc_[0-9a-z]{12}$/);
  });

  it('are accepted by the shared schemas', () => {
    expect(sectionSchema.safeParse({ id: newSectionId(), componentId: 'c1' }).success).toBe(true);
    const field = { id: newAdHocFieldId(), name: 'Phone', value: '', type: 'text', required: false };
    expect(adHocFieldSchema.safeParse(field).success).toBe(true);
  });

  it('differ from one another', () => {
    const ids = new Set(Array.from({ length: 500 }, () => newSectionId()));
    expect(ids.size).toBe(500);
  });

  it('never repeat an id already taken', () => {
    const zeros = new Uint8Array(12);
    const spy = vi.spyOn(crypto, 'getRandomValues');
    spy.mockImplementationOnce(() => zeros).mockImplementationOnce(() => new Uint8Array(12).fill(1));
    expect(newId('sec_', ['sec_000000000000'])).toBe('sec_111111111111');
  });
});
