import type { Template } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { alsoChangesText, listNames, otherTemplatesUsing, sharedEdits } from './shared-components.ts';

function template(id: string, name: string, componentIds: string[]): Template {
  return {
    id,
    ownerUid: 'u1',
    name,
    projectId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    sections: componentIds.map((componentId, i) => ({ id: `sec_${i}`, componentId })),
    adHocFields: [],
    aiInstructions: '',
    aiSettings: {
      model: 'gpt-4o-mini',
      max_tokens: 1200,
      tone: '',
      style: '',
      tick_agreements: true,
      clear_marketing: true,
    },
    locked: false,
    specialization: 'other',
  };
}

const templates = [
  template('t1', 'Job hunt', ['c1', 'c2']),
  template('t2', 'Visa', ['c1']),
  template('t3', 'Rental', ['c1', 'c3']),
];

describe('components shared between templates', () => {
  it('names the other templates that use a component, never this one', () => {
    expect(otherTemplatesUsing('c1', templates, 't1')).toEqual(['Visa', 'Rental']);
    expect(otherTemplatesUsing('c2', templates, 't1')).toEqual([]);
    expect(otherTemplatesUsing('c1', undefined, 't1')).toEqual([]);
  });

  it('says how many other templates an edit changes', () => {
    expect(alsoChangesText(0)).toBeNull();
    expect(alsoChangesText(1)).toBe('Also changes 1 other template');
    expect(alsoChangesText(3)).toBe('Also changes 3 other templates');
  });

  it('keeps only the staged edits other templates see', () => {
    const edits = { c1: { title: 'Contact', fields: [] }, c2: { title: 'School', fields: [] } };
    expect(sharedEdits(edits, templates, 't1')).toEqual([
      { componentId: 'c1', title: 'Contact', otherTemplates: ['Visa', 'Rental'] },
    ]);
  });

  it('lists names for a sentence', () => {
    expect(listNames(['A'])).toBe('A');
    expect(listNames(['A', 'B'])).toBe('A and B');
    expect(listNames(['A', 'B', 'C'])).toBe('A, B and C');
    expect(listNames(['A', 'B', 'C', 'D', 'E'])).toBe('A, B and 3 others');
  });
});
