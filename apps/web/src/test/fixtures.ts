import type { Project, Template } from '@filldeck/shared';

/** A template as GET /api/templates lists it. */
export function aTemplate(id: string, overrides: Partial<Template> = {}): Template {
  return {
    id,
    ownerUid: 'u1',
    name: `Template ${id}`,
    projectId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
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
    ...overrides,
  };
}

/** A project as GET /api/projects lists it. */
export function aProject(id: string, name: string): Project {
  return { id, ownerUid: 'u1', name, createdAt: '2026-01-01T00:00:00.000Z' };
}
