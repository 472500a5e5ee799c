import { describe, expect, it } from 'vitest';
import { DETAIL_FIELD_KEYS, DETAIL_GROUPS, detailsNoRoomText, listText, planDetailGroups } from './your-details.ts';

describe('Your details', () => {
  it('has one key per field and a visible label for each', () => {
    expect(new Set(DETAIL_FIELD_KEYS).size).toBe(DETAIL_FIELD_KEYS.length);
    for (const field of DETAIL_GROUPS.flatMap((g) => g.fields)) expect(field.label.trim()).not.toBe('');
  });

  it('plans updates for groups with a component, and creates in order while the plan has room', () => {
    const groups = [
      { hasComponent: true, isEmpty: false },
      { hasComponent: false, isEmpty: false },
      { hasComponent: false, isEmpty: true },
      { hasComponent: false, isEmpty: false },
    ];
    expect(planDetailGroups(groups, 'free', 3)).toEqual(['update', 'create', 'empty', 'create']);
    expect(planDetailGroups(groups, 'free', 4)).toEqual(['update', 'create', 'empty', 'no-room']);
    expect(planDetailGroups(groups, 'free', 7)).toEqual(['update', 'no-room', 'empty', 'no-room']);
  });

  it('says beforehand what the plan has no room for, and what the next plan has', () => {
    expect(detailsNoRoomText(['Address', 'Professional Profile'], 'free', 4)).toBe(
      'Your plan (Free) holds 5 components and you have 4: Address and Professional Profile will not be saved. Basic has up to 20 components.',
    );
    expect(detailsNoRoomText(['Contact'], 'professional', 50)).toBe(
      'Your plan (Professional) holds 50 components and you have 50: Contact will not be saved.',
    );
  });

  it('lists titles as people write them', () => {
    expect([listText([]), listText(['A']), listText(['A', 'B']), listText(['A', 'B', 'C'])]).toEqual([
      '',
      'A',
      'A and B',
      'A, B and C',
    ]);
  });
});
