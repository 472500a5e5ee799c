import type { Template } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { patchCachedTemplates } from './patch-cached-templates.ts';

const template = (id: string, projectId: string | null = null): Template => ({
  id,
  ownerUid: 'u1',
  name: `Template ${id}`,
  projectId,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
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
  locked: false,
  specialization: 'other',
});

describe('patchCachedTemplates', () => {
  it('changes only the named template', () => {
    const list = [template('a'), template('b', 'p1')];
    const next = patchCachedTemplates(list, 'b', { projectId: null, name: 'Renamed' });
    expect(next?.[1]).toMatchObject({ id: 'b', projectId: null, name: 'Renamed' });
    expect(next?.[0]).toBe(list[0]);
    expect(list[1]?.projectId).toBe('p1');
  });

  it('leaves an empty cache empty', () => {
    expect(patchCachedTemplates(undefined, 'a', { name: 'x' })).toBeUndefined();
  });
});
