import type { Component } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { canAddAdHocField, countTemplateFields, templateFieldLimit } from './field-count.ts';

function component(id: string, fieldCount: number, locked = false): Component {
  return {
    id,
    ownerUid: 'u1',
    title: id,
    fields: Array.from({ length: fieldCount }, (_, i) => ({ label: `F${i}`, type: 'text' as const, defaultValue: '' })),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    locked,
  };
}

describe('template field count', () => {
  const components = [component('a', 3), component('b', 4, true), component('c', 5)];

  it("adds the fields of each section's component to the ad-hoc fields", () => {
    const sections = [
      { id: 'sec_1', componentId: 'a' },
      { id: 'sec_2', componentId: 'c' },
    ];
    expect(countTemplateFields(sections, 2, components)).toBe(10);
  });

  it('counts locked components too, and deleted ones as nothing', () => {
    const sections = [
      { id: 'sec_1', componentId: 'b' },
      { id: 'sec_2', componentId: 'gone' },
    ];
    expect(countTemplateFields(sections, 0, components)).toBe(4);
  });

  it("uses the plan's fields-per-template limit", () => {
    expect(templateFieldLimit('free')).toBe(10);
    expect(templateFieldLimit('basic')).toBe(30);
    expect(templateFieldLimit('PROFESSIONAL')).toBe(60);
    expect(templateFieldLimit(null)).toBe(10);
  });

  it('allows another ad-hoc field only below the limit', () => {
    expect(canAddAdHocField(9, 10)).toBe(true);
    expect(canAddAdHocField(10, 10)).toBe(false);
    expect(canAddAdHocField(12, 10)).toBe(false);
  });
});
