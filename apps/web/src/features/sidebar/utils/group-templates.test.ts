import type { Project, Template } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { groupTemplates } from './group-templates.ts';

const template = (id: string, projectId: string | null, createdAt: string): Template => ({
  id,
  ownerUid: 'u1',
  name: id,
  projectId,
  createdAt,
  updatedAt: createdAt,
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

const project = (id: string): Project => ({ id, ownerUid: 'u1', name: id, createdAt: '2025-01-01T00:00:00.000Z' });

describe('groupTemplates', () => {
  it('files templates under their project and the rest under Templates, oldest first', () => {
    const { byProject, unassigned } = groupTemplates(
      [
        template('t3', null, '2025-03-01T00:00:00.000Z'),
        template('t1', 'p1', '2025-02-01T00:00:00.000Z'),
        template('t2', null, '2025-01-01T00:00:00.000Z'),
        template('t0', 'p1', '2025-01-15T00:00:00.000Z'),
      ],
      [project('p1'), project('p2')],
    );
    expect(byProject.get('p1')?.map((t) => t.id)).toEqual(['t0', 't1']);
    expect(byProject.get('p2')).toEqual([]);
    expect(unassigned.map((t) => t.id)).toEqual(['t2', 't3']);
  });

  it('keeps a template whose project is not listed visible under Templates', () => {
    const { byProject, unassigned } = groupTemplates([template('t1', 'gone', '2025-01-01T00:00:00.000Z')], []);
    expect(byProject.size).toBe(0);
    expect(unassigned.map((t) => t.id)).toEqual(['t1']);
  });
});
