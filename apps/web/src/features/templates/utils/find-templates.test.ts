import type { Template } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { findTemplates, isTemplateSort } from './find-templates.ts';

const template = (name: string, createdAt: string, updatedAt: string): Template => ({
  id: name,
  ownerUid: 'u',
  name,
  projectId: null,
  createdAt,
  updatedAt,
  sections: [],
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
  specialization: 'other',
  locked: false,
});

const list = [
  template('beta', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
  template('Alpha 10', '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z'),
  template('alpha 9', '2026-01-03T00:00:00Z', '2026-04-01T00:00:00Z'),
];
const names = (templates: Template[]) => templates.map((t) => t.name);

describe('findTemplates', () => {
  it('sorts by creation (oldest first), by name (any case, numbers as numbers) and by update (newest first)', () => {
    expect(names(findTemplates(list, '', 'created'))).toEqual(['beta', 'Alpha 10', 'alpha 9']);
    expect(names(findTemplates(list, '', 'name'))).toEqual(['alpha 9', 'Alpha 10', 'beta']);
    expect(names(findTemplates(list, '', 'updated'))).toEqual(['alpha 9', 'beta', 'Alpha 10']);
  });

  it('keeps the names that contain the search, in any case, ignoring surrounding spaces', () => {
    expect(names(findTemplates(list, '  ALPHA ', 'name'))).toEqual(['alpha 9', 'Alpha 10']);
    expect(findTemplates(list, 'gamma', 'name')).toEqual([]);
  });

  it('leaves the given list alone', () => {
    findTemplates(list, '', 'name');
    expect(names(list)).toEqual(['beta', 'Alpha 10', 'alpha 9']);
  });

  it('knows its sort names', () => {
    expect(isTemplateSort('updated')).toBe(true);
    expect(isTemplateSort('size')).toBe(false);
  });
});
