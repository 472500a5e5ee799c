import type { Project } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first.ts';

const project = (id: string, createdAt: string): Project => ({ id, ownerUid: 'u1', name: id, createdAt });

describe('newestFirst', () => {
  it('puts the newest project first without changing the input', () => {
    const input = [project('old', '2025-01-01T00:00:00.000Z'), project('new', '2025-06-01T00:00:00.000Z')];
    expect(newestFirst(input).map((p) => p.id)).toEqual(['new', 'old']);
    expect(input[0]?.id).toBe('old');
  });
});
