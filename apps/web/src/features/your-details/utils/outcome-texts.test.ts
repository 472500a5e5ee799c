import type { DetailGroup, DetailOutcome } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { outcomeTexts } from './outcome-texts.ts';

const group = (id: DetailGroup['id'], outcome: DetailOutcome, reason: string | null = null) => ({
  id,
  componentId: null,
  outcome,
  reason,
});

describe('outcomeTexts', () => {
  it('names what was saved, what was left empty and what the plan refused, with its reason', () => {
    const limit = 'You have reached the component limit of 5 for your plan (Free). Basic has up to 20.';
    expect(
      outcomeTexts({
        groups: [
          group('contact', 'updated'),
          group('address', 'created'),
          group('personal', 'empty'),
          group('professional', 'refused', limit),
        ],
      }),
    ).toEqual({
      saved: 'Saved: Contact and Address.',
      leftEmpty: 'Left empty, so not saved: Personal Information.',
      notSaved: [`Not saved: Professional Profile. ${limit}`],
    });
  });

  it('says nothing changed when every group was already saved as it is', () => {
    expect(
      outcomeTexts({
        groups: [group('contact', 'unchanged'), group('address', 'unchanged'), group('personal', 'empty')],
      }).saved,
    ).toBe('Nothing changed: your details were already saved.');
  });
});
